/** Bisection in a stretch of a sorted typed array: the model's sorted tables are searched in place, with nothing built at load. */

/** The first index in [from, to) whose value is at least `value` (to when none). */
export function lowerBound(values: Int32Array | Uint16Array | Uint32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** An index in [from, to) whose value is `value`, -1 when none. */
export function indexIn(values: Int32Array | Uint16Array | Uint32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const x = values[mid]!;
    if (x < value) low = mid + 1;
    else if (x > value) high = mid - 1;
    else return mid;
  }
  return -1;
}
