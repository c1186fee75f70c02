import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';
import { gloss } from '../../../src/entities/builtins/datetime-gloss.js';
import { GLOSSARY_ES } from '../../../src/entities/builtins/gloss-es.js';

// Friday 27 November 2026, 10:00 in Madrid.
const AT = { referenceTime: '2026-11-27T10:00:00+01:00', timeZone: 'Europe/Madrid' };
const read = (text: string) => extractBuiltins(text, { locale: 'es', kinds: ['datetime'], ...AT }).map((s) => [s.raw, s.value]);

describe('Spanish dates: the gloss reads what recognizers-text leaves (issue 30)', () => {
  it('glosses Spanish date phrases into the English grammar\'s', () => {
    expect(gloss(GLOSSARY_ES, 'mañana por la mañana a las 9 y media')!.text).toBe('tomorrow morning at 9:30');
    expect(gloss(GLOSSARY_ES, 'el viernes que viene')!.text).toBe('next friday');
    expect(gloss(GLOSSARY_ES, 'hace dos semanas')!.text).toBe('2 weeks ago');
    expect(gloss(GLOSSARY_ES, 'el 12 de diciembre de 2027')!.text).toBe('the 12 december 2027');
  });

  it('adds its readings where recognizers-text found none', () => {
    expect(read('pasado mañana')).toEqual([['pasado mañana', '2026-11-29']]);
    expect(read('hace dos semanas')).toEqual([['hace dos semanas', '2026-11-13']]);
  });
});

describe('numbers of thousands said in words (issue 30)', () => {
  it('are numbers, not years, unless a word says a year', () => {
    const both = (locale: string, text: string) => extractBuiltins(text, { locale, kinds: ['number', 'datetime'], ...AT }).map((s) => [s.kind, s.raw, s.value]);
    expect(both('es', 'quiero dos mil')).toEqual([['number', 'dos mil', '2000']]);
    expect(both('de', 'zweitausend Euro')).toEqual([['number', 'zweitausend', '2000']]);
    expect(both('fr', 'les ventes en deux mille vingt')).toEqual([['datetime', 'en deux mille vingt', '2020']]);
    // "de" says a year only after a month or a day.
    expect(both('es', 'una multa de dos mil')).toEqual([['number', 'dos mil', '2000']]);
    expect(both('es', 'el 2 de octubre de dos mil veinte')).toEqual([['datetime', 'el 2 de octubre de dos mil veinte', '2020-10-02']]);
  });
});
