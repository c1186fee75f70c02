import { describe, expect, it } from 'vitest';
import type { Example } from '../../src/corpus/types.js';
import { newValueRates, unseenValueCopies } from '../../src/entities/tagger/unseen-value-copies.js';

/** "from <station> to 5th avenue please": every station new, the destination always the same. */
function trip(station: string): Example {
  const text = `from ${station} to 5th avenue please`;
  const to = text.indexOf('5th');
  return { text, spans: [
    { entity: 'from', start: 5, end: 5 + station.length, value: station },
    { entity: 'to', start: to, end: to + 10, value: '5th avenue' },
  ] };
}
const stations = ['Union Square', 'Canal Street', 'Grand Central', 'Bowling Green', 'Wall Street', 'Times Square'];

describe('newValueRates', () => {
  it('is the share of an entity\'s mentions whose value occurs once (Good–Turing)', () => {
    const rates = newValueRates([...stations.map(trip), trip('Union Square'), trip('Union Square')]);
    expect(rates.get('from')).toBeCloseTo(5 / 8, 12);
    expect(rates.get('to')).toBe(0);
  });
});

describe('unseenValueCopies', () => {
  it('makes up the values of entities with new values, keeping case pattern, digits and the words around; closed ones stay', () => {
    const copies = unseenValueCopies(stations.map(trip), 1, 7);
    expect(copies).toHaveLength(stations.length);
    for (const copy of copies) {
      expect(copy.text.startsWith('from ')).toBe(true);
      expect(copy.text.endsWith(' to 5th avenue please')).toBe(true);
      for (const span of copy.spans) expect(copy.text.slice(span.start, span.end)).toBe(span.value);
      expect(copy.spans[0]!.value).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(stations).not.toContain(copy.spans[0]!.value);
      expect(copy.spans[1]!.value).toBe('5th avenue');
    }
  });

  it('copies a seeded share of the annotated statements, the same for the same seed', () => {
    const many = Array.from({ length: 200 }, (_, k) => trip(`Station${String.fromCharCode(97 + (k % 26))}${String.fromCharCode(97 + Math.floor(k / 26))}`));
    const copies = unseenValueCopies([...many, { text: 'hello', spans: [] }], 0.3, 3);
    expect(copies.length).toBeGreaterThan(40);
    expect(copies.length).toBeLessThan(80);
    expect(unseenValueCopies(many, 0.3, 3)).toEqual(copies);
    expect(unseenValueCopies(many, 0, 3)).toEqual([]);
  });
});
