import { addInto } from './add-into.js';
import { BAG_GAP, BAG_WINDOW } from './token-features.js';

/**
 * Adds one row of weights, times sign, into scores[offset + label]. A row is the adder's own id of a
 * feature's weights: the feature index for SparseWeights, a handle from row() for EmissionWeights.
 */
export interface RowAdder {
  addRow(row: number, scores: Float64Array, offset: number, sign: number): void;
}

/**
 * Adds each token's bags of words to its scores with running sums: the bag before token i is the
 * one before token i - 1, plus the word entering at distance BAG_GAP, minus the one leaving past BAG_WINDOW.
 */
export function addBags(weights: RowAdder, before: ArrayLike<number>, after: ArrayLike<number>, n: number, emissions: Float64Array, sums: Float64Array): void {
  const L = sums.length / 2;
  sums.fill(0);
  // The first BAG_GAP tokens have nothing before them in reach, the last BAG_GAP nothing after: skipped.
  for (let i = BAG_GAP; i < n; i++) {
    weights.addRow(before[i - BAG_GAP]!, sums, 0, 1);
    if (i - BAG_WINDOW - 1 >= 0) weights.addRow(before[i - BAG_WINDOW - 1]!, sums, 0, -1);
    addInto(emissions, i * L, sums, 0, L);
  }
  for (let i = n - 1 - BAG_GAP; i >= 0; i--) {
    weights.addRow(after[i + BAG_GAP]!, sums, L, 1);
    if (i + BAG_WINDOW + 1 < n) weights.addRow(after[i + BAG_WINDOW + 1]!, sums, L, -1);
    addInto(emissions, i * L, sums, L, L);
  }
}
