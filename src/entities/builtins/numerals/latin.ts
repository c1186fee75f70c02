/**
 * Numbers and ordinals in words and digits for es, fr, de, pt, it, nl ("dos personas", "vingt-trois",
 * "zweiundzwanzig", "1.200,50", "quatre-vingt-dix-neuf", "tercera", "25e"). One small grammar for the six: a word is
 * split into number words of its language's lexicon (German and Dutch write a numeral as one word), and the words
 * are joined into a value by place (units, tens, hundreds) and scale (thousand, million), as people say them.
 */
import { LATIN_LEXICONS, type LatinLanguage, type Lexicon } from './lexicons.js';

/** A numeral found: its span, value, and whether it is an ordinal. */
export interface Numeral { start: number; end: number; value: number; ordinal: boolean }

type Atom =
  | { k: 'add'; v: number; ord?: boolean }
  | { k: 'hundred'; ord?: boolean }
  | { k: 'scale'; v: number; ord?: boolean }
  | { k: 'and' };

interface Compiled {
  words: Map<string, Atom>;
  point: Set<string>;
  minus: Set<string>;
  articles: Set<string>;
  /** Half words and the other parts said where a half is ("driekwart"), with their part. */
  half: Map<string, number>;
  lexicon: Lexicon;
  language: LatinLanguage;
  maxWord: number;
  /** Words folded and read as number words, kept per language (see WORD_MEMO). */
  folded: Map<string, string>;
  atoms: Map<string, Atom[] | null>;
}

/**
 * How many words each language keeps folded and read. A statement's words are folded at every start that reaches
 * them (three times or more in a statement) and a bot's words recur from statement to statement; folding (lower case,
 * NFD, marks off) and splitting a word into number words were two fifths of a German understand() (docs/runtime-speed.md).
 * Both are functions of the word alone; the maps are emptied when full, so memory stays bounded.
 */
const WORD_MEMO = 4096;

function foldedIn(c: Compiled, word: string): string {
  let f = c.folded.get(word);
  if (f === undefined) {
    if (c.folded.size >= WORD_MEMO) c.folded.clear();
    f = fold(word, c.language);
    c.folded.set(word, f);
  }
  return f;
}

/** Lower case, accents off; German also reads "ue" as "ü" and "ß" as "ss". */
function fold(word: string, language: LatinLanguage): string {
  let s = word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
  if (language === 'de') s = s.replace(/([aou])e/g, '$1');
  return s;
}

const compiled = new Map<LatinLanguage, Compiled>();
function compile(language: LatinLanguage): Compiled {
  let c = compiled.get(language);
  if (c) return c;
  const lx = LATIN_LEXICONS[language];
  const words = new Map<string, Atom>();
  const put = (w: string, a: Atom) => { const f = fold(w, language); if (!words.has(f)) words.set(f, a); };
  for (const [w, v] of Object.entries(lx.add)) put(w, { k: 'add', v });
  for (const w of lx.hundred) put(w, { k: 'hundred' });
  for (const [w, v] of Object.entries(lx.scale)) put(w, { k: 'scale', v });
  for (const w of lx.and) put(w, { k: 'and' });
  for (const [w, v] of Object.entries(lx.ordinal)) {
    const atom: Atom = v >= 1000 ? { k: 'scale', v, ord: true } : { k: 'add', v, ord: true };
    const forms = [w];
    const e = lx.ordinalEndings;
    if (e) {
      const stem = w.endsWith(e.from) ? w.slice(0, w.length - e.from.length) : null;
      if (stem !== null) { if (e.from === '') forms.length = 0; for (const t of e.to) forms.push(stem + t); }
    }
    for (const f of forms) words.set(fold(f, language), atom);
  }
  c = {
    words, lexicon: lx, language,
    point: new Set(lx.point.map((w) => fold(w, language))),
    minus: new Set(lx.minus.map((w) => fold(w, language))),
    articles: new Set(lx.articles.map((w) => w.toLowerCase())),
    half: new Map([...lx.half.map((w): [string, number] => [fold(w, language), 0.5]), ...Object.entries(lx.parts ?? {}).map(([w, v]): [string, number] => [fold(w, language), v])]),
    maxWord: Math.max(...[...words.keys()].map((w) => w.length)),
    folded: new Map(), atoms: new Map(),
  };
  compiled.set(language, c);
  return c;
}

/** A word split into number words (longest first, with backtracking), or null when it is no numeral. */
function segment(c: Compiled, word: string): Atom[] | null {
  const whole = c.words.get(word);
  if (whole) return [whole];
  // German, Dutch and Italian write a numeral as one word; Spanish and Portuguese their ordinals ("tresmillonésimo").
  const memo = new Map<number, Atom[] | null>();
  const from = (i: number): Atom[] | null => {
    if (i === word.length) return [];
    if (memo.has(i)) return memo.get(i)!;
    let out: Atom[] | null = null;
    for (let j = Math.min(word.length, i + c.maxWord); j > i + 1 && !out; j--) {
      const a = c.words.get(word.slice(i, j));
      if (!a) continue;
      const rest = from(j);
      if (rest) out = [a, ...rest];
    }
    memo.set(i, out);
    return out;
  };
  const atoms = from(0);
  // A word made of one connector and nothing else, or ending in one, is no numeral.
  return atoms && atoms.length > 1 && atoms[atoms.length - 1]!.k !== 'and' ? atoms : null;
}

/** A word as number words, reading an ordinal suffix ("cinquième", "zwanzigste", "ventitreesimo") when the lexicon has them. */
function wordAtoms(c: Compiled, raw: string): Atom[] | null {
  let atoms = c.atoms.get(raw);
  if (atoms === undefined) {
    if (c.atoms.size >= WORD_MEMO) c.atoms.clear();
    atoms = readWordAtoms(c, raw);
    c.atoms.set(raw, atoms);
  }
  return atoms;
}

