import { extractFeatures, type FeatureSettings } from './features.js';

/** A sparse vector: parallel arrays of feature indices and weights. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** Serialisable vectorizer state: the vocabulary (index order) and each feature's idf. */
export interface VectorizerState {
  settings: FeatureSettings;
  vocabulary: string[];
  idf: number[];
}

/** Sublinear tf-idf, L2-normalised. Unknown features are ignored. */
export class Vectorizer {
  private readonly index: Map<string, number>;
  private readonly idf: Float32Array;

  constructor(readonly state: VectorizerState) {
    this.index = new Map(state.vocabulary.map((feature, i) => [feature, i]));
    this.idf = Float32Array.from(state.idf);
  }

  get size(): number {
    return this.state.vocabulary.length;
  }

  vectorize(text: string): SparseVector {
    const counts = extractFeatures(text, this.state.settings);
    const indices: number[] = [];
    const values: number[] = [];
    let norm = 0;
    for (const [feature, count] of counts) {
      const i = this.index.get(feature);
      if (i === undefined) continue;
      const value = (1 + Math.log(count)) * this.idf[i]!;
      indices.push(i);
      values.push(value);
      norm += value * value;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    return { indices: Int32Array.from(indices), values: Float32Array.from(values, (v) => v * scale) };
  }
}
