import { isNumberWord, parseNumberWords } from '../numbers.js';

/**
 * A cursor over a statement in lower case for the builtin grammars: sticky regexes tried at a position,
 * each match ending at a word's edge. The grammars are written as functions from a position to a parse
 * (its end and value) or null, tried at every word start; the longest parse wins.
 */
export class Reader {
  /** The statement in lower case, each character mapped alone so that offsets stay those of the statement. */
  readonly s: string;

  constructor(readonly text: string) {
    const lower = text.toLowerCase();
    this.s = lower.length === text.length ? lower : Array.from(text, (c) => { const l = c.toLowerCase(); return l.length === c.length ? l : c; }).join('');
  }

  /** The position after white space at `at`. */
  skip(at: number): number {
    while (at < this.s.length && (this.s.charCodeAt(at) === 32 || this.s.charCodeAt(at) === 9 || this.s.charCodeAt(at) === 10 || this.s.charCodeAt(at) === 13)) at++;
    return at;
  }

  /** A match of a sticky regex at `at` (white space skipped first), ending at a word's edge. */
  match(re: RegExp, at: number, edge = true): RegExpExecArray | null {
    const from = this.skip(at);
    re.lastIndex = from;
    const m = re.exec(this.s);
    if (!m || m[0].length === 0) return null;
    const end = from + m[0].length;
    if (edge && wordChar(this.s.charCodeAt(end - 1)) && wordChar(this.s.charCodeAt(end))) return null;
    // The end of the match, for callers: index is its start.
    m.index = from;
    return m;
  }

  /** The end of a match of `re` at `at`, or -1. */
  end(re: RegExp, at: number): number {
    const m = this.match(re, at);
    return m ? m.index + m[0].length : -1;
  }

  /** True when a word starts at `at` (not inside a word or number). */
  wordStart(at: number): boolean {
    return at === 0 || !wordChar(this.s.charCodeAt(at - 1)) || !wordChar(this.s.charCodeAt(at));
  }

  /**
   * A count at `at`: a numeral ("3", "2.5", "1,5"), number words ("twenty five"), "a"/"an" (1), "a couple (of)" (2),
   * "a few" (3), "a dozen" (12), "half a"/"half an" (0.5).
   */
  count(at: number, articles = true): { value: number; end: number; article: boolean } | null {
    const fraction = this.match(/(\d)\/(\d)\b/y, at, false);
    if (fraction && Number(fraction[2]) > Number(fraction[1]) && /^[24]$/.test(fraction[2]!)) return { value: Number(fraction[1]) / Number(fraction[2]), end: fraction.index + fraction[0].length, article: false };
    const from = this.skip(at);
    const vulgar = VULGAR_FRACTIONS[this.s[from] ?? ''];
    if (vulgar !== undefined) return { value: vulgar, end: from + 1, article: false };
    const numeral = this.match(NUMERAL, at, false);
    if (numeral) return { value: Number(numeral[0].replace(/,/g, '')), end: numeral.index + numeral[0].length, article: false };
    if (articles) {
      const phrase = this.match(COUNT_PHRASE, at);
      if (phrase) return { value: COUNT_PHRASES.get(phrase[1]!)!, end: phrase.index + phrase[0].length, article: true };
    }
    const words = this.numberWords(at);
    if (words) return { ...words, article: false };
    if (articles) {
      const article = this.match(ARTICLE, at);
      if (article) return { value: 1, end: article.index + article[0].length, article: true };
    }
    return null;
  }

  /**
   * Number words at `at` read as one number ("twenty five", "one hundred and two"), the longest that parses. Kept per
   * place: the grammars ask again at the same places (a count, an ordinal, a day of the month); callers only read it.
   */
  numberWords(at: number): { value: number; end: number } | null {
    const known = this.numberWordsAt[at];
    if (known !== undefined) return known;
    const read = this.readNumberWords(at);
    this.numberWordsAt[at] = read;
    return read;
  }
  private readonly numberWordsAt: Array<{ value: number; end: number } | null | undefined> = [];

