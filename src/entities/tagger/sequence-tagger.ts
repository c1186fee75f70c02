import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { decodeFloat32 } from '../../intent/linear-classifier.js';
import { tableFromDense, type TransitionTable } from './transition-table.js';
import { DENSE_VITERBI_LABELS, denseTransitions, viterbi, viterbiDense, type DenseTransitions } from './viterbi.js';
import { addBags } from './bag-sums.js';
import { EmissionWeights } from './emission-weights.js';
import { ContextLookup, type ContextWord } from './context-lookup.js';
import { bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, NEIGHBOUR_OFFSETS, neighbourFeature, wordInfo, type TokenHints, type WordInfo } from './token-features.js';

/** A word's feature indices that do not depend on its context (-1: unknown to the model). */
export interface WordIndices {
  info: WordInfo;
  /** The bias and the word's own features, summed: one row per token instead of eight. */
  own: Float64Array;
  /** Index of the feature this word gives its neighbour at each NEIGHBOUR_OFFSETS offset. */
  asNeighbour: Int32Array;
  /** Index of the feature this word gives the bags of words after it and before it. */
  inBagBefore: number;
  inBagAfter: number;
  context: ContextWord;
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
  /** The same transitions as a dense matrix, for a small label set. */
  private readonly dense: DenseTransitions | null;
  private readonly before: WordIndices;
  private readonly after: WordIndices;
  /** Scratch for the running bag sums. */
  private readonly bagSums: Float64Array;
  /** Scratch of scores(), grown on demand: scoring allocates nothing per statement once warm. */
  private scratch = new Float64Array(0);
  private bagBefore = new Int32Array(0);
  private bagAfter = new Int32Array(0);
  private path = new Int32Array(0);
  private readonly words: WordIndices[] = [];
  private readonly contexts: ContextWord[] = [];

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
    this.dense = L <= DENSE_VITERBI_LABELS ? denseTransitions(this.transitions) : null;
    this.before = this.indicesOf(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', own: [] });
    this.after = this.indicesOf(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', own: [] });
    this.bagSums = new Float64Array(2 * L);
  }

  private readonly wordCache = new Map<string, WordIndices>();
  /** Words remembered: bounded, so arbitrary input cannot grow memory (about 8 MB of sums at most). */
  readonly cacheLimit: number;
  /** Each label's entity (null for O), and whether it is an I- label. */
  private readonly entityOf: Array<string | null>;
  private readonly inside: Uint8Array;

  /** Feature indices of a word, computed once (bounded cache): the same features sentenceFeatures() names. */
  private indicesOf(word: string, info?: WordInfo): WordIndices {
    let cached = this.wordCache.get(word);
    if (!cached) {
      cached = this.wordIndices(word, info);
      if (this.wordCache.size >= this.cacheLimit) this.wordCache.clear();
      this.wordCache.set(word, cached);
    }
    return cached;
  }

  /** Feature indices of a word, computed (not cached: for a caller that keeps them, see `known` in ranges()). */
  wordIndices(word: string, info: WordInfo = wordInfo(word)): WordIndices {
    const index = (f: string) => this.featureIndex.get(f) ?? -1;
    const own = new Float64Array(this.labels.length);
    for (const f of ['b', ...info.own]) this.emissions.add(index(f), own, 0);
    return {
      info,
      own,
      asNeighbour: Int32Array.from(NEIGHBOUR_OFFSETS, (o) => index(neighbourFeature(o, info.lower))),
      inBagBefore: index(bagBefore(info.lower)),
      inBagAfter: index(bagAfter(info.lower)),
      context: this.context.word(info.lower, info.kind),
    };
  }

  /**
   * Per-token emission scores from the features the model knows (the sum over sentenceFeatures()), flat
   * [token * L + label], in a scratch buffer that the next call overwrites. `known`: the tokens'
   * indicesOf(), when the caller has them already.
   */
  private scores(tokens: readonly Token[], hints: readonly TokenHints[], known?: readonly WordIndices[]): Float64Array {
    const L = this.labels.length;
    const n = tokens.length;
    if (this.scratch.length < n * L) this.scratch = new Float64Array(2 * n * L);
    if (this.bagBefore.length < n) { this.bagBefore = new Int32Array(2 * n); this.bagAfter = new Int32Array(2 * n); }
    const { scratch: scores, bagBefore, bagAfter, words, contexts } = this;
    // words and contexts are reused: entries past n are stale, never read.
    for (let i = 0, offset = 0; i < n; i++, offset += L) {
      const word = known ? known[i]! : this.indicesOf(tokens[i]!.text);
      words[i] = word;
      contexts[i] = word.context;
      bagBefore[i] = word.inBagBefore;
      bagAfter[i] = word.inBagAfter;
      // The word's own row starts the token's scores (no separate clearing pass).
      const own = word.own;
      for (let l = 0; l < L; l++) scores[offset + l] = own[l]!;
    }
    const weights = this.emissions;
    addBags(weights, bagBefore, bagAfter, n, scores, this.bagSums);
    for (let i = 0, offset = 0; i < n; i++, offset += L) {
      for (let r = 0; r < NEIGHBOUR_OFFSETS.length; r++) {
        const j = i + NEIGHBOUR_OFFSETS[r]!;
        weights.add((j < 0 ? this.before : j >= n ? this.after : words[j]!).asNeighbour[r]!, scores, offset);
      }
    }
    this.context.addAll(contexts, n, hints, scores);
    return scores;
  }

  private viterbi(emissions: Float64Array, n: number, out?: Int32Array): Int32Array {
    return this.dense ? viterbiDense(emissions, n, this.dense, out) : viterbi(emissions, n, this.transitions, out);
  }

  /** Per-token emission scores (one array of L scores per token). */
  emissionScores(tokens: readonly Token[], hints: readonly TokenHints[]): Float64Array[] {
    const L = this.labels.length;
    const flat = this.scores(tokens, hints);
    return tokens.map((_, i) => flat.slice(i * L, (i + 1) * L));
  }

  /** The best label sequence (indices). */
  decode(tokens: readonly Token[], hints: readonly TokenHints[]): Int32Array {
    return this.viterbi(this.scores(tokens, hints), tokens.length);
  }

  /** The entity spans of the best label sequence, as token ranges [first, last]: B-x opens one, I-x extends it. `known`: as scores(). */
  ranges(tokens: readonly Token[], hints: readonly TokenHints[], known?: readonly WordIndices[]): Array<{ entity: string; first: number; last: number }> {
    const n = tokens.length;
    if (this.path.length < n) this.path = new Int32Array(2 * n);
    const path = this.viterbi(this.scores(tokens, hints, known), n, this.path);
    const ranges: Array<{ entity: string; first: number; last: number }> = [];
    for (let i = 0; i < n; i++) {
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