function readWordAtoms(c: Compiled, raw: string): Atom[] | null {
  const word = foldedIn(c, raw);
  const plain = segment(c, word);
  if (plain) return plain;
  // "dreieinhalb" 3.5, "eineinhalb" 1.5, "tweeënhalf" 2.5: a whole and a half as one word.
  const andAHalf = c.lexicon.andAHalf;
  if (andAHalf && word.endsWith(andAHalf) && word.length > andAHalf.length + 1) {
    const atoms = segment(c, word.slice(0, -andAHalf.length));
    const whole = new Value();
    if (atoms && atoms.every((a) => !('ord' in a && a.ord) && whole.take(a, c)) && Number.isInteger(whole.value) && whole.value >= 1) return [{ k: 'add', v: whole.value + 0.5 }];
  }
  for (const suffix of c.lexicon.ordinalSuffixes ?? []) {
    const s = fold(suffix, c.language);
    if (!word.endsWith(s) || word.length <= s.length + 1) continue;
    const stem = word.slice(0, -s.length);
    for (const end of c.lexicon.stemEndings ?? ['']) {
      // French "neuvième": neuf; "cinquième": cinq.
      const candidate = c.language === 'fr' && stem.endsWith('v') && end === 'f' ? stem.slice(0, -1) + 'f' : c.language === 'fr' && stem.endsWith('qu') && end === '' ? stem.slice(0, -1) : stem + end;
      const atoms = segment(c, candidate);
      if (!atoms) continue;
      const last = atoms[atoms.length - 1]!;
      if (last.k === 'and') continue;
      return [...atoms.slice(0, -1), { ...last, ord: true } as Atom];
    }
  }
  return null;
}

const place = (v: number) => (v < 10 ? 0 : v < 100 ? 1 : 2);

/** A numeral being read: what is said so far, by place and scale. */
class Value {
  total = 0;
  pending = 0;
  pendingScale = 0;
  group = 0;
  lastPlace = Infinity;
  lastAdd = -1;
  teenOk = false;
  afterAnd = false;
  any = false;
  ordinal = false;
  digitsClosed = false;
  lastScaleSaid = 0;
  /** What was said before the last connector ("seis millones" of "seis millones y dos"): its value, scale and last group. */
  beforeAnd: { value: number; scale: number; group: number } | null = null;

  clone(): Value { return Object.assign(new Value(), this); }

  /** Takes one atom if it continues the numeral; false (unchanged meaning) when it does not. */
  take(a: Atom, c: Compiled): boolean {
    // After an ordinal word only more ordinal words go on ("vigésimo tercero").
    if (this.ordinal && !('ord' in a && a.ord)) return false;
    switch (a.k) {
      case 'and':
        if (!this.any || this.afterAnd) return false;
        this.afterAnd = true;
        this.beforeAnd = { value: this.value, scale: this.group === 0 && this.pendingScale > 0 ? this.pendingScale : 1, group: this.group };
        return true;
      case 'add': {
        const v = a.v;
        const p = place(v);
        let ok = false;
        if (this.digitsClosed) ok = false;
        else if (this.lastPlace === Infinity) ok = true;
        else if (p < this.lastPlace && this.group % 10 ** (p + 1) === 0) ok = true;
        else if (this.teenOk && v >= 10 && v < 20) ok = true;
        else if (c.language === 'fr' && v === 20 && this.lastAdd === 4 && this.group % 100 === 4) { this.group += 76; this.lastPlace = 1; this.lastAdd = 80; this.teenOk = true; this.any = true; this.afterAnd = false; this.ordinal = !!a.ord; return true; }
        else if ((c.language === 'de' || c.language === 'nl') && this.afterAnd && this.lastPlace === 0 && v >= 20 && v < 100 && v % 10 === 0 && this.group % 100 < 10) ok = true;
        if (!ok) return false;
        // Zero then a digit ("cero uno") reads as the digit.
        this.group += v;
        this.lastPlace = this.lastAdd === 0 && this.group === v ? Infinity : p;
        if (v === 0) this.lastPlace = Infinity;
        this.teenOk = (c.lexicon.teenTakers ?? []).includes(v) && this.group % 100 === v;
        this.lastAdd = v;
        break;
      }
      case 'hundred':
        // "3 cents" is 300: digits below ten take "cent" as a word would.
        if (this.digitsClosed && !(this.lastPlace === -1 && Number.isInteger(this.group) && this.group > 0 && this.group < 10)) return false;
        if (this.group >= 10 || this.lastPlace === 2) return false;
        this.digitsClosed = false;
        this.group = (this.any && this.group > 0 ? this.group : 1) * 100;
        this.lastPlace = 2;
        this.teenOk = false;
        this.lastAdd = 100;
        break;
      case 'scale': {
        const s = a.v;
        if (this.group === 0 && this.lastScaleSaid !== 0 && s <= this.lastScaleSaid) return false;
        const g = this.group === 0 && !this.any ? 1 : this.group;
        // "mil millones": the scale multiplies what is pending; "cuatro millones dos mil": a new pending part.
        if (this.group === 0 && this.any && this.pending > 0 && s > this.pendingScale) this.pending *= s;
        else if (s > this.pendingScale && this.pendingScale !== 0) this.pending = (this.pending + g) * s;
        else { this.total += this.pending; this.pending = g * s; }
        this.pendingScale = s;
        this.group = 0; this.lastPlace = Infinity; this.lastAdd = -1; this.teenOk = false; this.digitsClosed = false;
        this.lastScaleSaid = s;
        break;
      }
    }
    this.any = true;
    this.afterAnd = false;
    if ('ord' in a && a.ord) this.ordinal = true;
    return true;
  }

