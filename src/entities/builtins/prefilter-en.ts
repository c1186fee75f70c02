/**
 * A cheap test, before the English date grammar (datetime-en.ts) runs, of where a date may be. The grammar tries an
 * interval, an open interval, a relative span and a moment at every word that may start a date, "for", "at", "on",
 * "the" and "a" among them: 10–40 µs a failed start. Every date or time it reads holds an anchor: a digit, a number
 * or ordinal word, or a word of the grammar's own lexicon other than the connectors below (a month, a weekday,
 * today, noon, week, a unit, a holiday's name, now…). So a statement with no anchor holds no date, and a start
 * whose next ANCHOR_WINDOW words hold no anchor starts none: both are skipped.
 *
 * The anchors are read from the grammar's own patterns and start words (DATE_PATTERNS, FIRST_WORDS,
 * LUNAR_HOLIDAY_START): a word the grammar learns becomes an anchor by itself. Only the connectors are listed here:
 * words of the grammar that never say a date alone and are frequent in other statements. Checked by
 * test/entities/builtins/prefilter-en.test.ts (every pattern word is an anchor or a connector; every span the grammar
 * reads holds an anchor within the window) and by scripts/experiments/builtin-spans-digest.ts (every span of the
 * public suites' cases unchanged).
 */
import { isNumberWord } from '../numbers.js';
import { DATE_PATTERNS, FIRST_WORDS, LENGTH_UNITS, MINUTES_LINKS } from './datetime-en.js';
import { LUNAR_HOLIDAY_START } from './holidays-lunar.js';
import { COUNT_PHRASE, ORDINAL_WORDS } from './reader.js';

/** Words of the grammar that say no date alone: a date they start holds an anchor further on ("at 7", "for the next 3 days"). */
export const CONNECTORS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'for', 'at', 'on', 'in', 'of', 'by', 'from', 'to', 'and', 'or', 'this', 'next', 'last', 'after', 'before', 'until', 'till',
  'til', 'untill', 'since', 'between', 'about', 'around', 'approximately', 'over', 'within', 'during', 'through', 'thru', 'up', 'no', 'as', 'all',
  'just', 'right', 'any', 'anytime', 'prior', 'past', 'coming', 'upcoming', 'following', 'current', 'previous', 'new',
  'than', 'but', 'also', 'more', 'additional', 'extra', 'is', 'with',
  // Holiday names' first words, frequent in other statements: the day after them is the anchor ("good friday", "holy saturday").
  'good', 'holy',
  // Words of holiday names said in other statements too (songs, playlists, money): "day", "festival", "fawkes",
  // "mayo" is the anchor ("all souls day", "dragon boat festival", "guy fawkes", "cinco de mayo", "yuan dan").
  'de', 'guy', 'dragon', 'boat', 'double', 'moon', 'soul', 'souls', 'single', 'singles', 'women', 'womens', 'children', 'childrens',
  'freedom', 'workers', 'george', 'georges', 'yuan',
  // "close of business": "business" is the anchor ("close by" is no date).
  'close',
  // Read only after a date ("11:00 at the latest"): the date is the anchor; "the earliest flight" holds none.
  'latest', 'earliest',
  // Read only after an hour ("8 pm", "7 p"): the hour is the anchor.
  'am', 'pm', 'p',
  // Read only with an anchor beside them: "first thing tomorrow", "the full month of june", "the friday preceding easter".
  'thing', 'full', 'entire', 'preceding',
  // A zone said by its region after a time ("5pm eastern time", "10am PT"): the time is the anchor.
  'eastern', 'central', 'mountain', 'pacific', 'standard', 'daylight', 'zone', 'et', 'ct', 'mt', 'pt',
]);

/** How many words after a start's own the first anchor of a date may be ("at the end of the week": "end", one word on). */
export const ANCHOR_WINDOW = 3;

/**
 * The words of a pattern's source: letters outside escapes and character classes, each optional letter or space
 * ("work ?week", "labou?r") both kept and left out.
 */
export function patternWords(re: RegExp): string[] {
  const source = re.source.replace(/\\s\?/g, ' ?').replace(/\\[a-zA-Z]/g, ' ').replace(/\[(?:\\.|[^\]\\])*\]/g, ' ');
  const kept = source.replace(/\?/g, '');
  const left = source.replace(/.\?/g, '');
  return [...(kept.match(/[a-z]+/g) ?? []), ...(left.match(/[a-z]+/g) ?? [])];
}

/** Every word of the grammar's lexicon that is no connector. */
export const ANCHOR_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  for (const w of FIRST_WORDS) for (const part of w.split('-')) words.add(part);
  for (const re of [...DATE_PATTERNS, LUNAR_HOLIDAY_START, COUNT_PHRASE]) for (const w of patternWords(re)) words.add(w);
  for (const c of CONNECTORS) words.delete(c);
  return words;
})();

