import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';

// Friday 27 November 2026, 10:00 in Amsterdam.
const AT = { referenceTime: '2026-11-27T10:00:00+01:00', timeZone: 'Europe/Amsterdam' };
const read = (text: string, kinds: BuiltinKind[] = ['datetime'], at = AT) =>
  extractBuiltins(text, { locale: 'nl', kinds, ...at }).map((s) => [s.kind, s.raw, s.value]);

describe('Dutch dates through a gloss for the English grammar (issue 30)', () => {
  it('reads a restaurant booking: "voor 4 personen" is a party size, not "before 4"', () => {
    expect(read('Ik wil een tafel voor 4 personen morgen om half 8', ['number', 'datetime'])).toEqual([
      ['number', '4', '4'], ['datetime', 'morgen om half 8', '2026-11-28T07:30:00+01:00'],
    ]);
    expect(read('een tafel voor twee vanavond om 19 uur', ['number', 'datetime'])).toEqual([
      ['number', 'twee', '2'], ['datetime', 'vanavond om 19 uur', '2026-11-27T19:00:00+01:00'],
    ]);
    expect(read('voor 8 uur')).toEqual([['datetime', 'voor 8 uur', '../2026-11-27T20:00:00+01:00']]);
  });

  it('reads Dutch clock phrases and lengths', () => {
    expect(read('kwart over 7 \'s avonds')).toEqual([['datetime', 'kwart over 7 \'s avonds', '2026-11-27T19:15:00+01:00']]);
    expect(read('10 voor half 4')).toEqual([['datetime', '10 voor half 4', '2026-11-27T15:20:00+01:00']]);
    expect(read('over 2 uur')).toEqual([['datetime', 'over 2 uur', '2026-11-27T12:00:00+01:00']]);
    expect(read('twee jaar geleden')).toEqual([['datetime', 'twee jaar geleden', '2024-11-27']]);
    expect(read('op 24-12 om 18 uur')).toEqual([['datetime', '24-12 om 18 uur', '2026-12-24T18:00:00+01:00']]);
  });

  it('counts across a daylight-saving change in Amsterdam', () => {
    const before = { referenceTime: '2026-03-28T22:00:00+01:00', timeZone: 'Europe/Amsterdam' };
    expect(read('over 6 uur', ['datetime'], before)).toEqual([['datetime', 'over 6 uur', '2026-03-29T05:00:00+02:00']]);
  });

  it('reads "van" as "of" outside a range, parts of a month, centuries, decades and "later dan"', () => {
    expect(read('de tweede van augustus')).toEqual([['datetime', 'de tweede van augustus', '2027-08-02']]);
    expect(read('van 3 tot 5 uur')).toEqual([['datetime', 'van 3 tot 5 uur', '2026-11-27T15:00:00+01:00/2026-11-27T17:00:00+01:00']]);
    expect(read('eind van de dag')).toEqual([['datetime', 'eind van de dag', '2026-11-27T23:59:59+01:00']]);
    expect(read('voor begin september')).toEqual([['datetime', 'voor begin september', '../2027-09-01']]);
    expect(read('in de 15e eeuw')).toEqual([['datetime', 'de 15e eeuw', '1400-01-01/1499-12-31']]);
    expect(read("in de jaren '90")).toEqual([['datetime', "in de jaren '90", '1990-01-01/1999-12-31']]);
    expect(read('later dan 2018')).toEqual([['datetime', 'later dan 2018', '2019-01-01/..']]);
    expect(read('de laatste week van 2016')).toEqual([['datetime', 'de laatste week van 2016', '2016-12-26/2017-01-01']]);
    expect(read('op 05-aug-2016')).toEqual([['datetime', '05-aug-2016', '2016-08-05']]);
  });

  it('reads no date in ordinary sentences', () => {
    expect(read('Goedemorgen, hoe gaat het met je?')).toEqual([]);
    expect(read('Ik ben er zo')).toEqual([]);
    expect(read('de man is op het dak')).toEqual([]);
  });
  it('reads the second Easter and Christmas days after the ordinal pass, and Labour Day', () => {
    expect(read('Wat doen we op Tweede Paasdag?').map((r) => r.slice(1))).toEqual([['Tweede Paasdag', '2027-03-29']]);
    expect(read('Eerste Kerstdag bij oma').map((r) => r.slice(1))).toEqual([['Eerste Kerstdag', '2026-12-25']]);
    expect(read('vrij op de Dag van de Arbeid').map((r) => r.slice(1))).toEqual([['Dag van de Arbeid', '2027-05-01']]);
  });

  it('reads "voor" as "for" before a period with its determiner, and before stays before', () => {
    expect(read('de omzet voor dit kwartaal').map((r) => r.slice(1))).toEqual([['dit kwartaal', '2026-10-01/2026-12-31']]);
    expect(read('de omzet voor het jaar').map((r) => r.slice(1))).toEqual([['het jaar', '2026']]);
    expect(read('Wat is je plan voor de dag erna?').map((r) => r.slice(1))).toEqual([['de dag erna', '2026-11-28']]);
    expect(read('voor maandag').map((r) => r.slice(1))).toEqual([['voor maandag', '../2026-11-30']]);
  });

  it('reads the day before, the work week, to date and a count from a day', () => {
    expect(read('Wat is er de dag ervoor gebeurd?').map((r) => r.slice(1))).toEqual([['de dag ervoor', '2026-11-26']]);
    expect(read('Het moet deze werkweek af').map((r) => r.slice(1))).toEqual([['deze werkweek', '2026-11-23/2026-11-27']]);
    expect(read('van maart tot op heden').map((r) => r.slice(1))).toEqual([['van maart tot op heden', '2026-03-01/2026-11-27']]);
    expect(read('vier dagen gerekend vanaf gisteren').map((r) => r.slice(1))).toEqual([['vier dagen gerekend vanaf gisteren', '2026-11-30']]);
  });

  it('reads "anderhalf uur" as an hour and a half, no 17:00', () => {
    expect(read('het duurt anderhalf uur', ['duration', 'datetime'])).toEqual([['duration', 'anderhalf uur', 'PT1H30M']]);
    expect(read('over anderhalf uur')).toEqual([['datetime', 'over anderhalf uur', '2026-11-27T11:30:00+01:00']]);
  });
});
