import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/entities/builtins/index.js';
import { readOwnDates } from '../../../src/entities/builtins/datetime-intl-read.js';
import { toWall, zoneOf } from '../../../src/entities/builtins/zone.js';

// Our French date reader (datetime-intl.ts, datetime-fr.ts). Reference: Friday 6 March 2026, 15:00 in Paris.
const at = (referenceTime: string) => ({ referenceTime, timeZone: 'Europe/Paris' });
const FRIDAY = at('2026-03-06T15:00:00');
const read = (text: string, time = FRIDAY) => extractBuiltins(text, { locale: 'fr', kinds: ['datetime'], ...time }).map((s) => [s.raw, s.value]);
const now = toWall(zoneOf('Europe/Paris'), Date.parse('2026-03-06T14:00:00Z'));
const own = (text: string) => readOwnDates('fr', text, { now, later: (wall, ms) => wall + ms });

describe('French dates and times read by our reader', () => {
  it.each([
    ["aujourd'hui", "aujourd'hui", '2026-03-06'],
    ['demain', 'demain', '2026-03-07'],
    ['après-demain', 'après-demain', '2026-03-08'],
    ['vendredi prochain', 'vendredi prochain', '2026-03-13'],
    ['lundi prochain', 'lundi prochain', '2026-03-09'],
    ['le 12 décembre à 16h', 'le 12 décembre à 16h', '2026-12-12T16:00:00+01:00'],
    ['le 1er mai 2027', 'le 1er mai 2027', '2027-05-01'],
    ['la semaine prochaine', 'la semaine prochaine', '2026-03-09/2026-03-15'],
    ['mardi de la semaine prochaine', 'mardi de la semaine prochaine', '2026-03-10'],
    // The gloss, read first in French, keeps English's conventions: the weekend from Friday 18:00, the evening 18–24.
    ['ce week-end', 'ce week-end', '2026-03-06T18:00:00+01:00/2026-03-09T00:00:00+01:00'],
    ['ce soir', 'ce soir', '2026-03-06T18:00:00+01:00/2026-03-07T00:00:00+01:00'],
    ['demain soir', 'demain soir', '2026-03-07T18:00:00+01:00/2026-03-08T00:00:00+01:00'],
    ['ce soir à 9 heures', 'ce soir à 9 heures', '2026-03-06T21:00:00+01:00'],
    ['8 heures ce soir', '8 heures ce soir', '2026-03-06T20:00:00+01:00'],
    ['à 21h30', 'à 21h30', '2026-03-06T21:30:00+01:00'],
    ['à 8 heures et demie', 'à 8 heures et demie', '2026-03-06T20:30:00+01:00'],
    ['à 9 heures moins le quart', 'à 9 heures moins le quart', '2026-03-06T20:45:00+01:00'],
    ['demain à midi', 'demain à midi', '2026-03-07T12:00:00+01:00'],
    ['de 15h à 17h', 'de 15h à 17h', '2026-03-06T15:00:00+01:00/2026-03-06T17:00:00+01:00'],
    // Past at 15:00: the next one, as in English.
    ['entre midi et 2', 'entre midi et 2', '2026-03-07T12:00:00+01:00/2026-03-07T14:00:00+01:00'],
    ['dans deux heures', 'dans deux heures', '2026-03-06T17:00:00+01:00'],
    ['dans une demi-heure', 'dans une demi-heure', '2026-03-06T15:30:00+01:00'],
    ['dans 3 jours', 'dans 3 jours', '2026-03-09'],
    ['il y a deux heures', 'il y a deux heures', '2026-03-06T13:00:00+01:00'],
    ['le mois prochain', 'le mois prochain', '2026-04'],
    ["l'année prochaine", "l'année prochaine", '2027'],
  ])('"%s"', (text, raw, value) => {
    expect(read(text)).toEqual([[raw, value]]);
  });

  it('keeps a party size apart from the time', () => {
    expect(extractBuiltins('une table pour 4 demain à 20h', { locale: 'fr', kinds: ['number', 'datetime'], ...FRIDAY }).map((s) => [s.kind, s.raw, s.value]))
      .toEqual([['number', '4', '4'], ['datetime', 'demain à 20h', '2026-03-07T20:00:00+01:00']]);
  });

  it('reads across the change to summer time in Paris (29 March 2026, 02:00 → 03:00)', () => {
    expect(read('dans deux heures', at('2026-03-29T01:30:00'))).toEqual([['dans deux heures', '2026-03-29T04:30:00+02:00']]);
    expect(read('demain à 9h', at('2026-03-28T20:00:00'))).toEqual([['demain à 9h', '2026-03-29T09:00:00+02:00']]);
  });

  it('answers alone only when every date word of the statement is in its spans', () => {
    expect(own('bonjour')).toEqual([]);
    expect(own('je voudrais réserver pour deux personnes ce soir')).toHaveLength(1);
    expect(own('à noël')).toBeNull();
    expect(own('du 3 au 5 mai')).toBeNull();
  });
});
