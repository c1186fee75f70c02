import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/intent/random.js';
import { matchKey, tokenize } from '../../src/text/tokens.js';

/** The tokens as a global search with the same pattern finds them: the definition tokenize() must keep. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*\p{L}*|\p{L}[\p{L}\p{N}]*(?:['’&-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const bySearch = (text: string) => [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));

describe('tokenize', () => {
  it('keeps numbers, inner apostrophes, ampersands and hyphens; any other symbol alone', () => {
    expect(tokenize("Levi's H&M e-mail: $1,200.50 or 4k?").map((t) => t.text)).toEqual(["Levi's", 'H&M', 'e-mail', ':', '$', '1,200.50', 'or', '4k', '?']);
  });

  it('finds exactly the matches of a global search, offsets included, on arbitrary text', () => {
    const random = seededRandom(3);
    const alphabet = ['a', 'Z', 'é', 'ß', '1', '٣', ',', '.', "'", '’', '&', '-', '_', '$', '€', ' ', '\t', '\n', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u200b', '🙂', '\ud83d', '\ude42'];
    for (let k = 0; k < 5000; k++) {
      let text = '';
      const length = Math.floor(random() * 24);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(tokenize(text)).toEqual(bySearch(text));
    }
    for (const text of ['', '   ', 'x', 'a'.repeat(10_000), 'show me adidas running shoes under $60']) expect(tokenize(text)).toEqual(bySearch(text));
  });
});

describe('matchKey reads list values as statements are read (issue 26)', () => {
  it('folds compatibility forms: a value written with a ligature or full-width letters is the plain word', () => {
    expect(matchKey('ﬁlter')).toBe('filter');
    expect(matchKey('Ｎｉｋｅ')).toBe('nike');
    expect(matchKey('Café')).toBe('cafe');
  });
});
