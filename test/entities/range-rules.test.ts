import { describe, expect, it } from 'vitest';
import { findRanges, scaleRounded } from '../../src/entities/range-rules.js';
import { resolveOverlaps } from '../../src/entities/span.js';
import { tokenize } from '../../src/text/tokens.js';

const prices = { lower: 'fromPrice', upper: 'toPrice' };
const bounds = (statement: string) =>
  Object.fromEntries(findRanges(statement, tokenize(statement), prices).map((s) => [s.entity, `${s.value} (${s.raw})`]));

describe('findRanges', () => {
  it.each([
    ['under 50', { toPrice: '50 (50)' }],
    ['below $100', { toPrice: '100 ($100)' }],
    ['less than 30', { toPrice: '30 (30)' }],
    ['cheaper than 30', { toPrice: '30 (30)' }],
    ['no more than 70', { toPrice: '70 (70)' }],
    ['max 80', { toPrice: '80 (80)' }],
    ['up to 200', { toPrice: '200 (200)' }],
    ['within 100 bucks', { toPrice: '100 (100)' }],
    ['twenty five dollars max', { toPrice: '25 (twenty five)' }],
    ['over 100', { fromPrice: '100 (100)' }],
    ['above 20', { fromPrice: '20 (20)' }],
    ['more than 40', { fromPrice: '40 (40)' }],
    ['at least 60', { fromPrice: '60 (60)' }],
    ['min 20', { fromPrice: '20 (20)' }],
    ['starting at 15', { fromPrice: '15 (15)' }],
    ['100 and up', { fromPrice: '100 (100)' }],
    ['between 20 and 40', { fromPrice: '20 (20)', toPrice: '40 (40)' }],
    ['from $10 to $30', { fromPrice: '10 ($10)', toPrice: '30 ($30)' }],
    ['$25-$50', { fromPrice: '25 ($25)', toPrice: '50 ($50)' }],
    ['20 to 40 dollars', { fromPrice: '20 (20)', toPrice: '40 (40)' }],
    ['from $40 to $1,100', { fromPrice: '40 ($40)', toPrice: '1100 ($1,100)' }],
    ['under 1k', { toPrice: '1000 (1k)' }],
  ])('%s', (statement, expected) => {
    expect(bounds(statement)).toEqual(expected);
  });

  it('leaves numbers without a cue alone', () => {
    expect(bounds('size 42 shoes')).toEqual({});
    expect(bounds('1 and 2')).toEqual({});
    expect(bounds('iphone 15 case')).toEqual({});
  });

  // Issue 26, item 4: what a shopper means when no word says which bound.
  it.each([
    ['nike shoes 50 dollars', { toPrice: '50 (50)' }],
    ['shoes for $50', { toPrice: '50 ($50)' }],
    ['fifty bucks backpack', { toPrice: '50 (fifty)' }],
    ['a €80 jacket', { toPrice: '80 (€80)' }],
    ['dresses priced between thirty and sixty dollars', { fromPrice: '30 (thirty)', toPrice: '60 (sixty)' }],
  ])('an amount of money with no cue is the budget: %s', (statement, expected) => {
    expect(bounds(statement)).toEqual(expected);
  });

  it.each([
    ['shoes around $50', { fromPrice: '40 ($50)', toPrice: '60 ($50)' }],
    ['about 1,000 dollars for a tv', { fromPrice: '800 (1,000)', toPrice: '1200 (1,000)' }],
    ['approximately 99.99', { fromPrice: '80 (99.99)', toPrice: '120 (99.99)' }],
    ['roughly twenty five bucks', { fromPrice: '20 (twenty five)', toPrice: '30 (twenty five)' }],
    ['close to 200', { fromPrice: '160 (200)', toPrice: '240 (200)' }],
    ['80 bucks or so', { fromPrice: '64 (80)', toPrice: '96 (80)' }],
    ['$45 give or take', { fromPrice: '36 ($45)', toPrice: '54 ($45)' }],
  ])('"around X" is a fifth either side of X, in whole units: %s', (statement, expected) => {
    expect(bounds(statement)).toEqual(expected);
  });

  it('scales "around" amounts exactly, however many digits', () => {
    expect(scaleRounded('99999999999999999999', [4n, 5n])).toBe('79999999999999999999');
    expect(scaleRounded('99999999999999999999', [6n, 5n])).toBe('119999999999999999999');
    expect(scaleRounded('2.5', [6n, 5n])).toBe('3');
    expect(scaleRounded('0', [4n, 5n])).toBe('0');
    // Half up: 0.8 × 12.5 = 10, 1.2 × 12.5 = 15; 0.8 × 3.125 = 2.5 → 3.
    expect(scaleRounded('3.125', [4n, 5n])).toBe('3');
  });

  it('keeps both bounds of "around X" when overlaps are resolved: two readings of one amount', () => {
    const statement = 'shoes around $50 under 70';
    const spans = resolveOverlaps(findRanges(statement, tokenize(statement), prices));
    expect(spans.map((s) => [s.entity, s.value, s.raw])).toEqual([['fromPrice', '40', '$50'], ['toPrice', '60', '$50'], ['toPrice', '70', '70']]);
    const many = resolveOverlaps([...spans, ...Array.from({ length: 20 }, (_, k) => ({ entity: 'title', value: 'x', raw: 'x', start: 100 + k, end: 101 + k, source: 'learned' as const }))]);
    expect(many.filter((s) => s.raw === '$50').map((s) => s.entity)).toEqual(['fromPrice', 'toPrice']);
  });

  it('reads no negative number as a bound: a price is never negative', () => {
    expect(bounds('under -5 dollars')).toEqual({});
    expect(bounds('over -$20')).toEqual({});
    expect(bounds('between -5 and 10')).toEqual({ toPrice: '10 (10)' });
    expect(bounds('$25-$50')).toEqual({ fromPrice: '25 ($25)', toPrice: '50 ($50)' });
  });

  it('keeps every digit of a long bound and orders long bounds exactly', () => {
    expect(bounds('under 99999999999999999999 dollars')).toEqual({ toPrice: '99999999999999999999 (99999999999999999999)' });
    expect(bounds('from 100000000000000000001 to 100000000000000000000')).toEqual({ fromPrice: '100000000000000000000 (100000000000000000000)', toPrice: '100000000000000000001 (100000000000000000001)' });
  });

  it('reads a descending pair as the same range, the smaller number the lower bound', () => {
    expect(bounds('from 40 to 20')).toEqual({ fromPrice: '20 (20)', toPrice: '40 (40)' });
    expect(bounds('between $90 and $60')).toEqual({ fromPrice: '60 ($60)', toPrice: '90 ($90)' });
  });
});
