import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/entities/builtins/index.js';
import { Understander } from '../../../src/understander.js';
import { FIXTURES, trainedModel } from '../../helpers.js';

// Numbers, ordinals and money in the languages other than English: our numeral grammars (numerals/latin.ts,
// numerals/cjk.ts). Reference: Friday 6 March 2026, 15:00 in Madrid (+01:00).
const MADRID = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
const read = (locale: string, kind: BuiltinKind, text: string) => extractBuiltins(text, { locale, kinds: [kind], ...MADRID }).map((s) => [s.raw, s.value]);

describe('numbers in words and digits, per language', () => {
  it.each([
    ['es', 'una mesa para dos personas', [['dos', '2']]],
    ['es', 'treinta y tres', [['treinta y tres', '33']]],
    ['es', 'cuatro millones dos mil tres', [['cuatro millones dos mil tres', '4002003']]],
    ['es', 'media docena', [['media docena', '6']]],
    ['es', '1.234.567 y 2,5', [['1.234.567', '1234567'], ['2,5', '2.5']]],
    ['fr', 'quatre-vingt-dix-neuf', [['quatre-vingt-dix-neuf', '99']]],
    ['fr', 'soixante et onze', [['soixante et onze', '71']]],
    ['fr', 'deux cents', [['deux cents', '200']]],
    ['de', 'zweiundzwanzig Gäste', [['zweiundzwanzig', '22']]],
    ['de', 'einhunderteinunddreißig', [['einhunderteinunddreißig', '131']]],
    ['pt', 'duzentos e quarenta e três', [['duzentos e quarenta e três', '243']]],
    ['it', 'tremiladuecentoquarantatré', [['tremiladuecentoquarantatré', '3243']]],
    ['nl', 'tweeëntwintig', [['tweeëntwintig', '22']]],
    ['zh', '三百二十五个', [['三百二十五', '325']]],
    ['zh', '两千', [['两千', '2000']]],
    ['zh', '一万零五', [['一万零五', '10005']]],
    ['ja', '３万５千', [['３万５千', '35000']]],
    ['ja', '四分の三', [['四分の三', '0.75']]],
    ['fr', 'trois cinquièmes', [['trois cinquièmes', '0.6']]],
    ['es', 'veinte quintos', [['veinte quintos', '4']]],
    ['fr', 'un sur vingt', [['un sur vingt', '0.05']]],
    ['de', '2^5 und 1e3', [['2^5', '32'], ['1e3', '1000']]],
  ])('%s: "%s"', (locale, text, expected) => {
    expect(read(locale, 'number', text)).toEqual(expected);
  });

  it('reads an article as an article ("una mesa"), and "one" alone as a number', () => {
    expect(read('es', 'number', 'una mesa')).toEqual([]);
    expect(read('fr', 'number', 'une')).toEqual([['une', '1']]);
  });

  it('leaves a number inside a date or time to the date ("mañana a las 8" holds no number)', () => {
    expect(read('es', 'number', 'para 2 mañana a las 8')).toEqual([['2', '2']]);
    expect(read('de', 'number', 'morgen um 8 für drei')).toEqual([['drei', '3']]);
  });
});

describe('ordinals and money, per language', () => {
  it.each([
    ['es', 'la tercera puerta', [['tercera', '3']]],
    ['es', 'vigésimo primero', [['vigésimo primero', '21']]],
    ['fr', 'le 2ème étage', [['2ème', '2']]],
    ['fr', 'vingt-cinquième', [['vingt-cinquième', '25']]],
    ['de', 'der zwanzigste', [['zwanzigste', '20']]],
    ['it', 'il ventitreesimo', [['ventitreesimo', '23']]],
    ['nl', 'de achtste', [['achtste', '8']]],
    ['zh', '第三', [['第三', '3']]],
    ['ja', '3番目', [['3番目', '3']]],
  ])('%s ordinal: "%s"', (locale, text, expected) => {
    expect(read(locale, 'ordinal', text)).toEqual(expected);
  });

  it.each([
    ['fr', 'vingt-trois euros', [['vingt-trois euros', '23 EUR']]],
    ['es', 'diez dólares', [['diez dólares', '10 USD']]],
    ['es', '10 euros y 50 céntimos', [['10 euros y 50 céntimos', '10.5 EUR']]],
    ['de', '€20', [['€20', '20 EUR']]],
    ['zh', '五元三角', [['五元三角', '5.3 CNY']]],
    ['ja', '15ドル', [['15ドル', '15 USD']]],
  ])('%s money: "%s"', (locale, text, expected) => {
    expect(read(locale, 'money', text)).toEqual(expected);
  });
});

