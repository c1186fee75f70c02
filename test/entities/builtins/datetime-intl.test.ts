import { describe, expect, it } from 'vitest';
import { readDatesIntl, type IntlDateWords } from '../../../src/entities/builtins/datetime-intl.js';
import { SPANISH_DATE_WORDS } from '../../../src/entities/builtins/datetime-es.js';
import { FRENCH_DATE_WORDS } from '../../../src/entities/builtins/datetime-fr.js';

// The shared reader tries an expression only near a cue of the language (datetime-intl.ts): that must lose nothing.
// Phrases made from each language's own words, in a few frames, are read with and without the reach: the same spans,
// and every span holds a cue (else a statement with only that date would be sent to the other readers).
const clock = { now: Date.UTC(2026, 2, 6, 15), later: (wall: number, ms: number) => wall + ms };

function phrases(w: IntlDateWords, extra: readonly string[]): string[] {
  const out = [...extra];
  for (const d of w.relativeDays.keys()) out.push(d);
  for (const d of w.weekdays.keys()) out.push(d);
  for (const m of w.months.keys()) out.push(`12 ${m}`);
  for (const k of w.weeks.keys()) out.push(k);
  for (const p of w.parts.keys()) out.push(p);
  for (const [n] of [...w.numbers].filter(([, v]) => v >= 1 && v <= 12)) out.push(n);
  return out;
}

const FRAMES = (p: string) => [p, `quiero reservar ${p} por favor`, `une table pour deux personnes ${p} merci`, `para cuatro ${p}`, `${p}, gracias`];

describe.each([
  ['es', SPANISH_DATE_WORDS, ['a las 9 y media de la noche', 'dentro de 3 días', 'en media hora', 'a partir de las 8', 'desde la una hasta las tres', 'el sábado de 8 a 10 de la noche', 'el lunes de la semana que viene', '6 de la mañana', 'las 4:00 a las 7 en punto', 'a mediodía', 'a la una', 'de tres a cinco']],
  ['fr', FRENCH_DATE_WORDS, ['à neuf heures et demie du soir', 'dans une demi-heure', 'à partir de 9h30', 'entre midi et 2', 'mardi de la semaine prochaine', 'à trois heures et quart demain après-midi', '8 heures ce soir', 'de quinze heures à dix-sept heures', 'vers 20h', 'midi quinze']],
] as const)('%s: the cue reach loses no date', (_, words, extra) => {
  it('reads the same spans with and without it, each holding a cue', () => {
    for (const p of phrases(words, extra)) {
      for (const text of FRAMES(p)) {
        const gated = readDatesIntl(words, text, clock);
        const all = readDatesIntl(words, text, clock, Infinity);
        expect(gated.spans, text).toEqual(all.spans);
        for (const span of all.spans) {
          words.cues.lastIndex = 0;
          expect(words.cues.test(text.toLowerCase().slice(span.start, span.end)), `${text}: "${text.slice(span.start, span.end)}"`).toBe(true);
        }
      }
    }
  });
});
