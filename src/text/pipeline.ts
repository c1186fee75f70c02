import type { Token } from './tokens.js';

/**
 * How one language reads a statement: every stage that needs words (the classifier, the entity rules and the
 * tagger, the decision's evidence check, gibberish detection) asks the corpus's pipeline, never a language's
 * tools directly, so no stage branches on a language. Made by textPipeline(locale) (languages.ts).
 */
export interface TextPipeline {
  /** The language it reads ("en", "de", "zh"): a base language code, whatever region the corpus named. */
  readonly language: string;
  /** The classifier's words: normalised (lower case, accents and vowel marks as the language drops them), split into words. */
  words(text: string): string[];
  /** A word of words() as the classifier's word n-grams know it (the language's stemmer; itself where it has none). */
  stem(word: string): string;
  /** The language's function words ("the", "der", "的"), sorted: words that say little of a statement's topic. */
  readonly functionWords: readonly string[];
  isFunctionWord(word: string): boolean;
  /** Tokens with offsets into `text`, for the entity rules and the tagger (words segmented in scripts without spaces). */
  tokenize(text: string): Token[];
  /**
   * Share of a lower-case word's edge-marked character trigrams that the language spells words with, or that
   * `alsoKnown` accepts: a word spelled like the language (1) or a keyboard mash (near 0).
   */
  spelledLike(word: string, alsoKnown?: (trigram: string) => boolean): number;
}
