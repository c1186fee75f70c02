import { ENGLISH, type TextPipeline } from '../text/languages.js';
import { charNgramFeatures, entityToken, extractTokenFeatures, featureStems, readToken, UNKNOWN_WORD, wordNgramFeatures, type FeatureSettings } from './features.js';

const ENTITY_TOKEN_MARK = entityToken('').slice(0, -1);
import { encodeFloat32 } from './linear-classifier.js';
import type { VectorizerState } from './vectorizer.js';

/**
 * Keeps the features seen in at least `minDf` training statements; smooth idf as in scikit-learn.
 * With unknownWords on, the word unigrams kept say which words are known (a word below minDf is
 * unknown at run time, as in the unseen views); the synthetic statements (token lists) add their
 * unknown-word n-grams ("w:<unk>", "w:my <unk>") and their plain words' unigrams and character
 * n-grams, and count towards every feature's idf.
 */
export function buildVocabulary(texts: readonly string[], settings: FeatureSettings, minDf: number, noise: readonly (readonly string[])[] = [], pipeline: TextPipeline = ENGLISH): VectorizerState {
  return buildVocabularyFromWords(texts.map((t) => pipeline.words(t)), settings, minDf, noise, [], pipeline);
}

/** buildVocabulary() of statements already split into words (words()), as the trainer has them. */
export function buildVocabularyFromWords(
  statements: readonly (readonly string[])[],
  settings: FeatureSettings,
  minDf: number,
  noise: readonly (readonly string[])[] = [],
  entityViews: readonly (readonly string[])[] = [],
  pipeline: TextPipeline = ENGLISH,
): VectorizerState {
  const stemOf = (word: string) => pipeline.stem(word);
  const counter = new DocumentFrequencies(settings, stemOf);
  for (const tokens of statements) counter.add(tokens);
  // Entity views (statements with their values as entity tokens) add only the n-grams with an entity token.
  for (const tokens of entityViews) counter.add(tokens, (f) => f.includes(ENTITY_TOKEN_MARK));
  const df = counter.toMap();
  const count = (features: Iterable<string>) => {
    for (const feature of features) df.set(feature, (df.get(feature) ?? 0) + 1);
  };
  const kept = new Set([...df.entries()].filter(([, n]) => n >= minDf).map(([f]) => f));
  if (noise.length > 0) {
    const known = (stem: string) => kept.has(`w:${stem}`);
    for (const tokens of noise) {
      const features = [...extractTokenFeatures(tokens, settings, known, stemOf).keys()];
      count(features);
      // New features: the unknown-word n-grams, and the words and character n-grams of the plain words (the
      // noise's function words); random pairs of function words and the character n-grams of a word marked
      // unknown (a rare word in an unseen view) only stay when the corpus has them often enough.
      const plain = new Set(extractTokenFeatures(tokens.filter((t) => !readToken(t).unknown), settings, known, stemOf).keys());
      for (const feature of features) {
        const unknownNgram = feature.startsWith('w:') && feature.includes(UNKNOWN_WORD);
        const plainSingle = plain.has(feature) && !(feature.startsWith('w:') && feature.includes(' '));
        if (unknownNgram || plainSingle) kept.add(feature);
      }
    }
  }
  const vocabulary = [...kept].sort();
  const n = statements.length + noise.length;
  const idf = Float32Array.from(vocabulary, (f) => Math.log((1 + n) / (1 + df.get(f)!)) + 1);
  return { settings, vocabulary, idf: encodeFloat32(idf) };
}

/**
 * In how many statements each feature occurs, as counting the keys of extractTokenFeatures() per
 * statement would give, with the features numbered as they come: a word's character n-grams are named
 * once per build, not once per occurrence (most of a statement's features, and of the time).
 */
class DocumentFrequencies {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly counts: number[] = [];
  /** The statement that last counted each feature, so a feature counts once per statement. */
  private readonly lastStatement: number[] = [];
  private readonly charIds = new Map<string, readonly number[]>();
  private statement = 0;

  constructor(private readonly settings: FeatureSettings, private readonly stemOf: (word: string) => string) {}

  /** Counts one statement's features; with `keep`, only those it accepts. */
  add(tokens: readonly string[], keep?: (feature: string) => boolean): void {
    const statement = ++this.statement;
    const mark = (id: number) => {
      if (this.lastStatement[id] === statement || (keep && !keep(this.names[id]!))) return;
      this.lastStatement[id] = statement;
      this.counts[id]!++;
    };
    for (const feature of wordNgramFeatures(featureStems(tokens, this.settings, undefined, this.stemOf), this.settings.wordNgrams)) mark(this.id(feature));
    if (this.settings.charNgrams.length === 0) return;
    for (const token of tokens) {
      const { word } = readToken(token);
      if (word.length > 0) for (const id of this.charNgramIds(word)) mark(id);
    }
  }

  /** The counts by name; a feature only ever refused by `keep` is left out, as it was never counted. */
  toMap(): Map<string, number> {
    const counts = new Map<string, number>();
    this.names.forEach((name, id) => {
      if (this.counts[id]! > 0) counts.set(name, this.counts[id]!);
    });
    return counts;
  }

  private id(feature: string): number {
    let id = this.ids.get(feature);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(feature, id);
      this.names.push(feature);
      this.counts.push(0);
      this.lastStatement.push(0);
    }
    return id;
  }

  private charNgramIds(word: string): readonly number[] {
    let ids = this.charIds.get(word);
    if (ids === undefined) {
      ids = charNgramFeatures(word, this.settings.charNgrams).map((feature) => this.id(feature));
      this.charIds.set(word, ids);
    }
    return ids;
  }
}
