import { BAG_GAP, BAG_WINDOW } from './token-features.js';

/** Adds one feature's weights, times sign, into scores[offset + label]. */
export interface RowAdder {
  addRow(feature: number, scores: Float64Array, offset: number, sign: number): void;
}

/**
 * Adds each token's bags of words to its scores with running sums: the bag before token i is the
 * one before token i - 1, plus the word entering at distance BAG_GAP, minus the one leaving past BAG_WINDOW.
 */
export function addBags(weights: RowAdder, before: ArrayLike<number>, after: ArrayLike<number>, n: number, emissions: Float64Array, sums: Float64Array): void {
  const L = sums.length / 2;
  sums.fill(0);
  for (let i = 0; i < n; i++) {
    if (i - BAG_GAP >= 0) weights.addRow(before[i - BAG_GAP]!, sums, 0, 1);
    if (i - BAG_WINDOW - 1 >= 0) weights.addRow(before[i - BAG_WINDOW - 1]!, sums, 0, -1);
    for (let l = 0; l < L; l++) emissions[i * L + l] = emissions[i * L + l]! + sums[l]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    if (i + BAG_GAP < n) weights.addRow(after[i + BAG_GAP]!, sums, L, 1);
    if (i + BAG_WINDOW + 1 < n) weights.addRow(after[i + BAG_WINDOW + 1]!, sums, L, -1);
    for (let l = 0; l < L; l++) emissions[i * L + l] = emissions[i * L + l]! + sums[L + l]!;
  }
}
