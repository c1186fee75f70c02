import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { decodeFloat32 } from '../../intent/linear-classifier.js';
import { allowedTransition } from './bio.js';
import { BOUNDARY_AFTER, BOUNDARY_BEFORE, contextFeatures, NEIGHBOUR_OFFSETS, neighbourFeature, wordInfo, type TokenHints, type WordInfo } from './token-features.js';

/** A word's feature indices that do not depend on its context (-1: unknown to the model). */
interface WordIndices {
  info: WordInfo;
  own: Int32Array;
  /** Index of the feature this word gives its neighbour at each NEIGHBOUR_OFFSETS offset. */
  asNeighbour: Int32Array;
}

export function decodeInt32(base64: string): Int32Array {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Int32Array(bytes.byteLength / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/** Emission and transition weights of a linear-chain tagger, decoded with Viterbi under BIO constraints. */
export class SequenceTagger {
  readonly labels: readonly string[];
  private readonly featureIndex: Map<string, number>;
  private readonly emissions: Float32Array;
  /** [(previous + 1) * L + label], previous = -1 for the start. */
  private readonly transitions: Float64Array;
  private readonly allowed: boolean[];

  constructor(state: TaggerState) {
    this.labels = state.labels;
    const L = this.labels.length;
    this.featureIndex = new Map(state.features.map((f, i) => [f, i]));
    const positions = decodeInt32(state.weightPositions);
    const values = decodeFloat32(state.weightValues, positions.length);
    this.emissions = new Float32Array(state.features.length * L);
    positions.forEach((p, k) => { this.emissions[p] = values[k]!; });
    this.transitions = Float64Array.from(state.transitions);
    this.allowed = [];
    for (let prev = -1; prev < L; prev++) {
      for (let next = 0; next < L; next++) this.allowed.push(allowedTransition(prev < 0 ? null : this.labels[prev]!, this.labels[next]!));
    }
  }

  private readonly wordCache = new Map<string, WordIndices>();

  /** Feature indices of a word, computed once (bounded cache): the same features sentenceFeatures() names. */
  private indicesOf(word: string, info: WordInfo = wordInfo(word)): WordIndices {
    let cached = this.wordCache.get(word);
    if (!cached) {
      const index = (f: string) => this.featureIndex.get(f) ?? -1;
      cached = { info, own: Int32Array.from(info.own, index), asNeighbour: Int32Array.from(NEIGHBOUR_OFFSETS, (o) => index(neighbourFeature(o, info.lower))) };
      if (this.wordCache.size >= 20_000) this.wordCache.clear();
      this.wordCache.set(word, cached);
    }
    return cached;
  }

  /** Per-token emission scores from the features the model knows (the sum over sentenceFeatures()). */
  emissionScores(tokens: readonly Token[], hints: readonly TokenHints[]): Float64Array[] {
    const L = this.labels.length;
    const words = tokens.map((t) => this.indicesOf(t.text));
    const infos = words.map((w) => w.info);
    const before = this.indicesOf(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', own: [] });
    const after = this.indicesOf(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', own: [] });
    const bias = this.featureIndex.get('b') ?? -1;
    return tokens.map((_, i) => {
      const scores = new Float64Array(L);
      const add = (f: number) => {
        if (f < 0) return;
        const row = f * L;
        for (let l = 0; l < L; l++) scores[l] = scores[l]! + this.emissions[row + l]!;
      };
      add(bias);
      for (const f of words[i]!.own) add(f);
      NEIGHBOUR_OFFSETS.forEach((offset, r) => {
        const j = i + offset;
        add((j < 0 ? before : j >= tokens.length ? after : words[j]!).asNeighbour[r]!);
      });
      for (const feature of contextFeatures(infos, hints, i)) add(this.featureIndex.get(feature) ?? -1);
      return scores;
    });
  }


  /** The best label sequence (indices). */
  decode(tokens: readonly Token[], hints: readonly TokenHints[]): number[] {
    return viterbi(this.emissionScores(tokens, hints), this.transitions, this.allowed, this.labels.length);
  }

  tag(tokens: readonly Token[], hints: readonly TokenHints[]): string[] {
    return this.decode(tokens, hints).map((l) => this.labels[l]!);
  }
}

/** Viterbi over emission scores with transition scores and a table of allowed transitions. */
export function viterbi(emissions: readonly Float64Array[], transitions: ArrayLike<number>, allowed: readonly boolean[], L: number): number[] {
  const n = emissions.length;
  if (n === 0) return [];
  const score = new Float64Array(n * L).fill(-Infinity);
  const back = new Int32Array(n * L).fill(-1);
  for (let l = 0; l < L; l++) if (allowed[l]) score[l] = transitions[l]! + emissions[0]![l]!;
  for (let i = 1; i < n; i++) {
    for (let l = 0; l < L; l++) {
      let best = -Infinity;
      let arg = -1;
      for (let p = 0; p < L; p++) {
        if (!allowed[(p + 1) * L + l]) continue;
        const s = score[(i - 1) * L + p]! + transitions[(p + 1) * L + l]!;
        if (s > best) { best = s; arg = p; }
      }
      score[i * L + l] = best + emissions[i]![l]!;
      back[i * L + l] = arg;
    }
  }
  let last = 0;
  for (let l = 1; l < L; l++) if (score[(n - 1) * L + l]! > score[(n - 1) * L + last]!) last = l;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]!]!;
  return path;
}