  private readNumberWords(at: number): { value: number; end: number } | null {
    const words: string[] = [];
    const ends: number[] = [];
    let pos = at;
    for (;;) {
      const m = this.match(WORD, pos);
      if (!m) break;
      let w = m[0];
      if (!(isNumberWord(w) || (w === 'and' && words.length > 0))) {
        // "one-eighth", "three-foot": the number word before a hyphen, when the number starts there.
        const dash = words.length === 0 ? w.indexOf('-') : -1;
        const head = dash > 0 ? w.slice(0, dash) : '';
        if (head === '' || !isNumberWord(head)) break;
        words.push(head);
        ends.push(m.index + head.length);
        break;
      }
      // "fifty - two": a tens word and a unit apart by a spaced dash.
      const unit = TENS_WORD.test(w) ? this.match(SPACED_UNIT, m.index + w.length, true) : null;
      if (unit) { w = `${w}-${unit[1]}`; words.push(w); pos = unit.index + unit[0].length; ends.push(pos); continue; }
      words.push(w);
      pos = m.index + w.length;
      ends.push(pos);
      if (words.length > 12) break;
    }
    for (let n = words.length; n > 0; n--) {
      if (words[n - 1] === 'and') continue;
      const value = parseNumberWords(words.slice(0, n));
      if (value !== null) return { value, end: ends[n - 1]! };
    }
    return null;
  }
}

const VULGAR_FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const NUMERAL = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/y;
const WORD = /[a-z]+(?:-[a-z]+)*/y;
const TENS_WORD = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/;
const SPACED_UNIT = /\s*-\s*(one|two|three|four|five|six|seven|eight|nine)\b/y;
const ARTICLE = /an?\b/y;
const COUNT_PHRASES = new Map([['half', 0.5], ['a quarter of an', 0.25], ['a quarter of a', 0.25], ['three-quarters of an', 0.75], ['three quarters of an', 0.75], ['few', 3], ['about half an', 0.5], ['about an', 1], ['2 and an half', 2.5], ['2 and a half', 2.5], ['a couple of', 2], ['a couple', 2], ['couple of', 2], ['a few', 3], ['a dozen', 12], ['half an', 0.5], ['half a', 0.5], ['a pair of', 2]]);
export const COUNT_PHRASE = /(half(?= (?:hour|day|minute|year|month|week)\b)|a quarter of an|a quarter of a|three-quarters of an|three quarters of an|few|about half an|about an|a couple of|a couple|couple of|a few|a dozen|half an|half a|a pair of)\b/y;

export function wordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c > 127;
}

