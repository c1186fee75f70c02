import { describe, expect, it } from 'vitest';
import { encodeSentences } from '../../src/entities/tagger/encode-sentences.js';
import { GROUP_KINDS, sentenceFeatures, type TokenHints } from '../../src/entities/tagger/token-features.js';
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
    const { tokenStart, ids, offsets, free, bag, before, after, tokenGroups, features, groups } = encodeSentences(sentences);
    expect(tokenStart.length).toBe(sentences.length + 1);
    sentences.forEach(({ tokens, hints }, s) => {
      const t0 = tokenStart[s]!;
      expect(tokenStart[s + 1]! - t0).toBe(tokens.length);
      sentenceFeatures(tokens, hints).forEach((expected, i) => {
        const t = t0 + i;
        const actual = Array.from(ids.subarray(offsets[t], offsets[t + 1]), (f) => features[f]!);
        expect(actual.sort()).toEqual([...expected].sort());
        // The token's groups' features come first, each group's members as listed.
        const grouped = Array.from({ length: GROUP_KINDS }, (_, kind) => kind).flatMap((kind) => { const g = tokenGroups[t * GROUP_KINDS + kind]!; return g < 0 ? [] : Array.from(groups[g]!); });
        expect(Array.from(ids.subarray(offsets[t], free[t]))).toEqual(grouped);
        // The bag features come last, and the bags name each token's word.
        for (const f of ids.subarray(bag[t], offsets[t + 1])) expect(features[f]).toMatch(/^b[ab]=/);
      });
      expect(Array.from(before.subarray(t0, t0 + tokens.length), (f) => features[f])).toEqual(tokens.map((t) => `bb=${matchKey(t.text)}`));
      expect(Array.from(after.subarray(t0, t0 + tokens.length), (f) => features[f])).toEqual(tokens.map((t) => `ba=${matchKey(t.text)}`));
    });
    // A group is the same set of features wherever it occurs.
    expect(new Set(groups.map((g) => Array.from(g).join(' '))).size).toBe(groups.length);
  });
});
