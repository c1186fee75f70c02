import { describe, expect, it } from 'vitest';
import { normalizeStatement } from '../../src/text/normalize.js';
import { seededRandom } from '../../src/intent/random.js';

/** The definition: NFD, accents stripped, lower case, runs of anything but letters and digits as one space, trimmed. */
const reference = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('normalizeStatement', () => {
  it('gives the reference form for ASCII and other text alike', () => {
    const random = seededRandom(9);
    const pieces = ['a', 'Z', 'Hi', '42', ' ', '  ', '\t', '\n', '!', '?', "'", '-', '_', '$', '\x00', '\x7f', '~', 'café', 'Ñ', '€', '😀', 'ß', 'İ'];
    for (let k = 0; k < 20_000; k++) {
      const text = Array.from({ length: Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(normalizeStatement(text)).toBe(reference(text));
    }
    expect(normalizeStatement('Hi there!!')).toBe(normalizeStatement('hi  there'));
  });
});
