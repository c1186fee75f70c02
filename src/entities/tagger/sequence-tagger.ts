import type { TaggerModel } from '../../model/pack-tagger.js';
import type { Token } from '../../text/tokens.js';
import { allowedPairs, tableFromDense } from './transition-table.js';
import { DENSE_VITERBI_LABELS, denseTransitions, viterbiDense, type DenseTransitions } from './viterbi.js';
import { prunedFromDense, viterbiPruned, type PrunedTransitions } from './pruned-viterbi.js';
import { addBags } from './bag-sums.js';
import { EmissionWeights } from './emission-weights.js';
import { ContextLookup, type ContextWord, type HintRows } from './context-lookup.js';
import { ValueRows } from './value-rows.js';
import { applyPenalties, labelPenalties } from './label-focus.js';
import { bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, NEIGHBOUR_OFFSETS, neighbourFeature, OWN_TEMPLATES, wordInfo, type TokenHints, type WordInfo } from './token-features.js';

/** A word's features that do not depend on its context, as rows of the emission weights (-1: unknown to the model). */
export interface WordIndices {
  info: WordInfo;
  /**
   * The bias and the word's own features, summed: one row per token instead of eight ([0, L)). For a small
   * label set, then a dense copy of the row of the feature the word gives its neighbour at each
   * NEIGHBOUR_OFFSETS offset ([(1 + r) L, (2 + r) L)): read straight, with no lookup.
   */
  own: Float64Array;
  /** Row (EmissionWeights.row()) of the feature this word gives its neighbour at each NEIGHBOUR_OFFSETS offset. */
  asNeighbour: Int32Array;
  /** Row of the feature this word gives the bags of words after it and before it. */
  inBagBefore: number;
  inBagAfter: number;
  context: ContextWord;
}

