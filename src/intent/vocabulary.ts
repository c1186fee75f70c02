import { extractFeatures, type FeatureSettings } from './features.js';
import { encodeFloat32 } from './linear-classifier.js';
import type { VectorizerState } from './vectorizer.js';

/** Keeps the features seen in at least `minDf` training statements; smooth idf as in scikit-learn. */
export function buildVocabulary(texts: readonly string[], settings: FeatureSettings, minDf: number): VectorizerState {
  const df = new Map<string, number>();
  for (const text of texts) {
    for (const feature of extractFeatures(text, settings).keys()) df.set(feature, (df.get(feature) ?? 0) + 1);
  }
  const vocabulary = [...df.entries()].filter(([, n]) => n >= minDf).map(([f]) => f).sort();
  const n = texts.length;
  const idf = Float32Array.from(vocabulary, (f) => Math.log((1 + n) / (1 + df.get(f)!)) + 1);
  return { settings, vocabulary, idf: encodeFloat32(idf) };
}
