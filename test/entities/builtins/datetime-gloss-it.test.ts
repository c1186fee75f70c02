import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';
import { gloss } from '../../../src/entities/builtins/datetime-gloss.js';
import { GLOSSARY_IT } from '../../../src/entities/builtins/gloss-it.js';

// Friday 27 November 2026, 10:00 in Rome.
const AT = { referenceTime: '2026-11-27T10:00:00+01:00', timeZone: 'Europe/Rome' };
const read = (text: string, kinds: BuiltinKind[] = ['datetime'], at = AT) =>
  extractBuiltins(text, { locale: 'it', kinds, ...at }).map((s) => [s.kind, s.raw, s.value]);

describe('Italian dates through a gloss for the English grammar (issue 30)', () => {
  it('glosses date words and phrases, the number words that are no number first', () => {
    expect(gloss(GLOSSARY_IT, 'domani alle otto e mezza')!.text).toBe('tomorrow at 8:30');
    expect(gloss(GLOSSARY_IT, "tra un quarto d'ora")!.text).toBe('in a quarter of an hour');
    expect(gloss(GLOSSARY_IT, 'gli ultimi 2 secondi')!.text).toBe('last 2 seconds');
    expect(gloss(GLOSSARY_IT, 'la settimana prossima')!.text).toBe('next week');
  });

  it('reads a restaurant booking: the party size a number, the time a date, each span on its own words', () => {
    expect(read('un tavolo per 4 domani alle 20', ['number', 'datetime'])).toEqual([
      ['number', '4', '4'], ['datetime', 'domani alle 20', '2026-11-28T20:00:00+01:00'],
    ]);
    expect(read('un tavolo per quattro stasera alle 9', ['number', 'datetime'])).toEqual([
      ['number', 'quattro', '4'], ['datetime', 'stasera alle 9', '2026-11-27T21:00:00+01:00'],
    ]);
    expect(read('prenota per 2 persone sabato alle 19:30', ['number', 'datetime'])).toEqual([
      ['number', '2', '2'], ['datetime', 'sabato alle 19:30', '2026-11-28T19:30:00+01:00'],
    ]);
  });

  it('reads the written 24-hour clock as such, a bare hour as the next one, minutes to the hour', () => {
    expect(read('alle 3:18')).toEqual([['datetime', 'alle 3:18', '2026-11-28T03:18:00+01:00']]);
    expect(read('alle 8')).toEqual([['datetime', 'alle 8', '2026-11-27T20:00:00+01:00']]);
    expect(read('sono le 3 e mezza')).toEqual([['datetime', 'le 3 e mezza', '2026-11-27T15:30:00+01:00']]);
    expect(read('le 8 meno un quarto')).toEqual([['datetime', 'le 8 meno un quarto', '2026-11-27T19:45:00+01:00']]);
  });

  it('reads days, weeks, ranges and lengths in their Italian order', () => {
    expect(read('dopodomani')).toEqual([['datetime', 'dopodomani', '2026-11-29']]);
    expect(read('giovedì prossimo')).toEqual([['datetime', 'giovedì prossimo', '2026-12-03']]);
    expect(read('la settimana scorsa')).toEqual([['datetime', 'la settimana scorsa', '2026-11-16/2026-11-22']]);
    expect(read('dal 3 al 5 dicembre')).toEqual([['datetime', 'dal 3 al 5 dicembre', '2026-12-03/2026-12-05']]);
    expect(read("tra mezz'ora")).toEqual([['datetime', "tra mezz'ora", '2026-11-27T10:30:00+01:00']]);
    expect(read('3 giorni fa')).toEqual([['datetime', '3 giorni fa', '2026-11-24']]);
    expect(read('musica degli anni ottanta')).toEqual([['datetime', 'anni ottanta', '1980-01-01/1989-12-31']]);
    expect(read('alle sedici in punto')).toEqual([['datetime', 'alle sedici in punto', '2026-11-27T16:00:00+01:00']]);
    // A typographic apostrophe, as phones write it.
    expect(read('tra un’ora')).toEqual([['datetime', 'tra un’ora', '2026-11-27T11:00:00+01:00']]);
  });

  it('counts across a daylight-saving change in Rome, in autumn and in spring', () => {
    const autumn = { referenceTime: '2026-10-24T22:00:00+02:00', timeZone: 'Europe/Rome' };
    expect(read('domani alle 8', ['datetime'], autumn)).toEqual([['datetime', 'domani alle 8', '2026-10-25T08:00:00+01:00']]);
    expect(read('tra 6 ore', ['datetime'], autumn)).toEqual([['datetime', 'tra 6 ore', '2026-10-25T03:00:00+01:00']]);
    const spring = { referenceTime: '2026-03-28T22:00:00+01:00', timeZone: 'Europe/Rome' };
    expect(read('tra 6 ore', ['datetime'], spring)).toEqual([['datetime', 'tra 6 ore', '2026-03-29T05:00:00+02:00']]);
  });

  it('reads no date in ordinary sentences, greetings, or words that are English date words', () => {
    for (const text of ['come stai', 'buona sera a tutti', 'buongiorno, vorrei prenotare', 'il mar Mediterraneo è calmo',
      'sun may mar sat am a.m.', 'ora vado a casa', 'la seconda volta', 'secondo me è presto', 'ho sei anni', 'ho 80 anni',
      'le 3 cose che amo', 'ho comprato le 2 pizze']) {
      expect(read(text), text).toEqual([]);
    }
  });
});
