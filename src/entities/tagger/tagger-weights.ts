/**
 * A tagger's non-zero emission weights grouped by feature, as the model file keeps them and EmissionWeights
 * reads them (where they are): each feature's number of non-zero labels (in feature order), then those labels
 * and their weights, feature after feature. Counts and labels are bytes for up to 255 labels, else 16 bits.
 */
export interface TaggerWeights {
  counts: Uint8Array | Uint16Array;
  labels: Uint8Array | Uint16Array;
  /** The weights, each `step` times its value here: int16 steps as the model file keeps them, or float32 with step 1. */
  values: Float32Array | Int16Array;
  step: number;
}

/** Weight k: exactly the float32 of its steps times the step, as the weights were before being read as int16. */
export const weightValue = (weights: TaggerWeights, k: number): number => Math.fround(weights.values[k]! * weights.step);

/** Counts and labels of a tagger with L labels fit bytes below 256 labels. */
export const labelBytes = (L: number): 1 | 2 => (L < 256 ? 1 : 2);

/** The grouped weights of flat positions (feature * L + label, in any order) and their values. */
export function groupWeights(features: number, L: number, positions: ArrayLike<number>, values: ArrayLike<number>): TaggerWeights & { values: Float32Array } {
  const order = Array.from({ length: positions.length }, (_, k) => k).sort((x, y) => positions[x]! - positions[y]!);
  const Array16 = labelBytes(L) === 1 ? Uint8Array : Uint16Array;
  const counts = new Array16(features);
  const labels = new Array16(order.length);
  const grouped = new Float32Array(order.length);
  order.forEach((k, j) => {
    const f = Math.floor(positions[k]! / L);
    counts[f]!++;
    labels[j] = positions[k]! - f * L;
    grouped[j] = values[k]!;
  });
  return { counts, labels, values: grouped, step: 1 };
}

/** The flat positions (feature * L + label) of grouped weights, in their order. */
export function weightPositions(weights: TaggerWeights, L: number): Int32Array {
  const positions = new Int32Array(weights.labels.length);
  for (let f = 0, k = 0; f < weights.counts.length; f++) for (let c = 0; c < weights.counts[f]!; c++, k++) positions[k] = f * L + weights.labels[k]!;
  return positions;
}

/** The weights of features renumbered (renumbered[f]: the new index of f, -1: left out) into `features` features, those `keep` refuses left out. */
export function renumberWeights(weights: TaggerWeights, L: number, features: number, renumbered: Int32Array, keep: (value: number) => boolean = () => true): TaggerWeights & { values: Float32Array } {
  const positions = weightPositions(weights, L);
  const live = [...positions.keys()].filter((k) => renumbered[(positions[k]! / L) | 0]! >= 0 && keep(weightValue(weights, k)));
  return groupWeights(features, L, live.map((k) => { const f = (positions[k]! / L) | 0; return renumbered[f]! * L + (positions[k]! - f * L); }), live.map((k) => weightValue(weights, k)));
}
