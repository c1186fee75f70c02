import type { Token } from '../text/tokens.js';

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const SUFFIX_SCALES: Record<string, number> = { k: 1_000, m: 1_000_000, b: 1_000_000_000 };

/** Decimal text without exponent, grouping or float noise: 1500, 99.99, 0.5. */
export function formatDecimal(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  const plain = String(Number(value.toPrecision(15)));
  if (!plain.includes('e')) return plain;
  return Number(value.toPrecision(15)).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 10 });
}

/** "1,200" → 1200, "99.99" → 99.99, "1k" / "2.5K" → 1000 / 2500; null when not a numeral. */
export function parseNumeral(text: string): number | null {
  // Most words are not numerals: a numeral starts with a digit.
  const first = text.charCodeAt(0);
  if (!(first >= 48 && first <= 57)) return null;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([kmb])?$/i.exec(text);
  if (!m) return null;
  const value = Number(`${m[1]!.replace(/,/g, '')}${m[2] ? `.${m[2]}` : ''}`);
  const scaled = m[3] ? value * SUFFIX_SCALES[m[3].toLowerCase()]! : value;
  // Hundreds of digits are no amount anyone means; "Infinity" is no decimal text.
  return Number.isFinite(scaled) ? scaled : null;
}

export function isNumberWord(word: string): boolean {
  const w = word.toLowerCase();
  if (w in UNITS || w in TENS || w in SCALES) return true;
  return w.includes('-') && w.split('-').every((part) => part in UNITS || part in TENS);
}

/** Reads number words: "twenty five" → 25, "one hundred and fifty" → 150, "a thousand" → 1000. */
export function parseNumberWords(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const raw of words.flatMap((w) => w.toLowerCase().split('-'))) {
    if (raw === 'and' || raw === 'a') {
      if (raw === 'a' && seen) return null;
      continue;
    }
    if (raw in UNITS) current += UNITS[raw]!;
    else if (raw in TENS) current += TENS[raw]!;
    else if (raw === 'hundred') current = Math.max(current, 1) * 100;
    else if (raw in SCALES) { total += Math.max(current, 1) * SCALES[raw]!; current = 0; }
    else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

export interface NumberMatch {
  /** Token index range [first, last]. */
  first: number;
  last: number;
  /** Last token of the number itself, before a currency word ("40" in "40 dollars"). */
  numberLast: number;
  value: number;
  /** A currency sign or word belongs to the match ("$40", "40 dollars"). */
  currency: string | null;
}

const CURRENCY_SIGNS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₽': 'RUB', '₺': 'TRY' };
const CURRENCY_WORDS: Record<string, string> = {
  dollar: 'USD', dollars: 'USD', bucks: 'USD', buck: 'USD', usd: 'USD', euro: 'EUR', euros: 'EUR', eur: 'EUR',
  pound: 'GBP', pounds: 'GBP', gbp: 'GBP', quid: 'GBP', yen: 'JPY', jpy: 'JPY', yuan: 'CNY', rmb: 'CNY', cny: 'CNY',
  rupee: 'INR', rupees: 'INR', inr: 'INR', franc: 'CHF', francs: 'CHF', chf: 'CHF',
};

/** "dollars", "bucks", "euros"…: a word that names a currency after an amount. */
export function isCurrencyWord(word: string): boolean {
  return word.toLowerCase() in CURRENCY_WORDS;
}

/** A currency sign before a number: a known one's code, or the sign itself for any other (\p{Sc}). */
function currencySign(text: string): string | undefined {
  return CURRENCY_SIGNS[text] ?? (text.length <= 2 && /^\p{Sc}$/u.test(text) ? text : undefined);
}

/** Numbers in a token stream: numerals or number words, with an optional currency sign before or word after. */
export function findNumbers(tokens: readonly Token[]): NumberMatch[] {
  const found: NumberMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let first = i;
    let currency: string | null = null;
    const sign = currencySign(tokens[i]!.text);
    if (sign && i + 1 < tokens.length) { currency = sign; i++; }
    let value = parseNumeral(tokens[i]!.text);
    let last = i;
    if (value === null) {
      // The longest run of number words that parses.
      let j = i;
      while (j < tokens.length && (isNumberWord(tokens[j]!.text) || (j > i && tokens[j]!.text.toLowerCase() === 'and' && j + 1 < tokens.length && isNumberWord(tokens[j + 1]!.text)))) j++;
      for (let end = j - 1; end >= i && value === null; end--) {
        value = parseNumberWords(tokens.slice(i, end + 1).map((t) => t.text));
        last = end;
      }
    }
    if (value === null) { i = first; continue; }
    const numberLast = last;
    const unit = tokens[last + 1] ? CURRENCY_WORDS[tokens[last + 1]!.text.toLowerCase()] : undefined;
    if (unit && currency === null) { currency = unit; last++; }
    found.push({ first, last, numberLast, value, currency });
    i = last;
  }
  return found;
}

/** The value of a text holding one number ("$1,200", "fifty", "twenty five bucks"), as decimal text. */
export function resolveNumberText(tokens: readonly Token[]): string | null {
  const numbers = findNumbers(tokens);
  return numbers.length === 1 ? formatDecimal(numbers[0]!.value) : null;
}
