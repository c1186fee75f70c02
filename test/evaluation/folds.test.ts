import { describe, expect, it } from 'vitest';
import { stratifiedFolds } from '../../src/evaluation/folds.js';
import { seededRandom, shuffled } from '../../src/evaluation/prng.js';

/** 10 × a, 7 × b, 4 × c, 3 × out-of-scope, interleaved so no label sits in one block. */
const grouped: (string | null)[] = [
  ...Array.from({ length: 10 }, () => 'a'),
  ...Array.from({ length: 7 }, () => 'b'),
  ...Array.from({ length: 4 }, () => 'c'),
  ...Array.from({ length: 3 }, () => null),
];
const interleaved = grouped.map((_, i) => grouped[(i * 7) % grouped.length] as string | null);

function countsPerFold(folds: number[], k: number, label: string | null, of: readonly (string | null)[]): number[] {
  const counts = new Array<number>(k).fill(0);
  folds.forEach((fold, i) => {
    if (of[i] === label) counts[fold]! += 1;
  });
  return counts;
}

describe('stratifiedFolds', () => {
  it('spreads every label over the folds within one of each other', () => {
    const k = 3;
    const folds = stratifiedFolds(interleaved, k, 7);
    for (const label of ['a', 'b', 'c', null]) {
      const counts = countsPerFold(folds, k, label, interleaved);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(counts.reduce((s, c) => s + c, 0)).toBe(interleaved.filter((l) => l === label).length);
    }
  });

  it('gives folds whose sizes differ by at most one', () => {
    const folds = stratifiedFolds(interleaved, 5, 1);
    const sizes = [0, 1, 2, 3, 4].map((fold) => folds.filter((f) => f === fold).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(sizes.reduce((s, c) => s + c, 0)).toBe(interleaved.length);
  });

  it('is deterministic for a seed and changes with the seed', () => {
    expect(stratifiedFolds(interleaved, 3, 42)).toEqual(stratifiedFolds(interleaved, 3, 42));
    expect(stratifiedFolds(interleaved, 3, 42)).not.toEqual(stratifiedFolds(interleaved, 3, 43));
  });

  it('does not depend on the order labels first appear in', () => {
    // Same multiset of labels in reverse order: each label group gets the same shuffle stream.
    const forward = ['x', 'x', 'y', 'y'];
    const backward = ['y', 'y', 'x', 'x'];
    const f = stratifiedFolds(forward, 2, 3);
    const b = stratifiedFolds(backward, 2, 3);
    expect(countsPerFold(f, 2, 'x', forward)).toEqual(countsPerFold(b, 2, 'x', backward));
  });

  it('refuses fewer than 2 folds or fewer examples than folds, with a coded error', () => {
    expect(() => stratifiedFolds(interleaved, 1)).toThrow(expect.objectContaining({ code: 'INPUT_INVALID' }));
    expect(() => stratifiedFolds(['a', 'b'], 3)).toThrow(expect.objectContaining({ code: 'INPUT_INVALID' }));
  });
});

describe('seeded shuffling', () => {
  it('repeats the same stream for a seed (pinned so a change to the PRNG is noticed)', () => {
    const random = seededRandom(42);
    const first = [random(), random(), random()];
    const again = seededRandom(42);
    expect([again(), again(), again()]).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(shuffled([1, 2, 3, 4, 5, 6], seededRandom(42))).toMatchInlineSnapshot(`
      [
        2,
        1,
        5,
        6,
        3,
        4,
      ]
    `);
  });
});
