import { ENGLISH_TRIGRAMS } from './english-trigrams.js';

/**
 * Character trigrams of English words, edges marked ("<ca", "can", …, "da>"), from the 13 000 word stems of
 * NLP.js's English sentiment lexicon (english-trigrams.ts): enough to tell a word spelled like English, or like
 * a name in it ("kalumbo", "odeonsplatz"), from a keyboard mash ("hfjdks", "zshmhlfbk"), whatever the size of
 * the corpus. Built once, on first use.
 */
let trigrams: ReadonlySet<string> | null = null;

export function englishTrigrams(): ReadonlySet<string> {
  if (trigrams === null) {
    const set = new Set<string>();
    for (let i = 0; i + 3 <= ENGLISH_TRIGRAMS.length; i += 3) set.add(ENGLISH_TRIGRAMS.slice(i, i + 3));
    trigrams = set;
  }
  return trigrams;
}

/** Share of a lower-case word's edge-marked character trigrams that English has, or that `alsoKnown` accepts. */
export function spelledLikeEnglish(word: string, alsoKnown: (trigram: string) => boolean = () => false): number {
  return trigramShare(word, englishTrigrams(), alsoKnown);
}

/** Share of a lower-case word's edge-marked character trigrams in `known`, or that `alsoKnown` accepts (1 for no trigram). */
export function trigramShare(word: string, known: ReadonlySet<string>, alsoKnown: (trigram: string) => boolean = () => false): number {
  const marked = `<${word}>`;
  let total = 0;
  let found = 0;
  for (let i = 0; i + 3 <= marked.length; i++) {
    const trigram = marked.slice(i, i + 3);
    total++;
    if (known.has(trigram) || alsoKnown(trigram)) found++;
  }
  return total === 0 ? 1 : found / total;
}