describe('dates and times where recognizers-text reads more than chrono-node (es, fr, zh)', () => {
  it('reads them in our value forms, one reading per span', () => {
    expect(read('es', 'datetime', 'mañana a las 8')).toEqual([['mañana a las 8', '2026-03-07T08:00:00+01:00']]);
    expect(read('es', 'datetime', 'de 3 a 5 de la tarde')).toEqual([['de 3 a 5 de la tarde', '2026-03-06T15:00:00+01:00/2026-03-06T17:00:00+01:00']]);
    expect(read('fr', 'datetime', 'demain à 8 heures')).toEqual([['demain à 8 heures', '2026-03-07T08:00:00+01:00']]);
    expect(read('zh', 'datetime', '明天下午三点')).toEqual([['明天下午三点', '2026-03-07T15:00:00+01:00']]);
    expect(read('zh', 'datetime', '2008 年 奥运会在北京举办')).toEqual([['2008 年', '2008']]);
  });

  it('reads a party size before a time as a count, not as a range\'s first bound', () => {
    const both = (locale: string, text: string) => extractBuiltins(text, { locale, kinds: ['number', 'datetime'], ...MADRID }).map((s) => [s.kind, s.raw, s.value]);
    // recognizers-text reads "tres esta noche a las nueve" as 15:00 until 09:00 and "3 a las 7 y media" as 3 to 7:30.
    expect(both('es', 'mesa para tres esta noche a las nueve')).toEqual([['number', 'tres', '3'], ['datetime', 'esta noche a las nueve', '2026-03-06T21:00:00+01:00']]);
    expect(both('es', 'reservar para 3 a las 7 y media')).toEqual([['number', '3', '3'], ['datetime', 'a las 7 y media', '2026-03-06T19:30:00+01:00']]);
    expect(both('fr', 'une table pour deux ce soir à 9 heures')).toEqual([['number', 'deux', '2'], ['datetime', 'ce soir à 9 heures', '2026-03-06T21:00:00+01:00']]);
    // chrono-node reads "3 a" as 3 a.m.; in Spanish "a" is "to": "de 3 a 5" is a range of hours (our reader,
    // datetime-intl.ts), "de 2 a 8 personas" two numbers.
    expect(both('es', 'de 3 a 5')).toEqual([['datetime', 'de 3 a 5', '2026-03-06T15:00:00+01:00/2026-03-06T17:00:00+01:00']]);
    expect(both('es', 'de 2 a 8 personas')).toEqual([['number', '2', '2'], ['number', '8', '8']]);
    // A year in words stays one number (the span holds "en" as English's holds "in": "in 2020").
    expect(read('fr', 'datetime', 'les ventes en deux mille vingt')).toEqual([['en deux mille vingt', '2020']]);
  });
});

describe('a Spanish corpus with a number and a date builtin (test/fixtures/languages/restaurante.yaml)', () => {
  let bot: Understander;
  beforeAll(async () => {
    bot = Understander.fromModel(await trainedModel(join(FIXTURES, 'languages', 'restaurante.yaml')));
  });

  it('trains and answers with the party size in words and the booking time resolved', async () => {
    expect(await bot.understand('una mesa para dos personas mañana a las 8', MADRID)).toMatchObject({ intentId: 'reservar', params: { personas: '2', hora: '2026-03-07T08:00:00+01:00' } });
    expect(await bot.understand('reservar para veintitrés personas el sábado a las 9 de la noche', MADRID)).toMatchObject({ intentId: 'reservar', params: { personas: '23', hora: '2026-03-07T21:00:00+01:00' } });
    expect(await bot.understand('mesa para 4 pasado mañana', MADRID)).toMatchObject({ intentId: 'reservar', params: { personas: '4', hora: '2026-03-08' } });
    expect(await bot.understand('quiero cancelar la reserva de mañana', MADRID)).toMatchObject({ intentId: 'cancelar', params: { hora: '2026-03-07' } });
  });

  it('leaves a keyboard mash unmatched', async () => {
    expect((await bot.understand('asdfgh qwerty zxcvb', MADRID)).intentId).toBeNull();
  });
});

