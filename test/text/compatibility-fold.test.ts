import { describe, expect, it } from 'vitest';
import { foldCompatibility } from '../../src/text/compatibility-fold.js';
import { seededRandom } from '../../src/intent/random.js';

describe('foldCompatibility: statements in NFKC, offsets back to the text as written', () => {
  it('folds full-width and mathematical letters, ligatures and full-width digits', () => {
    expect(foldCompatibility('ｃａｎｃｅｌ ｍｙ ｏｒｄｅｒ').text).toBe('cancel my order');
    expect(foldCompatibility('𝓘 𝔀𝓪𝓷𝓽 𝓬𝓪𝓷𝓬𝓮𝓵 𝓸𝓻𝓭𝓮𝓻').text).toBe('I want cancel order');
    expect(foldCompatibility('a ﬁlter under ＄５０').text).toBe('a filter under $50');
  });

  it('keeps text already in that form as it is, offsets unchanged', () => {
    for (const text of ['cancel my order', 'café Ñandú 😀', '']) {
      const folded = foldCompatibility(text);
      expect(folded.text).toBe(text);
      expect(folded.toOriginal(1, 3)).toEqual([1, 3]);
    }
  });

  it('maps a range of the folded text to the characters it came from, lengths changed or not', () => {
    // "𝓷𝓲𝓴𝓮" is 8 UTF-16 units written, 4 folded; "ﬁ" is 1 written, 2 folded.
    const folded = foldCompatibility('𝓷𝓲𝓴𝓮 ﬁlters');
    expect(folded.text).toBe('nike filters');
    expect(folded.toOriginal(0, 4)).toEqual([0, 8]);
    expect(folded.toOriginal(5, 12)).toEqual([9, 15]);
    expect(folded.original.slice(9, 15)).toBe('ﬁlters');
    // Half of "fi" is the whole ligature.
    expect(folded.toOriginal(5, 6)).toEqual([9, 10]);
    expect(folded.toOriginal(6, 7)).toEqual([9, 10]);
    expect(folded.fromOriginal(9, 15)).toEqual([5, 12]);
    expect(folded.fromOriginal(0, 8)).toEqual([0, 4]);
  });

  it('keeps a combining mark with its letter, and maps every token back to whole characters', () => {
    const random = seededRandom(26);
    const pieces = ['a', 'Z', ' ', 'ｃ', 'Ａ', '𝓬', '𝔀', 'ﬁ', 'ﬀ', '５', '＄', 'e\u0301', '\u0301', 'ｅ\u0301', '😀', '½', '™', 'ⓐ', '\u3000', 'café'];
    for (let k = 0; k < 5_000; k++) {
      const written = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const folded = foldCompatibility(written);
      // Piece by piece, the same as NFKC of the whole for these characters.
      expect(folded.text).toBe(written.normalize('NFKC'));
      // The whole text maps to the whole text, and folding what a range maps back to gives that range's text again.
      expect(folded.toOriginal(0, folded.text.length)).toEqual([0, written.length]);
      for (let start = 0; start < folded.text.length; start++) {
        const [s, e] = folded.toOriginal(start, start + 1);
        expect(s).toBeLessThan(e);
        expect(foldCompatibility(written.slice(s, e)).text).toContain(folded.text[start]);
      }
    }
  });
});
