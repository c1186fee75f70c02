import { describe, expect, it } from 'vitest';
import { unknownWordRate } from '../../src/decision/unknown-words.js';

describe('unknownWordRate', () => {
  it('is the held-out share with one pseudo-count each way', () => {
    expect(unknownWordRate([{ words: 9, unknownWords: 1 }, { words: 9, unknownWords: 0 }])).toBeCloseTo(2 / 20, 12);
    expect(unknownWordRate([])).toBe(0.5);
  });
});
