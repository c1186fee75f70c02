import type { TransitionTable } from './transition-table.js';
import { backtrack } from './viterbi.js';

/**
 * Transitions of a large label set for an exact, pruned Viterbi. A trained model's table has nearly every
 * pair explicit (averaged weights rarely share a value), so the table's decoder does O(L²) per token. Here a
 * target that any label may precede (O, B-x) visits the previous labels best first and stops once even its
 * best incoming transition cannot catch up; an I-x target reads its few allowed predecessors directly.
 */
export interface PrunedTransitions {
  size: number;
  start: Float64Array;
  /** Dense scores [previous * L + target]; -Infinity where not allowed. */
  matrix: Float64Array;
  /** Each target's highest incoming score. */
  maxIn: Float64Array;
  /** 1 for a target any label may precede; else its predecessors are table.prev[offsets[t]…offsets[t+1]) with score. */
  open: Uint8Array;
  offsets: Int32Array;
  prev: Int32Array;
  score: Float64Array;
}

export function prunedTransitions(table: TransitionTable): PrunedTransitions {
  const L = table.size;
  const matrix = new Float64Array(L * L).fill(-Infinity);
  const maxIn = new Float64Array(L).fill(-Infinity);
  for (let t = 0; t < L; t++) {
    for (let p = 0; p < L; p++) {
      const k = table.slot[t * L + p]!;
      const s = k >= 0 ? table.score[k]! : table.hasFallback[t] ? table.fallback[t]! : -Infinity;
      matrix[p * L + t] = s;
      if (s > maxIn[t]!) maxIn[t] = s;
    }
  }
  return { size: L, start: Float64Array.from(table.start), matrix, maxIn, open: Uint8Array.from(table.hasFallback), offsets: table.offsets, prev: table.prev, score: table.score };
}

/**
 * prunedTransitions(tableFromDense(labels, dense)), straight from the model file's dense matrix [(previous + 1) * L + label]
 * (row 0: the start): what the decoder reads of the table is each allowed pair's own score, which the table gives
 * back either way (explicit, or the fallback its score equals). No table, so no count of each target's scores.
 */
export function prunedFromDense(labels: readonly string[], dense: ArrayLike<number>, allowed: Uint8Array): PrunedTransitions {
  const L = labels.length;
  const matrix = new Float64Array(L * L).fill(-Infinity);
  const maxIn = new Float64Array(L).fill(-Infinity);
  const start = new Float64Array(L);
  const open = Uint8Array.from(labels, (l) => (l.startsWith('I-') ? 0 : 1));
  const offsets = new Int32Array(L + 1);
  const prev: number[] = [];
  const score: number[] = [];
  for (let t = 0; t < L; t++) {
    offsets[t] = prev.length;
    start[t] = open[t] ? dense[t]! : -Infinity;
    for (let p = 0; p < L; p++) {
      if (!allowed[t * L + p]) continue;
      const s = dense[(p + 1) * L + t]!;
      matrix[p * L + t] = s;
      if (s > maxIn[t]!) maxIn[t] = s;
      // An I- target reads its allowed predecessors as a list; another, the matrix.
      if (!open[t]) { prev.push(p); score.push(s); }
    }
  }
  offsets[L] = prev.length;
  return { size: L, start, matrix, maxIn, open, offsets, prev: Int32Array.from(prev), score: Float64Array.from(score) };
}

/** How many of the best previous labels each position keeps sorted: most targets are settled by the first two. */
const TOP = 4;

/** Reusable buffers, in one object (module-level bindings are slower to reach in a hot loop). */
const buffers = { score: new Float64Array(0), back: new Int32Array(0), top: new Int32Array(TOP) };

/**
 * The best label sequence, exactly that of a dense Viterbi (ties to the lower label index). A target any
 * label may precede visits the TOP best previous labels, best first, and stops when even its best incoming
 * score cannot catch up; when the TOP do not settle it, every previous label is read.
 */
export function viterbiPruned(emissions: Float64Array, n: number, tr: PrunedTransitions, out?: Int32Array): Int32Array {
  const L = tr.size;
  const path = out && out.length >= n ? out : new Int32Array(n);
  if (n === 0) return path;
  if (buffers.score.length < n * L) { buffers.score = new Float64Array(n * L * 2); buffers.back = new Int32Array(n * L * 2); }
  const { score, back, top } = buffers;
  const { start, matrix, maxIn, open, offsets, prev, score: pairScore } = tr;
  for (let l = 0; l < L; l++) score[l] = start[l]! + emissions[l]!;
  for (let i = 1; i < n; i++) {
    const base = (i - 1) * L;
    const row = i * L;
    // The TOP best previous labels, best first (lower index first among equals).
    let kept = 0;
    for (let p = 0; p < L; p++) {
      const s = score[base + p]!;
      if (kept === TOP && !(s > score[base + top[TOP - 1]!]!)) continue;
      let k = kept < TOP ? kept++ : TOP - 1;
      while (k > 0 && s > score[base + top[k - 1]!]!) { top[k] = top[k - 1]!; k--; }
      top[k] = p;
    }
    for (let t = 0; t < L; t++) {
      let best = -Infinity;
      let arg = -1;
      if (open[t] === 1) {
        const bound = maxIn[t]!;
        let k = 0;
        for (; k < kept; k++) {
          const p = top[k]!;
          const previous = score[base + p]!;
          if (previous + bound < best) break;
          const s = previous + matrix[p * L + t]!;
          if (s > best || (s === best && p < arg)) { best = s; arg = p; }
        }
        if (k === kept && kept < L) {
          best = -Infinity;
          arg = -1;
          // Previous labels in increasing order: a later one must beat, not tie, to win.
          for (let p = 0; p < L; p++) {
            const s = score[base + p]! + matrix[p * L + t]!;
            if (s > best) { best = s; arg = p; }
          }
        }
      } else {
        for (let k = offsets[t]!, end = offsets[t + 1]!; k < end; k++) {
          const s = score[base + prev[k]!]! + pairScore[k]!;
          if (s > best) { best = s; arg = prev[k]!; }
        }
      }
      score[row + t] = best + emissions[row + t]!;
      back[row + t] = arg;
    }
  }
  return backtrack(score, back, n, L, path);
}
