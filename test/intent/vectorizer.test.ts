import { describe, expect, it } from 'vitest';
import { extractFeatures, DEFAULT_FEATURE_SETTINGS, unknownToken } from '../../src/intent/features.js';
import { Vectorizer } from '../../src/intent/vectorizer.js';
import { decodeFloat32 } from '../../src/intent/linear-classifier.js';
import { buildVocabulary } from '../../src/intent/vocabulary.js';

describe('Vectorizer', () => {
  const texts = ['show me running shoes', 'where is my order', 'cancel my order please', 'shoes shoes shoes'];
  const state = buildVocabulary(texts, DEFAULT_FEATURE_SETTINGS, 1);
  const vectorizer = new Vectorizer(state);
  const idf = decodeFloat32(state.idf, state.vocabulary.length);

  it('weighs exactly the named features of extractFeatures(): sublinear tf × idf, L2-normalised', () => {
    for (const text of [...texts, 'my shoes order', 'unknown words only zzz', 'shoes shoes shoes']) {
      const counts = extractFeatures(text, DEFAULT_FEATURE_SETTINGS);
      const expected = new Map<number, number>();
      for (const [feature, count] of counts) {
        const i = state.vocabulary.indexOf(feature);
        if (i >= 0) expected.set(i, (1 + Math.log(count)) * idf[i]!);
      }
      const norm = Math.sqrt([...expected.values()].reduce((s, v) => s + v * v, 0));
      const x = vectorizer.vectorize(text);
      const actual = new Map(Array.from(x.indices, (i, k) => [i, x.values[k]!]));
      expect([...actual.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const [i, v] of expected) expect(actual.get(i)).toBeCloseTo(v / norm, 6);
    }
  });

  it('gives an empty vector when nothing is known', () => {
    expect(vectorizer.vectorize('qqq zzz').indices.length).toBe(0);
    expect(vectorizer.vectorize('').indices.length).toBe(0);
  });
});

describe('Vectorizer with unknown words', () => {
  const settings = { ...DEFAULT_FEATURE_SETTINGS, unknownWords: true };
  const state = buildVocabulary(['show me running shoes', 'where is my order'], settings, 1, [['the', unknownToken()], [unknownToken(), unknownToken('x')]]);
  const vectorizer = new Vectorizer(state);
  const has = (text: string, feature: string) => {
    const i = state.vocabulary.indexOf(feature);
    return i >= 0 && Array.from(vectorizer.vectorize(text).indices).includes(i);
  };

  it('learns the unknown-word features from the synthetic statements', () => {
    expect(state.vocabulary).toContain('w:<unk>');
    expect(state.vocabulary).toContain('w:<s> <unk>');
  });

  it('sees a word outside the vocabulary as unknown in word n-grams and keeps its character n-grams', () => {
    expect(has('show me sneakers', 'w:<unk>')).toBe(true);
    expect(has('show me sneakers', 'w:show')).toBe(true);
    expect(has('show me shoes', 'w:<unk>')).toBe(false);
    // "shoesy" is unknown as a word, but its character n-grams overlap those of "shoes".
    expect(has('shoesy', 'c:<sh')).toBe(true);
  });

  it('does not count unknown-word features as known', () => {
    expect(vectorizer.vectorize('qqq zzz').knownFeatures).toBe(0);
    expect(vectorizer.vectorize('qqq zzz').indices.length).toBeGreaterThan(0);
    expect(vectorizer.vectorize('show me qqq').knownFeatures).toBeGreaterThan(0);
  });
});