/** Up to this many labels, words keep dense copies of their neighbour rows (5 L numbers a word). */
const NEIGHBOUR_ROWS_LABELS = 16;

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
  private readonly values: ValueRows;
  /** Rows and template handles (ValueRows) of a word's features: the bias, its own (OWN_TEMPLATES order), as a neighbour (NEIGHBOUR_OFFSETS order), in the bags before and after. */
  private readonly bias: number;
  private readonly ownTemplates: Int32Array;
  private readonly neighbourTemplates: Int32Array;
  private readonly bagTemplates: readonly [number, number];
  private readonly emissions: EmissionWeights;
  private readonly context: ContextLookup;
  /** The transitions as dense lists per target for a small label set, else for the pruned decoder. */
  private readonly dense: DenseTransitions | null;
  private readonly pruned: PrunedTransitions | null;
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
  /** Words keep their neighbour rows (see WordIndices.own). */
  private readonly neighbourRows: boolean;

  constructor(state: TaggerModel) {
    this.labels = state.labels;
    const L = this.labels.length;
    this.neighbourRows = L <= NEIGHBOUR_ROWS_LABELS;
    const rowLength = this.neighbourRows ? (1 + NEIGHBOUR_OFFSETS.length) * L : L;
    this.cacheLimit = Math.min(20_000, Math.max(1_000, Math.floor(1_000_000 / rowLength)));
    this.entityOf = this.labels.map((l) => (l === 'O' ? null : l.slice(2)));
    this.inside = Uint8Array.from(this.labels, (l) => (l.startsWith('I-') ? 1 : 0));
    if (state.weights.counts.length !== state.features.template.length) throw new RangeError(`expected weight counts for ${state.features.template.length} tagger features, found ${state.weights.counts.length}`);
    this.emissions = new EmissionWeights(L, state.weights);
    // By value: the features of a word and its neighbours and bags (wordIndices()); the context lookup reads the rest.
    this.values = new ValueRows(state.features, this.emissions);
    this.context = new ContextLookup(this.values, this.emissions, L);
    this.bias = this.values.row(this.values.templateId('b'), 0);
    this.ownTemplates = Int32Array.from(OWN_TEMPLATES, (t) => this.values.templateId(t));
    this.neighbourTemplates = Int32Array.from(NEIGHBOUR_OFFSETS, (o) => this.values.templateId(neighbourFeature(o, '')));
    this.bagTemplates = [this.values.templateId(bagBefore('')), this.values.templateId(bagAfter(''))];
    this.dense = L <= DENSE_VITERBI_LABELS ? denseTransitions(tableFromDense(this.labels, state.transitions)) : null;
    this.pruned = this.dense ? null : prunedFromDense(this.labels, state.transitions, allowedPairs(this.labels));
    this.before = this.indicesOf(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', ownValues: [] });
    this.after = this.indicesOf(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', ownValues: [] });
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
    const { emissions, values } = this;
    const L = this.labels.length;
    const own = new Float64Array(this.neighbourRows ? (1 + NEIGHBOUR_OFFSETS.length) * L : L);
    // The bias, then the word's own features in OWN_TEMPLATES order: the order sentenceFeatures() names them.
    emissions.add(this.bias, own, 0);
    const ownValues = info.ownValues;
    for (let k = 0; k < ownValues.length; k++) emissions.add(values.row(this.ownTemplates[k]!, values.valueId(ownValues[k]!)), own, 0);
    const lower = values.valueId(info.lower);
    const asNeighbour = Int32Array.from(this.neighbourTemplates, (t) => values.row(t, lower));
    if (this.neighbourRows) asNeighbour.forEach((f, r) => emissions.add(f, own, (1 + r) * L));
    return {
      info,
      own,
      asNeighbour,
      inBagBefore: values.row(this.bagTemplates[0], lower),
      inBagAfter: values.row(this.bagTemplates[1], lower),
      context: this.context.word(lower, info.kind),
    };
  }

  /**
   * Per-token emission scores from the features the model knows (the sum over sentenceFeatures()), flat
   * [token * L + label], in a scratch buffer that the next call overwrites. `known`: the tokens'
   * indicesOf(), when the caller has them already.
   */
  private scores(tokens: readonly Token[], hints: readonly TokenHints[] | HintRows, known?: readonly WordIndices[]): Float64Array {
    const L = this.labels.length;
    const n = tokens.length;
    if (this.scratch.length < n * L) this.scratch = new Float64Array(2 * n * L);
    if (this.bagBefore.length < n) { this.bagBefore = new Int32Array(2 * n); this.bagAfter = new Int32Array(2 * n); }
    const { scratch: scores, bagBefore, bagAfter, words, contexts } = this;
    // words and contexts are reused: entries past n are stale, never read.
    for (let i = 0; i < n; i++) {
      const word = known ? known[i]! : this.indicesOf(tokens[i]!.text);
      words[i] = word;
      contexts[i] = word.context;
      bagBefore[i] = word.inBagBefore;
      bagAfter[i] = word.inBagAfter;
    }
    const weights = this.emissions;
    for (let i = 0, offset = 0; i < n; i++, offset += L) {
      const own = words[i]!.own;
      if (this.neighbourRows) {
        // The word's own row, its neighbours' rows for it and its kind-only row, in one pass. NEIGHBOUR_OFFSETS
        // is -1, +1, -2, +2 (the tests check these scores against the named features).
        const a = this.wordAt(words, n, i - 1).own;
        const b = this.wordAt(words, n, i + 1).own;
        const c = this.wordAt(words, n, i - 2).own;
        const d = this.wordAt(words, n, i + 2).own;
        const kinds = this.context.kindRow(contexts, n, i);
        for (let l = 0; l < L; l++) scores[offset + l] = own[l]! + a[L + l]! + b[2 * L + l]! + c[3 * L + l]! + d[4 * L + l]! + kinds[l]!;
        continue;
      }
      scores.set(own, offset);
      for (let r = 0; r < NEIGHBOUR_OFFSETS.length; r++) weights.add(this.wordAt(words, n, i + NEIGHBOUR_OFFSETS[r]!).asNeighbour[r]!, scores, offset);
    }
    addBags(weights, bagBefore, bagAfter, n, scores, this.bagSums);
    this.context.addAll(contexts, n, hints, scores, !this.neighbourRows);
    return scores;
  }

  /** Word j of n, or a boundary past either end (a method: the hot path creates no closures). */
  private wordAt(words: readonly WordIndices[], n: number, j: number): WordIndices {
    return j < 0 ? this.before : j >= n ? this.after : words[j]!;
  }

  /** The rows of a hint (see ContextLookup.hintRows()). */
  hintRows(match: string): Int32Array | undefined {
    return this.context.hintRows(match);
  }

  private viterbi(emissions: Float64Array, n: number, out?: Int32Array): Int32Array {
    return this.dense ? viterbiDense(emissions, n, this.dense, out) : viterbiPruned(emissions, n, this.pruned!, out);
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

  /**
   * The entity spans of the best label sequence, as token ranges [first, last]: B-x opens one, I-x extends
   * it. `hints` as TokenHints or already looked up (hintRows()); `known`: as scores(); `penalties`: per label,
   * what its score loses on every token (label-focus.ts).
   */
  ranges(tokens: readonly Token[], hints: readonly TokenHints[] | HintRows, known?: readonly WordIndices[], penalties?: Float64Array | null): Array<{ entity: string; first: number; last: number }> {
    const n = tokens.length;
    if (this.path.length < n) this.path = new Int32Array(2 * n);
    const scores = this.scores(tokens, hints, known);
    if (penalties) applyPenalties(scores, n, penalties);
    const path = this.viterbi(scores, n, this.path);
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

  /** Penalties (for ranges()) that focus on these entities' labels; null when the focus leaves out none. */
  focus(entities: ReadonlySet<string>): Float64Array | null {
    return labelPenalties(this.labels, entities);
  }

  tag(tokens: readonly Token[], hints: readonly TokenHints[]): string[] {
    const path = this.decode(tokens, hints);
    const labels = new Array<string>(path.length);
    for (let i = 0; i < path.length; i++) labels[i] = this.labels[path[i]!]!;
    return labels;
  }
}
