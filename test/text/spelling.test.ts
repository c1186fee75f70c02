import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ENGLISH_TRIGRAMS } from '../../src/text/english-trigrams.js';
import { englishTrigrams, spelledLikeEnglish } from '../../src/text/spelling.js';

/** The trigrams as english-trigrams.ts defines them: every edge-marked trigram of the lexicon's words, sorted. */
function lexiconTrigrams(): string[] {
  const lexicon = createRequire(import.meta.url)('@nlpjs/lang-en/src/sentiment/senticon_en.json') as Record<string, number>;
  const set = new Set<string>();
  for (const word of Object.keys(lexicon)) {
    const marked = `<${word}>`;
    for (let i = 0; i + 3 <= marked.length; i++) set.add(marked.slice(i, i + 3));
  }
  return [...set].sort();
}

describe('englishTrigrams', () => {
  it('are the trigrams of the lexicon they come from (english-trigrams.ts is up to date)', () => {
    const expected = lexiconTrigrams();
    // On a new lexicon: english-trigrams.ts's text is this, joined.
    expect(ENGLISH_TRIGRAMS, `expected ENGLISH_TRIGRAMS = '${expected.join('')}'`).toBe(expected.join(''));
    expect([...englishTrigrams()].sort()).toEqual(expected);
  });

  it('tell a word spelled like English from a keyboard mash', () => {
    expect(spelledLikeEnglish('kalumbo')).toBe(1);
    expect(spelledLikeEnglish('zshmhlfbk')).toBeLessThan(0.5);
  });
});
