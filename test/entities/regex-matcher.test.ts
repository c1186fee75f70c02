import { describe, expect, it } from 'vitest';
import { RegexMatcher } from '../../src/entities/regex-matcher.js';

describe('RegexMatcher', () => {
  it('finds every non-empty match, as a global search does, across calls', () => {
    const matcher = new RegexMatcher([{ name: 'code', pattern: '\\b[A-Z]?\\d{5,8}\\b', flags: 'i' }]);
    const found = (s: string) => matcher.match(s).map((m) => [m.raw, m.start, m.end]);
    expect(found('orders A93817 and 1234567, not 12')).toEqual([['A93817', 7, 13], ['1234567', 18, 25]]);
    expect(found('again A93817')).toEqual([['A93817', 6, 12]]);
  });

  it('steps over empty matches by a character, a whole code point in unicode mode', () => {
    for (const flags of ['', 'u']) {
      const matcher = new RegexMatcher([{ name: 'a', pattern: 'a*', flags }]);
      const statement = 'baa🙂aab a';
      const expected = [...statement.matchAll(new RegExp('a*', `${flags}g`))].filter((m) => m[0] !== '').map((m) => [m[0], m.index]);
      expect(matcher.match(statement).map((m) => [m.raw, m.start])).toEqual(expected);
    }
  });
});
