import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';

// Friday 27 November 2026, 10:00 in Paris.
const AT = { referenceTime: '2026-11-27T10:00:00+01:00', timeZone: 'Europe/Paris' };
const read = (text: string, kinds: BuiltinKind[] = ['datetime'], at = AT) =>
  extractBuiltins(text, { locale: 'fr', kinds, ...at }).map((s) => [s.kind, s.raw, s.value]);

describe('French dates through a gloss for the English grammar (issue 30)', () => {
  it('reads a restaurant booking: the party size a number, the time a date', () => {
    expect(read('Bonjour, une table pour 4 demain à 20h', ['number', 'datetime'])).toEqual([
      ['number', '4', '4'], ['datetime', 'demain à 20h', '2026-11-28T20:00:00+01:00'],
    ]);
    expect(read('je voudrais réserver pour deux personnes samedi soir à 19h30', ['number', 'datetime'])).toEqual([
      ['number', 'deux', '2'], ['datetime', 'samedi soir à 19h30', '2026-11-28T19:30:00+01:00'],
    ]);
  });

  it('reads the written 24-hour clock, and hours said in words as the next one', () => {
    expect(read('demain à 5h')).toEqual([['datetime', 'demain à 5h', '2026-11-28T05:00:00+01:00']]);
    expect(read('à trois heures et quart cet après-midi')).toEqual([['datetime', 'à trois heures et quart cet après-midi', '2026-11-27T15:15:00+01:00']]);
    expect(read('à midi et demi')).toEqual([['datetime', 'à midi et demi', '2026-11-27T12:30:00+01:00']]);
    expect(read('entre 7h30 et 9h30')).toEqual([['datetime', 'entre 7h30 et 9h30', '2026-11-28T07:30:00+01:00/2026-11-28T09:30:00+01:00']]);
  });

  it('reads next and last after the word they qualify, and lengths', () => {
    expect(read('mardi prochain')).toEqual([['datetime', 'mardi prochain', '2026-12-01']]);
    expect(read('la semaine dernière')).toEqual([['datetime', 'la semaine dernière', '2026-11-16/2026-11-22']]);
    expect(read('il y a trois jours')).toEqual([['datetime', 'il y a trois jours', '2026-11-24']]);
    expect(read('du 3 au 5 mars')).toEqual([['datetime', 'du 3 au 5 mars', '2027-03-03/2027-03-05']]);
  });

  it('counts across a daylight-saving change in Paris', () => {
    const before = { referenceTime: '2026-03-28T22:00:00+01:00', timeZone: 'Europe/Paris' };
    expect(read('dans 6 heures', ['datetime'], before)).toEqual([['datetime', 'dans 6 heures', '2026-03-29T05:00:00+02:00']]);
  });

  it('reads "à" after a day as its time, "de 5 à 7", "lundi en huit", a day or week of a month and its end', () => {
    const value = (text: string) => read(text).map((r) => r[2]);
    expect(value('le 16 à 6h du soir')).toEqual(['2026-12-16T18:00:00+01:00']);
    expect(value('vendredi 15 à 16h')).toEqual(['2027-01-15T16:00:00+01:00']);
    expect(value('de 5 à 7')).toEqual(['2026-11-27T17:00:00+01:00/2026-11-27T19:00:00+01:00']);
    expect(value('lundi en huit')).toEqual(['2026-12-07']);
    expect(value('le 3eme jour d\'octobre')).toEqual(['2027-10-03']);
    expect(value('la dernière semaine de septembre 2014')).toEqual(['2014-09-22/2014-09-28']);
    expect(value('midi moins le quart')).toEqual(['2026-11-27T11:45:00+01:00']);
    expect(value('fin du mois de mars')).toEqual(['2027-03-21/2027-03-31']);
  });

  it('reads no date in ordinary sentences', () => {
    expect(read('Bonsoir, comment ça va ?')).toEqual([]);
    expect(read('Je suis à Paris')).toEqual([]);
  });
  it('reads a range of days said with their weekdays, from a day on, within a length, the day before', () => {
    const values = (text: string) => read(text).map((r) => [r[1], r[2]]);
    expect(values('en vacances du samedi 12 au dimanche 20 décembre')).toEqual([['du samedi 12 au dimanche 20 décembre', '2026-12-12/2026-12-20']]);
    expect(values('du 1er au mercredi 9 décembre')).toEqual([['du 1er au mercredi 9 décembre', '2026-12-01/2026-12-09']]);
    expect(values('ouvert à partir du 8 décembre')).toEqual([['à partir du 8 décembre', '2026-12-08/..']]);
    expect(values('à partir du 3')).toEqual([['à partir du 3', '2026-12-03/..']]);
    expect(values('livré d\'ici 2 semaines')).toEqual([['d\'ici 2 semaines', '2026-11-27T10:00:00+01:00/2026-12-11T00:00:00+01:00']]);
    expect(values('la veille au soir')).toEqual([['la veille au soir', '2026-11-26T18:00:00+01:00/2026-11-27T00:00:00+01:00']]);
    expect(values('la veille de Noël')).toEqual([['la veille de Noël', '2026-12-24']]);
    // After a length, "à partir du" counts from that day.
    expect(values('2 semaines à partir du 15 décembre')).toEqual([['2 semaines à partir du 15 décembre', '2026-12-29']]);
  });

  it('reads "la seconde fois" as an ordinal, no date from now to now', () => {
    expect(read("c'est la seconde fois", ['ordinal', 'datetime'])).toEqual([['ordinal', 'seconde', '2']]);
  });
});
