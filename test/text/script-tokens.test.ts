import { describe, expect, it } from 'vitest';
import { scriptTokenizer, TOKEN_AT, TOKEN_AT_ELISION } from '../../src/text/script-tokens.js';
import type { Token } from '../../src/text/tokens.js';
import { seededRandom } from '../../src/intent/random.js';

/** The tokens as the regex definitions read them (the tokenizer reads them through a character table). */
function byRegex(text: string, elision: boolean): Token[] {
  const tokenAt = elision ? TOKEN_AT_ELISION : TOKEN_AT;
  const space = /\s*/uy;
  const tokens: Token[] = [];
  let at = 0;
  for (;;) {
    space.lastIndex = at;
    space.test(text);
    const start = space.lastIndex;
    if (start >= text.length) break;
    tokenAt.lastIndex = start;
    if (!tokenAt.test(text)) break;
    at = tokenAt.lastIndex;
    tokens.push({ text: text.slice(start, at), start, end: at });
  }
  return tokens;
}

const PIECES = ['a', 'Z', 'l', 'qu', 'é', 'e\u0301', '\u0301', 'ß', 'İ', 'Жол', 'қ', 'شغِّل', '\u0651', 'ל', 'कि', '\u093f', '4', '42', '٤', '½', '𝐀', '😀', '\ud800', '\udc00', ' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', "'", '’', '&', '-', '.', ',', '!', '$', '€', '_', '\u200b', '中'];

describe('scriptTokenizer', () => {
  it('reads the tokens the regex definitions read, with and without elision', () => {
    const random = seededRandom(17);
    const plain = scriptTokenizer({ elision: false, segment: null });
    const elided = scriptTokenizer({ elision: true, segment: null });
    for (let k = 0; k < 20_000; k++) {
      const text = Array.from({ length: Math.floor(random() * 10) }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
      expect(plain(text)).toEqual(byRegex(text, false));
      expect(elided(text)).toEqual(byRegex(text, true));
    }
    expect(elided("l'indirizzo qu'est-ce 1,200.50km").map((t) => t.text)).toEqual(["l'", 'indirizzo', "qu'", 'est-ce', '1,200.50km']);
  });
});
