/** Small arithmetic shared by the metrics, with the zero-denominator conventions in one place. */

/** part / whole, or null when whole is 0 (the metric is undefined, not zero). */
export function ratioOrNull(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** part / whole, or 0 when whole is 0 (scikit-learn's zero_division=0 convention for P/R/F1). */
export function ratioOrZero(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Harmonic mean of precision and recall; 0 when both are 0. */
export function f1(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Keeps floating-point noise (1.0000000002) from breaking a [0, 1] contract. */
export function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}
