/**
 * Dates and times in another language read by the English grammar, through a gloss: the statement's date words are
 * rewritten into English ("morgen um halb 8" → "tomorrow at 7:30"), the English grammar reads the glossed text, and
 * each span found is mapped back onto the words it came from. One grammar, its ~40 families and their tests, serves
 * every language that has a glossary; a language's own knowledge is its words and the few phrases whose order or
 * sense differs from English ("halb 4" is 3:30, "vor 2 Tagen" is "2 days ago"). Words the glossary does not know are
 * left as they are, so the grammar finds no date in them.
 */
import { findDatetimesEn, type DatetimeContext } from './datetime-en.js';
import type { Numeral } from './numerals/latin.js';
import { readNumerals } from './numerals/read.js';
import { datetimeStartsEn } from './prefilter-en.js';
import type { LatinLanguage } from './numerals/lexicons.js';
import type { TimeValue } from './time-value.js';

export type GlossRule = readonly [RegExp, string | ((m: RegExpExecArray) => string)];

export interface Glossary {
  /** Rewrites tried in order at each word start of the lowercased statement (sticky patterns); the first that matches wins. */
  readonly rules: readonly GlossRule[];
  /** Single words and their English (a word not here is kept). */
  readonly words: ReadonlyMap<string, string>;
  /** The numeral grammar that turns number words into digits first ("drei" → "3", "dritter" → "3rd", "十二" → "12"). */
  readonly numerals: LatinLanguage | 'ja' | 'zh';
  /** A script written without spaces (Japanese): rules are tried at every character and their English set apart by spaces. */
  readonly unspaced?: boolean;
  /**
   * Rewrites tried before number words become digits, for number words that are no number here (Portuguese
   * "quarta-feira" is Wednesday, Italian "un quarto" a quarter): each writes a word of `words` or `rules`. Words they
   * do not match are kept as they are.
   */
  readonly early?: readonly GlossRule[];
  /** A quick test of the lower-cased text: where it fails, no early rule can match and the early pass is skipped. */
  readonly earlyCue?: RegExp;
  /**
   * Whether chrono-node's parser of the language is asked when the grammar finds nothing (default true). Italian's and
   * Portuguese's read ordinary words as dates ("buona sera", "ora vado", "ter um carro", "a segunda vez").
   */
  readonly chrono?: boolean;
  /** Phrases that hold a date word but are never a date ("guten Morgen"): no other reader may read them (global, case-insensitive). */
  readonly notDates?: RegExp;
}

