/**
 * Transition scores grouped by target label. Each target has a few explicit predecessors with a
 * score of their own; every other allowed predecessor shares one fallback score. With many labels
 * most pairs never occur, so Viterbi needs the best previous score only once per target (plus the
 * explicit pairs) instead of a max over all L predecessors: O(explicit pairs + L) per token, not O(L²).
 */
export interface TransitionTable {
  /** Number of labels. */
  size: number;
  /** Score of each label at the first token; -Infinity where not allowed (I-x). */
  start: Float64Array;
  /** Explicit predecessors of target t are prev[offsets[t]…offsets[t+1]), with score[k]. */
  offsets: Int32Array;
  prev: Int32Array;
  score: Float64Array;
  /** Slot k of (target, predecessor) in prev/score, or -1: [target * size + predecessor]. */
  slot: Int32Array;
  /** 1 when the target accepts non-explicit predecessors (with score fallback[t]); 0 for I-x. */
  hasFallback: Uint8Array;
  fallback: Float64Array;
}

/**
 * The BIO rule for every pair, [target * L + previous]: I-x may only follow B-x or I-x. Read from each label's
 * entity id, so that a table of 79 labels (snips) makes no L² slices of label names.
 */
export function allowedPairs(labels: readonly string[]): Uint8Array {
  const L = labels.length;
  const ids = new Map<string, number>();
  // -1 for O, whose I- successors are none; else the entity's id.
  const entity = Int32Array.from(labels, (l) => {
    if (l === 'O') return -1;
    const name = l.slice(2);
    let id = ids.get(name);
    if (id === undefined) ids.set(name, (id = ids.size));
    return id;
  });
  const allowed = new Uint8Array(L * L);
  for (let t = 0; t < L; t++) {
    const inside = labels[t]!.startsWith('I-');
    for (let p = 0; p < L; p++) allowed[t * L + p] = !inside || (entity[p]! >= 0 && entity[p] === entity[t]) ? 1 : 0;
  }
  return allowed;
}

/** An empty table whose explicit pairs are `pairs[t]` (predecessor labels of target t); scores 0. */
export function tableWithPairs(labels: readonly string[], pairs: ReadonlyArray<ReadonlySet<number>>, allowed: Uint8Array = allowedPairs(labels)): TransitionTable {
  const L = labels.length;
  const offsets = new Int32Array(L + 1);
  const prev: number[] = [];
  const slot = new Int32Array(L * L).fill(-1);
  const hasFallback = new Uint8Array(L);
  const start = new Float64Array(L);
  for (let t = 0; t < L; t++) {
    offsets[t] = prev.length;
    const isInside = labels[t]!.startsWith('I-');
    hasFallback[t] = isInside ? 0 : 1;
    if (isInside) start[t] = -Infinity;
    // I-x: every allowed predecessor is explicit, since no other may precede it.
    const explicit = [...pairs[t] ?? []].filter((p) => allowed[t * L + p]);
    if (isInside) for (let p = 0; p < L; p++) if (allowed[t * L + p] && !explicit.includes(p)) explicit.push(p);
    for (const p of explicit.sort((a, b) => a - b)) { slot[t * L + p] = prev.length; prev.push(p); }
  }
  offsets[L] = prev.length;
  return { size: L, start, offsets, prev: Int32Array.from(prev), score: new Float64Array(prev.length), slot, hasFallback, fallback: new Float64Array(L) };
}

/**
 * The table of a dense matrix [(previous + 1) * L + label] (row 0: the start), exactly: for each
 * target, the most frequent score among its predecessors becomes the fallback, the others explicit.
 */
export function tableFromDense(labels: readonly string[], dense: ArrayLike<number>): TransitionTable {
  const L = labels.length;
  const allowed = allowedPairs(labels);
  const pairs: Array<Set<number>> = [];
  const fallbacks = new Float64Array(L);
  for (let t = 0; t < L; t++) {
    const counts = new Map<number, number>();
    for (let p = 0; p < L; p++) if (allowed[t * L + p]) counts.set(dense[(p + 1) * L + t]!, (counts.get(dense[(p + 1) * L + t]!) ?? 0) + 1);
    let mode = 0;
    let most = 0;
    for (const [value, count] of counts) if (count > most) { mode = value; most = count; }
    fallbacks[t] = mode;
    const explicit = new Set<number>();
    for (let p = 0; p < L; p++) if (allowed[t * L + p] && dense[(p + 1) * L + t] !== mode) explicit.add(p);
    pairs.push(explicit);
  }
  const table = tableWithPairs(labels, pairs, allowed);
  for (let t = 0; t < L; t++) {
    if (table.hasFallback[t]) { table.start[t] = dense[t]!; table.fallback[t] = fallbacks[t]!; }
    for (let k = table.offsets[t]!; k < table.offsets[t + 1]!; k++) table.score[k] = dense[(table.prev[k]! + 1) * L + t]!;
  }
  return table;
}

/** The dense matrix [(previous + 1) * L + label] of a table, as the model file stores it (0 where not allowed). */
export function denseFromTable(table: TransitionTable, value: (k: number) => number = (k) => table.score[k]!, fallback: (t: number) => number = (t) => table.fallback[t]!, start: (t: number) => number = (t) => table.start[t]!): number[] {
  const L = table.size;
  const dense = new Array<number>((L + 1) * L).fill(0);
  for (let t = 0; t < L; t++) {
    if (table.hasFallback[t]) {
      dense[t] = start(t);
      const f = fallback(t);
      for (let p = 0; p < L; p++) dense[(p + 1) * L + t] = f;
    }
    for (let k = table.offsets[t]!; k < table.offsets[t + 1]!; k++) dense[(table.prev[k]! + 1) * L + t] = value(k);
  }
  return dense;
}
