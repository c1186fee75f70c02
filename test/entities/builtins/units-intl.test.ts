import { describe, expect, it } from 'vitest';
import { extractBuiltins, supportedLocales, type BuiltinKind } from '../../../src/entities/builtins/index.js';

// Durations, percentages, temperatures, distances and phone numbers in the languages other than English
// (units-intl.ts over our numeral grammars). Reference: Friday 6 March 2026, 15:00 in Madrid (+01:00).
const MADRID = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
const read = (locale: string, kind: BuiltinKind, text: string) => extractBuiltins(text, { locale, kinds: [kind], ...MADRID }).map((s) => [s.raw, s.value]);

describe('percentages per language', () => {
  it.each([
    ['es', 'sube un 25 %', [['25 %', '25']]],
    ['es', 'veinticinco por ciento', [['veinticinco por ciento', '25']]],
    ['fr', 'vingt pour cent', [['vingt pour cent', '20']]],
    ['de', 'fünfzig Prozent', [['fünfzig Prozent', '50']]],
    ['pt', 'dez por cento', [['dez por cento', '10']]],
    ['it', 'venti percento', [['venti percento', '20']]],
    ['nl', 'twintig procent', [['twintig procent', '20']]],
    ['zh', '百分之二十', [['百分之二十', '20']]],
    ['ja', '20パーセント', [['20パーセント', '20']]],
  ])('%s "%s"', (locale, text, expected) => expect(read(locale, 'percentage', text)).toEqual(expected));
});

describe('temperatures per language', () => {
  it.each([
    ['es', 'pon 20 grados', [['20 grados', '20 degree']]],
    ['es', '-5 grados Fahrenheit', [['-5 grados Fahrenheit', '-5 fahrenheit']]],
    ['fr', 'il fait 20 °C', [['20 °C', '20 celsius']]],
    ['fr', 'moins 5 degrés', [['moins 5 degrés', '-5 degree']]],
    ['de', '6 Grad Celsius', [['6 Grad Celsius', '6 celsius']]],
    ['pt', '37 graus', [['37 graus', '37 degree']]],
    ['it', 'venti gradi', [['venti gradi', '20 degree']]],
    ['nl', '40 graden Celsius', [['40 graden Celsius', '40 celsius']]],
    ['zh', '摄氏37度', [['摄氏37度', '37 celsius']]],
    ['ja', '華氏70度', [['華氏70度', '70 fahrenheit']]],
  ])('%s "%s"', (locale, text, expected) => expect(read(locale, 'temperature', text)).toEqual(expected));
});

describe('distances per language', () => {
  it.each([
    ['es', 'a 3 km de aquí', [['3 km', '3 km']]],
    ['es', 'cinco kilómetros', [['cinco kilómetros', '5 km']]],
    ['fr', '9 mètres', [['9 mètres', '9 m']]],
    ['de', '10 Meilen', [['10 Meilen', '10 mi']]],
    ['pt', 'uma milha', [['uma milha', '1 mi']]],
    ['it', '3 chilometri', [['3 chilometri', '3 km']]],
    ['nl', 'vier mijl', [['vier mijl', '4 mi']]],
    ['zh', '二公分', [['二公分', '2 cm']]],
    ['ja', '5キロメートル', [['5キロメートル', '5 km']]],
  ])('%s "%s"', (locale, text, expected) => expect(read(locale, 'distance', text)).toEqual(expected));
});

describe('durations per language', () => {
  it.each([
    ['es', '2 horas y media', [['2 horas y media', 'PT2H30M']]],
    ['es', 'media hora', [['media hora', 'PT30M']]],
    ['fr', 'trois jours', [['trois jours', 'P3D']]],
    ['fr', 'un quart d\'heure', [['un quart d\'heure', 'PT15M']]],
    ['de', 'eine halbe Stunde', [['eine halbe Stunde', 'PT30M']]],
    ['pt', 'dois minutos', [['dois minutos', 'PT2M']]],
    ['it', 'tre ore', [['tre ore', 'PT3H']]],
    ['nl', '4 weken en 2 dagen', [['4 weken en 2 dagen', 'P30D']]],
    ['zh', '两个小时', [['两个小时', 'PT2H']]],
    ['ja', '3時間', [['3時間', 'PT3H']]],
  ])('%s "%s"', (locale, text, expected) => expect(read(locale, 'duration', text)).toEqual(expected));
});

