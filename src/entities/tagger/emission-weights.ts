import type { RowAdder } from './bag-sums.js';
import { addInto } from './add-into.js';
import type { TaggerWeights } from './tagger-weights.js';

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

  /** The weights grouped by feature (tagger-weights.ts); a label past the label set, or counts that do not add up to the weights, fail with a RangeError. */
  constructor(private readonly labels: number, weights: TaggerWeights) {
    const L = labels;
    const { counts, labels: weightLabels, values, step } = weights;
    const features = counts.length;
    // Dense from two thirds of the labels on: below that, the few (label, weight) pairs are cheaper to add.
    this.rows = new Int32Array(features).fill(-1);
    let size = 0;
    let total = 0;
    for (let f = 0; f < features; f++) {
      const c = counts[f]!;
      if (c === 0) continue;
      this.rows[f] = size;
      size += 1 + (c * 3 >= L * 2 ? L : 2 * c);
      total += c;
    }
    if (total !== values.length || total !== weightLabels.length) throw new RangeError(`expected ${total} tagger weights by the features' counts, found ${values.length}`);
    // One pass, feature after feature: each row's header, then its weights.
    const packed = new Float64Array(size);
    this.packed = packed;
    for (let f = 0, k = 0; f < features; f++) {
      const c = counts[f]!;
      if (c === 0) continue;
      const h = this.rows[f]!;
      const dense = c * 3 >= L * 2;
      packed[h] = dense ? -1 : c;
      for (let j = 0; j < c; j++, k++) {
        const label = weightLabels[k]!;
        if (label >= L) throw new RangeError(`a tagger weight names label ${label} of ${L}`);
        // weightValue(), inline: the int16 steps are read once, here, not first into a float32 copy.
        const value = Math.fround(values[k]! * step);
        if (dense) packed[h + 1 + label] = value;
        else { packed[h + 1 + 2 * j] = label; packed[h + 2 + 2 * j] = value; }
      }
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
