import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { decodeFloat32 } from '../../intent/linear-classifier.js';
import { tableFromDense, type TransitionTable } from './transition-table.js';
import { viterbi } from './viterbi.js';
import { addBags } from './bag-sums.js';
import { EmissionWeights } from './emission-weights.js';
import { bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, contextFeatures, NEIGHBOUR_OFFSETS, neighbourFeature, wordInfo, type TokenHints, type WordInfo } from './token-features.js';

/** A word's feature indices that do not depend on its context (-1: unknown to the model). */
interface WordIndices {
  info: WordInfo;
  own: Int32Array;
  /** Index of the feature this word gives its neighbour at each NEIGHBOUR_OFFSETS offset. */
  asNeighbour: Int32Array;
  /** Index of the feature this word gives the bags of words after it and before it. */
  inBagBefore: number;
  inBagAfter: number;
}

export function decodeInt32(base64: string): Int32Array {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Int32Array(bytes.byteLength / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/**
 * Emission and transition weights of a linear-chain tagger, decoded with Viterbi under BIO constraints.
 * Emissions are kept by feature (dense rows for busy features), transitions as a table by target label.
 */
export class SequenceTagger {
  readonly labels: readonly string[];
  private readonly featureIndex: Map<string, number>;
  private readonly emissions: EmissionWeights;
  private readonly transitions: TransitionTable;

  constructor(state: TaggerState) {
    this.labels = state.labels;
    const L = this.labels.length;
    this.featureIndex = new Map(state.features.map((f, i) => [f, i]));
    const positions = decodeInt32(state.weightPositions);
    const values = decodeFloat32(state.weightValues, positions.length);
    this.emissions = new EmissionWeights(state.features.length, L, positions, values);
    this.transitions = tableFromDense(this.labels, state.transitions);
  }

  private readonly wordCache = new Map<string, WordIndices>();

  /** Feature indices of a word, computed once (bounded cache): the same features sentenceFeatures() names. */
  private indicesOf(word: string, info: WordInfo = wordInfo(word)): WordIndices {
    let cached = this.wordCache.get(word);
    if (!cached) {
      const index = (f: string) => this.featureIndex.get(f) ?? -1;
      cached = {
        info,
        own: Int32Array.from(info.own, index),
        asNeighbour: Int32Array.from(NEIGHBOUR_OFFSETS, (o) => index(neighbourFeature(o, info.lower))),
        inBagBefore: index(bagBefore(info.lower)),
        inBagAfter: index(bagAfter(info.lower)),
      };
      if (this.wordCache.size >= 20_000) this.wordCache.clear();
      this.wordCache.set(word, cached);
    }
    return cached;
  }

  /** Per-token emission scores from the features the model knows (the sum over sentenceFeatures()), flat [token * L + label]. */
  private scores(tokens: readonly Token[], hints: readonly TokenHints[]): Float64Array {
    const L = this.labels.length;
    const n = tokens.length;
    const words = tokens.map((t) => this.indicesOf(t.text));
    const infos = words.map((w) => w.info);
    const before = this.indicesOf(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', own: [] });
    const after = this.indicesOf(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', own: [] });
    const bias = this.featureIndex.get('b') ?? -1;
    const scores = new Float64Array(n * L);
    const weights = this.emissions;
    addBags(weights, Int32Array.from(words, (w) => w.inBagBefore), Int32Array.from(words, (w) => w.inBagAfter), n, scores, new Float64Array(2 * L));
    for (let i = 0; i < n; i++) {
      const offset = i * L;
      const add = (f: number) => weights.addRow(f, scores, offset, 1);
      add(bias);
      for (const f of words[i]!.own) add(f);
      for (let r = 0; r < NEIGHBOUR_OFFSETS.length; r++) {
        const j = i + NEIGHBOUR_OFFSETS[r]!;
        add((j < 0 ? before : j >= n ? after : words[j]!).asNeighbour[r]!);
      }
      for (const feature of contextFeatures(infos, hints, i)) add(this.featureIndex.get(feature) ?? -1);
    }
    return scores;
  }

  /** Per-token emission scores (one array of L scores per token). */
  emissionScores(tokens: readonly Token[], hints: readonly TokenHints[]): Float64Array[] {
    const L = this.labels.length;
    const flat = this.scores(tokens, hints);
    return tokens.map((_, i) => flat.subarray(i * L, (i + 1) * L));
  }

  /** The best label sequence (indices). */
  decode(tokens: readonly Token[], hints: readonly TokenHints[]): number[] {
    return Array.from(viterbi(this.scores(tokens, hints), tokens.length, this.transitions));
  }

  tag(tokens: readonly Token[], hints: readonly TokenHints[]): string[] {
    return this.decode(tokens, hints).map((l) => this.labels[l]!);
  }
}
