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

describe('English money: every currency in use by its CLDR name (currency-phrases-en.ts)', () => {
  const money = (text: string) => extractBuiltins(text, { kinds: ['money'] }).map((s) => s.value);
  it('reads a currency named with its nationality or its country, in the singular or a plural', () => {
    expect(money('the taxi was 2500 Costa Rican colones')).toEqual(['2500 CRC']);
    expect(money('we changed 300 Argentinian pesos and 40 Cuba pesos')).toEqual(['300 ARS', '40 CUP']);
    expect(money('a room for 90 West African CFA francs')).toEqual(['90 XOF']);
    expect(money('send 20 Trinidad and Tobago dollars')).toEqual(['20 TTD']);
    expect(money('it sold for 12 Japan yen.')).toEqual(['12 JPY']);
    expect(money('10 united states dollars')).toEqual(['10 USD']);
    expect(money('400 Czech crowns or 15 Danish crowns')).toEqual(['400 CZK', '15 DKK']);
    expect(money('100 São Tomé & Príncipe dobras')).toEqual(['100 STN']);
    expect(money('pay 30 Aussie dollars, 5 NT dollars and 25 zlotys')).toEqual(['30 AUD', '5 TWD', '25 PLN']);
  });

  it('reads a currency\'s own word alone only where it names one currency and is no English word', () => {
    expect(money('it costs 100 quetzales')).toEqual(['100 GTQ']);
    expect(money('about 5000 kwanzas')).toEqual(['5000 AOA']);
    // Malawi's and Zambia's kwacha; a mark, a sol: no currency alone.
    expect(money('200 kwacha')).toEqual([]);
    expect(money('he got 3 marks in the test')).toEqual([]);
    expect(money('20 Zambian kwacha')).toEqual(['20 ZMW']);
  });

  it('reads a dollar or pound sign after a nationality or a country\'s short form', () => {
    expect(money('it was Canadian $ 45 and hk$20')).toEqual(['45 CAD', '20 HKD']);
    expect(money('Jamaican $300')).toEqual(['300 JMD']);
    expect(money('u.s $20')).toEqual(['20 USD']);
  });

  it('reads lower-case codes after an amount unless the code is an English word', () => {
    expect(money('20 clp and 5 xof')).toEqual(['20 CLP', '5 XOF']);
    expect(money('10 kgs of rice')).toEqual([]);
    expect(money('2 cup of tea')).toEqual([]);
    expect(money('2 CUP')).toEqual(['2 CUP']);
  });

  it('reads amounts grouped by spaces or dots, scales apart, and gives an ISO code for every sign', () => {
    expect(money('1 234 dollars')).toEqual(['1234 USD']);
    expect(money('1.000.000 euros and 1.500,50 €')).toEqual(['1000000 EUR', '1500.5 EUR']);
    expect(money('3 bn euros or $10 mln')).toEqual(['3000000000 EUR', '10000000 USD']);
    expect(money('₡20')).toEqual(['20 CRC']);
    expect(money('10 pounds sterling')).toEqual(['10 GBP']);
    expect(money('100 NIS')).toEqual(['100 ILS']);
  });
});

describe('English money: subunits of every currency, a code glued to the amount after it, European cents', () => {
  const money = (text: string) => extractBuiltins(text, { kinds: ['money'] }).map((s) => s.value);
  it('reads a currency\'s subunit after its amount, a tenth or a thousandth where the currency counts so', () => {
    expect(money('100 rubles 50 kopeks')).toEqual(['100.5 RUB']);
    expect(money('50 mexican pesos 25 centavos')).toEqual(['50.25 MXN']);
    expect(money('it was 5 yuan 3 jiao')).toEqual(['5.3 CNY']);
    expect(money('2 kuwaiti dinars 500 fils')).toEqual(['2.5 KWD']);
    expect(money('3 pounds and 20 pence')).toEqual(['3.2 GBP']);
  });

  it('gives a currency glued to digits after it to those digits', () => {
    expect(money('we are giving away 3 USD50 vouchers')).toEqual(['50 USD']);
    expect(money('just 15 USD 50 more')).toEqual(['15.5 USD']);
  });

  it('reads a decimal comma before a scale, a dash for the cents, and "TL"', () => {
    expect(money('5,5 million euros or €1,5m')).toEqual(['5500000 EUR', '1500000 EUR']);
    expect(money('20,- € and 15.- EUR')).toEqual(['20 EUR', '15 EUR']);
    expect(money('50 TL')).toEqual(['50 TRY']);
  });
});

describe('English money: the signs of the other scripts', () => {
  const money = (text: string) => extractBuiltins(text, { kinds: ['money'] }).map((s) => s.value);
  it('reads Cyrillic, Arabic and CJK currency signs, and the fullwidth yuan sign', () => {
    expect(money('it costs 20 лв and 100 د.إ')).toEqual(['20 BGN', '100 AED']);
    expect(money('about 30元, or ￥30')).toEqual(['30 CNY', '30 CNY']);
    expect(money('¥500 or 500円')).toEqual(['500 JPY', '500 JPY']);
    expect(money('20 ntd')).toEqual(['20 TWD']);
  });
});

describe('English money and numbers: "mio" and "mrd"', () => {
  it('reads Europe\'s abbreviations of million and billion after an amount', () => {
    expect(money('EUR 5 mio')).toEqual(['5000000 EUR']);
    expect(extractBuiltins('2 mrd', { kinds: ['number'] }).map((s) => s.value)).toEqual(['2000000000']);
  });

  it('gives the currency said after a range to both its amounts, its scale too', () => {
    expect(money('prices from 5 to 10 dollars')).toEqual(['5 USD', '10 USD']);
    expect(money('between 20 and 30 euros')).toEqual(['20 EUR', '30 EUR']);
    expect(money('10-20 EUR')).toEqual(['10 EUR', '20 EUR']);
    expect(money('ten to twenty bucks')).toEqual(['10 USD', '20 USD']);
    expect(money('3.5 to 4.5 million dollars')).toEqual(['3500000 USD', '4500000 USD']);
    expect(money('1,000 to 2,000 dollars')).toEqual(['1000 USD', '2000 USD']);
    // "and" joins a range only after "between".
    expect(money('5 apples and 10 dollars')).toEqual(['10 USD']);
  });
});
