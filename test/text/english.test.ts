import { describe, expect, it } from 'vitest';
import { nlpjsWords, words } from '../../src/text/english.js';
import { seededRandom } from '../../src/intent/random.js';

describe('words', () => {
  it('gives exactly the words of NLP.js normaliser and tokenizer, shortcut or not', () => {
    const random = seededRandom(5);
    // Letters, digits, every separator the tokenizer knows, apostrophes, accents, contractions and other symbols.
    const pieces = ['a', 'B', 'shoe', 'Nike', '42', ' ', '  ', ',', '.', '!', '?', ';', ':', '(', ')', '[', ']', '"', "'", '¡', '¿', '/', '-', '$', '\n', '\t',
      "don't", "CAN'T", "it's", "we're", "i'll", "I've", "I'm", "he'd", 'cannot', 'Gonna', 'wanna', 'café', 'Ñandú', 'naïve', '€', '😀', 'ß', 'İ', '_', '&', '%'];
    for (let k = 0; k < 20_000; k++) {
      const text = Array.from({ length: Math.floor(random() * 9) }, () => pieces[Math.floor(random() * pieces.length)]).join(random() < 0.5 ? ' ' : '');
      expect(words(text)).toEqual(nlpjsWords(text));
    }
    expect(words("I'm looking for shoes")).toEqual(['i', 'am', 'looking', 'for', 'shoes']);
    expect(words('Show me running shoes, under $50!')).toEqual(['show', 'me', 'running', 'shoes', 'under', '$50']);
  });
});
