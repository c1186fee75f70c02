import { createRequire } from 'node:module';

/**
 * Character trigrams of English words, edges marked ("<ca", "can", …, "da>"), from the 13 000 word stems of
 * NLP.js's English sentiment lexicon (@nlpjs/lang-en, already a dependency): enough to tell a word spelled
 * like English, or like a name in it ("kalumbo", "odeonsplatz"), from a keyboard mash ("hfjdks", "zshmhlfbk"),
 * whatever the size of the corpus. Built once, on first use.
 */
let trigrams: ReadonlySet<string> | null = null;

export function englishTrigrams(): ReadonlySet<string> {
  if (trigrams === null) {
    const lexicon = createRequire(import.meta.url)('@nlpjs/lang-en/src/sentiment/senticon_en.json') as Record<string, number>;
    const set = new Set<string>();
    for (const word of Object.keys(lexicon)) {
      const marked = `<${word}>`;
      for (let i = 0; i + 3 <= marked.length; i++) set.add(marked.slice(i, i + 3));
    }
    trigrams = set;
  }
  return trigrams;
}

/** Share of a lower-case word's edge-marked character trigrams that English has, or that `alsoKnown` accepts. */
export function spelledLikeEnglish(word: string, alsoKnown: (trigram: string) => boolean = () => false): number {
  const known = englishTrigrams();
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