describe('money in Japanese and Chinese: every ISO currency by name, cents after と', () => {
  const money = (text: string, locale: string) => extractBuiltins(text, { locale, kinds: ['money'] }).map((s) => s.value);
  it('reads currencies by their Japanese and Chinese names', () => {
    expect(money('445ナイラで両替する', 'ja')).toEqual(['445 NGN']);
    expect(money('毎月545パナマ・バルボアを支出しています。', 'ja')).toEqual(['545 PAB']);
    expect(money('300尼日利亚奈拉', 'zh')).toEqual(['300 NGN']);
    expect(money('五百韩元', 'zh')).toEqual(['500 KRW']);
  });
  it('reads cents said bare after と at the end of a clause', () => {
    expect(money('この自転車は100ユーロと30です。', 'ja')).toEqual(['100.3 EUR']);
    expect(money('10日元5日本銭', 'zh')).toEqual(['10.05 JPY']);
    expect(money('3美元50美分', 'zh')).toEqual(['3.5 USD']);
  });
});

describe('numbers in Spanish and Portuguese: a whole and a fraction, "tercios", "10  k"', () => {
  const numbers = (text: string, locale: string) => extractBuiltins(text, { locale, kinds: ['number'] }).map((s) => s.value);
  it('adds a fraction said after the whole, of its scale when one was said', () => {
    expect(numbers('dos y tres cuartos', 'es')).toEqual(['2.75']);
    expect(numbers('cinco billones con tres cuartos', 'es')).toEqual(['5750000000000']);
    expect(numbers('dois e três quartos', 'pt')).toEqual(['2.75']);
  });
  it('reads thirds and a thousands letter two spaces away', () => {
    expect(numbers('dos tercios', 'es')).toEqual(['0.666666666666667']);
    expect(numbers('dois terços', 'pt')).toEqual(['0.666666666666667']);
    expect(numbers('- 10  k', 'es')).toEqual(['-10000']);
  });
});

describe('halves said as words in Chinese and Japanese', () => {
  const numbers = (text: string, locale: string) => extractBuiltins(text, { locale, kinds: ['number'] }).map((s) => s.value);
  it('reads 一半, 半个, 半百, 半分, 半ダース', () => {
    expect(numbers('一半的人', 'zh')).toEqual(['0.5']);
    expect(numbers('半百', 'zh')).toEqual(['50']);
    expect(numbers('りんごを半分食べました。', 'ja')).toEqual(['0.5']);
    expect(numbers('桃を半ダース買いました。', 'ja')).toEqual(['6']);
  });
});

describe('Chinese decimals said with 点 are numbers, not times', () => {
  it('reads 一点五 as 1.5 and keeps 九点九分 a time', () => {
    expect(extractBuiltins('袜子五双九点九', { locale: 'zh', kinds: ['number'] }).map((s) => s.value)).toEqual(['5', '9.9']);
    expect(extractBuiltins('九点九分', { locale: 'zh', kinds: ['datetime'], referenceTime: '2026-01-01T00:00:00' }).map((s) => s.value)).toEqual(['2026-01-01T09:09:00+00:00']);
  });
});

describe('a fraction in words is a number, not a date', () => {
  it('reads "tres cuartos" as 0.75 and keeps "dos y media" a time', () => {
    expect(extractBuiltins('tres cuartos', { locale: 'es', kinds: ['number'] }).map((s) => s.value)).toEqual(['0.75']);
    expect(extractBuiltins('a las dos y media', { locale: 'es', kinds: ['datetime'], referenceTime: '2026-01-01T00:00:00' }).length).toBe(1);
  });
});

describe('Spanish and Portuguese fractions said with "un"/"um" or "-avo"', () => {
  const numbers = (text: string, locale: string) => extractBuiltins(text, { locale, kinds: ['number'] }).map((s) => s.value);
  it('reads one of a fraction, never a second, a third party or a room', () => {
    expect(numbers('un quinto', 'es')).toEqual(['0.2']);
    expect(numbers('tres dieciseisavos', 'es')).toEqual(['0.1875']);
    expect(numbers('um quinto', 'pt')).toEqual(['0.2']);
    expect(numbers('un segundo', 'es')).toEqual([]);
    expect(numbers('quiero un cuarto', 'es')).toEqual([]);
  });
});

describe('money in the Latin-script languages: pounds, pesetas, short cents', () => {
  const money = (text: string, locale: string) => extractBuiltins(text, { locale, kinds: ['money'] }).map((s) => s.value);
  it('reads "pounds", "Ptas" and cents said short after the amount', () => {
    expect(money('nueve pounds', 'es')).toEqual(['9 GBP']);
    expect(money('15Ptas', 'pt')).toEqual(['15 PTS']);
    expect(money('20 dollar 43c', 'nl')).toEqual(['20.43 USD']);
    expect(money('20 dollar 43', 'nl')).toEqual(['20.43 USD']);
    expect(money('20 dollar 43 mensen', 'nl')).toEqual(['20 USD']);
  });
});
