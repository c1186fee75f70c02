import { describe, expect, it } from 'vitest';
import { GroupSums } from '../../src/entities/tagger/group-sums.js';
import { seededRandom } from '../../src/intent/random.js';

describe('GroupSums', () => {
  it('keeps each group equal to the sum of its features after any updates', () => {
    const random = seededRandom(3);
    const F = 12;
    const L = 5;
    const groups = [[0, 1, 2], [2, 3], [4], [0, 5, 6, 7], [11]].map((g) => Int32Array.from(g));
    const sums = new GroupSums(groups, F, L);
    const weights = new Float64Array(F * L);
    for (let step = 0; step < 500; step++) {
      const f = Math.floor(random() * F);
      const l = Math.floor(random() * L);
      const delta = random() < 0.5 ? -1 : 1;
      weights[f * L + l] = weights[f * L + l]! + delta;
      sums.update(f, l, delta);
    }
    groups.forEach((members, g) => {
      const scores = new Float64Array(L + 2);
      sums.addScores(g, scores, 2);
      const expected = Array.from({ length: L }, (_, l) => Array.from(members).reduce((sum, f) => sum + weights[f * L + l]!, 0));
      expect(Array.from(scores.subarray(2))).toEqual(expected);
    });
  });
});