/** A text and, for each of its characters, the range of the statement it came from. */
interface Glossed {
  text: string;
  from: number[];
  to: number[];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD = /[\p{L}\p{N}]+/uy;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

export const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A date given day first as the English grammar reads it ("31", 10, "2015" → "31 october 2015"); a year of two
 * digits in the grammar's numeric form ("10/31/74", read as 1974). Null when it is no date.
 */
export function englishDate(day: number, month: number, year?: string): string | null {
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  if (year?.length === 2) return `${month}/${day}/${year}`;
  return `${day} ${ENGLISH_MONTHS[month - 1]}${year ? ` ${year}` : ''}`;
}

/** A year said with two digits, as the glosses write it: 1950–2049. */
export const fullYear = (yy: string): string => `${Number(yy) >= 50 ? '19' : '20'}${yy}`;

const SINGULAR: Record<string, string> = { seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day', weeks: 'week', months: 'month', years: 'year', quarters: 'quarter', weekends: 'weekend' };
const PLURAL: Record<string, string> = Object.fromEntries(Object.entries(SINGULAR).map(([p, s]) => [s, p]));

/**
 * A language's unit words (each form → its English, singular or plural as said): `singular` gives a form's English
 * singular, `unitOf` its English after a count (singular after one, plural after more, whatever the form's case
 * ending). `key` normalises a matched form (spaces inside "fin de semana").
 */
export function unitWords(units: Readonly<Record<string, string>>, key: (w: string) => string = (w) => w) {
  const singular = (w: string): string => SINGULAR[units[key(w)]!] ?? units[key(w)]!;
  const unitOf = (w: string, n: string): string => (n === '1' || n === 'a' ? singular(w) : PLURAL[singular(w)] ?? units[key(w)]!);
  return { singular, unitOf };
}

/**
 * Dates written with a month's name or its short form, or the year first, in a language whose months are
 * `monthWords` (full names) and `monthShort` (short forms), both to English month names; `monthPattern` and
 * `shortPattern` their alternations. `monthDay` reads a day first, with a month in digits or short form.
 */
export function monthNameDates(monthWords: Readonly<Record<string, string>>, monthShort: Readonly<Record<string, string>>, monthPattern: string, shortPattern: string) {
  const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
  const monthDay = (day: string, month: string, year: string | undefined): string | null =>
    englishDate(Number(day), /^\d/.test(month) ? Number(month) : ENGLISH_MONTHS.indexOf(monthShort[month]!) + 1, year);
  const rules: GlossRule[] = [
    // A month's name first, or the year first: "ott/2", "set-23-2020", "2020/set/23", "2020-09-23".
    rule(`(${shortPattern}|${monthPattern})\\.?([/-])(\\d{1,2})(?:\\2(\\d{4}))?(?![\\d\\p{L}])`, (m) => `${monthWords[m[1]!] ?? monthShort[m[1]!]} ${Number(m[3])}${m[4] ? ` ${m[4]}` : ''}`),
    rule(`(\\d{4})([/-])(${shortPattern}|${monthPattern}|\\d{1,2})\\2(\\d{1,2})(?![\\d\\p{L}])`, (m) => {
      const month = /^\d/.test(m[3]!) ? Number(m[3]) : ENGLISH_MONTHS.indexOf(monthWords[m[3]!] ?? monthShort[m[3]!]!) + 1;
      return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}-${m[4]!.padStart(2, '0')}` : m[0];
    }),
    // Day first: "15/2", "15/02/2013", "15-2-2013", "15.2.2013", "23/set/2020"; a year of two digits in the English
    // grammar's numeric form ("31/10/74" → "10/31/74", read as 1974).
    rule(`(\\d{1,2})(?:/(\\d{1,2}|${shortPattern})(?:/(\\d{4}|\\d{2}))?|([.-])(\\d{1,2})\\4(\\d{4}|\\d{2}))(?![\\d\\p{L}])`, (m) => monthDay(m[1]!, m[2] ?? m[5]!, m[3] ?? m[6]) ?? m[0]),
  ];
  return { monthDay, rules };
}

/** The English ordinal of a number: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

class Writer {
  private readonly parts: string[] = [];
  private readonly from: number[] = [];
  private readonly to: number[] = [];
  constructor(private readonly source: Glossed) {}

  /** Writes `text` as coming from the whole of the source's characters [a, b). */
  emit(text: string, a: number, b: number): void {
    const from = this.source.from[a]!;
    const to = this.source.to[b - 1]!;
    this.parts.push(text);
    for (let k = 0; k < text.length; k++) { this.from.push(from); this.to.push(to); }
  }

  /** Copies the source's characters [a, b), each with its own range. */
  copy(a: number, b: number): void {
    this.parts.push(this.source.text.slice(a, b));
    for (let k = a; k < b; k++) { this.from.push(this.source.from[k]!); this.to.push(this.source.to[k]!); }
  }

  done(): Glossed {
    return { text: this.parts.join(''), from: this.from, to: this.to };
  }
}

/**
 * The words before a year said in words, in the glossed languages ("en", "in", "im Jahr", "nel"), and "de", "do",
 * "da" only after a month or a day ("2 de octubre de dos mil veinte"; "una multa de dos mil" is a number).
 */
const MONTH_BEFORE = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre';
const YEAR_CUE = new RegExp(`(?:^|[^\\p{L}])(?:en|in|im|em|nel|nell'anno|dans|sinds|seit|desde|depuis|l'an|année|jahr|jahre|ano|año|anno|jaar|年|(?:${MONTH_BEFORE}|\\d{1,2}|semana\\s+\\d{1,2})\\s+(?:de|del|do|da))\\s*$`, 'u');

/**
 * Pass 1: number words as digits, ordinals as English ordinals ("drei" → "3", "dritter" → "3rd"). `read`: the numerals
 * of g's text when the caller has them.
 */
function digits(language: Glossary['numerals'], g: Glossed, read?: readonly Numeral[]): Glossed {
  const cjk = language === 'ja' || language === 'zh';
  const numerals = read ?? readNumerals(language, g.text);
  if (numerals.length === 0) return g;
  const w = new Writer(g);
  let at = 0;
  for (const n of numerals) {
    // The numeral readers may offer overlapping readings ("2021/03/25": "2021/03", "03/25", "25"): the first stands.
    if (n.start < at) continue;
    w.copy(at, n.start);
    const raw = g.text.slice(n.start, n.end);
    // Only number words are rewritten: digits stay as written ("7h30 et 9h30" is no "30 et 9").
    if (/\d/.test(raw) || !Number.isInteger(n.value) || n.value < 0) w.copy(n.start, n.end);
    else if (n.ordinal) w.emit(englishOrdinal(n.value), n.start, n.end);
    // A number of thousands said in words is a year only after a word that says so ("en deux mille vingt"); else it
    // is written grouped ("dos mil" → "2,000"), which the grammar reads as no year, as English reads "two thousand"
    // (Chinese and Japanese write their years with 年 after them: "两千" is 2,000, "二零一七年" 2017).
    else if (n.value >= 1000 && (cjk ? !/^\s*年/u.test(g.text.slice(n.end)) : !YEAR_CUE.test(g.text.slice(Math.max(0, n.start - 14), n.start)))) w.emit(n.value.toLocaleString('en-US'), n.start, n.end);
    else w.emit(String(n.value), n.start, n.end);
    at = n.end;
  }
  w.copy(at, g.text.length);
  return w.done();
}

/**
 * A rule list's quick test: its rules in one alternation, tried once at a place before the rules one by one. Where it
 * does not match, none of them can match there (each alternative is its rule, with the same flags), so the place is
 * read as a word at once; where it matches, the rules are tried in order as before, and the first whose match ends
 * at a word's edge wins. Rules with a back reference (their groups would be renumbered), a named group or other flags
 * stay out of it and are tried everywhere. A language has 50 to 100 rules, tried at every word start (every character
 * in Japanese and Chinese): most places start none.
 */
interface RuleIndex { any: RegExp | null; always: readonly GlossRule[] }
const ruleIndexes = new WeakMap<readonly GlossRule[], RuleIndex>();
export function ruleIndex(rules: readonly GlossRule[]): RuleIndex {
  let index = ruleIndexes.get(rules);
  if (index) return index;
  const alone = ([re]: GlossRule) => re.flags !== 'uy' || /\\[1-9]|\\k<|\(\?<[A-Za-z]/.test(re.source);
  const joined = rules.filter((r) => !alone(r));
  index = { any: joined.length === 0 ? null : new RegExp(joined.map(([re]) => `(?:${re.source})`).join('|'), 'uy'), always: rules.filter(alone) };
  ruleIndexes.set(rules, index);
  return index;
}

/**
 * The glossary's phrases (`rules`) and then its words. Text between words is copied; a word the glossary does not
 * know is copied as it is when there are no words to know (`known` null: the early pass), else written as one ASCII
 * word. `unspaced`: rules tried at every character, their English set apart by spaces.
 */
function words(rules: readonly GlossRule[], known: ReadonlyMap<string, string> | null, g: Glossed, unspaced = false): Glossed {
  const s = g.text;
  const w = new Writer(g);
  const index = ruleIndex(rules);
  let at = 0;
  while (at < s.length) {
    // Rules are tried where a word starts, or an apostrophe that opens one (Dutch "'s avonds"); without spaces, anywhere.
    if (!unspaced && (!(isWordChar(s[at]) || s[at] === "'") || isWordChar(s[at - 1]))) { w.copy(at, at + 1); at++; continue; }
    let done = false;
    let tried = rules;
    if (index.any !== null) {
      index.any.lastIndex = at;
      if (!index.any.test(s)) tried = index.always;
    }
    for (const [re, replace] of tried) {
      re.lastIndex = at;
      const m = re.exec(s);
      if (!m || m[0].length === 0) continue;
      const end = at + m[0].length;
      // A phrase ends where a word ends.
      if (!unspaced && isWordChar(s[end - 1]) && isWordChar(s[end])) continue;
      const english = typeof replace === 'string' ? replace : replace(m);
      w.emit(unspaced ? ` ${english} ` : english, at, end);
      at = end;
      done = true;
      break;
    }
    if (done) continue;
    if (!isWordChar(s[at]) || unspaced) { w.copy(at, at + 1); at++; continue; }
    WORD.lastIndex = at;
    const word = WORD.exec(s)![0];
    if (known === null) { w.copy(at, at + word.length); at += word.length; continue; }
    const english = known.get(word);
    // A word the glossary does not know is no date; its letters outside ASCII are written as "x" so that the English
    // grammar sees it as one word ("früher" is not "fr" and "her").
    if (english === undefined) w.emit(word.replace(/[^\x00-\x7f]/g, 'x'), at, at + word.length);
    else w.emit(english, at, at + word.length);
    at += word.length;
  }
  return w.done();
}

/**
 * The statement glossed into English, with each character's source range. `numerals`: the statement's numerals when
 * the caller has read them (numerals/read.ts); they are the numerals of its lower case too (the readers fold case, and
 * an apostrophe is a sign to them whichever it is), so they are used when no early rewrite changed the text.
 */
export function gloss(glossary: Glossary, text: string, numerals?: readonly Numeral[]): Glossed | null {
  // A typographic apostrophe is an apostrophe ("tra un’ora", "dell’anno"): one character for one, so ranges stay.
  const lower = text.toLowerCase().replace(/’/g, "'");
  // A lowercase form of another length (a rare letter) would shift every range: no gloss.
  if (lower.length !== text.length) return null;
  const identity: Glossed = { text: lower, from: Array.from({ length: lower.length }, (_, i) => i), to: Array.from({ length: lower.length }, (_, i) => i + 1) };
  const early = glossary.early && (glossary.earlyCue === undefined || glossary.earlyCue.test(lower)) ? words(glossary.early, null, identity, glossary.unspaced) : identity;
  return words(glossary.rules, glossary.words, digits(glossary.numerals, early, early.text === lower ? numerals : undefined), glossary.unspaced);
}

/** The dates and times of a statement of a glossed language, as spans of the statement. */
export function findDatetimesGlossed(glossary: Glossary, text: string, ctx: DatetimeContext, numerals?: readonly Numeral[]): Array<{ start: number; end: number; value: TimeValue }> {
  const g = gloss(glossary, text, numerals);
  if (g === null) return [];
  // The English pre-filter reads the glossed text as it reads English (prefilter-en.ts).
  const skipStart = datetimeStartsEn(g.text);
  if (skipStart === null) return [];
  return findDatetimesEn(g.text, { ...ctx, skipStart }).map((f) => ({ start: g.from[f.start]!, end: g.to[f.end - 1]!, value: f.value }));
}
