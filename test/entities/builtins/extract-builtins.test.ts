import { describe, expect, it } from 'vitest';
import { BUILTIN_KINDS, extractBuiltins, supportedLocales, type BuiltinKind } from '../../../src/index.js';

// Duckling's reference: Tuesday 12 February 2013, 04:30 at -02:00.
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string, kind: BuiltinKind, options: object = AT) => extractBuiltins(text, { kinds: [kind], ...options }).map((s) => s.value);

describe('extractBuiltins: every value form', () => {
  it('writes points by their grain: second, minute and hour with the offset; day, month, year; week and quarter as first and last day', () => {
    expect(value('now', 'datetime')).toEqual(['2013-02-12T04:30:00-02:00']);
    expect(value('at 8:15pm', 'datetime')).toEqual(['2013-02-12T20:15:00-02:00']);
    expect(value('tomorrow at 7pm', 'datetime')).toEqual(['2013-02-13T19:00:00-02:00']);
    expect(value('the day after tomorrow', 'datetime')).toEqual(['2013-02-14']);
    expect(value('on the 3rd of march', 'datetime')).toEqual(['2013-03-03']);
    expect(value('next month', 'datetime')).toEqual(['2013-03']);
    expect(value('next year', 'datetime')).toEqual(['2014']);
    expect(value('next week', 'datetime')).toEqual(['2013-02-18/2013-02-24']);
    expect(value('the third quarter', 'datetime')).toEqual(['2013-07-01/2013-09-30']);
  });

  it('writes intervals as start/end and open ones as start/.. and ../end', () => {
    expect(value('from 3 to 5pm', 'datetime')).toEqual(['2013-02-12T15:00:00-02:00/2013-02-12T17:00:00-02:00']);
    expect(value('3-4pm', 'datetime')).toEqual(['2013-02-12T15:00:00-02:00/2013-02-12T16:00:00-02:00']);
    expect(value('this evening', 'datetime')).toEqual(['2013-02-12T18:00:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('this weekend', 'datetime')).toEqual(['2013-02-15T18:00:00-02:00/2013-02-18T00:00:00-02:00']);
    expect(value('next 3 days', 'datetime')).toEqual(['2013-02-13/2013-02-15']);
    expect(value('after 6pm', 'datetime')).toEqual(['2013-02-12T18:00:00-02:00/..']);
    expect(value('before friday', 'datetime')).toEqual(['../2013-02-15']);
    expect(value('in two hours', 'datetime')).toEqual(['2013-02-12T06:30:00-02:00']);
  });

  it('keeps the documented weekday conventions: a weekday alone is the next one after today, "next" is next week\'s', () => {
    expect(value('tuesday', 'datetime')).toEqual(['2013-02-19']);
    expect(value('this tuesday', 'datetime')).toEqual(['2013-02-12']);
    expect(value('wednesday', 'datetime')).toEqual(['2013-02-13']);
    expect(value('next wednesday', 'datetime')).toEqual(['2013-02-20']);
    expect(value('last tuesday', 'datetime')).toEqual(['2013-02-05']);
    expect(value('christmas', 'datetime')).toEqual(['2013-12-25']);
  });

  it('writes durations, ordinals, percentages, temperatures, distances, money and phones in their forms', () => {
    expect(value('for 2 hours and 30 minutes', 'duration')).toEqual(['PT2H30M']);
    expect(value('an hour and a half', 'duration')).toEqual(['PT1H30M']);
    expect(value('3 days', 'duration')).toEqual(['P3D']);
    expect(value('the 3rd one and the twenty-first', 'ordinal')).toEqual(['3', '21']);
    expect(value('25% off or 10 percent', 'percentage')).toEqual(['25', '10']);
    expect(value('it is 37°C or 70 degrees fahrenheit, 45 degrees', 'temperature')).toEqual(['37 celsius', '70 fahrenheit', '45 degree']);
    expect(value('3 km then 8 miles', 'distance')).toEqual(['3 km', '8 mi']);
    expect(value('EUR 20 or $5', 'money')).toEqual(['20 EUR', '5 USD']);
    expect(value('call +33 1 46 64 79 98 or 650-701-8887', 'phone')).toEqual(['+33146647998', '6507018887']);
  });

  it('reads one reading per span: numbers inside dates and times are no numbers', () => {
    for (const text of ['8:15pm', 'the 3rd of march', '12/24', '7.45pm', '19:00']) expect(value(text, 'number'), text).toEqual([]);
    expect(value('table for 7 at 8:15pm', 'number')).toEqual(['7']);
    const all = extractBuiltins('table for 7 at 8:15pm', AT);
    expect(all.map((s) => [s.kind, s.raw, s.start, s.end])).toEqual([['number', '7', 10, 11], ['datetime', 'at 8:15pm', 12, 21]]);
  });

  it('makes the reference time and zone the only inputs that change a value, daylight saving included', () => {
    // New York changes to summer time on 10 March 2024 at 02:00: the same wall time has a new offset.
    const ny = { referenceTime: '2024-03-09T12:00:00', timeZone: 'America/New_York' };
    expect(value('tomorrow at 9am', 'datetime', ny)).toEqual(['2024-03-10T09:00:00-04:00']);
    expect(value('tonight at 9', 'datetime', ny)).toEqual(['2024-03-09T21:00:00-05:00']);
    // 02:30 does not exist that night: the clock reads 03:30.
    expect(value('tomorrow at 2:30am', 'datetime', ny)).toEqual(['2024-03-10T03:30:00-04:00']);
    // A whole day across the change is still one day; "in 2 hours" is two real hours.
    expect(value('in 2 hours', 'datetime', { referenceTime: '2024-03-10T01:30:00', timeZone: 'America/New_York' })).toEqual(['2024-03-10T04:30:00-04:00']);
    // Back to winter time on 3 November 2024: 01:30 happens twice, the first is taken.
    expect(value('tomorrow at 1:30am', 'datetime', { referenceTime: '2024-11-02T12:00:00', timeZone: 'America/New_York' })).toEqual(['2024-11-03T01:30:00-04:00']);
    // The same instant in another zone is another day.
    expect(value('today', 'datetime', { referenceTime: '2024-03-09T23:30:00Z', timeZone: 'Asia/Tokyo' })).toEqual(['2024-03-10']);
    expect(value('today', 'datetime', { referenceTime: new Date('2024-03-09T23:30:00Z'), timeZone: 'UTC' })).toEqual(['2024-03-09']);
  });

  it('gives each span a structured resolution', () => {
    const [span] = extractBuiltins('this weekend', { ...AT, kinds: ['datetime'] });
    expect(span).toMatchObject({ kind: 'datetime', raw: 'this weekend', start: 0, end: 12 });
    expect(span!.resolution).toEqual({ type: 'interval', grain: 'hour', start: '2013-02-15T18:00:00-02:00', end: '2013-02-18T00:00:00-02:00', timeZone: '-02:00' });
    expect(extractBuiltins('37°C', { kinds: ['temperature'] })[0]!.resolution).toEqual({ value: 37, unit: 'celsius' });
  });

  it('refuses bad options with INPUT_INVALID saying what was expected, and lists its locales', () => {
    expect(() => extractBuiltins('now', { timeZone: 'Nowhere/Land' })).toThrow(/expected a time zone/);
    expect(() => extractBuiltins('now', { referenceTime: '2013-02-30T00:00:00' })).toThrow(/expected the reference time/);
    expect(() => extractBuiltins('now', { locale: 'xx' })).toThrow(/expected a locale/);
    expect(() => extractBuiltins('now', { kinds: ['date' as BuiltinKind] })).toThrow(/expected builtin kinds/);
    expect(supportedLocales().map((l) => l.locale)).toContain('en');
  });
});

describe('extractBuiltins in other languages: dates and times through chrono-node and recognizers-text', () => {
  const PARIS = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };
  it('reads dates and times in French, German, Dutch, Italian, Japanese and Chinese, in our value forms', () => {
    const read = (locale: string, text: string) => extractBuiltins(text, { locale, ...PARIS, kinds: ['datetime'] }).map((s) => s.value);
    expect(read('fr', 'demain à 20h')).toEqual(['2026-03-07T20:00:00+01:00']);
    expect(read('de', 'morgen um 20 Uhr')).toEqual(['2026-03-07T20:00:00+01:00']);
    expect(read('nl', 'morgen om 20:00')).toEqual(['2026-03-07T20:00:00+01:00']);
    expect(read('it', 'domani alle 20')).toEqual(['2026-03-07T20:00:00+01:00']);
    expect(read('ja', '明日の午後8時')).toEqual(['2026-03-07T20:00:00+01:00']);
    expect(read('zh-CN', '明天晚上8点')).toEqual(['2026-03-07T20:00:00+01:00']);
    // After the change to summer time, the offset of that day.
    expect(read('fr', 'le 2 avril à 19h')).toEqual(['2026-04-02T19:00:00+02:00']);
  });

  it('lists each locale with the kinds it reads: every kind, in every language', () => {
    expect(supportedLocales()).toContainEqual({ locale: 'fr', kinds: [...BUILTIN_KINDS] });
    expect(extractBuiltins('vingt-cinq degrés', { locale: 'fr', kinds: ['temperature'] }).map((s) => s.value)).toEqual(['25 degree']);
  });
});
