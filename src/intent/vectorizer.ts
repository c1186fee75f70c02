import { stem, words } from '../text/english.js';
import { charNgramFeatures, wordNgramFeatures, type FeatureSettings } from './features.js';
import { decodeFloat32 } from './linear-classifier.js';

/** A sparse vector: parallel arrays of feature indices and weights. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** Serialisable vectorizer state: the vocabulary (index order) and each feature's idf (float32, base64). */
export interface VectorizerState {
  settings: FeatureSettings;
  vocabulary: string[];
  idf: string;
}

/** Words recur: the vocabulary indices of a word's character n-grams are looked up once (bounded). */
const WORD_CACHE_LIMIT = 20_000;

/** Sublinear tf-idf, L2-normalised, over the features extractFeatures() names. Unknown features are ignored. */
export class Vectorizer {
  private readonly index: Map<string, number>;
  private readonly idf: Float32Array;
  private readonly charIndices = new Map<string, Int32Array>();
  private readonly counts: Uint16Array;

  constructor(readonly state: VectorizerState) {
    this.index = new Map(state.vocabulary.map((feature, i) => [feature, i]));
    this.idf = decodeFloat32(state.idf, state.vocabulary.length);
    this.counts = new Uint16Array(state.vocabulary.length);
  }

  get size(): number {
    return this.state.vocabulary.length;
  }

  private charNgramIndices(word: string): Int32Array {
    let found = this.charIndices.get(word);
    if (!found) {
      found = Int32Array.from(charNgramFeatures(word, this.state.settings.charNgrams).map((f) => this.index.get(f) ?? -1).filter((i) => i >= 0));
      if (this.charIndices.size >= WORD_CACHE_LIMIT) this.charIndices.clear();
      this.charIndices.set(word, found);
    }
    return found;
  }

  vectorize(text: string): SparseVector {
    // Counts go into a scratch array indexed by feature (cleared after), cheaper than a Map per statement.
    const counts = this.counts;
    const touched: number[] = [];
    const add = (i: number) => {
      if (counts[i] === 0) touched.push(i);
      counts[i] = counts[i]! + 1;
    };
    const tokens = words(text);
    for (const feature of wordNgramFeatures(tokens.map(stem), this.state.settings.wordNgrams)) {
      const i = this.index.get(feature);
      if (i !== undefined) add(i);
    }
    if (this.state.settings.charNgrams.length > 0) for (const token of tokens) for (const i of this.charNgramIndices(token)) add(i);
    const indices = new Int32Array(touched.length);
    const values = new Float32Array(touched.length);
    let norm = 0;
    for (let k = 0; k < touched.length; k++) {
      const i = touched[k]!;
      const value = (1 + Math.log(counts[i]!)) * this.idf[i]!;
      counts[i] = 0;
      indices[k] = i;
      values[k] = value;
      norm += value * value;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < values.length; j++) values[j] = values[j]! * scale;
    return { indices, values };
  }
}