/** Ordinal words to their number: "first" 1 … "thirty-first" 31, and beyond for the ordinal kind. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = (() => {
  const units = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
  const teens = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
  const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const tensOrdinal = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];
  const map = new Map<string, number>();
  for (let i = 1; i < 10; i++) map.set(units[i]!, i);
  for (let i = 0; i < 10; i++) map.set(teens[i]!, 10 + i);
  for (let t = 2; t < 10; t++) {
    map.set(tensOrdinal[t]!, 10 * t);
    // A hyphen, an en or em dash, a space or nothing between ("thirty—first").
    for (let u = 1; u < 10; u++) { map.set(`${tens[t]}-${units[u]}`, 10 * t + u); map.set(`${tens[t]}\u2013${units[u]}`, 10 * t + u); map.set(`${tens[t]}\u2014${units[u]}`, 10 * t + u); map.set(`${tens[t]} ${units[u]}`, 10 * t + u); map.set(`${tens[t]}${units[u]}`, 10 * t + u); }
  }
  map.set('hundredth', 100);
  map.set('one hundredth', 100);
  map.set('thousandth', 1000);
  map.set('millionth', 1e6);
  map.set('billionth', 1e9);
  map.set('trillionth', 1e12);
  // A common misspelling.
  map.set('nineth', 9);
  return map;
})();

/** An ordinal at `at`: "3rd", "21st", "third", "twenty-first". */
export function readOrdinal(r: Reader, at: number): { value: number; end: number } | null {
  const digits = r.match(ORDINAL_DIGITS, at);
  if (digits) {
    const n = Number(digits[1]!.replace(/,/g, ''));
    const suffix = digits[2]!;
    const right = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
    // "3th" and "21th" are common typing: accepted; "2st" is no ordinal.
    if (suffix === right || suffix === 'th') return { value: n, end: digits.index + digits[0].length };
    return null;
  }
  // "one hundred twenty-fifth", "two hundredth": number words, then an ordinal word.
  const lead = r.numberWords(at);
  if (lead) {
    const compound = compoundOrdinal(r, at);
    if (compound) return compound;
    const tail = r.match(ORDINAL_WORD, lead.end);
    const v = tail ? ORDINAL_WORDS.get(tail[0]) : undefined;
    // "two hundred thousandth", "one millionth": the lead times the scale; "one hundred twenty-fifth": plus.
    const scale = v !== undefined && v >= 100 && /^1(0+)$/.test(String(v));
    if (tail && v !== undefined && (lead.value >= 100 || scale)) return { value: scale ? lead.value * v : lead.value + v, end: tail.index + tail[0].length };
  }
  const words = r.match(ORDINAL_WORD, at);
  if (words) {
    const value = ORDINAL_WORDS.get(words[0]);
    if (value !== undefined) {
      return { value, end: words.index + words[0].length };
    }
  }
  const scaled = r.match(/(two|three|four|five|six|seven|eight|nine)\s+(hundredth|thousandth)\b/y, at);
  if (scaled) return { value: (['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(scaled[1]!) + 2) * (scaled[2] === 'hundredth' ? 100 : 1000), end: scaled.index + scaled[0].length };
  return null;
}

/**
 * Number words and an ordinal word that the longest cardinal reading splits wrongly: "one hundred and twenty-fifth"
 * (the cardinal takes "twenty" out of "twenty-fifth"), "one thousand two hundredth" (1200: the last scale is the
 * ordinal's, not a multiplier of all before it). Null when the words before the ordinal say less than a hundred.
 */
function compoundOrdinal(r: Reader, at: number): { value: number; end: number } | null {
  const words: string[] = [];
  let pos = at;
  for (let k = 0; k < 16; k++) {
    const m = r.match(WORD, pos);
    if (!m) return null;
    const w = m[0];
    const ordinal = words.length > 0 ? ORDINAL_WORDS.get(w) : undefined;
    if (ordinal !== undefined) {
      const lead = words[words.length - 1] === 'and' ? words.slice(0, -1) : words;
      // The ordinal's scale joins the words before it ("two hundredth" is "two hundred" said as an ordinal).
      const scale = /^(hundred|thousand|million|billion|trillion)th$/.exec(w);
      const said = scale ? parseNumberWords([...lead, scale[1]!]) : null;
      const before = parseNumberWords(lead);
      if (before === null || before < 100) return null;
      if (scale) return said !== null && said > before ? { value: said, end: m.index + w.length } : null;
      // "… hundred twenty-fifth", "… hundred twenty second": the ordinal fills the places left.
      const fits = (before % 100 === 0 && ordinal < 100) || (before % 10 === 0 && before % 100 >= 20 && ordinal < 10);
      return fits ? { value: before + ordinal, end: m.index + w.length } : null;
    }
    if (!(isNumberWord(w) || (w === 'and' && words.length > 0))) return null;
    words.push(w);
    pos = m.index + w.length;
  }
  return null;
}

const ORDINAL_DIGITS = /(\d{1,3}(?:,\d{3})+|\d+)\s?(st|nd|rd|th)\b/y;
const ORDINAL_WORD = new RegExp(`(?:${[...ORDINAL_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'y');
