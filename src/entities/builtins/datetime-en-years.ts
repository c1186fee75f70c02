import type { Reader } from './reader.js';

/**
 * Years said in words or in two digits, for the English date grammar (datetime-en.ts): "nineteen ninety six",
 * "nineteen oh five", "twenty twenty", "two thousand and fifteen", "two thousand nineteen"; "'87" and "of 87"
 * (a two-digit year only where nothing but a year fits: after an apostrophe or "of" behind a date or month).
 */

/** Words that start a year said in words: exported for the grammar's start words. */
export const YEAR_WORD_STARTS: readonly string[] = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'two', 'one'];

const CENTURY = /(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s+/y;
const HUNDRED = /hundred\b/y;
const OH = /(?:oh|o|zero)[\s-]+/y;
const THOUSAND = /(two|one) thousand\b/y;
const TWO_DIGITS = /(?:of\s+'?|')(\d{2})\b/y;

/** A year in words at `at` (1000…2999), or null. */
export function yearInWords(r: Reader, at: number): { value: number; end: number } | null {
  const thousand = r.match(THOUSAND, at);
  if (thousand) {
    // "two thousand and fifteen", "two thousand nineteen", "two thousand": the number words read whole.
    const n = r.numberWords(at);
    if (n && n.value >= 1000 && n.value <= 2999 && Number.isInteger(n.value)) return n;
    return null;
  }
  const century = r.match(CENTURY, at);
  if (!century) return null;
  const c = CENTURY_VALUE[century[1]!]!;
  const after = century.index + century[0].length;
  const hundred = r.match(HUNDRED, after);
  if (hundred) return { value: c * 100, end: hundred.index + hundred[0].length };
  // "ten thirty", "eleven oh five", "twelve forty five" are times of day ("march 18th ten thirty" was the year 1030):
  // the years 1000…1299 only with "hundred".
  if (c <= 12) return null;
  const oh = r.match(OH, after);
  const rest = r.numberWords(oh ? oh.index + oh[0].length : after);
  if (!rest || !Number.isInteger(rest.value)) return null;
  if (oh ? rest.value >= 1 && rest.value <= 9 : rest.value >= 10 && rest.value <= 99) return { value: c * 100 + rest.value, end: rest.end };
  return null;
}

/** A two-digit year after "'" or "of" ("april of 87", "may '05"): 00…49 in this century, 50…99 in the last. */
export function twoDigitYear(r: Reader, at: number): { value: number; end: number } | null {
  const m = r.match(TWO_DIGITS, at);
  if (!m) return null;
  const n = Number(m[1]);
  return { value: (n < 50 ? 2000 : 1900) + n, end: m.index + m[0].length };
}

const CENTURY_VALUE: Readonly<Record<string, number>> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};
