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

  it("tells whether a whole text is a match of one of an entity's patterns", () => {
    const matcher = new RegexMatcher([
      { name: 'code', pattern: '\\bPZ-\\d{4}\\b', flags: 'm' },
      { name: 'code', pattern: 'QX\\d+|QY\\d+', flags: 'i' },
      { name: 'other', pattern: '\\d+', flags: 'g' },
    ]);
    expect(['PZ-1234', 'qx9', 'QY12'].map((t) => matcher.matchesWhole('code', t))).toEqual([true, true, true]);
    expect(['PZ-12345', 'XX-99', '12345', 'PZ-1234 please', 'pz-1234', 'QX9 QY1'].map((t) => matcher.matchesWhole('code', t))).toEqual([false, false, false, false, false, false]);
    expect([matcher.matchesWhole('other', '42'), matcher.matchesWhole('other', '42'), matcher.matchesWhole('title', '42')]).toEqual([true, true, false]);
  });
});
