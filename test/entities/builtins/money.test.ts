import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

const money = (text: string) => extractBuiltins(text, { kinds: ['money'] }).map((s) => s.value);

describe('English money (money-en.ts)', () => {
  it('reads a currency before or after the amount, apart or glued, as an ISO 4217 code', () => {
    expect(money('EUR 20')).toEqual(['20 EUR']);
    expect(money('USD3.14 or 3.14US$')).toEqual(['3.14 USD', '3.14 USD']);
    expect(money('42MYR, Rs20 and ten shekels')).toEqual(['42 MYR', '20 INR', '10 ILS']);
    expect(money('c $ 1.34 a share')).toEqual(['1.34 CAD']);
    expect(money('10,000 swiss francs')).toEqual(['10000 CHF']);
    expect(money('a dollar')).toEqual(['1 USD']);
  });

  it('reads scales and cents', () => {
    expect(money('16.4 million dollars')).toEqual(['16400000 USD']);
    expect(money('half million usd')).toEqual(['500000 USD']);
    expect(money('120 MEUR')).toEqual(['120000000 EUR']);
    expect(money('twenty dollars and 43 cents')).toEqual(['20.43 USD']);
    expect(money('3 GBP 1 pence')).toEqual(['3.01 GBP']);
  });

  it('leaves common words alone: "all", "top" and "real" are no currency in lower case', () => {
    expect(money('20 all together')).toEqual([]);
    expect(money('one real problem')).toEqual([]);
    expect(money('I won 3 times')).toEqual([]);
  });
});

describe('English money: amounts in every number form, cents after a code', () => {
  const money = (text: string) => extractBuiltins(text, { kinds: ['money'] }).map((s) => s.value);
  it('reads fractions of a scale, hyphened amounts, cents after a code, and bitcoin\'s code', () => {
    expect(money('It costs three quarters billion us dollars.')).toEqual(['750000000 USD']);
    expect(money('five and a half dollars')).toEqual(['5.5 USD']);
    expect(money('a one-yen bid')).toEqual(['1 JPY']);
    expect(money('just 15 USD 50 more')).toEqual(['15.5 USD']);
    expect(money('I paid 20 dollars 15 times')).toEqual(['20 USD']);
    expect(money('1 btc')).toEqual(['1 BTC']);
  });
});
