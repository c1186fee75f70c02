import type { RowAdder } from './bag-sums.js';
import { addInto } from './add-into.js';
import type { TaggerWeights } from './tagger-weights.js';

/**
 * A model's emission weights for scoring. Callers turn feature indices into rows (row()) once, when they build
 * their own tables, and add rows by that handle.
 *
 * Most features have a few non-zero labels: their row is read where the model file's arrays keep it (labels,
 * and values as int16 steps times `step`), so loading copies those arrays and converts no weight one by one.
 * A feature with many non-zero labels (the bias, common words) gets a dense row of L weights, added unrolled:
 * its handle is past the features (features + its dense row's index).
 */
export class EmissionWeights implements RowAdder {
  private readonly features: number;
  /** Feature f's weights are labels/values[start[f]…start[f + 1]). */
  private readonly start: Int32Array;
  private readonly weightLabels: Uint8Array | Uint16Array;
  private readonly values: Float32Array | Int16Array;
  private readonly step: number;
  /** Dense rows, L weights each. */
  private readonly dense: Float64Array;
  /** Handle of each feature's row, -1 for a feature without weights. */
  private readonly rows: Int32Array;

  /** The weights grouped by feature (tagger-weights.ts); a label past the label set, or counts that do not add up to the weights, fail with a RangeError. */
  constructor(private readonly labels: number, weights: TaggerWeights) {
    const L = labels;
    const { counts, labels: weightLabels, values, step } = weights;
    const features = counts.length;
    this.features = features;
    this.weightLabels = weightLabels;
    this.values = values;
    this.step = step;
    const start = new Int32Array(features + 1);
    const rows = new Int32Array(features);
    let total = 0;
    const denseFeatures: number[] = [];
    for (let f = 0; f < features; f++) {
      const c = counts[f]!;
      start[f] = total;
      total += c;
      // Dense from two thirds of the labels on: below that, the few (label, weight) pairs are cheaper to add.
      if (c * 3 >= L * 2) { rows[f] = features + denseFeatures.length; denseFeatures.push(f); }
      else rows[f] = c === 0 ? -1 : f;
    }
    start[features] = total;
    if (total !== values.length || total !== weightLabels.length) throw new RangeError(`expected ${total} tagger weights by the features' counts, found ${values.length}`);
    const past = labelPast(weightLabels, L);
    if (past >= 0) throw new RangeError(`a tagger weight names label ${past} of ${L}`);
    const dense = new Float64Array(denseFeatures.length * L);
    denseFeatures.forEach((f, d) => {
      for (let k = start[f]!; k < start[f + 1]!; k++) dense[d * L + weightLabels[k]!] = Math.fround(values[k]! * step);
    });
    this.start = start;
    this.rows = rows;
    this.dense = dense;
  }

  /** The row handle of feature f (-1: none, as for f = -1). */
  row(f: number): number {
    return f < 0 ? -1 : this.rows[f]!;
  }

  /** scores[offset + label] += the weights of the row at handle h (nothing for h = -1). */
  add(h: number, scores: Float64Array, offset: number): void {
    if (h < 0) return;
    if (h >= this.features) {
      addInto(scores, offset, this.dense, (h - this.features) * this.labels, this.labels);
      return;
    }
    const { weightLabels, values, step } = this;
    // weightValue(): the float32 of the steps times the step, as the weights were trained.
    for (let k = this.start[h]!, end = this.start[h + 1]!; k < end; k++) {
      const at = offset + weightLabels[k]!;
      scores[at] = scores[at]! + Math.fround(values[k]! * step);
    }
  }

  /** As add(), times sign: h is a row handle (RowAdder's row). */
  addRow(h: number, scores: Float64Array, offset: number, sign: number): void {
    if (h < 0) return;
    if (h >= this.features) {
      const from = (h - this.features) * this.labels;
      // 1 · w is w: the usual sign takes the unrolled loop.
      if (sign === 1) addInto(scores, offset, this.dense, from, this.labels);
      else for (let l = 0; l < this.labels; l++) scores[offset + l] = scores[offset + l]! + sign * this.dense[from + l]!;
      return;
    }
    const { weightLabels, values, step } = this;
    for (let k = this.start[h]!, end = this.start[h + 1]!; k < end; k++) {
      const at = offset + weightLabels[k]!;
      scores[at] = scores[at]! + sign * Math.fround(values[k]! * step);
    }
  }
}

/**
 * A label of L or more among the weights' labels, -1 when none. Byte labels are searched for each value from L
 * to 255 with Buffer#indexOf (native, a few ms less than a loop over 327 000 labels, which runs unoptimised at load).
 */
function labelPast(labels: Uint8Array | Uint16Array, L: number): number {
  if (labels instanceof Uint8Array) {
    const bytes = Buffer.from(labels.buffer, labels.byteOffset, labels.byteLength);
    for (let v = L; v < 256; v++) if (bytes.indexOf(v) >= 0) return v;
    return -1;
  }
  for (let k = 0; k < labels.length; k++) if (labels[k]! >= L) return labels[k]!;
  return -1;
}
