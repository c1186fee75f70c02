import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/entities/builtins/index.js';

// More families of number expressions the peers' grammars read (Recognizers-Text's per-language numeric resources,
// MIT; Duckling's Numeral, Ordinal and Duration rules, BSD) that our readers missed or misread. Each case is our own
// sentence written from the family, not a suite case. Reference: 6 March 2026, 15:00 in Madrid.
const MADRID = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
const read = (locale: string, text: string, kind: BuiltinKind = 'number') => extractBuiltins(text, { locale, kinds: [kind], ...MADRID }).map((s) => [s.raw, s.value]);

describe('seconds are no fraction and no ordinal (es, fr, it, pt)', () => {
  it('reads twenty seconds as a length, not ten (twenty halves) nor the 22nd', () => {
    expect(read('es', 'el horno pita cada veinte segundos', 'duration')).toEqual([['veinte segundos', 'PT20S']]);
    expect(read('es', 'el horno pita cada veinte segundos')).toEqual([]);
    expect(read('pt', 'o forno apita a cada trinta segundos', 'duration')).toEqual([['trinta segundos', 'PT30S']]);
    expect(read('fr', 'le four sonne toutes les quarante secondes', 'duration')).toEqual([['quarante secondes', 'PT40S']]);
    expect(read('it', 'il forno suona ogni cinquanta secondi', 'duration')).toEqual([['cinquanta secondi', 'PT50S']]);
    expect(read('it', 'il forno suona ogni cinquanta secondi', 'ordinal')).toEqual([]);
  });

  it('keeps the fractions said with other plural ordinals, and the compound ordinals', () => {
    expect(read('es', 'usa siete octavos de la harina')).toEqual([['siete octavos', '0.875']]);
    expect(read('es', 'llegó en vigésimo segundo lugar', 'ordinal')).toEqual([['vigésimo segundo', '22']]);
    expect(read('es', 'el cuatrocientos doce milésimo visitante', 'ordinal')).toEqual([['cuatrocientos doce milésimo', '412000']]);
    expect(read('fr', 'arrivé trente-deuxième', 'ordinal')).toEqual([['trente-deuxième', '32']]);
  });

  it('reads Italian fractions said as a count of plural ordinals', () => {
    expect(read('it', 'aggiungi tre quarti del latte')).toEqual([['tre quarti', '0.75']]);
    expect(read('it', 'servono due terzi della farina')).toEqual([['due terzi', '0.666666666666667']]);
    expect(read('it', 'trenta quinti fanno sei')).toEqual([['trenta quinti', '6'], ['sei', '6']]);
  });
});
