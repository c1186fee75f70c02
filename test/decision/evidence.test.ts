import { describe, expect, it } from 'vitest';
import { hasEvidence, type StatementFacts, type WordKnowledge } from '../../src/decision/evidence.js';
import { ENGLISH, textPipeline } from '../../src/text/languages.js';

/** A vocabulary of a few words; `spelledUnlike` are the unknown words spelled unlike the corpus (mashes). */
function vocabulary(known: string[], content: string[], spelledUnlike: string[] = []): WordKnowledge {
  return {
    knowsWord: (w) => known.includes(w),
    knowsContentWord: (w) => content.includes(w),
    variantOfContentWord: () => false,
    spelledLikeCorpus: (w) => (spelledUnlike.includes(w) ? 0 : 1),
  };
}

function facts(text: string, words: string[], known: WordKnowledge, expectedUnknownWords: number): StatementFacts {
  return {
    text, words, unknownWords: words.filter((w) => !known.knowsWord(w)).length,
    knownContentWords: words.filter((w) => known.knowsContentWord(w)).length,
    knownPhrases: 0, knownEntityPhrases: 0, expectedUnknownWords, entities: [], familiarFrame: false,
  };
}

describe('hasEvidence: number words are neither known nor unknown', () => {
  // braun-askubuntu's "How can one shutdown a PC using the keyboard?" held out on a decision fold: "shutdown" is
  // known, "pc" reads as a mash, "using" and "keyboard" are new English words, and "one" is unknown to the fold.
  const words = ['how', 'can', 'one', 'shutdown', 'a', 'pc', 'using', 'the', 'keyboard'];
  const fold = vocabulary(['how', 'can', 'shutdown', 'a', 'the'], ['shutdown'], ['pc']);

  it('an unknown English number word weighs nothing against what the statement knows', () => {
    expect(hasEvidence(facts('How can one shutdown a PC using the keyboard?', words, fold, 2.19), fold, ENGLISH)).toBe(true);
  });

  it('the same statement with an unknown word that is no number word in its place has too little', () => {
    const other = words.map((w) => (w === 'one' ? 'ome' : w));
    expect(hasEvidence(facts('How can ome shutdown a PC using the keyboard?', other, fold, 2.19), fold, ENGLISH)).toBe(false);
  });

  it("a number word of the corpus's language is neutral there too ('veintitrés')", () => {
    const spanish = textPipeline('es');
    // "reservar" known; "xq" a mash; three new Spanish words, as many as the corpus's statements of this length have.
    const text = 'reservar para veintitrés xq nuevo sitio ayer';
    const spoken = spanish.words(text);
    const known = vocabulary(['reservar', 'para'], ['reservar'], ['xq']);
    expect(hasEvidence(facts(text, spoken, known, 3), known, spanish)).toBe(true);
    const made = spoken.map((w) => (w.startsWith('veinti') ? 'veintizz' : w));
    expect(hasEvidence(facts(made.join(' '), made, known, 3), known, spanish)).toBe(false);
  });
});
