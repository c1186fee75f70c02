import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { memoizeExtractors, newParse } from '../../../src/entities/builtins/recognizers-memo.js';

// recognizers-text's date-time model with its extractors' answers kept for one parse gives the same answers as
// without, parse after parse (its callers change the results they get: the kept ones must not change with them).
const { DateTimeRecognizer } = createRequire(import.meta.url)('@microsoft/recognizers-text-date-time') as {
  DateTimeRecognizer: new (culture: string, options?: number, lazy?: boolean) => { getDateTimeModel(culture: string, fallback: boolean): { parse(q: string, d?: Date): unknown[] } };
};

describe('recognizers-text extractors kept for one parse', () => {
  it('answer as the package alone does, statement after statement and again', () => {
    const plain = new DateTimeRecognizer('es-es', 0, true).getDateTimeModel('es-es', false);
    const kept = new DateTimeRecognizer('es-es', 0, true).getDateTimeModel('es-es', false);
    expect(memoizeExtractors(kept)).toBeGreaterThan(10);
    const statements = ['reservar para veintitrés personas el sábado a las 9 de la noche', 'mesa para 4 pasado mañana', 'del 3 al 5 de marzo', 'hola', 'mañana por la tarde'];
    const reference = new Date(2026, 2, 6, 15);
    for (let round = 0; round < 2; round++) {
      for (const s of statements) {
        newParse();
        expect(kept.parse(s, reference)).toEqual(plain.parse(s, reference));
      }
    }
    // Another reference date in the same parse generation is another answer.
    newParse();
    expect(kept.parse('mañana', new Date(2026, 5, 1, 9))).toEqual(plain.parse('mañana', new Date(2026, 5, 1, 9)));
  });
});
