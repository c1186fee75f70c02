import { describe, expect, it } from 'vitest';
import { encodeSentences } from '../../src/entities/tagger/encode-sentences.js';
import { sentenceFeatures, type TokenHints } from '../../src/entities/tagger/token-features.js';
import { matchKey, tokenize } from '../../src/text/tokens.js';

const statements = [
  'show me Nike running shoes under $60',
  'x',
  '',
  'Zzz qqq 12,000 -- ?? über',
  Array.from({ length: 45 }, (_, i) => `w${i % 7}`).join(' '),
];

describe('encodeSentences', () => {
  it('encodes exactly the features sentenceFeatures() names, groups and bags included', () => {
    const sentences = statements.map((s) => {
      const tokens = tokenize(s);
      const hints: TokenHints[] = tokens.map((_, i) => ({ matches: i === 2 ? ['vendor:B', '~title:B'] : [] }));
      return { tokens, hints };
    });
    const { sentences: encoded, features, groups } = encodeSentences(sentences);
    sentences.forEach(({ tokens, hints }, s) => {
      const { ids, offsets, bag, before, after } = encoded[s]!;
      sentenceFeatures(tokens, hints).forEach((expected, i) => {
        const actual = Array.from(ids.subarray(offsets[i], offsets[i + 1]), (f) => features[f]!);
        expect(actual.sort()).toEqual([...expected].sort());
        // The bag features come last, and the bags name each token's word.
        for (const f of ids.subarray(bag[i], offsets[i + 1])) expect(features[f]).toMatch(/^b[ab]=/);
      });
      expect(Array.from(before, (f) => features[f])).toEqual(tokens.map((t) => `bb=${matchKey(t.text)}`));
      expect(Array.from(after, (f) => features[f])).toEqual(tokens.map((t) => `ba=${matchKey(t.text)}`));
    });
    // A group is the same set of features wherever it occurs.
    expect(new Set(groups.map((g) => Array.from(g).join(' '))).size).toBe(groups.length);
  });
});
