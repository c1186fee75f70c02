import { describe, expect, it } from 'vitest';
import { editDistance, withinOneEdit } from '../../src/entities/edit-distance.js';
import { seededRandom } from '../../src/intent/random.js';

describe('withinOneEdit', () => {
  it('answers editDistance(a, b, 1) <= 1 exactly, swaps of adjacent letters included', () => {
    const random = seededRandom(3);
    // A three-letter alphabet, so that repeats, swaps and near misses all occur.
    const word = () => Array.from({ length: Math.floor(random() * 7) }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const a = word();
      const cut = Math.floor(random() * (a.length + 1));
      const b = random() < 0.5 ? word() : a.slice(0, cut) + 'abc'[Math.floor(random() * 3)] + a.slice(cut + Math.floor(random() * 2));
      expect(withinOneEdit(a, b)).toBe(editDistance(a, b, 1) <= 1);
    }
    expect(withinOneEdit('samsnug', 'samsung')).toBe(true);
    expect(withinOneEdit('berep', 'beef')).toBe(false);
  });
});