  /** A numeral in digits: first, or after a scale word or a connector ("4 millones 2 mil 3", "treinta y 3"). */
  takeDigits(v: number): boolean {
    if (this.ordinal) return false;
    if (this.any && !(this.group === 0 && this.lastPlace === Infinity) && !(this.afterAnd && Number.isInteger(v) && v < 10 && this.group % 10 === 0)) return false;
    this.group += v;
    this.any = true;
    this.afterAnd = false;
    this.digitsClosed = true;
    this.lastPlace = -1;
    return true;
  }

  get value(): number { return this.total + this.pending + this.group; }
}

/** A piece of text: a word, digits (value read), or a sign. */
interface Piece { start: number; end: number; text: string; type: 'word' | 'digits' | 'other'; value?: number; ordinalMark?: boolean }

const PIECES = /(\p{L}+)|((?:(?<![\p{L}\p{N}])[-−+]\s*)?(?:\d{1,3}(?:[ .]\d{3}(?!\d))+(?:,\d+)?|\d+(?:[.,]\d+)*|[.,]\d+)(?:\s{0,2}[kK](?![\p{L}])|\s?[mMgG](?![\p{L}]))?)|(\S)/gu;

/** Digits as the language writes them: "1.234.567", "1,5", "6 700,54", "5.00", "1,234.56", "100K", ",0012G". */
function digitValue(raw: string): number | null {
  let s = raw.replace(/\s+/g, '');
  let sign = 1;
  if (/^[-−]/.test(s)) { sign = -1; s = s.slice(1); } else if (s.startsWith('+')) s = s.slice(1);
  let mult = 1;
  const suffix = /[kKmMgG]$/.exec(s);
  if (suffix) { mult = { k: 1e3, m: 1e6, g: 1e9 }[suffix[0].toLowerCase() as 'k' | 'm' | 'g']; s = s.slice(0, -1); }
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  let normal: string;
  if (dots > 0 && commas > 0) normal = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (dots > 0) normal = /^\d{1,3}(\.\d{3})+$/.test(s) ? s.replace(/\./g, '') : dots === 1 ? s : s.replace(/\./g, '');
  else if (commas > 1) normal = s.replace(/,/g, '');
  else normal = s.replace(',', '.');
  const v = Number(normal);
  return Number.isFinite(v) ? sign * v * mult : null;
}

function pieces(text: string, c: Compiled): Piece[] {
  const out: Piece[] = [];
  for (const m of text.matchAll(PIECES)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) out.push({ start, end, text: m[1], type: 'word' });
    else if (m[2] !== undefined) {
      const lead = m[2].length - m[2].trimStart().length;
      const v = digitValue(m[2]);
      if (v === null) continue;
      // An ordinal mark written after the digits ("1º", "2ème", "3e", "4de", German "3.").
      const rest = text.slice(end);
      const mark = /^(\.?[ºª°]|\p{L}+|\.)/u.exec(rest);
      const ordinalMark = !!mark && Number.isInteger(v) && v >= 0 && c.lexicon.digitOrdinal.test(mark[1]!.toLowerCase()) && (mark[1] !== '.' || /^\.(?:\s+\p{L}|\s*$|[,;!?])/u.test(rest));
      out.push({ start: start + lead, end: ordinalMark ? end + mark![1]!.length : end, text: m[2], type: 'digits', value: v, ordinalMark });
    } else if (m[0] !== '-') out.push({ start, end, text: m[0], type: 'other' });
  }
  return out;
}

/** Only spaces, or hyphens, between two pieces of one numeral. */
function joined(text: string, a: Piece, b: Piece): boolean {
  return /^[\s-]*$/.test(text.slice(a.end, b.start));
}

