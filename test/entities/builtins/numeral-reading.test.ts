import { describe, expect, it } from 'vitest';
import { findLatinNumerals } from '../../../src/entities/builtins/numerals/latin.js';
import { NumeralReading, readNumerals } from '../../../src/entities/builtins/numerals/read.js';
import { extractBuiltins } from '../../../src/entities/builtins/index.js';

// A statement's numerals are read once and shared by every kind and by the date gloss, which reads the statement's
// lower case (datetime-gloss.ts): so the readers must give the same numerals for a text and its lower case.
describe('one reading of a statement\'s numerals', () => {
  it.each([
    ['es', 'Reservar Para Veintitrés Personas el Sábado a las 9'],
    ['es', 'DOS MIL VEINTE, Tres Cuartos y 5K’s'],
    ['fr', 'Quatre-Vingt-Dix-Neuf, le 2ÈME, l’An Deux Mille Vingt'],
    ['de', 'DreiUndZwanzig Personen, Einhunderteinunddreißig, der 3. Mai'],
    ['pt', 'Duzentos E Quarenta E Três, 1º Andar, 3M'],
    ['it', 'TremilaDuecentoQuarantatré, Un Quarto'],
    ['nl', 'Drieëntwintig Personen, Twee Komma Vijf'],
    ['ja', '明日の２０時に二十三人、３Ｋ'],
  ] as const)('%s: %s reads as its lower case does', (language, text) => {
    const lower = text.toLowerCase().replace(/’/g, "'");
    expect(lower.length).toBe(text.length);
    expect(readNumerals(language, text).length).toBeGreaterThan(0);
    expect(readNumerals(language, lower)).toEqual(readNumerals(language, text));
  });

  it('reads each text once and keeps the statement and another form apart', () => {
    const reading = new NumeralReading('es');
    const first = reading.of('mesa para dos');
    expect(reading.of('mesa para dos')).toBe(first);
    expect(first).toEqual(findLatinNumerals('es', 'mesa para dos'));
    expect(reading.of('mesa para tres')).toEqual(findLatinNumerals('es', 'mesa para tres'));
    expect(reading.of('mesa para dos')).toBe(first);
  });

  it('gives every kind the same numbers whether words were seen before or not', () => {
    // The word memo (numerals/latin.ts) keeps a word's reading per language: a second reading gives the same spans.
    const text = 'Treinta y tres euros, el tercer piso, 20 grados';
    const once = extractBuiltins(text, { locale: 'es', referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' });
    const again = extractBuiltins(text, { locale: 'es', referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' });
    expect(again).toEqual(once);
    expect(once.map((s) => [s.kind, s.value])).toEqual([['money', '33 EUR'], ['ordinal', '3'], ['temperature', '20 degree']]);
  });
});