describe('one reading per span', () => {
  it('a number inside a quantity is no number; a number beside one is', () => {
    expect(extractBuiltins('dos mesas, 20 grados y 3 km', { locale: 'es', kinds: ['number', 'temperature', 'distance'], ...MADRID }).map((s) => [s.kind, s.value]))
      .toEqual([['number', '2'], ['temperature', '20 degree'], ['distance', '3 km']]);
    expect(extractBuiltins('vingt pour cent', { locale: 'fr', kinds: ['number'], ...MADRID })).toEqual([]);
  });
  it('phone numbers are digits in every language', () => {
    expect(read('fr', 'phone', 'appelez le 01 46 64 79 98')).toEqual([['01 46 64 79 98', '0146647998']]);
    expect(read('zh', 'phone', '电话 +86 10 1234 5678')).toEqual([['+86 10 1234 5678', '+861012345678']]);
  });
  it('supportedLocales() lists the new kinds', () => {
    for (const { locale, kinds } of supportedLocales()) for (const k of ['duration', 'percentage', 'temperature', 'distance', 'phone']) expect(kinds, locale).toContain(k);
  });
});

describe('the conventions chosen (docs/corpus-format.md)', () => {
  it.each([
    ['zh', 'percentage', '千分之五', [['千分之五', '0.5']]],
    ['ja', 'percentage', '3割8分7厘', [['3割8分7厘', '38.7']]],
    ['ja', 'percentage', '8割引', [['8割引', '20']]],
    ['zh', 'percentage', '8折', [['8折', '80']]],
    ['es', 'duration', 'varias semanas', [['varias semanas', 'P3W']]],
    ['nl', 'duration', 'een paar uur', [['een paar uur', 'PT2H']]],
    ['nl', 'duration', 'anderhalf uur', [['anderhalf uur', 'PT1H30M']]],
    ['nl', 'duration', '3 kwartier', [['3 kwartier', 'PT45M']]],
    ['zh', 'duration', '一小時零三十分鐘', [['一小時零三十分鐘', 'PT1H30M']]],
    ['ja', 'duration', '3年半', [['3年半', 'P3Y6M']]],
    ['zh', 'duration', '10月', []],
    ['zh', 'duration', '10个月', [['10个月', 'P10M']]],
    ['fr', 'temperature', '10 en dessous de zéro', [['10 en dessous de zéro', '-10 degree']]],
    ['es', 'temperature', 'calentar hasta 37ºC', [['37ºC', '37 celsius']]],
    ['it', 'temperature', 'il 1° posto', []],
    ['it', 'ordinal', 'il 1° posto', [['1°', '1']]],
    ['es', 'number', 'gana 3M', [['3M', '3000000']]],
    ['zh', 'duration', '2018年', []],
    ['ja', 'duration', '二分の一', []],
    ['es', 'distance', '1/4 de milla', [['1/4 de milla', '0.25 mi']]],
    ['zh', 'distance', '水深超过250m', [['250m', '250 m']]],
  ] as const)('%s %s "%s"', (locale, kind, text, expected) => expect(read(locale, kind, text)).toEqual(expected));
});

describe('phone extensions said in the language', () => {
  it.each([
    ['pt', '(650)-283-4757 ramal 897', [['(650)-283-4757 ramal 897', '6502834757;ext=897']]],
    ['es', 'llama al 650 283 4757 extensión 12', [['650 283 4757 extensión 12', '6502834757;ext=12']]],
  ] as const)('%s "%s"', (locale, text, expected) => expect(read(locale, 'phone', text)).toEqual(expected));
});

describe('a decimal said in words', () => {
  it.each([
    ['es', 'siete con cincuenta por ciento', [['siete con cincuenta por ciento', '7.5']]],
    ['pt', 'quarenta e sete vírgula vinte e oito por cento', [['quarenta e sete vírgula vinte e oito por cento', '47.28']]],
  ] as const)('%s "%s"', (locale, text, expected) => expect(read(locale, 'percentage', text)).toEqual(expected));
});

describe('Chinese written with spaces between characters (cjk-spaces.ts)', () => {
  it.each([
    ['percentage', '一 百 五 十 个 百 分 点', [['一 百 五 十 个 百 分 点', '150']]],
    ['percentage', '六 點 五 成', [['六 點 五 成', '65']]],
    ['number', '四百 点 五', [['四百 点 五', '400.5']]],
    // Two numerals apart stay two numbers; digits before a numeral in characters too.
    ['number', '五 六', [['五', '5'], ['六', '6']]],
    ['number', '667.123 五点八', [['667.123', '667.123'], ['五点八', '5.8']]],
  ] as const)('%s "%s"', (kind, text, expected) => expect(read('zh', kind, text)).toEqual(expected));
});

