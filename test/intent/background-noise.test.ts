import { describe, expect, it } from 'vitest';
import { backgroundNoise } from '../../src/intent/background-noise.js';
import { readToken } from '../../src/intent/features.js';
import { FUNCTION_WORDS } from '../../src/text/english.js';

describe('backgroundNoise', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(backgroundNoise([3, 5, 8], 20, 1)).toEqual(backgroundNoise([3, 5, 8], 20, 1));
    expect(backgroundNoise([3, 5, 8], 20, 1)).not.toEqual(backgroundNoise([3, 5, 8], 20, 2));
  });

  it('draws lengths from the corpus and words among function words and unknown ones', () => {
    const noise = backgroundNoise([3, 5, 0, 8], 200, 7);
    expect(noise).toHaveLength(200);
    for (const statement of noise) expect([3, 5, 8]).toContain(statement.length);
    const tokens = noise.flat();
    const unknown = tokens.filter((t) => readToken(t).unknown);
    expect(unknown.length).toBeGreaterThan(tokens.length * 0.5);
    for (const t of tokens.filter((t) => !readToken(t).unknown)) expect(FUNCTION_WORDS).toContain(t);
  });

  it('makes nothing from an empty corpus', () => {
    expect(backgroundNoise([], 10, 1)).toEqual([]);
  });
});
