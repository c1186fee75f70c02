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

/**
 * Lower-cased, accent-free words of a statement, contractions expanded: NLP.js's normaliser and tokenizer
 * (nlpjsWords()), with a shortcut for the usual statement that gives the same words for a fraction of the
 * work: ASCII text is its own NFD form with no accent to strip, and every contraction rewrite of the
 * tokenizer needs an apostrophe or one of three words. test/text/english.test.ts checks the two agree.
 */
export function words(text: string): string[] {
  if (!ASCII.test(text)) return nlpjsWords(text);
  const lower = text.toLowerCase();
  if (lower.includes("'")) return nlpjsWords(text);
  const out: string[] = [];
  for (const part of lower.split(SEPARATORS)) {
    if (part.length === 0) continue;
    if (CONTRACTIONS.has(part)) return nlpjsWords(text);
    if (hasLetterOrDigit(part)) out.push(part);
  }
  return out;
}

/** words() as NLP.js makes them. */
export function nlpjsWords(text: string): string[] {
  // innerTokenize: NLP.js's tokenizer without its unbounded cache.
  return tokenizer.innerTokenize(normalizer.normalize(text)).filter(hasLetterOrDigit);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const hasLetterOrDigit = (w: string): boolean => LETTER_OR_DIGIT.test(w);
const ASCII = /^[\x00-\x7f]*$/;
/** What NLP.js's English tokenizer splits on (TokenizerEn.innerTokenize). */
const SEPARATORS = /[\s,.!?;:([\]'"¡¿)/]+/;
/** The words its tokenizer rewrites (replaceContractions): "cannot" → "can not"… */
const CONTRACTIONS: ReadonlySet<string> = new Set(['cannot', 'gonna', 'wanna']);

/** NLP.js's English stopwords ("the", "is", "what", …), sorted: common words of any statement. */
export const FUNCTION_WORDS: readonly string[] = Object.keys(new StopwordsEn().dictionary).sort();
