import { describe, expect, it } from 'vitest';
import { newReferrerId, REFERRER_ID_PATTERN } from '../../src/referrer/id.js';

describe('newReferrerId', () => {
  it('gives well-formed 22-character ids that never start with "-" (a command line would read them as an option)', () => {
    // One plain base64url draw in 64 starts with '-': among 5 000 ids, (63/64)^5000 ≈ 1e-34 of seeing none.
    const ids = Array.from({ length: 5_000 }, () => newReferrerId());
    for (const id of ids) expect(id).toMatch(REFERRER_ID_PATTERN);
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([]);
    expect(new Set(ids.map((id) => id.length))).toEqual(new Set([22]));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
