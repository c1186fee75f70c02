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

let scoreBuffer = new Float64Array(0);
let backBuffer = new Int32Array(0);
let order = new Int32Array(0);

/**
 * The best label sequence, exactly that of a dense Viterbi (ties to the lower label index): a previous
 * label is skipped only when its score plus the target's best incoming score is below the best found.
 */
export function viterbiPruned(emissions: Float64Array, n: number, tr: PrunedTransitions, out?: Int32Array): Int32Array {
  const L = tr.size;
  const path = out && out.length >= n ? out : new Int32Array(n);
  if (n === 0) return path;
  if (scoreBuffer.length < n * L) { scoreBuffer = new Float64Array(n * L * 2); backBuffer = new Int32Array(n * L * 2); }
  if (order.length < L) order = new Int32Array(L);
  const score = scoreBuffer;
  const back = backBuffer;
  const { start, matrix, maxIn, open, offsets, prev, score: pairScore } = tr;
  for (let l = 0; l < L; l++) score[l] = start[l]! + emissions[l]!;
  for (let i = 1; i < n; i++) {
    const base = (i - 1) * L;
    const row = i * L;
    for (let p = 0; p < L; p++) order[p] = p;
    // order[0…sorted) holds the best previous labels, best first (lower index first among equals), selected as needed.
    let sorted = 0;
    for (let t = 0; t < L; t++) {
      let best = -Infinity;
      let arg = -1;
      if (open[t]) {
        const bound = maxIn[t]!;
        for (let k = 0; ; k++) {
          if (k === sorted) {
            if (sorted === L) break;
            sorted = selectNext(score, base, sorted, L);
          }
          const p = order[k]!;
          const previous = score[base + p]!;
          if (previous + bound < best) break;
          const s = previous + matrix[p * L + t]!;
          if (s > best || (s === best && p < arg)) { best = s; arg = p; }
        }
      } else {
        // Predecessors in increasing order: a later one must beat, not tie, to win.
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

/** Moves the best of order[sorted…L) to order[sorted]; returns sorted + 1. */
function selectNext(score: Float64Array, base: number, sorted: number, L: number): number {
  let at = sorted;
  let bestP = order[sorted]!;
  let bestS = score[base + bestP]!;
  for (let k = sorted + 1; k < L; k++) {
    const p = order[k]!;
    const s = score[base + p]!;
    if (s > bestS || (s === bestS && p < bestP)) { at = k; bestP = p; bestS = s; }
  }
  order[at] = order[sorted]!;
  order[sorted] = bestP;
  return sorted + 1;
}
