import { describe, expect, it } from 'vitest';
import { characterAt, lettersAndNumbersSpaced, pushWordRuns, LETTER, MARK, NUMBER } from '../../src/text/char-classes.js';
import { seededRandom } from '../../src/intent/random.js';

/** The definitions the table stands for. */
const wordRuns = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length > 0 && /[\p{L}\p{N}]/u.test(w));
const spaced = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Pieces of many scripts: Latin with accents, Cyrillic, Arabic with vowel marks, Hebrew, Devanagari, Han, kana, Thai, digits of several scripts, astral letters and emoji, lone surrogates, spaces and signs. */
const PIECES = ['a', 'Z', 'é', 'e\u0301', 'ß', 'İ', 'Ж', 'қ', 'ү', 'ش', 'غِّ', '\u0651', 'ל', 'ְ', 'कि', '\u093f', '中', '文', 'カ', 'ー', 'ไ', '่', '4', '٤', '৪', '½', 'Ⅻ', '𝐀', '𠀋', '😀', '\ud800', '\udc00', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '!', '?', "'", '’', '-', '_', '$', '€', '.', ',', '\u200b', '\ufeff'];

function randomText(random: () => number): string {
  return Array.from({ length: Math.floor(random() * 10) }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
}

describe('character classes', () => {
  it('reads a character as the \\p{L}, \\p{M} and \\p{N} regexes do, a surrogate pair as one character', () => {
    for (const piece of PIECES) {
      const c = characterAt(piece, 0);
      const first = String.fromCodePoint(piece.codePointAt(0)!);
      const lone = first.length === 1 && piece.charCodeAt(0) >= 0xd800 && piece.charCodeAt(0) <= 0xdfff;
      expect(c >> 4).toBe(lone ? 1 : first.length);
      expect((c & LETTER) !== 0).toBe(/^\p{L}$/u.test(first));
      expect((c & MARK) !== 0).toBe(/^\p{M}$/u.test(first));
      expect((c & NUMBER) !== 0).toBe(/^\p{N}$/u.test(first));
    }
  });

  it('cuts words and spaces letters and numbers exactly as the regex definitions do', () => {
    const random = seededRandom(31);
    for (let k = 0; k < 20_000; k++) {
      const text = randomText(random);
      const runs: string[] = [];
      pushWordRuns(text, runs);
      expect(runs).toEqual(wordRuns(text));
      expect(lettersAndNumbersSpaced(text)).toBe(spaced(text));
    }
  });
});
