/** A feature with this many live labels is stored as a dense row: contiguous loops beat indirection. */
const DENSE_AFTER = 12;

/**
 * Emission weights while training, kept only for the (feature, label) pairs ever updated: a
 * perceptron's weights are zero everywhere else. A rare feature keeps a short list of its live
 * labels; a frequent one (the bias, shapes, common words) gets a dense row of all labels. Scores
 * are those of a dense F × L matrix, for a fraction of its work and memory. Each weight also keeps
 * the step-weighted sum of its updates, for averaging (w − u / steps).
 */
export class SparseWeights {
  /**
   * Live pairs of a sparse feature: [label, slot, label, slot, …], fewer than DENSE_AFTER: a label's slot is found by
   * reading them (no map of every pair: on snips, millions of entries and a large part of training's memory).
   */
  private readonly sparse: number[][];
  /** Shared by every feature not updated yet (most of them: snips has 369 000 features), replaced on its first update. */
  private static readonly NONE: number[] = [];
  private w = new Float64Array(1024);
  private u = new Float64Array(1024);
  private used = 0;
  /** Dense row of a feature in rowW/rowU, or -1. */
  private readonly row: Int32Array;
  /** Dense weights are whole numbers while training: float32 holds them exactly, in half the memory traffic. */
  private rowW: Float32Array;
  private rowU: Float64Array;
  private rows = 0;

  constructor(readonly features: number, readonly labels: number) {
    this.sparse = Array.from({ length: features }, () => SparseWeights.NONE);
    this.row = new Int32Array(features).fill(-1);
    this.rowW = new Float32Array(64 * labels);
    this.rowU = new Float64Array(64 * labels);
  }

  /** Adds each feature's weights into scores[offset + label]. */
  addScores(features: Int32Array, from: number, to: number, scores: Float64Array, offset: number): void {
    const L = this.labels;
    for (let k = from; k < to; k++) {
      const f = features[k]!;
      const r = this.row[f]!;
      if (r >= 0) {
        const rowW = this.rowW;
        for (let l = 0, at = r * L; l < L; l++, at++) scores[offset + l] = scores[offset + l]! + rowW[at]!;
        continue;
      }
      const slots = this.sparse[f]!;
      const w = this.w;
      for (let j = 0; j < slots.length; j += 2) {
        const at = offset + slots[j]!;
        scores[at] = scores[at]! + w[slots[j + 1]!]!;
      }
    }
  }

  /** scores[offset + label] += sign * w[feature, label]. */
  addRow(f: number, scores: Float64Array, offset: number, sign: number): void {
    const L = this.labels;
    const r = this.row[f]!;
    if (r >= 0) {
      const rowW = this.rowW;
      for (let l = 0, at = r * L; l < L; l++, at++) scores[offset + l] = scores[offset + l]! + sign * rowW[at]!;
      return;
    }
    const slots = this.sparse[f]!;
    const w = this.w;
    for (let j = 0; j < slots.length; j += 2) {
      const at = offset + slots[j]!;
      scores[at] = scores[at]! + sign * w[slots[j + 1]!]!;
    }
  }

  /** w[feature, label] += delta at training step `step` (for averaging). */
  update(feature: number, label: number, delta: number, step: number): void {
    let r = this.row[feature]!;
    if (r < 0 && this.sparse[feature]!.length >= 2 * DENSE_AFTER) r = this.promote(feature);
    if (r >= 0) {
      const at = r * this.labels + label;
      this.rowW[at] = this.rowW[at]! + delta;
      this.rowU[at] = this.rowU[at]! + delta * step;
      return;
    }
    let pairs = this.sparse[feature]!;
    if (pairs === SparseWeights.NONE) this.sparse[feature] = pairs = [];
    let s = -1;
    for (let j = 0; j < pairs.length; j += 2) if (pairs[j] === label) { s = pairs[j + 1]!; break; }
    if (s < 0) {
      s = this.used++;
      if (s >= this.w.length) { this.w = grown(this.w); this.u = grown(this.u); }
      pairs.push(label, s);
    }
    this.w[s] = this.w[s]! + delta;
    this.u[s] = this.u[s]! + delta * step;
  }

  /** Moves a feature's live pairs into a new dense row. */
  private promote(feature: number): number {
    const L = this.labels;
    const r = this.rows++;
    if ((r + 1) * L > this.rowW.length) { this.rowW = grown(this.rowW); this.rowU = grown(this.rowU); }
    const slots = this.sparse[feature]!;
    for (let j = 0; j < slots.length; j += 2) {
      this.rowW[r * L + slots[j]!] = this.w[slots[j + 1]!]!;
      this.rowU[r * L + slots[j]!] = this.u[slots[j + 1]!]!;
    }
    this.sparse[feature] = SparseWeights.NONE;
    this.row[feature] = r;
    return r;
  }

  /** Averaged weights: calls visit(feature, label, value) for each live pair, features in order. */
  forEachAveraged(steps: number, visit: (feature: number, label: number, value: number) => void): void {
    const L = this.labels;
    for (let f = 0; f < this.features; f++) {
      const r = this.row[f]!;
      if (r >= 0) {
        for (let l = 0; l < L; l++) visit(f, l, this.rowW[r * L + l]! - this.rowU[r * L + l]! / steps);
        continue;
      }
      const slots = this.sparse[f]!;
      for (let j = 0; j < slots.length; j += 2) visit(f, slots[j]!, this.w[slots[j + 1]!]! - this.u[slots[j + 1]!]! / steps);
    }
  }
}

function grown<T extends Float64Array | Float32Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}
