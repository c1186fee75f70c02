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
});
