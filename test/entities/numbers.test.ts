import { describe, expect, it } from 'vitest';
import { compareDecimal, findNumbers, formatDecimal, numeralText, parseNumeral, parseNumberWords, resolveNumberText } from '../../src/entities/numbers.js';
import { tokenize } from '../../src/text/tokens.js';

describe('numbers', () => {
  it.each([
    ['1200', 1200], ['1,200', 1200], ['99.99', 99.99], ['1k', 1000], ['2.5K', 2500], ['3m', 3_000_000], ['0.5', 0.5], ['12,000,000', 12_000_000],
  ])('reads the numeral %s', (text, value) => {
    expect(parseNumeral(text)).toBe(value);
  });

  it.each(['abc', '', '1,20', '12,34,567', 'k1', '1.2.3'])('refuses %j as a numeral', (text) => {
    expect(parseNumeral(text)).toBeNull();
    expect(numeralText(text)).toBeNull();
  });

  it.each([
    ['99999999999999999999', '99999999999999999999'],
    ['12,345,678,901,234,567,890', '12345678901234567890'],
    ['0.1', '0.1'], ['1,200.50', '1200.5'], ['0050', '50'], ['000', '0'], ['2.5k', '2500'], ['1.2345k', '1234.5'], ['7b', '7000000000'],
    ['9'.repeat(400), '9'.repeat(400)],
  ])('gives the digits typed exactly, never through a float: %s → %s', (text, exact) => {
    expect(numeralText(text)).toBe(exact);
  });

  it('orders decimal texts exactly, signs and long digits included', () => {
    const sorted = ['100000000000000000001', '-5', '99999999999999999999', '0.5', '-10', '100000000000000000000', '0.25', '3'].sort(compareDecimal);
    expect(sorted).toEqual(['-10', '-5', '0.25', '0.5', '3', '99999999999999999999', '100000000000000000000', '100000000000000000001']);
  });

  it.each([
    ['fifty', 50], ['twenty five', 25], ['twenty-five', 25], ['one hundred and fifty', 150], ['a thousand', 1000], ['seven hundred', 700], ['two thousand five hundred', 2500],
  ])('reads the number words %s', (text, value) => {
    expect(parseNumberWords(text.split(' '))).toBe(value);
  });

  it.each(['three hundred and five hundred', 'one hundred hundred', 'thirty and sixty', 'thirty sixty', 'five six', 'twenty fifteen', 'five and twenty'])('reads no single number in %j', (text) => {
    expect(parseNumberWords(text.split(' '))).toBeNull();
  });

  it('splits two numbers joined by "and" where one number cannot hold both', () => {
    const read = (text: string) => findNumbers(tokenize(text)).map((n) => n.text);
    expect(read('between three hundred and five hundred')).toEqual(['300', '500']);
    expect(read('between two hundred and fifty and three hundred dollars')).toEqual(['250', '300']);
    expect(read('three hundred and five')).toEqual(['305']);
    // Issue 26: "thirty and sixty" was read as ninety, and "between thirty and sixty dollars" as one amount.
    expect(read('between thirty and sixty dollars')).toEqual(['30', '60']);
    expect(read('twenty five or thirty')).toEqual(['25', '30']);
    expect(read('two thousand and five hundred')).toEqual(['2500']);
    // A long run of number words that never parses whole is read in bounded pieces.
    expect(read(Array(3000).fill('hundred').join(' '))).toEqual(Array(3000).fill('100'));
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
    expect(resolveNumberText(tokenize('99999999999999999999 dollars'))).toBe('99999999999999999999');
  });

  it('reads a minus sign written against a number as negative, a dash after a number as a range', () => {
    const read = (text: string) => findNumbers(tokenize(text)).map((n) => n.text);
    expect(read('under -5 dollars')).toEqual(['-5']);
    expect(read('-$5 or −2.5')).toEqual(['-5', '-2.5']);
    expect(read('20-40 and $25-$50')).toEqual(['20', '40', '25', '50']);
    expect(read('under - 5')).toEqual(['5']);
    expect(read('-0')).toEqual(['0']);
  });
});
