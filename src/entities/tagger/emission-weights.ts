import type { RowAdder } from './bag-sums.js';
import { addInto } from './add-into.js';

/**
 * A model's emission weights for scoring, each feature's in one place: reading a feature's weights touches
 * one stretch of memory, not an index, an offset table and two arrays. Callers turn feature indices into
 * rows (row()) once, when they build their own tables, and add rows by that handle.
 *
 * In `packed`, the row at handle h starts with a header: -1 for a dense row, whose L weights follow (a
 * feature with many non-zero labels: the bias, common words); else the number k of its non-zero labels,
 * followed by k (label, weight) pairs.
 */
export class EmissionWeights implements RowAdder {
  private readonly packed: Float64Array;
  /** Handle of each feature's row, -1 for a feature without weights. */
  private readonly rows: Int32Array;

  /** positions: feature * labels + label, in any order, with their values. */
  constructor(features: number, private readonly labels: number, positions: Int32Array, values: Float32Array) {
    const L = labels;
    const counts = new Int32Array(features);
    for (let k = 0; k < positions.length; k++) { const f = (positions[k]! / L) | 0; counts[f] = counts[f]! + 1; }
    // Dense from two thirds of the labels on: below that, the few (label, weight) pairs are cheaper to add.
    const dense = new Uint8Array(features);
    this.rows = new Int32Array(features).fill(-1);
    let size = 0;
    for (let f = 0; f < features; f++) {
      if (counts[f] === 0) continue;
      dense[f] = counts[f]! * 3 >= L * 2 ? 1 : 0;
      this.rows[f] = size;
      size += 1 + (dense[f] ? L : 2 * counts[f]!);
    }
    const packed = new Float64Array(size);
    this.packed = packed;
    const filled = new Int32Array(features);
    for (let f = 0; f < features; f++) if (counts[f]! > 0) packed[this.rows[f]!] = dense[f] ? -1 : counts[f]!;
    for (let k = 0; k < positions.length; k++) {
      const p = positions[k]!;
      const f = (p / L) | 0;
      const h = this.rows[f]!;
      if (dense[f]) { packed[h + 1 + (p - f * L)] = values[k]!; continue; }
      const at = h + 1 + 2 * filled[f]!;
      packed[at] = p - f * L;
      packed[at + 1] = values[k]!;
      filled[f] = filled[f]! + 1;
    }
  }

  /** The row handle of feature f (-1: none, as for f = -1). */
  row(f: number): number {
    return f < 0 ? -1 : this.rows[f]!;
  }

  /** scores[offset + label] += the weights of the row at handle h (nothing for h = -1). */
  add(h: number, scores: Float64Array, offset: number): void {
    if (h < 0) return;
    const packed = this.packed;
    const count = packed[h]!;
    if (count < 0) {
      addInto(scores, offset, packed, h + 1, this.labels);
      return;
    }
    for (let k = h + 1, end = h + 1 + 2 * count; k < end; k += 2) {
      const at = offset + (packed[k]! | 0);
      scores[at] = scores[at]! + packed[k + 1]!;
    }
  }

  /** As add(), times sign: h is a row handle (RowAdder's row). */
  addRow(h: number, scores: Float64Array, offset: number, sign: number): void {
    if (h < 0) return;
    const packed = this.packed;
    const count = packed[h]!;
    if (count < 0) {
      // 1 · w is w: the usual sign takes the unrolled loop.
      if (sign === 1) addInto(scores, offset, packed, h + 1, this.labels);
      else for (let l = 0, at = h + 1; l < this.labels; l++, at++) scores[offset + l] = scores[offset + l]! + sign * packed[at]!;
      return;
    }
    for (let k = h + 1, end = h + 1 + 2 * count; k < end; k += 2) {
      const at = offset + (packed[k]! | 0);
      scores[at] = scores[at]! + sign * packed[k + 1]!;
    }
  }
}
