import { describe, expect, it } from 'vitest';
import { packExactMatches, statementHash, unpackExactMatches } from '../../src/model/exact-matches.js';

describe('exact matches', () => {
  it('answer every packed statement with its intent, and nothing for others', () => {
    const matches = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`statement number ${i}`, (i % 7) - 1]));
    const lookup = unpackExactMatches(packExactMatches(matches));
    for (const [text, intent] of Object.entries(matches)) expect(lookup.get(statementHash(text))).toBe(intent);
    for (let i = 2_000; i < 2_500; i++) expect(lookup.get(statementHash(`statement number ${i}`))).toBeUndefined();
    expect(lookup.get(0)).toBeUndefined();
    expect(lookup.get(2 ** 53)).toBeUndefined();
  });

  it('fail with a RangeError when the hashes are not as many as the count says', () => {
    const packed = packExactMatches({ a: 0, b: 1 });
    expect(() => unpackExactMatches({ ...packed, count: 3, intents: [0, 1, 1] })).toThrow(RangeError);
  });

  it('answer nothing when empty', () => {
    expect(unpackExactMatches(packExactMatches({})).get(statementHash('hello'))).toBeUndefined();
  });
});
