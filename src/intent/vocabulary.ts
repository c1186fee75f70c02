import { extractFeatures, extractTokenFeatures, type FeatureSettings } from './features.js';
import { encodeFloat32 } from './linear-classifier.js';
import type { VectorizerState } from './vectorizer.js';

/** A word unigram feature ("w:shoe"): with unknownWords on, these name the words the vocabulary knows. */
export function isWordUnigram(feature: string): boolean {
  return feature.startsWith('w:') && !feature.includes(' ');
}

/**
 * Keeps the features seen in at least `minDf` training statements; smooth idf as in scikit-learn.
 * With unknownWords on, every word unigram stays whatever its count (they define which words are
 * known), and the synthetic `noise` statements (token lists) add their features, words the corpus
 * does not use counting as unknown, as they will at run time.
 */
export function buildVocabulary(texts: readonly string[], settings: FeatureSettings, minDf: number, noise: readonly (readonly string[])[] = []): VectorizerState {
  const df = new Map<string, number>();
  const count = (features: Iterable<string>) => {
    for (const feature of features) df.set(feature, (df.get(feature) ?? 0) + 1);
  };
  for (const text of texts) count(extractFeatures(text, settings).keys());
  const kept = new Set([...df.entries()].filter(([f, n]) => n >= minDf || (settings.unknownWords && isWordUnigram(f))).map(([f]) => f));
  if (noise.length > 0) {
    const known = (stem: string) => kept.has(`w:${stem}`);
    for (const tokens of noise) {
      const features = [...extractTokenFeatures(tokens, settings, known).keys()];
      count(features);
      for (const feature of features) kept.add(feature);
    }
  }
  const vocabulary = [...kept].sort();
  const n = texts.length + noise.length;
  const idf = Float32Array.from(vocabulary, (f) => Math.log((1 + n) / (1 + df.get(f)!)) + 1);
  return { settings, vocabulary, idf: encodeFloat32(idf) };
}
