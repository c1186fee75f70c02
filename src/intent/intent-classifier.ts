import type { LinearClassifierState, PackedClassifier } from '../model/schema.js';
import { unpackClassifier } from '../model/pack-classifier.js';
import { ENGLISH, type TextPipeline } from '../text/languages.js';
import { LinearClassifier } from './linear-classifier.js';
import { Vectorizer, type StatementVector } from './vectorizer.js';

export interface Classification {
  /** Calibrated probability of each class, by class index. */
  probabilities: Float64Array;
  /** The best in-scope class's raw linear score (before the softmax): how much evidence for it, not against the others. */
  topScore: number;
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

/** A statement's scores taken apart: what each of its features adds to a class's score (for explanations). */
export interface ScoreBreakdown {
  /** Every class's raw linear score, as the model computes it (LinearClassifier.scores()). */
  scores: Float64Array;
  /** Probabilities are softmax(scores / temperature). */
  temperature: number;
  /** The statement's features in its vector's order: vocabulary index, vocabulary name ("w:show me"), value (tf-idf, L2-normalised). */
  features: ReadonlyArray<{ id: number; name: string; value: number }>;
  /** Class c's bias and each feature's weight for c, in the order of `features`: score = bias + Σ value × weight. */
  termsOf(c: number): { bias: number; weights: number[] };
}

/** What the vocabulary knows of a statement's words: a Classification without the probabilities. */
export type WordReading = Omit<Classification, 'probabilities' | 'topScore'>;

/** Runtime intent classifier: statement → calibrated probability of each class. */
export class IntentClassifier {
  private readonly vectorizer: Vectorizer;
  private readonly linear: LinearClassifier;
  readonly outOfScopeClass: number | null;

  /** `given`: as the trainer gives it or as the model file keeps it (packed). */
  /** `text`: the model's language (textPipeline(model.locale)). */
  constructor(given: LinearClassifierState | PackedClassifier, readonly text: TextPipeline = ENGLISH) {
    const { state, vocabulary } = Array.isArray(given.vectorizer.vocabulary) ? { state: given as LinearClassifierState, vocabulary: (given as LinearClassifierState).vectorizer } : unpackClassifier(given as PackedClassifier);
    this.vectorizer = new Vectorizer(vocabulary, text);
    this.linear = new LinearClassifier(state.model);
    this.outOfScopeClass = state.outOfScopeClass;
  }

  /** Builds at load what the first statements would build as they go (Vectorizer.prepare()). */
  prepare(): void {
    this.vectorizer.prepare();
  }

  /** True when the classifier reads unknown entity values as entity tokens (see entity-words.ts). */
  get entityAware(): boolean {
    return this.vectorizer.settings.entityTokens === true;
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
    return this.classifyWords(this.text.words(statement));
  }

  /** A statement given as words (words(), or wordsWithEntities() for entity tokens). */
  classifyWords(tokens: readonly string[]): Classification {
    this.lastRead = null;
    // Read at once: into the vectorizer's scratch.
    return this.classification(this.vectorizer.vectorizeWords(tokens, true));
  }

  /** The words last given to readWords() and their vector, while the vectorizer's scratch still holds it. */
  private lastRead: { tokens: readonly string[]; vector: StatementVector } | null = null;

  /**
   * classifyWords() without the scoring: what the vocabulary knows of the words. For a caller that may classify
   * other words instead (new values read as entity tokens); classifyRead() scores these, without reading them again.
   */
  readWords(tokens: readonly string[]): WordReading {
    const x = this.vectorizer.vectorizeWords(tokens, true);
    this.lastRead = { tokens, vector: x };
    return { knownFeatures: x.knownFeatures, knownContentWords: x.knownContentWords, unknownWords: x.unknownWords, knownPhrases: x.knownPhrases, knownEntityPhrases: x.knownEntityPhrases };
  }

  /** classifyWords() of the words last given to readWords(): their vector as read then, unless another was read since. */
  classifyRead(tokens: readonly string[]): Classification {
    const read = this.lastRead;
    this.lastRead = null;
    return this.classification(read !== null && read.tokens === tokens ? read.vector : this.vectorizer.vectorizeWords(tokens, true));
  }

  /**
   * The scores of the words (as classifyWords() reads them) taken apart by feature. Only explanations call it:
   * the vector is made again (the same one: vectorising is deterministic) and the features are named then.
   */
  breakdown(tokens: readonly string[]): ScoreBreakdown {
    this.lastRead = null;
    const x = this.vectorizer.vectorizeWords(tokens);
    const linear = this.linear;
    const features = Array.from(x.indices, (id, k) => ({ id, name: this.vectorizer.featureName(id), value: x.values[k]! }));
    return {
      scores: linear.scores(x),
      temperature: linear.softmaxTemperature,
      features,
      termsOf: (c) => ({ bias: linear.biasOf(c), weights: features.map((f) => linear.weightOf(f.id, c)) }),
    };
  }

  private classification(x: StatementVector): Classification {
    const { probabilities, topScore } = this.linear.probabilitiesAndTop(x, this.outOfScopeClass);
    return { probabilities, topScore, knownFeatures: x.knownFeatures, knownContentWords: x.knownContentWords, unknownWords: x.unknownWords, knownPhrases: x.knownPhrases, knownEntityPhrases: x.knownEntityPhrases };
  }
}
