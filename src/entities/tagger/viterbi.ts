import type { TransitionTable } from './transition-table.js';

/** How many of the best previous labels are kept sorted: enough for most targets' fallback. */
const TOP = 6;

/** Reusable buffers, grown on demand: decoding allocates nothing per statement once warm. */
let scoreBuffer = new Float64Array(0);
let backBuffer = new Int32Array(0);

/**
 * The best label sequence under emission scores (flat, [token * L + label]) and a transition table.
 * Equal scores go to the lower label index, so the result is exactly that of a dense Viterbi.
 */
export function viterbi(emissions: Float64Array, n: number, table: TransitionTable): Int32Array {
  const L = table.size;
  const path = new Int32Array(n);
  if (n === 0) return path;
  if (scoreBuffer.length < n * L) { scoreBuffer = new Float64Array(n * L * 2); backBuffer = new Int32Array(n * L * 2); }
  const score = scoreBuffer;
  const back = backBuffer;
  const { start, offsets, prev, score: pairScore, slot, hasFallback, fallback } = table;
  for (let l = 0; l < L; l++) score[l] = start[l]! + emissions[l]!;
  const top = new Int32Array(TOP);
  for (let i = 1; i < n; i++) {
    const base = (i - 1) * L;
    // The TOP best previous labels, best first (lower index first among equals).
    let kept = 0;
    for (let p = 0; p < L; p++) {
      const s = score[base + p]!;
      if (kept === TOP && !(s > score[base + top[TOP - 1]!]!)) continue;
      let k = kept < TOP ? kept++ : TOP - 1;
      while (k > 0 && s > score[base + top[k - 1]!]!) { top[k] = top[k - 1]!; k--; }
      top[k] = p;
    }
    const row = i * L;
    for (let t = 0; t < L; t++) {
      let best = -Infinity;
      let arg = -1;
      if (hasFallback[t]) {
        // The best predecessor without an explicit score: among the top ones, else by a full scan.
        let p = -1;
        for (let k = 0; k < kept; k++) if (slot[t * L + top[k]!]! < 0) { p = top[k]!; break; }
        if (p < 0 && kept === TOP) {
          for (let q = 0; q < L; q++) if (slot[t * L + q]! < 0 && (p < 0 || score[base + q]! > score[base + p]!)) p = q;
        }
        if (p >= 0) { best = score[base + p]! + fallback[t]!; arg = p; }
      }
      for (let k = offsets[t]!; k < offsets[t + 1]!; k++) {
        const p = prev[k]!;
        const s = score[base + p]! + pairScore[k]!;
        if (s > best || (s === best && p < arg)) { best = s; arg = p; }
      }
      score[row + t] = best + emissions[row + t]!;
      back[row + t] = arg;
    }
  }
  let last = 0;
  const end = (n - 1) * L;
  for (let l = 1; l < L; l++) if (score[end + l]! > score[end + last]!) last = l;
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * L + path[i]!]!;
  return path;
}
