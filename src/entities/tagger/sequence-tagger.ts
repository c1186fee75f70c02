import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { decodeFloat32 } from '../../intent/linear-classifier.js';
import { tableFromDense, type TransitionTable } from './transition-table.js';
import { viterbi } from './viterbi.js';
import { addBags } from './bag-sums.js';
import { EmissionWeights } from './emission-weights.js';
import { ContextLookup, kindId, type ContextToken } from './context-lookup.js';
import { bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, NEIGHBOUR_OFFSETS, neighbourFeature, wordInfo, type TokenHints, type WordInfo } from './token-features.js';

/** A word's feature indices that do not depend on its context (-1: unknown to the model). */
interface WordIndices {
  info: WordInfo;
  /** The bias and the word's own features, summed: one row per token instead of eight. */
  own: Float64Array;
  /** Index of the feature this word gives its neighbour at each NEIGHBOUR_OFFSETS offset. */
  asNeighbour: Int32Array;
  /** Index of the feature this word gives the bags of words after it and before it. */
  inBagBefore: number;
  inBagAfter: number;
  context: ContextToken;
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
  private readonly context: ContextLookup;
  private readonly transitions: TransitionTable;
  private readonly before: WordIndices;
  private readonly after: WordIndices;
  /** Scratch for the running bag sums. */
  private readonly bagSums: Float64Array;

  constructor(state: TaggerState) {
    this.labels = state.labels;
    const L = this.labels.length;
    this.cacheLimit = Math.min(20_000, Math.max(1_000, Math.floor(1_000_000 / L)));
    this.entityOf = this.labels.map((l) => (l === 'O' ? null : l.slice(2)));
    this.inside = Uint8Array.from(this.labels, (l) => (l.startsWith('I-') ? 1 : 0));
    this.featureIndex = new Map(state.features.map((f, i) => [f, i]));
    const positions = decodeInt32(state.weightPositions);
    const values = decodeFloat32(state.weightValues, positions.length);
    this.emissions = new EmissionWeights(state.features.length, L, positions, values);
    this.context = new ContextLookup(state.features, this.emissions, L);
    this.transitions = tableFromDense(this.labels, state.transitions);
    this.before = this.indicesOf(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', own: [] });
    this.after = this.indicesOf(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', own: [] });
    this.bagSums = new Float64Array(2 * L);
  }

  private readonly wordCache = new Map<string, WordIndices>();
  /** Words remembered: bounded, so arbitrary input cannot grow memory (about 8 MB of sums at most). */
  private readonly cacheLimit: number;
  /** Each label's entity (null for O), and whether it is an I- label. */
  private readonly entityOf: Array<string | null>;
  private readonly inside: Uint8Array;

  /** Feature indices of a word, computed once (bounded cache): the same features sentenceFeatures() names. */
  private indicesOf(word: string, info: WordInfo = wordInfo(word)): WordIndices {
    let cached = this.wordCache.get(word);
    if (!cached) {
      const index = (f: string) => this.featureIndex.get(f) ?? -1;
      const own = new Float64Array(this.labels.length);
      for (const f of ['b', ...info.own]) this.emissions.addRow(index(f), own, 0, 1);
      cached = {
        info,
        own,
        asNeighbour: Int32Array.from(NEIGHBOUR_OFFSETS, (o) => index(neighbourFeature(o, info.lower))),
        inBagBefore: index(bagBefore(info.lower)),
        inBagAfter: index(bagAfter(info.lower)),
        context: { word: this.context.wordId(info.lower), kind: kindId(info.kind) },
      };
      if (this.wordCache.size >= this.cacheLimit) this.wordCache.clear();
      this.wordCache.set(word, cached);
    }
    return cached;
  }

  /** Per-token emission scores from the features the model knows (the sum over sentenceFeatures()), flat [token * L + label]. */
  private scores(tokens: readonly Token[], hints: readonly TokenHints[]): Float64Array {
    const L = this.labels.length;
    const n = tokens.length;
    const words = new Array<WordIndices>(n);
    const context = new Array<ContextToken>(n);
    const bagBefore = new Int32Array(n);
    const bagAfter = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const word = this.indicesOf(tokens[i]!.text);
      words[i] = word;
      context[i] = word.context;
      bagBefore[i] = word.inBagBefore;
      bagAfter[i] = word.inBagAfter;
    }
    const scores = new Float64Array(n * L);
    const weights = this.emissions;
    addBags(weights, bagBefore, bagAfter, n, scores, this.bagSums);
    for (let i = 0, offset = 0; i < n; i++, offset += L) {
      const own = words[i]!.own;
      for (let l = 0; l < L; l++) scores[offset + l] = scores[offset + l]! + own[l]!;
      for (let r = 0; r < NEIGHBOUR_OFFSETS.length; r++) {
        const j = i + NEIGHBOUR_OFFSETS[r]!;
        weights.addRow((j < 0 ? this.before : j >= n ? this.after : words[j]!).asNeighbour[r]!, scores, offset, 1);
      }
      this.context.addTo(context, hints, i, scores, offset);
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
  decode(tokens: readonly Token[], hints: readonly TokenHints[]): Int32Array {
    return viterbi(this.scores(tokens, hints), tokens.length, this.transitions);
  }

  /** The entity spans of the best label sequence, as token ranges [first, last]: B-x opens one, I-x extends it. */
  ranges(tokens: readonly Token[], hints: readonly TokenHints[]): Array<{ entity: string; first: number; last: number }> {
    const path = this.decode(tokens, hints);
    const ranges: Array<{ entity: string; first: number; last: number }> = [];
    for (let i = 0; i < path.length; i++) {
      const entity = this.entityOf[path[i]!];
      if (entity === null || entity === undefined) continue;
      const open = ranges[ranges.length - 1];
      if (this.inside[path[i]!] && open && open.entity === entity && open.last === i - 1) open.last = i;
      else ranges.push({ entity, first: i, last: i });
    }
    return ranges;
  }

  tag(tokens: readonly Token[], hints: readonly TokenHints[]): string[] {
    const path = this.decode(tokens, hints);
    const labels = new Array<string>(path.length);
    for (let i = 0; i < path.length; i++) labels[i] = this.labels[path[i]!]!;
    return labels;
  }
}
