import { describe, expect, it } from 'vitest';
import { binomialTail, unknownWordRate, unknownWordsSurprising } from '../../src/decision/unknown-words.js';

describe('binomialTail', () => {
  it('is P(X ≥ k): 1 at k = 0, 0 above n, and matches the sum of the mass', () => {
    expect(binomialTail(10, 0, 0.3)).toBe(1);
    expect(binomialTail(3, 4, 0.3)).toBe(0);
    // P(X ≥ 2) for n = 4, p = 0.5: (6 + 4 + 1) / 16.
    expect(binomialTail(4, 2, 0.5)).toBeCloseTo(11 / 16, 12);
    expect(binomialTail(10, 1, 0.1)).toBeCloseTo(1 - 0.9 ** 10, 12);
  });
});

describe('unknownWordsSurprising', () => {
  it('lets one new word pass in a large corpus and rejects two in a short statement', () => {
    // atis-like: 1 word in 300 unknown outside values.
    expect(unknownWordsSurprising(8, 1, 1 / 300, 0.001)).toBe(false);
    expect(unknownWordsSurprising(8, 2, 1 / 300, 0.001)).toBe(true);
  });

  it('lets a small corpus, where new words are common, keep statements with several', () => {
    expect(unknownWordsSurprising(8, 3, 0.3, 0.001)).toBe(false);
  });

  it('never rejects without unknown words or without a budget', () => {
    expect(unknownWordsSurprising(8, 0, 1e-6, 0.5)).toBe(false);
    expect(unknownWordsSurprising(8, 5, 1e-6, 0)).toBe(false);
  });
});

describe('unknownWordRate', () => {
  it('is the held-out share with one pseudo-count each way', () => {
    expect(unknownWordRate([{ words: 9, unknownWords: 1 }, { words: 9, unknownWords: 0 }])).toBeCloseTo(2 / 20, 12);
    expect(unknownWordRate([])).toBe(0.5);
  });
});
