import type { LinearClassifierState, PackedClassifier } from '../model/schema.js';
import { unpackClassifier } from '../model/pack-classifier.js';
import { words } from '../text/english.js';
import { LinearClassifier } from './linear-classifier.js';
import { Vectorizer } from './vectorizer.js';

export interface Classification {
  /** Calibrated probability of each class, by class index. */
  probabilities: Float64Array;
  /** How many of the statement's features the model knows (unknown-word ones aside); 0 means it has nothing to go on. */
  knownFeatures: number;
  /** Words the vocabulary knows, function words aside. */
  knownContentWords: number;
  /** Words the vocabulary does not know. */
  unknownWords: number;
  /** Word pairs the vocabulary knows. */
  knownPhrases: number;
  /** Known pairs of a word and an entity token. */
  knownEntityPhrases: number;
}

/** Runtime intent classifier: statement → calibrated probability of each class. */
export class IntentClassifier {
  private readonly vectorizer: Vectorizer;
  private readonly linear: LinearClassifier;
  readonly outOfScopeClass: number | null;

  /** `given`: as the trainer gives it or as the model file keeps it (packed). */
  constructor(given: LinearClassifierState | PackedClassifier) {
    const state = Array.isArray(given.vectorizer.vocabulary) ? (given as LinearClassifierState) : unpackClassifier(given as PackedClassifier);
    this.vectorizer = new Vectorizer(state.vectorizer);
    this.linear = new LinearClassifier(state.model);
    this.outOfScopeClass = state.outOfScopeClass;
  }

  /** True when the classifier reads unknown entity values as entity tokens (see entity-words.ts). */
  get entityAware(): boolean {
    return this.vectorizer.state.settings.entityTokens === true;
  }

  /** True when the vocabulary knows the word. */
  knowsWord(word: string): boolean {
    return this.vectorizer.knowsWord(word);
  }

  /** True when the vocabulary knows the word and it is not a function word. */
  knowsContentWord(word: string): boolean {
    return this.vectorizer.knowsContentWord(word);
  }

  /** True when an unknown word is a known content word as people type it (see Vectorizer). */
  variantOfContentWord(word: string): boolean {
    return this.vectorizer.variantOfContentWord(word);
  }

  /** Share of the word's character trigrams the vocabulary has (see Vectorizer). */
  spelledLikeCorpus(word: string): number {
    return this.vectorizer.spelledLikeCorpus(word);
  }

  classify(statement: string): Classification {
    return this.classifyWords(words(statement));
  }

  /** A statement given as words (words(), or wordsWithEntities() for entity tokens). */
  classifyWords(tokens: readonly string[]): Classification {
    // Read at once: into the vectorizer's scratch.
    const x = this.vectorizer.vectorizeWords(tokens, true);
    return { probabilities: this.linear.probabilities(x), knownFeatures: x.knownFeatures, knownContentWords: x.knownContentWords, unknownWords: x.unknownWords, knownPhrases: x.knownPhrases, knownEntityPhrases: x.knownEntityPhrases };
  }
}
