import { describe, expect, it } from 'vitest';
import { findRanges } from '../../src/entities/range-rules.js';
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
