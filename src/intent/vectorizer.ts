import { stem, words } from '../text/english.js';
import { charNgramFeatures, readToken, UNKNOWN_WORD, wordNgramFeatures, type FeatureSettings } from './features.js';
import { decodeFloat32 } from './linear-classifier.js';

/** A sparse vector: parallel arrays of feature indices and weights. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** A statement's vector, and how many of its features come from words the vocabulary knows. */
export interface StatementVector extends SparseVector {
  knownFeatures: number;
}

/** What a word contributes, looked up once: its stem for word n-grams (UNKNOWN_WORD if unknown) and its character n-grams. */
interface WordEntry {
  stem: string;
  chars: Int32Array;
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
  private readonly wordEntries = new Map<string, WordEntry>();
  private readonly counts: Uint16Array;
  /** 1 for the features made from UNKNOWN_WORD: they do not count as known. */
  private readonly fromUnknown: Uint8Array;

  constructor(readonly state: VectorizerState) {
    this.index = new Map(state.vocabulary.map((feature, i) => [feature, i]));
    this.idf = decodeFloat32(state.idf, state.vocabulary.length);
    this.counts = new Uint16Array(state.vocabulary.length);
    this.fromUnknown = Uint8Array.from(state.vocabulary, (f) => (f.startsWith('w:') && f.includes(UNKNOWN_WORD) ? 1 : 0));
  }

  get size(): number {
    return this.state.vocabulary.length;
  }

  private wordEntry(word: string): WordEntry {
    let found = this.wordEntries.get(word);
    if (!found) {
      const settings = this.state.settings;
      const token = readToken(word);
      const stemmed = token.unknown ? UNKNOWN_WORD : stem(token.word);
      found = {
        stem: settings.unknownWords && !this.index.has(`w:${stemmed}`) ? UNKNOWN_WORD : stemmed,
        chars: token.word.length === 0 ? new Int32Array(0) : Int32Array.from(charNgramFeatures(token.word, settings.charNgrams).map((f) => this.index.get(f) ?? -1).filter((i) => i >= 0)),
      };
      if (this.wordEntries.size >= WORD_CACHE_LIMIT) this.wordEntries.clear();
      this.wordEntries.set(word, found);
    }
    return found;
  }

  vectorize(text: string): StatementVector {
    return this.vectorizeWords(words(text));
  }

  /** The vector of a statement given as words (synthetic statements may contain unknownToken()s). */
  vectorizeWords(tokens: readonly string[]): StatementVector {
    // Counts go into a scratch array indexed by feature (cleared after), cheaper than a Map per statement.
    const counts = this.counts;
    const touched: number[] = [];
    const add = (i: number) => {
      if (counts[i] === 0) touched.push(i);
      counts[i] = counts[i]! + 1;
    };
    const entries = tokens.map((token) => this.wordEntry(token));
    for (const feature of wordNgramFeatures(entries.map((e) => e.stem), this.state.settings.wordNgrams)) {
      const i = this.index.get(feature);
      if (i !== undefined) add(i);
    }
    for (const entry of entries) for (const i of entry.chars) add(i);
    const indices = new Int32Array(touched.length);
    const values = new Float32Array(touched.length);
    let norm = 0;
    let knownFeatures = 0;
    for (let k = 0; k < touched.length; k++) {
      const i = touched[k]!;
      knownFeatures += 1 - this.fromUnknown[i]!;
      const value = (1 + Math.log(counts[i]!)) * this.idf[i]!;
      counts[i] = 0;
      indices[k] = i;
      values[k] = value;
      norm += value * value;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < values.length; j++) values[j] = values[j]! * scale;
    return { indices, values, knownFeatures };
  }
}
