import { words } from '../text/english.js';
import { entityToken, extractTokenFeatures, readToken, UNKNOWN_WORD, type FeatureSettings } from './features.js';

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
export function buildVocabulary(texts: readonly string[], settings: FeatureSettings, minDf: number, noise: readonly (readonly string[])[] = []): VectorizerState {
  return buildVocabularyFromWords(texts.map((t) => words(t)), settings, minDf, noise);
}

/** buildVocabulary() of statements already split into words (words()), as the trainer has them. */
export function buildVocabularyFromWords(
  statements: readonly (readonly string[])[],
  settings: FeatureSettings,
  minDf: number,
  noise: readonly (readonly string[])[] = [],
  entityViews: readonly (readonly string[])[] = [],
): VectorizerState {
  const df = new Map<string, number>();
  const count = (features: Iterable<string>) => {
    for (const feature of features) df.set(feature, (df.get(feature) ?? 0) + 1);
  };
  for (const tokens of statements) count(extractTokenFeatures(tokens, settings).keys());
  // Entity views (statements with their values as entity tokens) add only the n-grams with an entity token.
  for (const tokens of entityViews) count([...extractTokenFeatures(tokens, settings).keys()].filter((f) => f.includes(ENTITY_TOKEN_MARK)));
  const kept = new Set([...df.entries()].filter(([, n]) => n >= minDf).map(([f]) => f));
  if (noise.length > 0) {
    const known = (stem: string) => kept.has(`w:${stem}`);
    for (const tokens of noise) {
      const features = [...extractTokenFeatures(tokens, settings, known).keys()];
      count(features);
      // New features: the unknown-word n-grams, and the words and character n-grams of the plain words (the
      // noise's function words); random pairs of function words and the character n-grams of a word marked
      // unknown (a rare word in an unseen view) only stay when the corpus has them often enough.
      const plain = new Set(extractTokenFeatures(tokens.filter((t) => !readToken(t).unknown), settings, known).keys());
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