export function isAnchorWord(word: string): boolean {
  return ANCHOR_WORDS.has(word) || isNumberWord(word) || ORDINAL_WORDS.has(word);
}

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c > 127 && c !== 0x2019);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/**
 * Start words that begin a date only with a word of one class after them, as the grammar's rules read them (a start
 * at such a word is not tried without one; a date after it is still read from the next word):
 * - "on", "of": never. No rule reads them at a start: a moment's small words join parts only after a first part, and
 *   only "at", "@", "around", "about", "approximately" make the hour after them a time ("on friday" is read at "friday").
 * - "for": only with a length unit after it. It is read at a start by lasting() ("for 2 hours from 2pm": a count and a
 *   unit) and relativeSpan() ("for the next 3 days", "for the past week": a unit or business days) alone, both of which
 *   end on a unit word (LENGTH_UNITS, from the grammar's UNIT) or business days said as one word ("workdays").
 * - "a", "an": likewise. They are read at a start only as a count (Reader.count(): "a", "a few", "a couple of"), and a
 *   count at a start makes a date only with a unit after it ("a week ago", "a few days from now", "a quarter past 5"; a
 *   one-letter unit is refused after an article) or plural weekdays ("a fridays from now" reads as "1 friday"). 
 * Checked like the anchors by test/entities/builtins/prefilter-en.test.ts and builtin-spans-digest.ts.
 */
export const NEVER_STARTS: ReadonlySet<string> = new Set(['on', 'of']);
/**
 * Nouns a bare number counts ("twelve people", "for 6 guests"): a number said just before one (a space between) starts
 * no date, nor does a number that ends the statement ("a table for six", "friday at 7:30pm for 2") unless "on" is
 * before it ("on 15": a day of the month). A date that starts at a number reads something after it: a time sign,
 * am/pm, o'clock, a part of the day, a month, a unit, a second number, a dash, a day ("7 at christmas"); none of these
 * is one of these nouns, and a bare hour or day number alone is too weak to stand (a year of four digits can: it is
 * not gated).
 */
export const COUNTED_NOUNS: ReadonlySet<string> = new Set(['people', 'persons', 'person', 'guests', 'adults', 'kids', 'children']);
/** A number of one or two digits, or a cardinal number word ("six", "twelve"): a count or an hour, never a year alone. */
const isBareNumber = (word: string) => /^\d{1,2}$/.test(word) || (isNumberWord(word) && !ORDINAL_WORDS.has(word));
/** Only spaces and closing punctuation from `at` to the end of the text. */
const OPEN_END = /^[\s.!?,;]*$/;
export const STARTS_WITH_LENGTH: ReadonlySet<string> = new Set(['for', 'a', 'an']);
/** White space alone, at least one character: two words apart, neither glued nor joined by a sign ("7pm", "8-9"). */
const SPACE_ONLY = /^\s+$/;

/**
 * Whether word `k` (a connector, or a bare number not after "on") starts no date because the word after it stops
 * every rule: a word of neither class the grammar reads (no anchor, no connector, no length word such as "fridays"), two letters or more (the grammar
 * reads one-letter units and "a"/"p" through character classes), with no apostrophe, after white space alone; for a
 * number, a counted noun too ("12 people"). A date that starts at a connector or at a bare number reads the word after
 * it: a connector never says a date alone, and a bare number alone is a day only after "on" ("on 15"), else too weak
 * to stand. The one rule that reads an arbitrary word is RE_57's "<two words> [minutes] past|to… <hour>" ("twenty
 * five past 6"), so a start with a minutes link two or three words on is kept.
 */
