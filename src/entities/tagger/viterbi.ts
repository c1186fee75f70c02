import type { TransitionTable } from './transition-table.js';

/** Reusable buffers, grown on demand: decoding allocates nothing per statement once warm. */
let scoreBuffer = new Float64Array(0);
let backBuffer = new Int32Array(0);

/**
 * A small label set decoded without the table's bookkeeping: for each label, the scores of every allowed
 * transition into it, by previous label (flat: label t's predecessors are prev[offsets[t]…offsets[t+1])).
 * For a few labels this plain O(n · allowed pairs) loop is cheaper than keeping the best labels sorted.
 */
export interface DenseTransitions {
  size: number;
  start: Float64Array;
  offsets: Int32Array;
  prev: Int32Array;
  score: Float64Array;
}

/** Labels up to this many are decoded with dense transitions. */
export const DENSE_VITERBI_LABELS = 24;

export function denseTransitions(table: TransitionTable): DenseTransitions {
  const L = table.size;
  const offsets = new Int32Array(L + 1);
  const prev: number[] = [];
  const score: number[] = [];
  for (let t = 0; t < L; t++) {
    offsets[t] = prev.length;
    for (let p = 0; p < L; p++) {
      const k = table.slot[t * L + p]!;
      if (k >= 0) { prev.push(p); score.push(table.score[k]!); }
      else if (table.hasFallback[t]) { prev.push(p); score.push(table.fallback[t]!); }
    }
  }
  offsets[L] = prev.length;
  return { size: L, start: Float64Array.from(table.start), offsets, prev: Int32Array.from(prev), score: Float64Array.from(score) };
}

/** viterbi() over dense transitions: the same path (ties to the lower label index). */
export function viterbiDense(emissions: Float64Array, n: number, transitions: DenseTransitions, out?: Int32Array): Int32Array {
  const L = transitions.size;
  const path = out && out.length >= n ? out : new Int32Array(n);
  if (n === 0) return path;
  if (scoreBuffer.length < n * L) { scoreBuffer = new Float64Array(n * L * 2); backBuffer = new Int32Array(n * L * 2); }
  const score = scoreBuffer;
  const back = backBuffer;
  const { start, offsets, prev, score: pairScore } = transitions;
  for (let l = 0; l < L; l++) score[l] = start[l]! + emissions[l]!;
  for (let i = 1; i < n; i++) {
    const base = (i - 1) * L;
    const row = i * L;
    for (let t = 0; t < L; t++) {
      let best = -Infinity;
      let arg = -1;
      // Predecessors in increasing order: a later one must beat, not tie, to win.
      for (let k = offsets[t]!, end = offsets[t + 1]!; k < end; k++) {
        const s = score[base + prev[k]!]! + pairScore[k]!;
        if (s > best) { best = s; arg = prev[k]!; }
      }
      score[row + t] = best + emissions[row + t]!;
      back[row + t] = arg;
    }
  }
  return backtrack(score, back, n, L, path);
}

/** The best last label, then the back pointers to the first token: the path both decoders end with. */
export function backtrack(score: Float64Array, back: Int32Array, n: number, L: number, path: Int32Array): Int32Array {
  let last = 0;
  const end = (n - 1) * L;
  for (let l = 1; l < L; l++) if (score[end + l]! > score[end + last]!) last = l;
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]!]!;
  return path;
}