/** Every number and ordinal in a statement of `language`, longest reading first, no two overlapping. */
export function findLatinNumerals(language: LatinLanguage, text: string): Numeral[] {
  const c = compile(language);
  const ps = pieces(text, c);
  const out: Numeral[] = [];
  let i = 0;
  while (i < ps.length) {
    const read = readAt(c, text, ps, i);
    if (!read) { i++; continue; }
    out.push(read.numeral);
    i = read.next;
  }
  const halfWord = HALF_NOUN[language];
  if (halfWord && halfWord.cue.test(text)) {
    for (const m of text.matchAll(halfWord.re)) {
      const start = m.index + m[0].length - halfWord.word.length;
      if (!out.some((n) => n.start < m.index + m[0].length && m.index < n.end)) out.push({ start, end: m.index + m[0].length, value: 0.5, ordinal: false });
    }
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

/** "Only" before an article: the article is a count of one ("solo una mesa", "apenas um dia"). */
const ONLY_BEFORE: Partial<Record<LatinLanguage, RegExp>> = {
  es: /(?:^|[^\p{L}])(?:solo|sólo|solamente|únicamente|unicamente|exactamente)\s+$/iu,
  pt: /(?:^|[^\p{L}])(?:só|somente|apenas|unicamente|exatamente)\s+$/iu,
};

/** "la mitad", "a metade" (half of something: Recognizers-Text's FractionNounWithArticleRegex), after its article. */
const HALF_NOUN: Partial<Record<LatinLanguage, { word: string; cue: RegExp; re: RegExp }>> = {
  es: { word: 'mitad', cue: /mitad/i, re: /(?<![\p{L}])(?:la|una)\s+mitad(?![\p{L}])/giu },
  pt: { word: 'metade', cue: /metade/i, re: /(?<![\p{L}])(?:a|uma)\s+metade(?![\p{L}])/giu },
};

/** Whole digits (no decimal mark, no ordinal mark), or null. */
const wholeDigits = (p: Piece | undefined): number | null => (p && p.type === 'digits' && !p.ordinalMark && /^[-−]?\s*\d+$/.test(p.text.trim()) ? p.value! : null);

/**
 * A fraction written with a slash at piece i: "1/2", "-3/4", and a whole before it, "1 1/2" (the numerator smaller
 * than the denominator). Not a part of a longer run of slashes ("1/2/2026" is a date).
 */
function slashFraction(text: string, ps: Piece[], i: number): { numeral: Numeral; next: number } | null {
  const read = (k: number): { value: number; end: number; next: number } | null => {
    const top = wholeDigits(ps[k]);
    const slash = ps[k + 1];
    const bottom = wholeDigits(ps[k + 2]);
    if (top === null || bottom === null || bottom === 0 || !slash || slash.text !== '/' || slash.start !== ps[k]!.end || ps[k + 2]!.start !== slash.end) return null;
    if (text[ps[k + 2]!.end] === '/' || (k > 0 && text[ps[k]!.start - 1] === '/')) return null;
    // "10/5", "4/2": a whole result is more often a date or a score than a fraction someone wrote.
    if (top % bottom === 0) return null;
    return { value: top / bottom, end: ps[k + 2]!.end, next: k + 3 };
  };
  const whole = wholeDigits(ps[i]);
  const mixed = whole !== null && ps[i + 1] && /^ +$/.test(text.slice(ps[i]!.end, ps[i + 1]!.start)) ? read(i + 1) : null;
  if (mixed && mixed.value > 0 && mixed.value < 1 && wholeDigits(ps[i + 1])! >= 0) {
    return { numeral: { start: ps[i]!.start, end: mixed.end, value: whole! < 0 ? whole! - mixed.value : whole! + mixed.value, ordinal: false }, next: mixed.next };
  }
  const single = read(i);
  return single ? { numeral: { start: ps[i]!.start, end: single.end, value: single.value, ordinal: false }, next: single.next } : null;
}

function readAt(c: Compiled, text: string, ps: Piece[], i: number): { numeral: Numeral; next: number } | null {
  const slashed = ps[i]!.type === 'digits' ? slashFraction(text, ps, i) : null;
  if (slashed) return slashed;
  let sign = 1;
  let at = i;
  const first = ps[i]!;
  if (first.type === 'word' && c.minus.has(foldedIn(c, first.text)) && i + 1 < ps.length && joined(text, first, ps[i + 1]!) && ps[i + 1]!.type !== 'other') { sign = -1; at++; }
  const value = new Value();
  let lastTaken = -1;
  let articleOnly = false;
  let j = at;
  let fraction: string | null = null;
  let scaleAfter = 1;
  for (; j < ps.length; j++) {
    const p = ps[j]!;
    if (j > at && !joined(text, ps[j - 1]!, p)) break;
    if (p.type === 'digits') {
      if (fraction !== null) { if (!Number.isInteger(p.value!) || p.value! < 0) break; fraction += p.text.trim(); lastTaken = j; break; }
      if (!value.takeDigits(p.value!)) break;
      lastTaken = j;
      if (p.ordinalMark) { value.ordinal = true; break; }
      continue;
    }
    if (p.type !== 'word') break;
    const folded = foldedIn(c, p.text);
    if (fraction !== null) {
      const a = c.words.get(folded);
      if (a?.k !== 'add' || a.v > 9) break;
      fraction += String(a.v);
      lastTaken = j;
      continue;
    }
    if (c.point.has(folded) && j + 1 < ps.length && joined(text, p, ps[j + 1]!)) {
      const next = ps[j + 1]!;
      const nextAtom = next.type === 'word' ? c.words.get(foldedIn(c, next.text)) : undefined;
      if ((next.type === 'digits' && Number.isInteger(next.value!) && next.value! >= 0) || (nextAtom?.k === 'add' && nextAtom.v < 10)) {
        if (value.ordinal) break;
        fraction = '';
        continue;
      }
      // "deux virgule vingt-cinq" 2.25, "doscientos coma setenta y uno" 200.71: the decimals said as one number.
      if (nextAtom?.k === 'add' && nextAtom.v >= 10 && !value.ordinal && value.any) {
        const decimals = readAt(c, text, ps, j + 1);
        if (decimals && !decimals.numeral.ordinal && Number.isInteger(decimals.numeral.value) && decimals.numeral.value > 0 && decimals.numeral.value < 1000) {
          fraction = String(decimals.numeral.value);
          lastTaken = decimals.next - 1;
          break;
        }
      }
      break;
    }
    // "3 miljoen en een half": the article between the connector and the half.
    if (value.afterAnd && c.articles.has(p.text.toLowerCase()) && ps[j + 1]?.type === 'word' && joined(text, p, ps[j + 1]!) && c.half.has(foldedIn(c, ps[j + 1]!.text))) continue;
    const part = c.half.get(folded);
    if (part !== undefined && !value.ordinal) {
      const next = ps[j + 1];
      const nextAtom = next && next.type === 'word' && joined(text, p, next) ? wordAtoms(c, next.text) : null;
      const scaleNext = nextAtom?.length === 1 && nextAtom[0]!.k === 'scale';
      if (value.afterAnd) {
        // "un billón y medio millón" 1 000 000 500 000: half of a smaller scale said after a bigger one.
        const smaller = scaleNext && !(nextAtom![0] as { ord?: boolean }).ord ? (nextAtom![0] as { v: number }).v : 0;
        if (smaller >= 1e3 && value.group === 0 && value.pendingScale > smaller) {
          value.group = smaller * part;
          value.afterAnd = false; value.digitsClosed = true; value.lastPlace = -1;
          lastTaken = j + 1;
          break;
        }
        // "dos y medio" 2.5, "2 millones y medio" 2 500 000, "vijf miljard en driekwart" 5 750 000 000.
        value.group += value.group === 0 && value.pendingScale > 0 ? value.pendingScale * part : part;
        value.afterAnd = false; value.digitsClosed = true; value.lastPlace = -1;
        lastTaken = j;
        // "cinco y medio millones" 5 500 000: the whole and its half, of the scale said after them.
        if (scaleNext && value.pendingScale === 0 && value.total === 0 && !(nextAtom![0] as { ord?: boolean }).ord) { scaleAfter = (nextAtom![0] as { v: number }).v; lastTaken = j + 1; }
        break;
      }
      // "media docena", "un demi-million", "demi" alone.
      const afterArticle = articleOnly && value.group === 1 && value.total === 0 && value.pending === 0;
      if (!value.any || afterArticle) {
        if (!scaleNext && next && next.type === 'word' && joined(text, p, next)) break;
        value.group = part; value.any = true; value.lastPlace = -1; value.digitsClosed = true;
        articleOnly = false;
        lastTaken = j;
        continue;
      }
      break;
    }
    const atoms = wordAtoms(c, p.text);
    if (!atoms) break;
    // A plural ordinal after a count is a fraction's denominator ("veinte quintos"), read below.
    if (value.any && !value.ordinal && pluralWord(c, p.text) && (ordinalAtomsValue(c, atoms) ?? 0) > 1) break;
    // Spanish, Portuguese and Italian say no ordinal as a cardinal word then an ordinal word ("veinte segundos" is
    // twenty seconds, "venti secondi" no 22nd): below a thousand their compound ordinals are ordinal words ("vigésimo
    // segundo") or one word; a scale's ordinal takes cardinals ("cuatrocientos cincuenta y dos milésimo").
    // Dutch writes its ordinals below a thousand as one word ("vijfentwintigste", after a scale "tweeduizend
    // zestiende"): a spaced ordinal after a count is a fraction's denominator ("twintig vijfde" 4, "twee derde"), read below.
    if ((c.language === 'es' || c.language === 'pt' || c.language === 'it' || (c.language === 'nl' && value.group !== 0)) && value.any && !value.ordinal && atoms[0]!.k === 'add' && atoms[0]!.ord && /\s/.test(text.slice(ps[j - 1]!.end, p.start))) break;
    // French compounds say "deuxième" ("vingt-deuxième"): "vingt secondes" is twenty seconds.
    if (c.language === 'fr' && value.any && !value.ordinal && /^secondes$/.test(folded)) break;
    // "un milésimo", "um milionésimo", "un millième": after the article alone, a scale's ordinal is a fraction's
    // denominator (read below), not "one thousandth" as an ordinal.
    if (articleOnly && j === at + 1 && atoms.length === 1 && atoms[0]!.k === 'scale' && atoms[0]!.ord) break;
    const trial = value.clone();
    if (!atoms.every((a) => trial.take(a, c))) break;
    Object.assign(value, trial);
    if (j === at && atoms.length === 1 && c.articles.has(p.text.toLowerCase())) articleOnly = true;
    else if (atoms.some((a) => a.k !== 'and')) articleOnly = false;
    // A connector is part of the numeral only when a number word follows it.
    if (atoms.some((a) => a.k !== 'and')) lastTaken = j;
  }
  if (lastTaken < 0) return null;
  // "dos coma cinco millones", "deux virgule cinq millions": a decimal said in words, of the scale said after it.
  let decimalScale = 1;
  if (fraction) {
    const next = ps[lastTaken + 1];
    const atoms = next && next.type === 'word' && joined(text, ps[lastTaken]!, next) ? wordAtoms(c, next.text) : null;
    const scale = atoms?.length === 1 && atoms[0]!.k === 'scale' && !atoms[0]!.ord ? atoms[0]!.v : 0;
    if (scale >= 1e3 && value.pendingScale === 0) { decimalScale = scale; lastTaken++; }
  }
  let v = value.value * scaleAfter;
  if (fraction) v = Number((Number(`${v}.${fraction}`) * decimalScale).toPrecision(15));
  const startPiece = sign === -1 ? i : at;
  // A fraction: a count of plural ordinals ("trois cinquièmes" 0.6, "veinte quintos" 4), or "X sur Y" in French.
  if (!value.ordinal && !fraction) {
    const next = ps[lastTaken + 1];
    if (next && next.type === 'word' && joined(text, ps[lastTaken]!, next)) {
      const word = foldedIn(c, next.text);
      const denominator = word === 'quarts' && c.language === 'fr' ? 4 : word === 'tiers' && c.language === 'fr' ? 3 : (FRACTION_WORDS[c.language]?.[word] ?? avos(c, word) ?? tel(c, word) ?? dutchDenominator(c, next.text) ?? pluralOrdinal(c, next.text));
      // "seis millones y dos tercios" 6 666 666.67, "cien y tres cuartos" 100.75: where the connector joins no numeral
      // ("treinta y tres quintos" is 33 fifths), the fraction is the part after it, of the scale said before it.
      // A mixed number's part is a proper fraction: "cent et trente cinquièmes" is 130 fifths.
      const split = denominator !== null && denominator > 1 && value.beforeAnd && v - value.beforeAnd.value < denominator && !connectsNumeral(c.language, value.beforeAnd, v - value.beforeAnd.value) ? value.beforeAnd : null;
      if (split) {
        const value = sign * (split.value + ((v - split.value) / denominator!) * split.scale);
        return { numeral: { start: ps[startPiece]!.start, end: next.end, value, ordinal: false }, next: lastTaken + 2 };
      }
      if (denominator !== null && denominator > 1) {
        const of = ofScale(c, text, ps, lastTaken + 2);
        return { numeral: { start: ps[startPiece]!.start, end: of ? of.end : next.end, value: ((sign * v) / denominator) * (of?.scale ?? 1), ordinal: false }, next: of ? of.next : lastTaken + 2 };
      }
      // "22 trinta avos" (pt): the denominator a numeral, "avos" after it.
      const below = (c.language === 'pt' || c.language === 'es') && word !== 'sobre' ? readAt(c, text, ps, lastTaken + 1) : null;
      const avosWord = below ? ps[below.next] : undefined;
      if (below && avosWord && !below.numeral.ordinal && below.numeral.value >= 2 && Number.isInteger(below.numeral.value) && avosWord.type === 'word' && joined(text, ps[below.next - 1]!, avosWord) && foldedIn(c, avosWord.text) === 'avos') {
        return { numeral: { start: ps[startPiece]!.start, end: avosWord.end, value: (sign * v) / below.numeral.value, ordinal: false }, next: below.next + 1 };
      }
      if (word === FRACTION_OVER[c.language] && lastTaken + 2 < ps.length && joined(text, next, ps[lastTaken + 2]!)) {
        const below = readAt(c, text, ps, lastTaken + 2);
        // Where the clause ends, a connector or "per cent" follows, as English "over": "1000 sur 3 ans" is an amount
        // and a length, not 333 years.
        if (below && !below.numeral.ordinal && below.numeral.value !== 0 && OVER_END.test(text.slice(below.numeral.end))) {
          return { numeral: { start: ps[startPiece]!.start, end: below.numeral.end, value: (sign * v) / below.numeral.value, ordinal: false }, next: below.next };
        }
      }
    }
  }
  // "dos y tres cuartos" 2.75, "cinco billones con tres cuartos" 5.75 billones: a whole and a fraction (of its scale).
  if (!value.ordinal && !fraction) {
    const link = ps[lastTaken + 1];
    const linked = link && link.type === 'word' && joined(text, ps[lastTaken]!, link) && (c.lexicon.and.includes(foldedIn(c, link.text)) || (c.language === 'es' && foldedIn(c, link.text) === 'con'));
    let part = linked && lastTaken + 2 < ps.length && joined(text, link, ps[lastTaken + 2]!) ? readAt(c, text, ps, lastTaken + 2) : null;
    // "cinco y un cuarto", "dois e um quarto": after a whole, "un cuarto" is a quarter, not a room.
    const quarter = linked && !part ? aQuarter(c, text, ps, lastTaken + 2) : null;
    if (quarter) part = quarter;
    if (part && !part.numeral.ordinal && part.numeral.value > 0 && part.numeral.value < 1 && ps[part.next - 1]!.type === 'word') {
      const unit = value.group === 0 && value.pendingScale > 0 ? value.pendingScale : 1;
      // "fünf und drei Viertel Milliarden": the whole and its fraction, of the scale said after them.
      const after = unit === 1 && ps[part.next] && ps[part.next]!.type === 'word' && joined(text, ps[part.next - 1]!, ps[part.next]!) ? wordAtoms(c, ps[part.next]!.text) : null;
      const scale = after?.length === 1 && after[0]!.k === 'scale' && !after[0]!.ord && after[0]!.v >= 1e3 ? after[0]!.v : 0;
      if (scale) return { numeral: { start: ps[startPiece]!.start, end: ps[part.next]!.end, value: sign * (v + part.numeral.value) * scale, ordinal: false }, next: part.next + 1 };
      return { numeral: { start: ps[startPiece]!.start, end: part.numeral.end, value: sign * (v + part.numeral.value * unit), ordinal: false }, next: part.next };
    }
    // Spanish "dos con cinco" 2.5, "tres con cincuenta euros" 3.50 (Duckling's and Recognizers-Text's decimal "con"):
    // the decimals end the clause or come before a sign, "por ciento" or a currency; "dos con tres niños" is a count.
    const decimals = part && linked && foldedIn(c, link.text) === 'con' && Number.isInteger(v) && v >= 0 && !part.numeral.ordinal ? part.numeral.value : -1;
    if (decimals >= 0 && decimals < 100 && Number.isInteger(decimals) && DECIMAL_CON_END.test(text.slice(part!.numeral.end))) {
      const said = /^\s*cero/i.test(text.slice(part!.numeral.start)) ? `0${decimals}` : String(decimals);
      return { numeral: { start: ps[startPiece]!.start, end: part!.numeral.end, value: sign * Number(`${v}.${said}`), ordinal: false }, next: part!.next };
    }
  }
  // French "un centième": the article and the ordinal read as one ordinal (100); one hundredth. Before a noun it is
  // an ordinal ("un troisième essai"): a fraction ends the clause or takes "de" ("un cinquième des votes").
  if (c.language === 'fr' && value.ordinal && lastTaken === at + 1 && ps[at]!.type === 'word' && c.articles.has(ps[at]!.text.toLowerCase()) && value.value >= 3 && fractionFollows(text, ps[lastTaken]!.end)) {
    return { numeral: { start: ps[startPiece]!.start, end: ps[lastTaken]!.end, value: sign / value.value, ordinal: false }, next: lastTaken + 1 };
  }
  // "una mesa": an article before a word is no number; "un quinto", "un centésimo", "un quinceavo": one of a fraction.
  if (articleOnly && lastTaken === at) {
    const next = ps[at + 1];
    // "un quart d'heure" is a length of time.
    const ofAnHour = c.language === 'fr' && next !== undefined && /^\s*d['’]\s*heure/iu.test(text.slice(next.end));
    const part = next && next.type === 'word' && joined(text, ps[at]!, next) && !ofAnHour ? singularDenominator(c, next.text, text.slice(next.end)) : null;
    if (part !== null) {
      const of = ofScale(c, text, ps, at + 2);
      return { numeral: { start: ps[startPiece]!.start, end: of ? of.end : next!.end, value: (sign / part) * (of?.scale ?? 1), ordinal: false }, next: of ? of.next : at + 2 };
    }
    // "un cuarto de millón", "um quarto de milhão": a quarter of the scale.
    const quarter = aQuarter(c, text, ps, at);
    const quarterOf = quarter ? ofScale(c, text, ps, quarter.next) : null;
    if (quarter && quarterOf) return { numeral: { start: ps[startPiece]!.start, end: quarterOf.end, value: (sign / 4) * quarterOf.scale, ordinal: false }, next: quarterOf.next };
    // French "un vingt-cinquième": an ordinal of several words.
    const compound = c.language === 'fr' && next && next.type === 'word' && joined(text, ps[at]!, next) ? readAt(c, text, ps, at + 1) : null;
    if (compound && compound.numeral.ordinal && compound.numeral.value >= 3 && !/s$/i.test(ps[compound.next - 1]!.text) && fractionFollows(text, compound.numeral.end)) {
      return { numeral: { start: ps[startPiece]!.start, end: compound.numeral.end, value: sign / compound.numeral.value, ordinal: false }, next: compound.next };
    }
    // "solo un café", "só uma vaca": after "only", the article counts one.
    if (next && next.type === 'word' && joined(text, ps[at]!, next) && !ONLY_BEFORE[c.language]?.test(text.slice(Math.max(0, ps[at]!.start - 14), ps[at]!.start))) return null;
  }
  return { numeral: { start: ps[startPiece]!.start, end: ps[lastTaken]!.end, value: sign * v, ordinal: value.ordinal }, next: lastTaken + 1 };
}

/** Spanish and Portuguese "un cuarto", "um quarto" at piece k, read as a quarter (callers decide where it is one). */
function aQuarter(c: Compiled, text: string, ps: Piece[], k: number): { numeral: Numeral; next: number } | null {
  const [article, word] = [ps[k], ps[k + 1]];
  if ((c.language !== 'es' && c.language !== 'pt') || !article || !word || article.type !== 'word' || word.type !== 'word' || !c.articles.has(article.text.toLowerCase()) || !joined(text, article, word)) return null;
  return /^(?:cuarto|quarto)$/.test(foldedIn(c, word.text)) ? { numeral: { start: article.start, end: word.end, value: 0.25, ordinal: false }, next: k + 2 } : null;
}

/** "de million", "d'un million", "de millón": a fraction's scale after it ("deux tiers de million", "un quart de million"). */
function ofScale(c: Compiled, text: string, ps: Piece[], k: number): { scale: number; end: number; next: number } | null {
  const de = ps[k];
  if (!de || de.type !== 'word' || !/^d(?:e|')?$/i.test(de.text) || !/^\s+$|^\s*['’]\s*$/.test(text.slice(ps[k - 1]!.end, de.start))) return null;
  let at = k + 1;
  if (ps[at]?.type === 'other' && /^['’]$/.test(ps[at]!.text) && ps[at]!.start === de.end) at++;
  if (ps[at]?.type === 'word' && c.articles.has(ps[at]!.text.toLowerCase()) && /^\s*['’]?\s*$/.test(text.slice(de.end, ps[at]!.start))) at++;
  const word = ps[at];
  if (!word || word.type !== 'word' || !/^\s*['’]?\s*$/.test(text.slice(ps[at - 1]!.end, word.start))) return null;
  const atom = c.words.get(foldedIn(c, word.text));
  return atom?.k === 'scale' && atom.v >= 1e6 && !atom.ord ? { scale: atom.v, end: word.end, next: at + 1 } : null;
}

/**
 * Whether a connector, said after `before` and before a part worth `part`, is the one a numeral is said with (Spanish
 * "treinta y tres", French "vingt et un", Portuguese "vinte e três", "cento e três", "mil e duzentos") rather than
 * joining a whole and a fraction ("veinte y tres quintos", "dos millones y tres quintos").
 */
function connectsNumeral(language: LatinLanguage, before: { value: number; scale: number; group: number }, part: number): boolean {
  // The tens of the last group said ("ciento treinta y tres": treinta).
  const last = before.group % 100;
  const tens = last >= 20 && last % 10 === 0;
  if (language === 'es') return tens && before.group >= 30 && part < 10;
  if (language === 'fr') return tens && (part === 1 || part === 11);
  // Portuguese "mil e duzentos", Italian "mille e cento": a connector inside a numeral below the millions.
  if (language === 'pt' || language === 'it') return before.scale < 1e6;
  return true;
}

/** What may follow the decimals of a Spanish "X con Y": the clause's end, a sign, "por ciento", a currency. */
const DECIMAL_CON_END = /^(?:\s*(?:$|[.,;:!?)%€$£])|\s+(?:por\s+ciento|euros?|d[oó]lar(?:es)?|pesos?|libras?)(?![\p{L}]))/iu;

/** What may follow "X sur Y", "X sobre Y" read as a fraction: the clause's end, a connector, "%" or "per cent". */
const OVER_END = /^\s*(?:$|[.,;:!?)%]|(?:et|y|e|ou|o)(?![\p{L}])|(?:por|pour|per)\s+c(?:i)?ent)/iu;

/** "X sur Y", "X sobre Y": a fraction said numerator first. */
const FRACTION_OVER: Partial<Record<LatinLanguage, string>> = { fr: 'sur', es: 'sobre', pt: 'sobre' };

/** Fractions' denominators that are no ordinal words (Spanish "tercios", Portuguese "terços"), accents off. */
const FRACTION_WORDS: Partial<Record<LatinLanguage, Record<string, number>>> = { es: { tercio: 3, tercios: 3, medios: 2 }, pt: { terco: 3, tercos: 3, meios: 2 } };

/** German denominators in "-tel" ("drei Viertel" 0.75, "zwei Drittel", "fünf Achtel", "drei Zwanzigstel", "Hundertstel"), from 3. */
function tel(c: Compiled, word: string): number | null {
  if (c.language !== 'de' || !word.endsWith('tel') || word.length < 6) return null;
  if (word === 'drittel') return 3;
  if (word === 'siebtel') return 7;
  // "zwanzigstel", "hundertstel": the cardinal, then "stel"; "viertel": then "tel"; "achtel": "acht" + "tel", one t.
  for (const stem of [word.slice(0, -4), word.slice(0, -3), `${word.slice(0, -3)}t`]) {
    const atoms = segment(c, stem);
    const trial = new Value();
    if (atoms && atoms.every((a) => !('ord' in a && a.ord) && trial.take(a, c)) && Number.isInteger(trial.value) && trial.value >= 3) return trial.value;
  }
  return null;
}

/** Dutch denominators: an ordinal word from 3, said after the count ("drie vijfde" 0.6, "twee derde"). */
function dutchDenominator(c: Compiled, raw: string): number | null {
  if (c.language !== 'nl') return null;
  const atoms = wordAtoms(c, raw);
  const last = atoms?.[atoms.length - 1];
  if (!atoms || !last || !('ord' in last) || !last.ord) return null;
  const trial = new Value();
  return atoms.every((a) => trial.take(a, c)) && trial.value >= 3 ? trial.value : null;
}

/** Spanish fractions by "-avo" ("quinceavo", "dieciseisavos" 16): the number before the suffix, 11 or more. */
function avos(c: Compiled, word: string): number | null {
  if (c.language !== 'es') return null;
  const m = /^(\p{L}+?)av[oa]s?$/u.exec(word);
  if (!m) return null;
  // "treintavos" (treinta), "treintaicincoavos" (treinta y cinco, written as one word).
  const said = m[1]!.replace(/ai(?=\p{L}{3})/u, 'a');
  for (const stem of [said, `${said}e`, `${said}o`, `${said}a`]) {
    const atoms = stem.length > 2 ? segment(c, stem) : null;
    const trial = new Value();
    if (atoms && atoms.every((a) => trial.take(a, c)) && trial.value >= 5) return trial.value;
  }
  return null;
}

/**
 * A singular ordinal or "-avo" word that names a fraction after "un"/"una"/"um"/"uma" ("quinto", "centésimo",
 * "quinceavo"), or null. Not "segundo" (a second), "tercero" (a third party), "cuarto"/"quarto" (a room).
 */
function singularDenominator(c: Compiled, raw: string, after = ''): number | null {
  if (c.language === 'fr') return frenchSingularDenominator(c, raw, after);
  if (c.language !== 'es' && c.language !== 'pt') return null;
  const word = foldedIn(c, raw);
  if (/s$/.test(word) || /^(segund|tercer|cuart|quart)/.test(word)) return null;
  const a = avos(c, word);
  if (a !== null) return a;
  const atoms = wordAtoms(c, raw);
  if (!atoms || atoms.length !== 1 || !('ord' in atoms[0]!) || !atoms[0]!.ord) return null;
  const trial = new Value();
  if (!trial.take(atoms[0]!, c)) return null;
  return trial.value >= 5 ? trial.value : null;
}

/** After a French fraction: the end of a clause or "de" ("un cinquième des votes"); before a noun it is an ordinal. */
const fractionFollows = (text: string, end: number) => /^(?:\s*(?:[.,;:!?)]|$)|\s+(?:de|des|du|d['’]))/iu.test(text.slice(end));

/** French "un quart", "un tiers", "un cinquième", "un centième" (after "un"/"une"): the denominator; not "un second". */
function frenchSingularDenominator(c: Compiled, raw: string, after: string): number | null {
  const word = foldedIn(c, raw);
  if (word === 'quart') return 4;
  if (word === 'tiers') return 3;
  if (!/iemes?$/.test(word) || /s$/.test(word)) return null;
  // Before a noun, an ordinal ("un cinquième essai"); a fraction ends the clause or takes "de".
  if (!fractionFollows(after, 0)) return null;
  const atoms = wordAtoms(c, raw);
  const trial = new Value();
  if (!atoms || !atoms.every((a) => trial.take(a, c)) || !trial.ordinal) return null;
  return trial.value >= 3 ? trial.value : null;
}

/** A plural word: Italian plurals end in "i" or "e" ("quinti", "quinte"), the others' in "s". */
const pluralWord = (c: Compiled, raw: string) => (c.language === 'it' ? /[ie]$/i : /s$/i).test(raw);

/**
 * The value of a plural ordinal word ("cinquièmes", "quintos", "huitièmes", "quinti"), or null. Never 2: "veinte
 * segundos", "vingt secondes", "venti secondi" are twenty seconds, not ten (a half is "medios", "demis").
 */
function pluralOrdinal(c: Compiled, raw: string): number | null {
  if (!pluralWord(c, raw)) return null;
  const atoms = wordAtoms(c, raw);
  return atoms ? ordinalAtomsValue(c, atoms) : null;
}

/** The value of a word's number words when they end in an ordinal (a plural one: see pluralOrdinal), or null. */
function ordinalAtomsValue(c: Compiled, atoms: Atom[]): number | null {
  if (atoms.length === 0 || c.language === 'de' || c.language === 'nl') return null;
  const last = atoms[atoms.length - 1]!;
  if (!('ord' in last) || !last.ord) return null;
  const trial = new Value();
  if (!atoms.every((a) => trial.take(a, c))) return null;
  return trial.value === 2 ? null : trial.value;
}
