import { NormalizerEn, StemmerEn, StopwordsEn, TokenizerEn } from '@nlpjs/lang-en';

/**
 * The one place NLP.js's English tools are used: normalisation, tokenising (contractions
 * expanded: "don't" → "do not"), Porter-style stemming and its list of function words.
 */
const normalizer = new NormalizerEn();
const tokenizer = new TokenizerEn();
const stemmer = new StemmerEn();

// Bounded, so arbitrary input on a hot path cannot grow memory (NLP.js's own tokenizer cache is unbounded for an hour).
const STEM_CACHE_LIMIT = 50_000;
const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = word.length <= 2 || /\d/.test(word) ? word : stemmer.stemWord(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Lower-cased, accent-free words of a statement, contractions expanded. */
export function words(text: string): string[] {
  // innerTokenize: NLP.js's tokenizer without its unbounded cache.
  return tokenizer.innerTokenize(normalizer.normalize(text)).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** NLP.js's English stopwords ("the", "is", "what", …), sorted: common words of any statement. */
export const FUNCTION_WORDS: readonly string[] = Object.keys(new StopwordsEn().dictionary).sort();
