import type { RowAdder } from './bag-sums.js';

/**
 * A model's emission weights for scoring: a feature with many non-zero labels (the bias, common
 * words) keeps a dense row, scanned contiguously; a rare one a short list of (label, weight).
 */
export class EmissionWeights implements RowAdder {
  /** Dense row of feature f in dense (at row * L), or -1. */
  private readonly denseRow: Int32Array;
  /** Float64, as the scores: adding a row converts nothing. */
  private readonly dense: Float64Array;
  /** Sparse feature f's weights are (label[k], value[k]) for k in [start[f], start[f + 1]). */
  private readonly start: Int32Array;
  private readonly label: Int32Array;
  private readonly value: Float32Array;

  /** positions: feature * labels + label, in any order, with their values. */
  constructor(features: number, private readonly labels: number, positions: Int32Array, values: Float32Array) {
    const L = labels;
    const counts = new Int32Array(features);
    for (const p of positions) counts[Math.floor(p / L)] = counts[Math.floor(p / L)]! + 1;
    this.denseRow = new Int32Array(features).fill(-1);
    let rows = 0;
    // Dense from two thirds of the labels on: below that, the few (label, weight) pairs are cheaper to add.
    for (let f = 0; f < features; f++) if (counts[f]! * 3 >= L * 2) this.denseRow[f] = rows++;
    this.dense = new Float64Array(rows * L);
    this.start = new Int32Array(features + 1);
    for (let f = 0; f < features; f++) this.start[f + 1] = this.start[f]! + (this.denseRow[f]! < 0 ? counts[f]! : 0);
    const fill = this.start.slice(0, features);
    this.label = new Int32Array(this.start[features]!);
    this.value = new Float32Array(this.start[features]!);
    positions.forEach((p, k) => {
      const f = Math.floor(p / L);
      const row = this.denseRow[f]!;
      if (row >= 0) { this.dense[row * L + (p % L)] = values[k]!; return; }
      this.label[fill[f]!] = p % L;
      this.value[fill[f]!] = values[k]!;
      fill[f] = fill[f]! + 1;
    });
  }

  /** scores[offset + label] += w[f, label] (nothing for f = -1). */
  add(f: number, scores: Float64Array, offset: number): void {
    if (f < 0) return;
    const row = this.denseRow[f]!;
    if (row >= 0) {
      const L = this.labels;
      const dense = this.dense;
      for (let l = 0, at = row * L; l < L; l++, at++) scores[offset + l] = scores[offset + l]! + dense[at]!;
      return;
    }
    const { label, value } = this;
    for (let k = this.start[f]!, end = this.start[f + 1]!; k < end; k++) {
      const at = offset + label[k]!;
      scores[at] = scores[at]! + value[k]!;
    }
  }

  addRow(f: number, scores: Float64Array, offset: number, sign: number): void {
    if (f < 0) return;
    const row = this.denseRow[f]!;
    if (row >= 0) {
      const L = this.labels;
      const dense = this.dense;
      for (let l = 0, at = row * L; l < L; l++, at++) scores[offset + l] = scores[offset + l]! + sign * dense[at]!;
      return;
    }
    for (let k = this.start[f]!; k < this.start[f + 1]!; k++) {
      const at = offset + this.label[k]!;
      scores[at] = scores[at]! + sign * this.value[k]!;
    }
  }
}
