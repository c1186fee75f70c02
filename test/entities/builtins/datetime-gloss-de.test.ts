import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';
import { gloss } from '../../../src/entities/builtins/datetime-gloss.js';
import { GLOSSARY_DE } from '../../../src/entities/builtins/gloss-de.js';

// Friday 27 November 2026, 10:00 in Berlin.
const AT = { referenceTime: '2026-11-27T10:00:00+01:00', timeZone: 'Europe/Berlin' };
const read = (text: string, kinds: BuiltinKind[] = ['datetime'], at = AT) =>
  extractBuiltins(text, { locale: 'de', kinds, ...at }).map((s) => [s.kind, s.raw, s.value]);

describe('German dates through a gloss for the English grammar (issue 30)', () => {
  it('glosses date words and phrases, keeping unknown words one word', () => {
    expect(gloss(GLOSSARY_DE, 'morgen um halb 8')!.text).toBe('tomorrow at 7:30');
    expect(gloss(GLOSSARY_DE, 'vor zwei Tagen')!.text).toBe('2 days ago');
    expect(gloss(GLOSSARY_DE, 'am 24.12. um 18 Uhr')!.text).toBe('on 24 december at 18 o\'clock');
    expect(gloss(GLOSSARY_DE, 'früher')!.text).toBe('frxher');
  });

  it('reads a restaurant booking: the party size a number, the time a date, each span on its own words', () => {
    expect(read('Tisch für 4 Personen morgen um halb 8', ['number', 'datetime'])).toEqual([
      ['number', '4', '4'], ['datetime', 'morgen um halb 8', '2026-11-28T07:30:00+01:00'],
    ]);
    expect(read('einen Tisch für zwei heute abend um 19 Uhr', ['number', 'datetime'])).toEqual([
      ['number', 'zwei', '2'], ['datetime', 'heute abend um 19 Uhr', '2026-11-27T19:00:00+01:00'],
    ]);
    expect(read('am Samstag um 20:30 für 6 Personen', ['number', 'datetime'])).toEqual([
      ['datetime', 'Samstag um 20:30', '2026-11-28T20:30:00+01:00'], ['number', '6', '6'],
    ]);
  });

  it('reads the written 24-hour clock as such, and a bare hour as the next one', () => {
    expect(read('um 3:18')).toEqual([['datetime', 'um 3:18', '2026-11-28T03:18:00+01:00']]);
    expect(read('um 8')).toEqual([['datetime', 'um 8', '2026-11-27T20:00:00+01:00']]);
  });

  it('reads days, weeks and lengths in their German order', () => {
    expect(read('übermorgen')).toEqual([['datetime', 'übermorgen', '2026-11-29']]);
    expect(read('nächsten Freitag')).toEqual([['datetime', 'nächsten Freitag', '2026-12-04']]);
    expect(read('vom 3. bis 5. Dezember')).toEqual([['datetime', 'vom 3. bis 5. Dezember', '2026-12-03/2026-12-05']]);
    expect(read('in einer halben Stunde')).toEqual([['datetime', 'in einer halben Stunde', '2026-11-27T10:30:00+01:00']]);
    expect(read('Montag dieser Woche')).toEqual([['datetime', 'Montag dieser Woche', '2026-11-23']]);
  });

  it('counts across a daylight-saving change in Berlin', () => {
    const before = { referenceTime: '2026-10-24T22:00:00+02:00', timeZone: 'Europe/Berlin' };
    expect(read('morgen um 8', ['datetime'], before)).toEqual([['datetime', 'morgen um 8', '2026-10-25T08:00:00+01:00']]);
    expect(read('in 6 Stunden', ['datetime'], before)).toEqual([['datetime', 'in 6 Stunden', '2026-10-25T03:00:00+01:00']]);
  });

  it('reads ordinal days and months, "viertel 8", early and late parts of a day, abbreviated units and feasts', () => {
    expect(read('Ich komme am Donnerstag, den siebten vierten zurück.').map((r) => r.slice(-2))).toEqual([['Donnerstag, den siebten vierten', '2027-04-07']]);
    expect(read('Es ist viertel 8.').map((r) => r.slice(-1))).toEqual([['2026-11-27T19:15:00+01:00']]);
    expect(read('am sonntag frühmorgens um 8:00').map((r) => r.slice(-1))).toEqual([['2026-11-29T08:00:00+01:00']]);
    expect(read('in 15 Tg.').map((r) => r.slice(-1))).toEqual([['2026-12-12']]);
    expect(read('an Barbaratag').map((r) => r.slice(-1))).toEqual([['2026-12-04']]);
  });

  it('reads no date in a greeting, in "so" or in "zu früh"', () => {
    expect(read('Guten Morgen, haben Sie morgen Zeit?')).toEqual([['datetime', 'morgen', '2026-11-28']]);
    expect(read('so schnell wie möglich')).toEqual([]);
    expect(read('Das ist mir zu früh')).toEqual([]);
  });
  it('reads feasts of every faith by their German names, Vatertag as Germany keeps it (Ascension Day)', () => {
    const values = (text: string) => read(text).map((r) => [r[1], r[2]]);
    expect(values('Wir grillen am Vatertag')).toEqual([['Vatertag', '2027-05-06']]);
    expect(values('Ist Schawuot 2027 ein Feiertag?')).toEqual([['Schawuot 2027', '2027-06-10/2027-06-12']]);
    expect(values('Termin am Holocaust-Gedenktag')).toEqual([['Holocaust-Gedenktag', '2027-05-03']]);
    expect(values('am Sauberen Montag')).toEqual([['Sauberen Montag', '2027-03-15']]);
    expect(values('Gottesdienst am Heiligen Donnerstag')).toEqual([['Heiligen Donnerstag', '2027-03-25']]);
    expect(values('Stiller Samstag')).toEqual([['Stiller Samstag', '2027-03-27']]);
    expect(values('Mein Vater hat frei')).toEqual([]);
  });

  it('reads three days back and ahead, a few days, and a time at the earliest or latest', () => {
    expect(read('vorvorgestern war ich krank').map((r) => r.slice(1))).toEqual([['vorvorgestern', '2026-11-24']]);
    expect(read('überübermorgen habe ich frei').map((r) => r.slice(1))).toEqual([['überübermorgen', '2026-11-30']]);
    expect(read('in den nächsten paar Tagen').map((r) => r.slice(1))).toEqual([['in den nächsten paar Tagen', '2026-11-28/2026-11-30']]);
    expect(read('Ich bin um 18 Uhr spätestens da').map((r) => r.slice(1))).toEqual([['um 18 Uhr spätestens', '../2026-11-27T18:00:00+01:00']]);
    expect(read('spätestens um 11 Uhr').map((r) => r.slice(1))).toEqual([['spätestens um 11 Uhr', '../2026-11-27T11:00:00+01:00']]);
    expect(read('Abholung 14 Uhr frühestens').map((r) => r.slice(1))).toEqual([['14 Uhr frühestens', '2026-11-27T14:00:00+01:00/..']]);
  });
  it('reads a time with its seconds, "ist" as a word (not India\'s zone), and "am 7. vierter" as 7 April', () => {
    expect(read('Am 14. Oktober um 8:00:31 ist es dann so weit.').map((r) => r.slice(1))).toEqual([['Am 14. Oktober um 8:00:31', '2027-10-14T08:00:31+02:00']]);
    expect(read('Ich komme am 7. vierter zurück.').map((r) => r[2])).toEqual(['2027-04-07']);
  });
});
