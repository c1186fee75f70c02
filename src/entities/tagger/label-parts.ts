/**
 * Parts of labels, each learned with weights of its own while training. Entity names with dots name a
 * family and a kind (ATIS: "arrive_date.day_name", "depart_date.day_name", "fromloc.city_name"):
 * B-arrive_date.day_name is scored by its own weights plus those of the parts "B-arrive_date.*" and
 * "B-*.day_name". Evidence that a word is a day name then serves every day_name label, and evidence that
 * a context means arrival ("arriving … on monday") every arrive_date and arrive_time label, however rare
 * each label is alone. An undotted name is a kind of its own ("city_name" is "*.city_name", shared with
 * "fromloc.city_name"). Every entity label gets its parts, shared or not, so that all of them learn at
 * the same pace. A corpus whose entity names have no dot has no parts, and trains exactly as without.
 *
 * Training only: the model stores, for each label, its own weight plus its parts' (see foldParts), so
 * the runtime and the model format do not know parts exist. Chosen on the atis train split by 5-fold
 * cross-validation and on its valid split (scripts/experiments/tagger-eval.ts): slot F1 0.9695 → 0.9736
 * (CV, 2 seeds) and 0.968 → 0.971 (valid, 3 seeds); keeping only the parts two labels share gained
 * half of that.
 */
export interface LabelParts {
  /** Columns of label l: l itself, then its parts (numbered from the number of labels on). */
  columns: Int32Array[];
  /** Labels plus parts. */
  width: number;
}

export function labelParts(labels: readonly string[]): LabelParts {
  const hierarchy = labels.some((label) => label.includes('.'));
  const ids = new Map<string, number>();
  const columns = labels.map((label, l) => {
    const out = [l];
    if (!hierarchy || label === 'O') return Int32Array.from(out);
    const position = label.slice(0, 2);
    const name = label.slice(2);
    const first = name.indexOf('.');
    const parts = [`${position}*.${name.slice(name.lastIndexOf('.') + 1)}`];
    if (first >= 0) parts.unshift(`${position}${name.slice(0, first)}.*`);
    for (const part of parts) {
      let id = ids.get(part);
      if (id === undefined) { id = labels.length + ids.size; ids.set(part, id); }
      out.push(id);
    }
    return Int32Array.from(out);
  });
  return { columns, width: labels.length + ids.size };
}

/** Label scores from column scores: scores[i * L + l] = the sum of token i's columns of label l, in order. */
export function foldParts(columnScores: Float64Array, scores: Float64Array, n: number, parts: LabelParts): void {
  const L = parts.columns.length;
  const W = parts.width;
  // Each label's columns flat: label l's are at [start[l], start[l + 1]) (its own first).
  let flat = FLAT.get(parts);
  if (!flat) {
    const start = new Int32Array(L + 1);
    parts.columns.forEach((c, l) => { start[l + 1] = start[l]! + c.length; });
    const columns = new Int32Array(start[L]!);
    parts.columns.forEach((c, l) => columns.set(c, start[l]!));
    flat = { start, columns };
    FLAT.set(parts, flat);
  }
  const { start, columns } = flat;
  for (let i = 0, base = 0, out = 0; i < n; i++, base += W, out += L) {
    for (let l = 0; l < L; l++) {
      let sum = 0;
      for (let k = start[l]!, end = start[l + 1]!; k < end; k++) sum += columnScores[base + columns[k]!]!;
      scores[out + l] = sum;
    }
  }
}

const FLAT = new WeakMap<LabelParts, { start: Int32Array; columns: Int32Array }>();
