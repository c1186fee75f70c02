import type { Token } from '../text/tokens.js';

// Maps, not object literals: a word such as "constructor" or "__proto__" must not be found in them.
const table = <T>(entries: Record<string, T>): ReadonlyMap<string, T> => new Map(Object.entries(entries));
const UNITS = table({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS = table({ twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const SCALES = table({ hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000, trillion: 1_000_000_000_000 });
/** First letters of the number words (all ASCII, lower or upper case): other words are rejected at once. */
const NUMBER_WORD_INITIALS = new Set([...UNITS.keys(), ...TENS.keys(), ...SCALES.keys()].flatMap((w) => [w.charCodeAt(0), w.toUpperCase().charCodeAt(0)]));

/** Decimal text without exponent, grouping or float noise: 1500, 99.99, 0.5. */
export function formatDecimal(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  const plain = String(Number(value.toPrecision(15)));
  if (!plain.includes('e')) return plain;
  return Number(value.toPrecision(15)).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 10 });
}

const NUMERAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([kmb])?$/i;
const SUFFIX_DIGITS = table({ k: 3, m: 6, b: 9 });

/**
 * The exact decimal text of a numeral, without a float on the way: every digit typed comes back,
 * however many ("99999999999999999999" stays so). Grouping commas go, a k/m/b suffix moves the
 * decimal point ("2.5k" → "2500"), leading zeros of the whole part and trailing zeros of the
 * fraction go ("0050.50" → "50.5"). Null when the text is no numeral.
 */
export function numeralText(text: string): string | null {
  // Most words are not numerals: a numeral starts with a digit.
  const first = text.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return null;
  const m = NUMERAL.exec(text);
  if (!m) return null;
  let whole = m[1]!.replace(/,/g, '');
  let fraction = m[2] ?? '';
  const shift = m[3] ? SUFFIX_DIGITS.get(m[3].toLowerCase())! : 0;
  if (shift > 0) {
    whole += fraction.slice(0, shift).padEnd(shift, '0');
    fraction = fraction.slice(shift);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  return fraction.length > 0 ? `${whole}.${fraction}` : whole;
}

/** "1,200" → 1200, "99.99" → 99.99, "1k" / "2.5K" → 1000 / 2500 (as a float: numeralText() has the exact digits); null when not a numeral. */
export function parseNumeral(text: string): number | null {
  const exact = numeralText(text);
  return exact === null ? null : Number(exact);
}

/** Orders two decimal texts as numbers (optional "-", digits, optional fraction, as numeralText() writes them), exactly. */
export function compareDecimal(a: string, b: string): number {
  const negativeA = a.startsWith('-');
  const negativeB = b.startsWith('-');
  if (negativeA !== negativeB) return negativeA ? -1 : 1;
  const magnitude = compareMagnitude(negativeA ? a.slice(1) : a, negativeB ? b.slice(1) : b);
  return negativeA ? -magnitude : magnitude;
}

function compareMagnitude(a: string, b: string): number {
  const [wholeA = '', fractionA = ''] = a.split('.');
  const [wholeB = '', fractionB = ''] = b.split('.');
  // Whole parts carry no leading zeros: the longer is the larger.
  if (wholeA.length !== wholeB.length) return wholeA.length - wholeB.length;
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1;
  const width = Math.max(fractionA.length, fractionB.length);
  const fa = fractionA.padEnd(width, '0');
  const fb = fractionB.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

export function isNumberWord(word: string): boolean {
  if (!NUMBER_WORD_INITIALS.has(word.charCodeAt(0))) return false;
  const w = word.toLowerCase();
  if (UNITS.has(w) || TENS.has(w) || SCALES.has(w)) return true;
  return w.includes('-') && w.split('-').every((part) => UNITS.has(part) || TENS.has(part));
}

/**
 * Reads number words: "twenty five" → 25, "one hundred and fifty" → 150, "a thousand" → 1000. Null for
 * words no number is written with, "hundred" after a hundreds part included ("three hundred and five
 * hundred" is two numbers, not 30 500).
 */
export function parseNumberWords(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  // What came last: a unit ("five", "fifteen") takes nothing after it but a scale, a tens ("thirty") a unit under
  // ten ("thirty five"), and "and" comes after a scale only ("hundred and five"): "thirty and sixty" and "thirty
  // sixty" are two numbers, not ninety.
  let last: 'start' | 'unit' | 'tens' | 'scale' = 'start';
  let largest = 0;
  for (const raw of words.flatMap((w) => w.toLowerCase().split('-'))) {
    if (raw === 'and' || raw === 'a') {
      if (raw === 'a' && seen) return null;
      if (raw === 'and' && last !== 'scale') return null;
      continue;
    }
    const unit = UNITS.get(raw);
    const tens = TENS.get(raw);
    const scale = SCALES.get(raw);
    if (unit !== undefined) {
      if (last === 'unit' || (last === 'tens' && unit >= 10)) return null;
      current += unit;
      last = 'unit';
    } else if (tens !== undefined) {
      if (last === 'unit' || last === 'tens') return null;
      current += tens;
      last = 'tens';
    } else if (raw === 'hundred') {
      if (current >= 100) return null;
      current = Math.max(current, 1) * 100;
      last = 'scale';
    }
    // A scale right after a smaller one multiplies all before it: "a hundred thousand million" is 10^11 (the British
    // "thousand million"), not 100 000 + 1 000 000.
    else if (scale !== undefined && last === 'scale' && current === 0 && total > 0 && scale > largest) { total *= scale; largest = scale; }
    else if (scale !== undefined) { total += Math.max(current, 1) * scale; current = 0; last = 'scale'; largest = Math.max(largest, scale); }
    else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * The longest run of number words read as one number: "one million two hundred thirty four thousand five
 * hundred and sixty seven" has 12. Bounds the shorter runs tried after an ill-formed one ("hundred hundred …").
 */
const MAX_NUMBER_WORDS = 24;

export interface NumberMatch {
  /** Token index range [first, last]. */
  first: number;
  last: number;
  /** Last token of the number itself, before a currency word ("40" in "40 dollars"). */
  numberLast: number;
  /** The value as a float, for a rough size; `text` is exact. */
  value: number;
  /** The value as exact decimal text: the digits typed ("99999999999999999999"), "-5" for a negative. */
  text: string;
  /** A minus sign right before the number ("-5", "-$5") makes it negative; `first` is the sign's token. */
  negative: boolean;
  /** A currency sign or word belongs to the match ("$40", "40 dollars"). */
  currency: string | null;
}

const CURRENCY_SIGNS = table({ $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₽': 'RUB', '₺': 'TRY' });
const CURRENCY_WORDS = table({
  dollar: 'USD', dollars: 'USD', bucks: 'USD', buck: 'USD', usd: 'USD', euro: 'EUR', euros: 'EUR', eur: 'EUR',
  pound: 'GBP', pounds: 'GBP', gbp: 'GBP', quid: 'GBP', yen: 'JPY', jpy: 'JPY', yuan: 'CNY', rmb: 'CNY', cny: 'CNY',
  rupee: 'INR', rupees: 'INR', inr: 'INR', franc: 'CHF', francs: 'CHF', chf: 'CHF',
});

/** A currency sign before a number: a known one's code, or the sign itself for any other (\p{Sc}). */
function currencySign(text: string): string | undefined {
  if (text.length > 2) return undefined;
  // Letters and digits are no currency sign: most short tokens are rejected without the regex.
  const c = text.charCodeAt(0);
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return undefined;
  return CURRENCY_SIGNS.get(text) ?? (/^\p{Sc}$/u.test(text) ? text : undefined);
}

/** First letters (either case) of number words, "and" and the currency words. */
const MAY_START_NUMBER = new Set([...UNITS.keys(), ...TENS.keys(), ...SCALES.keys(), ...CURRENCY_WORDS.keys(), 'and']
  .flatMap((w) => [w.charCodeAt(0), w.toUpperCase().charCodeAt(0)]));

/** What the number rules read of a word: computed once per word by a caller that keeps it (see findNumbers). */
export interface NumberFacts {
  /** The currency a sign before a number names ("$" → USD). */
  sign: string | undefined;
  numeral: number | null;
  /** numeralText(): the numeral's exact decimal text. */
  exact: string | null;
  /** A minus sign ("-", "−"), which makes a number written right after it negative. */
  minus: boolean;
  numberWord: boolean;
  /** "and", which may join number words ("one hundred and fifty"). */
  and: boolean;
  /** The currency a word after a number names ("dollars" → USD). */
  unit: string | undefined;
}

/**
 * The facts of a word for which mayBeNumber() is false: no sign, numeral, number word, "and" or currency
 * word. Shared and never written to (not frozen, so that it has the shape of the others).
 */
export const NOT_A_NUMBER: Readonly<NumberFacts> = { sign: undefined, numeral: null, exact: null, minus: false, numberWord: false, and: false, unit: undefined };

/**
 * False only for a word whose numberFacts() are NOT_A_NUMBER: it starts with a letter that starts no
 * number word, "and" or currency word. Letters and digits only: any other first character may be a sign.
 */
export function mayBeNumber(text: string): boolean {
  const c = text.charCodeAt(0);
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return !letter || MAY_START_NUMBER.has(c);
}

export function numberFacts(text: string): NumberFacts {
  const lower = text.toLowerCase();
  const exact = numeralText(text);
  return { sign: currencySign(text), numeral: exact === null ? null : Number(exact), exact, minus: text === '-' || text === '\u2212', numberWord: isNumberWord(text), and: lower === 'and', unit: CURRENCY_WORDS.get(lower) };
}

/**
 * A minus sign written against the number (or its currency sign) starting at token i, as in "under -5"
 * or "-$5"; not a dash after another number, which joins a range ("20-40", "$25-$50").
 */
export function negativeAt(tokens: readonly Token[], facts: readonly NumberFacts[], i: number): boolean {
  if (i < 1 || !facts[i - 1]!.minus || tokens[i - 1]!.end !== tokens[i]!.start) return false;
  const before = i >= 2 ? facts[i - 2]! : null;
  return before === null || (before.numeral === null && !before.numberWord && before.unit === undefined);
}

/**
 * Numbers in a token stream: numerals or number words, with an optional currency sign before or word after.
 * `facts`: the tokens' numberFacts(), when the caller has them already.
 */
export function findNumbers(tokens: readonly Token[], facts: readonly NumberFacts[] = tokens.map((t) => numberFacts(t.text))): NumberMatch[] {
  const found: NumberMatch[] = [];
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    let first = i;
    let currency: string | null = null;
    const before = facts[i]!.sign;
    if (before && i + 1 < n) { currency = before; i++; }
    let value = facts[i]!.numeral;
    let text = facts[i]!.exact;
    let last = i;
    if (value === null) {
      // The longest run of number words that parses.
      let j = i;
      while (j < n && j - i < MAX_NUMBER_WORDS && (facts[j]!.numberWord || (j > i && facts[j]!.and && j + 1 < n && facts[j + 1]!.numberWord))) j++;
      // The whole run, else the part before an "and" (from the last): "three hundred and five hundred" is two
      // numbers joined by "and", not "three hundred and five" and a stray "hundred". Then shorter runs.
      const ands: number[] = [];
      for (let k = j - 1; k > i; k--) if (facts[k]!.and) ands.push(k - 1);
      for (const end of [j - 1, ...ands, ...Array.from({ length: j - i }, (_, k) => j - 1 - k)]) {
        value = parseNumberWords(tokens.slice(i, end + 1).map((t) => t.text));
        last = end;
        if (value !== null) break;
      }
      if (value !== null) text = formatDecimal(value);
    }
    if (value === null || text === null) { i = first; continue; }
    const negative = negativeAt(tokens, facts, first) && /[1-9]/.test(text);
    if (negative) { first--; value = -value; text = `-${text}`; }
    const numberLast = last;
    const after = last + 1 < n ? facts[last + 1]!.unit : undefined;
    if (after && currency === null) { currency = after; last++; }
    found.push({ first, last, numberLast, value, text, negative, currency });
    i = last;
  }
  return found;
}

/** The value of a text holding one number ("$1,200", "fifty", "twenty five bucks", "-5"), as exact decimal text. `facts`: as for findNumbers(). */
export function resolveNumberText(tokens: readonly Token[], facts?: readonly NumberFacts[]): string | null {
  const numbers = findNumbers(tokens, facts);
  return numbers.length === 1 ? numbers[0]!.text : null;
}

/**
 * resolveNumberText() of tokens first…last of a statement, reading a minus sign written against them
 * too: a span on the "5" of "under -5" is -5. `facts`: the statement's numberFacts().
 */
export function resolveNumberIn(tokens: readonly Token[], facts: readonly NumberFacts[], first: number, last: number): string | null {
  const numbers = findNumbers(tokens.slice(first, last + 1), facts.slice(first, last + 1));
  if (numbers.length !== 1) return null;
  const n = numbers[0]!;
  return !n.negative && n.first === 0 && /[1-9]/.test(n.text) && negativeAt(tokens, facts, first) ? `-${n.text}` : n.text;
}
