import { describe, expect, it } from 'vitest';
import { findNumbers, formatDecimal, parseNumeral, parseNumberWords, resolveNumberText } from '../../src/entities/numbers.js';
import { tokenize } from '../../src/text/tokens.js';

describe('numbers', () => {
  it.each([
    ['1200', 1200], ['1,200', 1200], ['99.99', 99.99], ['1k', 1000], ['2.5K', 2500], ['3m', 3_000_000], ['0.5', 0.5], ['12,000,000', 12_000_000],
  ])('reads the numeral %s', (text, value) => {
    expect(parseNumeral(text)).toBe(value);
  });

  it.each(['abc', '', '1,20', '12,34,567', 'k1', '1.2.3', '9'.repeat(400)])('refuses %j as a numeral', (text) => {
    expect(parseNumeral(text)).toBeNull();
  });

  it.each([
    ['fifty', 50], ['twenty five', 25], ['twenty-five', 25], ['one hundred and fifty', 150], ['a thousand', 1000], ['seven hundred', 700], ['two thousand five hundred', 2500],
  ])('reads the number words %s', (text, value) => {
    expect(parseNumberWords(text.split(' '))).toBe(value);
  });

  it('writes plain decimal text: no exponent, grouping or float noise', () => {
    expect([1200, 99.99, 0.1 + 0.2, 1e21, 0.000001, 1500].map(formatDecimal)).toEqual(['1200', '99.99', '0.3', '1000000000000000000000', '0.000001', '1500']);
  });

  it('finds numbers with their currency sign or word', () => {
    const found = findNumbers(tokenize('from $10 to 30 dollars, twenty five bucks or €5'));
    expect(found.map((n) => [n.value, n.currency])).toEqual([[10, 'USD'], [30, 'USD'], [25, 'USD'], [5, 'EUR']]);
  });

  it('resolves a span holding exactly one number, else nothing', () => {
    expect(resolveNumberText(tokenize('$1,200'))).toBe('1200');
    expect(resolveNumberText(tokenize('fifty bucks'))).toBe('50');
    expect(resolveNumberText(tokenize('red'))).toBeNull();
    expect(resolveNumberText(tokenize('10 20'))).toBeNull();
  });
});