describe('Chinese discounts and tenths said digit by digit', () => {
  it.each([
    ['三八折', [['三八折', '38']]],
    ['7 2 折', [['7 2 折', '72']]],
    ['七成六', [['七成六', '76']]],
    ['九折', [['九折', '90']]],
    ['百分之15Ｋ', [['百分之15Ｋ', '15000']]],
    ['拾万零五十六点叁叁个百分点', [['拾万零五十六点叁叁个百分点', '100056.33']]],
  ])('"%s"', (text, expected) => expect(read('zh', 'percentage', text)).toEqual(expected));
});

describe('fractions said in words (es, pt, fr)', () => {
  it.each([
    ['es', 'number', 'veintidos treintavos', [['veintidos treintavos', '0.733333333333333']]],
    ['es', 'number', 'ciento treinta con dos cincoavos', [['ciento treinta con dos cincoavos', '130.4']]],
    ['es', 'percentage', 'uno sobre tres por ciento', [['uno sobre tres por ciento', '0.333333333333333']]],
    ['pt', 'number', 'vinte e dois trinta avos', [['vinte e dois trinta avos', '0.733333333333333']]],
    ['pt', 'number', 'um sobre tres', [['um sobre tres', '0.333333333333333']]],
    // "sobre" with no numeral before it is the preposition.
    ['es', 'number', 'hablamos sobre 3 temas', [['3', '3']]],
    ['es', 'number', '1,1^23', [['1,1^23', '8.95430243255239']]],
  ] as const)('%s %s "%s"', (locale, kind, text, expected) => expect(read(locale, kind, text)).toEqual(expected));
});

describe('kelvin after a spaced capital K', () => {
  it.each([
    ['es', 'convertir 200 K en fahrenheit', [['200 K', '200 kelvin']]],
    ['fr', 'convertir 200k K en degrés fahrenheit', [['200k K', '200000 kelvin']]],
  ])('%s "%s"', (locale, text, expected) => expect(read(locale, 'temperature', text)).toEqual(expected));
  it('"200 K euros" is money, not a temperature', () => {
    expect(extractBuiltins('son 200 K euros', { locale: 'es', ...MADRID }).map((s) => [s.kind, s.value])).toEqual([['money', '200000 EUR']]);
    expect(read('es', 'temperature', 'son 200 K euros')).toEqual([]);
  });
});

describe('Chinese lengths with a half or decimals after the unit', () => {
  it.each([
    ['他身高一米七五', [['一米七五', '1.75 m']]],
    ['一米八', [['一米八', '1.8 m']]],
    ['两公里半', [['两公里半', '2.5 km']]],
    // Feet then a number are feet and inches, not decimals: the number stays apart.
    ['五英尺六', [['五英尺', '5 ft']]],
  ])('"%s"', (text, expected) => expect(read('zh', 'distance', text)).toEqual(expected));
});

describe('a bare degree sign after a word that sets or measures (Recognizers-Text NumbersWithUnit: the degree without a scale)', () => {
  it('reads "a 22°" at the clause end as degrees, in Spanish, Portuguese and Italian', () => {
    expect(read('es', 'temperature', 'pon la calefacción a 22°')).toEqual([['22°', '22 degree']]);
    expect(read('pt', 'temperature', 'o forno está em 180°.')).toEqual([['180°', '180 degree']]);
    expect(read('it', 'temperature', 'porta il forno a 200°')).toEqual([['200°', '200 degree']]);
    expect(read('es', 'ordinal', 'pon la calefacción a 22°')).toEqual([]);
  });

  it('keeps the ordinals written with it ("quedó 3°", "la 3° vez") and the ordinal sign º', () => {
    expect(read('es', 'ordinal', 'quedó 3°')).toEqual([['3°', '3']]);
    expect(read('es', 'ordinal', 'es la 3° vez')).toEqual([['3°', '3']]);
    expect(read('es', 'temperature', 'llegó a 3º')).toEqual([]);
  });
});

describe('Chinese shares: tenths and a half, a negative share (chineseNumeric: SpecialsPercentageRegex, NegativeNumberTermsRegex)', () => {
  it.each([
    ['利润涨了一成半', [['一成半', '15']]],
    ['下降了负百分之五', [['负百分之五', '-5']]],
    ['三成', [['三成', '30']]],
  ])('"%s"', (text, expected) => expect(read('zh', 'percentage', text)).toEqual(expected));
});