function stoppedAfter(text: string, w: AnchorWords, k: number, bareNumber: boolean): boolean {
  const next = w.words[k + 1];
  if (next === undefined || next.length < 2 || /\d|['\u2019]/.test(next) || !SPACE_ONLY.test(text.slice(w.ends[k]!, w.starts[k + 1]!))) return false;
  if (w.anchor[k + 1] ? !(bareNumber && COUNTED_NOUNS.has(next)) : CONNECTORS.has(next) || isLengthWord(next)) return false;
  return !MINUTES_LINKS.has(w.words[k + 2] ?? '') && !MINUTES_LINKS.has(w.words[k + 3] ?? '');
}

/**
 * A word that ends a length: a unit of the grammar ("hours", "fortnight"), business days written as one word
 * ("workdays"), or weekdays counted ("3 fridays from now").
 */
export function isLengthWord(word: string): boolean {
  if (LENGTH_UNITS.has(word) || WEEKDAYS_COUNTED.has(word) || (word.endsWith('days') || word.endsWith('day')) && GLUED_BUSINESS_DAYS.test(word)) return true;
  // "hour's": the parts of a word joined by an apostrophe.
  if (word.includes("'") || word.includes('\u2019')) for (const part of word.split(/['\u2019]/)) if (LENGTH_UNITS.has(part) || GLUED_BUSINESS_DAYS.test(part)) return true;
  return false;
}
/** The grammar's business days (RE_BUSINESS_DAYS: "business days", "working day", "workdays") written as one word. */
const GLUED_BUSINESS_DAYS = /^(?:business|working|work)days?$/;
/** The grammar's RE_WEEKDAYS_PLURAL. */
const WEEKDAYS_COUNTED: ReadonlySet<string> = new Set(['mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays']);

/** A statement's words as the pre-filter reads them: offsets, whether each is an anchor, each word's text in lower case. */
export interface AnchorWords { starts: number[]; ends: number[]; anchor: boolean[]; any: boolean; words: string[] }

/**
 * The words of a text: letters (an apostrophe inside joins: "o'clock", "king's") or digits; a hyphen or any other
 * sign splits. Each marked when it is an anchor.
 */
export function anchorWords(text: string): AnchorWords {
  const starts: number[] = [];
  const ends: number[] = [];
  const anchor: boolean[] = [];
  const words: string[] = [];
  let any = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      const from = i;
      while (i < n && isDigit(text.charCodeAt(i))) i++;
      starts.push(from); ends.push(i); anchor.push(true); words.push(text.slice(from, i)); any = true;
      continue;
    }
    if (!isLetter(c)) { i++; continue; }
    const from = i;
    while (i < n && (isLetter(text.charCodeAt(i)) || (isApostrophe(text.charCodeAt(i)) && i + 1 < n && isLetter(text.charCodeAt(i + 1))))) i++;
    const word = text.slice(from, i).toLowerCase();
    let is = isAnchorWord(word);
    if (!is && (word.includes("'") || word.includes('\u2019'))) {
      // "patrick's", "o'clock": each part of two letters or more ("i'm", "don't": a contraction's letter is no part).
      for (const part of word.split(/['\u2019]/)) if (part.length > 1 && isAnchorWord(part)) is = true;
    }
    if (!is) {
      // A lunar holiday's name written as its pattern allows ("hanukkah", "chanukah").
      LUNAR_HOLIDAY_START.lastIndex = 0;
      is = LUNAR_HOLIDAY_START.test(word);
    }
    starts.push(from); ends.push(i); anchor.push(is); words.push(word);
    if (is) any = true;
  }
  return { starts, ends, anchor, any, words };
}

/**
 * The starts the date grammar need not try in `text`: null when no date can be in it at all (no anchor), else a
 * test of a start's offset (true: skip it). One pass over the text's words.
 */
export function datetimeStartsEn(text: string): ((at: number) => boolean) | null {
  const read = anchorWords(text);
  const { starts, ends, anchor, any, words } = read;
  if (!any) return null;
  // Whether a start at each word may read a date: an anchor among it and the ANCHOR_WINDOW words after it, and for a
  // start word of a class, the word its rules need after it (NEVER_STARTS, STARTS_WITH_LENGTH).
  const near = new Array<boolean>(starts.length);
  const gated = new Array<boolean>(starts.length);
  let nextAnchor = Infinity;
  let lengthAfter = false;
  const last = starts.length - 1;
  for (let k = last; k >= 0; k--) {
    if (anchor[k]) nextAnchor = k;
    near[k] = nextAnchor - k <= ANCHOR_WINDOW;
    const w = words[k]!;
    // (Only where it matters: a start near an anchor; a number is an anchor itself.)
    gated[k] = near[k]! && (NEVER_STARTS.has(w) || (!lengthAfter && STARTS_WITH_LENGTH.has(w))
      || (anchor[k]! && isBareNumber(w) && (k === last ? OPEN_END.test(text.slice(ends[k]!)) && words[k - 1] !== 'on' : COUNTED_NOUNS.has(words[k + 1]!) && text.slice(ends[k]!, starts[k + 1]!).trim() === ''))
      || (CONNECTORS.has(w) ? stoppedAfter(text, read, k, false) : anchor[k]! && isBareNumber(w) && words[k - 1] !== 'on' && stoppedAfter(text, read, k, true)));
    if (!lengthAfter && isLengthWord(w)) lengthAfter = true;
  }
  return (at: number) => {
    // The word holding `at`, or the first after it (a sign such as "@" belongs to the word after it).
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid]! <= at) lo = mid + 1;
      else hi = mid;
    }
    // The class of a word gates a start at that word itself, not at a sign before it ("@").
    return ends[lo]! <= at ? true : !near[lo]! || (gated[lo]! && starts[lo] === at);
  };
}
