import type { Token } from '../text/tokens.js';
import { wordKey } from './word-key.js';
import type { EntitySpan } from '../types.js';
import { compareDecimal, findNumbers, type NumberFacts, type NumberMatch } from './numbers.js';

/** The two entities that hold a numeric range's bounds, e.g. fromPrice and toPrice. */
export interface RangeEntities {
  lower: string;
  upper: string;
}

// Cue phrases, as lower-case word sequences, that make a number an upper or a lower bound.
const UPPER_BEFORE = ['under', 'below', 'less than', 'cheaper than', 'no more than', 'not more than', 'max', 'maximum', 'up to', 'upto', 'within', 'at most', 'not over', 'no higher than', 'lower than', 'tops', 'budget of', 'budget is', '<'];
const LOWER_BEFORE = ['over', 'above', 'more than', 'at least', 'min', 'minimum', 'starting at', 'starting from', 'starts at', 'from', 'greater than', 'higher than', 'no less than', 'not less than', '>'];
const UPPER_AFTER = ['or less', 'max', 'maximum', 'at most', 'or under', 'or below', 'tops', 'or cheaper'];
const LOWER_AFTER = ['or more', 'and up', 'and above', 'plus', '+', 'minimum', 'min', 'or higher', 'or above', 'and over'];
const RANGE_JOINERS = ['to', '-', 'and', 'through', '–'];
// "around $50": neither bound named, a range about the amount (AROUND_BELOW and AROUND_ABOVE of it).
const AROUND_BEFORE = ['around', 'about', 'approximately', 'approx', 'roughly', 'circa', 'close to', '~'];
const AROUND_AFTER = ['or so', 'give or take'];

/**
 * "around X" is X less a fifth to X plus a fifth, in whole units: "around $50" → 40 to 60, "about 1,000" → 800 to
 * 1200. A shopper who says "around 50" takes 45 or 55 and is not shown 20 or 200; a fifth each way is the
 * narrowest range that still holds the prices next to a round figure (39.99, 59.99 beside 50).
 */
const AROUND_BELOW = [4n, 5n];
const AROUND_ABOVE = [6n, 5n];

const split = (phrases: string[]) => phrases.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const upperBefore = split(UPPER_BEFORE);
const lowerBefore = split(LOWER_BEFORE);
const upperAfter = split(UPPER_AFTER);
const lowerAfter = split(LOWER_AFTER);
const aroundBefore = split(AROUND_BEFORE);
const aroundAfter = split(AROUND_AFTER);

// Plain loops: these run for every number of every statement, and a callback is a function made per call.
function endsWithAt(keys: readonly string[], end: number, phrases: readonly string[][]): boolean {
  for (const p of phrases) if (end - p.length + 1 >= 0 && wordsAt(keys, end - p.length + 1, p)) return true;
  return false;
}

function startsWithAt(keys: readonly string[], start: number, phrases: readonly string[][]): boolean {
  for (const p of phrases) if (start + p.length <= keys.length && wordsAt(keys, start, p)) return true;
  return false;
}

/** The phrase's words are keys[at…]. */
function wordsAt(keys: readonly string[], at: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (keys[at + k] !== phrase[k]) return false;
  return true;
}

/**
 * The span of a number found as a bound of `entity`: the number with a currency sign before it, not a
 * currency word after it. A range bound is an amount (a price), never negative: a negative number is
 * no bound (none is pushed).
 */
function pushBound(spans: EntitySpan[], statement: string, tokens: readonly Token[], n: NumberMatch, entity: string, value: string = n.text): void {
  if (n.negative) return;
  const start = tokens[n.first]!.start;
  const end = tokens[n.numberLast]!.end;
  spans.push({ entity, value, raw: statement.slice(start, end), start, end, source: 'rule' });
}

/** `text` (non-negative decimal text) times `ratio` ([numerator, denominator]), rounded to a whole number, half up: exact, however many digits. */
export function scaleRounded(text: string, [numerator, denominator]: readonly bigint[]): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const num = BigInt(whole + fraction) * numerator!;
  const den = scale * denominator!;
  return ((2n * num + den) / (2n * den)).toString();
}

/**
 * Exact rules for numeric ranges: "between 20 and 40", "from $10 to $30", "$25-$50", "20 to 40"
 * give both bounds; "under 50", "50 or less" the upper; "over 100", "at least 60", "100 and up"
 * the lower; "around $50", "about 50 dollars", "50 bucks or so" both, a fifth either side (40 and 60),
 * two spans over the same amount. An amount of money with no cue at all ("nike shoes 50 dollars",
 * "shoes for $50") is what the shopper means to spend: the upper bound. A bare number with no cue is
 * left to the tagger (a size, a model: "iphone 15"). Spans cover the number with a currency sign
 * before it, not a currency word after it.
 * `keys` and `facts`: the tokens' word keys (wordKey) and numberFacts(), when the caller has them already.
 */
export function findRanges(statement: string, tokens: readonly Token[], entities: RangeEntities, keys: readonly string[] = tokens.map((t) => wordKey(t.text)), facts?: readonly NumberFacts[]): EntitySpan[] {
  const numbers = findNumbers(tokens, facts);
  const spans: EntitySpan[] = [];
  if (numbers.length === 0) return spans;
  const used = new Set<NumberMatch>();
  for (let k = 0; k + 1 < numbers.length; k++) {
    const a = numbers[k]!;
    const b = numbers[k + 1]!;
    // One word between the two numbers: a joiner ("to", "-", "and" after "between").
    const gap = b.first - (a.last + 1) === 1 ? keys[a.last + 1]! : null;
    const joined = gap !== null && RANGE_JOINERS.includes(gap);
    const between = keys[a.first - 1] === 'between' && gap === 'and';
    if (joined && (gap !== 'and' || between)) {
      // "from 40 to 20" is the same range as "from 20 to 40": the smaller number is the lower bound.
      const [low, high] = compareDecimal(a.text, b.text) <= 0 ? [a, b] : [b, a];
      pushBound(spans, statement, tokens, low, entities.lower);
      pushBound(spans, statement, tokens, high, entities.upper);
      used.add(a).add(b);
      k++;
    }
  }
  for (const n of numbers) {
    if (used.has(n)) continue;
    if (endsWithAt(keys, n.first - 1, upperBefore) || startsWithAt(keys, n.last + 1, upperAfter)) pushBound(spans, statement, tokens, n, entities.upper);
    else if (endsWithAt(keys, n.first - 1, lowerBefore) || startsWithAt(keys, n.last + 1, lowerAfter)) pushBound(spans, statement, tokens, n, entities.lower);
    else if (endsWithAt(keys, n.first - 1, aroundBefore) || startsWithAt(keys, n.last + 1, aroundAfter)) {
      pushBound(spans, statement, tokens, n, entities.lower, scaleRounded(n.text, AROUND_BELOW));
      pushBound(spans, statement, tokens, n, entities.upper, scaleRounded(n.text, AROUND_ABOVE));
    } else if (n.currency !== null) pushBound(spans, statement, tokens, n, entities.upper);
  }
  return spans;
}
