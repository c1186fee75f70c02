import { FUNCTION_WORDS, stem, words } from './english.js';
import type { TextPipeline } from './pipeline.js';
import { spelledLikeEnglish } from './spelling.js';
import { tokenize } from './tokens.js';

const FUNCTION_WORD_SET: ReadonlySet<string> = new Set(FUNCTION_WORDS);

/** English: NLP.js's English normaliser, tokenizer, stemmer and stop words (english.ts), as before languages came. */
export const ENGLISH: TextPipeline = {
  language: 'en',
  words,
  stem,
  functionWords: FUNCTION_WORDS,
  isFunctionWord: (word) => FUNCTION_WORD_SET.has(word),
  tokenize,
  spelledLike: spelledLikeEnglish,
};
