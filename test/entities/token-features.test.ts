import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/intent/random.js';
import { shape } from '../../src/entities/tagger/token-features.js';

/** The definition: capitals X, small letters x, digits d (Unicode classes), then runs of a character cut to two. */
const reference = (word: string) => word.replace(/\p{Lu}/gu, 'X').replace(/\p{Ll}/gu, 'x').replace(/\p{N}/gu, 'd').replace(/(.)\1+/gu, '$1$1');

describe('shape', () => {
  it('gives the reference shape for ASCII and other words alike', () => {
    const random = seededRandom(3);
    const pieces = ['a', 'b', 'Z', 'Q', '4', '0', '-', "'", '&', '.', 'X', 'x', 'd', '\n', '\r', ' ', '\x00', '\x7f', 'é', 'Ñ', '٣', '😀'];
    for (let k = 0; k < 20_000; k++) {
      const word = Array.from({ length: Math.floor(random() * 9) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(shape(word)).toBe(reference(word));
    }
    expect(shape('iPhone15')).toBe('xXxxdd');
  });
});
