import { describe, expect, it } from 'vitest';
import { findBuiltin } from '../../src/entities/builtins.js';
import { tokenize } from '../../src/text/tokens.js';

const find = (kind: 'number' | 'money' | 'email' | 'url', statement: string) =>
  findBuiltin(kind, kind, statement, tokenize(statement)).map((s) => [s.raw, s.value]);

describe('builtin entities', () => {
  it('finds numbers in digits and words', () => {
    expect(find('number', 'order 3 boxes of twenty five, 1,200 or 1k')).toEqual([['3', '3'], ['twenty five', '25'], ['1,200', '1200'], ['1k', '1000']]);
  });

  it('finds money only with a currency, the amount as decimal text', () => {
    expect(find('money', 'pay $40 or 30 euros, not 12')).toEqual([['$40', '40'], ['30 euros', '30']]);
  });

  it('keeps the sign and every digit typed: "-5" is -5, long amounts are not rounded', () => {
    expect(find('number', 'a balance of -5, or 12345678901234567890')).toEqual([['-5', '-5'], ['12345678901234567890', '12345678901234567890']]);
    expect(find('money', 'refund -$5 and 99999999999999999999 dollars')).toEqual([['-$5', '-5'], ['99999999999999999999 dollars', '99999999999999999999']]);
  });

  it('finds emails and urls', () => {
    expect(find('email', 'write to jane.doe+shop@example.co.uk today')).toEqual([['jane.doe+shop@example.co.uk', 'jane.doe+shop@example.co.uk']]);
    expect(find('url', 'see https://example.com/a?b=1, or www.shop.io.')).toEqual([['https://example.com/a?b=1', 'https://example.com/a?b=1'], ['www.shop.io', 'www.shop.io']]);
  });
});
