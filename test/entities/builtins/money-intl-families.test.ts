import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/entities/builtins/index.js';

// Families of amounts of money the peers' grammars read (Recognizers-Text's Chinese and Japanese NumbersWithUnit
// resources, MIT; Duckling's AmountOfMoney/ZH rules, BSD) that quantities-intl.ts missed. Each case is our own
// sentence written from the family, not a suite case.
const AT = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Asia/Shanghai' };
const money = (locale: string, text: string) => extractBuiltins(text, { locale, kinds: ['money'], ...AT }).map((s) => [s.raw, s.value]);

describe('dollars written with their country before the sign, and the other currency signs', () => {
  it('reads HK$, NT$, S$, C$, A$, NZ$ as their own dollars, in every language', () => {
    expect(money('zh', '门票HK$100')).toEqual([['HK$100', '100 HKD']]);
    expect(money('ja', 'NT$250です')).toEqual([['NT$250', '250 TWD']]);
    expect(money('es', 'cuesta S$ 12')).toEqual([['S$ 12', '12 SGD']]);
    expect(money('fr', 'environ C$40')).toEqual([['C$40', '40 CAD']]);
    expect(money('pt', 'paguei A$9')).toEqual([['A$9', '9 AUD']]);
    expect(money('zh', '大约NZ$30')).toEqual([['NZ$30', '30 NZD']]);
    expect(money('es', 'pagué $30')).toEqual([['$30', '30 USD']]);
  });

  it('reads the lira, won, rupee and ruble signs, and the ruble and won said in Chinese and Japanese', () => {
    expect(money('es', 'vale ₹300')).toEqual([['₹300', '300 INR']]);
    expect(money('fr', 'il coûte 50 ₺')).toEqual([['50 ₺', '50 TRY']]);
    expect(money('zh', '两千卢布')).toEqual([['两千卢布', '2000 RUB']]);
    expect(money('ja', '5000ウォンでした')).toEqual([['5000ウォン', '5000 KRW']]);
  });
});

describe('Chinese jiao and fen (Duckling ZH: dime, cent, implicit unitless dimes and cents; Recognizers-Text: 毛钱, 角钱, 分钱, 又)', () => {
  it('reads a jiao or fen said alone, where it is money', () => {
    expect(money('zh', '只要五毛钱的东西')).toEqual([['五毛钱', '0.5 CNY']]);
    expect(money('zh', '这个卖5毛。')).toEqual([['5毛', '0.5 CNY']]);
    expect(money('zh', '三分钱也不给')).toEqual([['三分钱', '0.03 CNY']]);
    expect(money('zh', '一张邮票80美分')).toEqual([['80美分', '0.8 USD']]);
    expect(money('ja', 'ガムは50セント')).toEqual([['50セント', '0.5 USD']]);
  });

  it('leaves the words a jiao hides in: a triangle, the Pentagon, an idiom, a corner', () => {
    expect(money('zh', '画一个三角形')).toEqual([]);
    expect(money('zh', '五角大楼发表声明')).toEqual([]);
    expect(money('zh', '他一毛不拔')).toEqual([]);
    expect(money('zh', '这只是冰山一角')).toEqual([]);
  });

  it('reads the tenths said without their unit after 块 or 元, a half, and fen after 零', () => {
    expect(money('zh', '一杯奶茶三块五')).toEqual([['三块五', '3.5 CNY']]);
    expect(money('zh', '白菜两块五一斤')).toEqual([['两块五', '2.5 CNY']]);
    expect(money('zh', '车费十块半')).toEqual([['十块半', '10.5 CNY']]);
    expect(money('zh', '找你十块零五')).toEqual([['十块零五', '10.05 CNY']]);
    expect(money('zh', '一共一百块零五毛')).toEqual([['一百块零五毛', '100.5 CNY']]);
    expect(money('zh', '五元又三角')).toEqual([['五元又三角', '5.3 CNY']]);
  });
});

describe('Japanese currency names as people write them (Recognizers-Text JapaneseNumericWithUnit, without its middle dot)', () => {
  it('reads カナダドル, 豪ドル, USドル, bitcoin, and pence alone', () => {
    expect(money('ja', '100カナダドルです')).toEqual([['100カナダドル', '100 CAD']]);
    expect(money('ja', '50豪ドル')).toEqual([['50豪ドル', '50 AUD']]);
    expect(money('ja', '100USドル払った')).toEqual([['100USドル', '100 USD']]);
    expect(money('ja', '1ビットコイン')).toEqual([['1ビットコイン', '1 BTC']]);
    expect(money('ja', '切手は50ペンス')).toEqual([['50ペンス', '0.5 GBP']]);
    expect(money('zh', '转了2比特币')).toEqual([['2比特币', '2 BTC']]);
  });
});

describe('Chinese amounts around a number (Duckling ZH <numeral> - <amount-of-money>; chineseNumeric: no sign after digits, 多/余/来)', () => {
  it('reads no minus in "10-20元" (a range), and about-that-many before the currency', () => {
    expect(money('zh', '每人10-20元')).toEqual([['20元', '20 CNY']]);
    expect(money('zh', '花了100多元')).toEqual([['100多元', '100 CNY']]);
    expect(money('zh', '三千多美元')).toEqual([['三千多美元', '3000 USD']]);
    expect(money('zh', '一百来块')).toEqual([['一百来块', '100 CNY']]);
    expect(money('zh', '亏了-5元')).toEqual([['-5元', '-5 CNY']]);
  });

  it('reads 美金 before the amount, and 澳币, 加币, 镑 after it; 磅 is a weight', () => {
    expect(money('zh', '美金100')).toEqual([['美金100', '100 USD']]);
    expect(money('zh', '100澳币')).toEqual([['100澳币', '100 AUD']]);
    expect(money('zh', '50加币')).toEqual([['50加币', '50 CAD']]);
    expect(money('zh', '20镑')).toEqual([['20镑', '20 GBP']]);
    expect(money('zh', '重20磅')).toEqual([]);
  });
});
