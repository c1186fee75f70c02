/**
 * Training speed-up, exact: features that always come together (a word's own features; the shape and
 * position features of a token) are summed once per distinct group and the sum is kept up to date on
 * every weight update, so scoring a token adds one row per group instead of one per feature. Weights
 * are whole numbers while training, so the cached sums equal the fresh ones exactly.
 */
export class GroupSums {
  private readonly rows: Float64Array;
  /** Groups containing feature f: members[start[f]…start[f + 1]). */
  private readonly start: Int32Array;
  private readonly members: Int32Array;

  /** `groups[g]` lists the features of group g. */
  constructor(groups: ReadonlyArray<ArrayLike<number>>, features: number, readonly labels: number) {
    this.rows = new Float64Array(groups.length * labels);
    this.start = new Int32Array(features + 1);
    for (const group of groups) for (let k = 0; k < group.length; k++) this.start[group[k]! + 1] = this.start[group[k]! + 1]! + 1;
    for (let f = 0; f < features; f++) this.start[f + 1] = this.start[f + 1]! + this.start[f]!;
    const fill = this.start.slice(0, features);
    this.members = new Int32Array(this.start[features]!);
    groups.forEach((group, g) => {
      for (let k = 0; k < group.length; k++) {
        const f = group[k]!;
        this.members[fill[f]!] = g;
        fill[f] = fill[f]! + 1;
      }
    });
  }

  /** scores[offset + label] += the sum of group g's weights. */
  addScores(g: number, scores: Float64Array, offset: number): void {
    const L = this.labels;
    const rows = this.rows;
    for (let l = 0, at = g * L; l < L; l++, at++) scores[offset + l] = scores[offset + l]! + rows[at]!;
  }

  /** Follows w[feature, label] += delta into every group holding the feature. */
  update(feature: number, label: number, delta: number): void {
    for (let k = this.start[feature]!; k < this.start[feature + 1]!; k++) {
      const at = this.members[k]! * this.labels + label;
      this.rows[at] = this.rows[at]! + delta;
    }
  }
}
