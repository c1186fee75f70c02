import type { EntitySpan } from '../types.js';

/** Rank of each source when spans overlap: exact rules first, then the learned tagger. */
const SOURCE_PRIORITY: Record<EntitySpan['source'], number> = { regex: 4, list: 3, rule: 3, builtin: 2, learned: 1 };

/**
 * The one place overlaps are resolved. A longer span wins over a shorter one it overlaps;
 * at equal length the more exact source wins (regex > list = rule > builtin > learned); then the earlier.
 * One exception: two range-cue spans (source `rule`) of two entities over the same text are one reading of
 * it, both bounds of "around $50" (range-rules.ts), and both stay.
 */
export function resolveOverlaps(spans: readonly EntitySpan[]): EntitySpan[] {
  if (spans.length <= 1) return [...spans];
  if (spans.length <= FEW) {
    // A few spans (the usual case): sorted by insertion (stable, as Array#sort) and compared with the
    // kept ones, rather than a general sort and a character map.
    const ranked = insertionSorted(spans, byRank);
    const kept: EntitySpan[] = [];
    for (const span of ranked) {
      let free = true;
      if (span.end > span.start) for (let k = 0; k < kept.length && free; k++) if (kept[k]!.start < span.end && span.start < kept[k]!.end && !bothBounds(kept[k]!, span)) free = false;
      if (free) kept.push(span);
    }
    return insertionSorted(kept, byStart);
  }
  const ranked = [...spans].sort(byRank);
  const kept: EntitySpan[] = [];
  // Characters already taken by a kept span: linear in the text, not quadratic in the spans.
  const taken = new Uint8Array(ranked.reduce((max, s) => Math.max(max, s.end), 0));
  for (const span of ranked) {
    let free = true;
    for (let c = span.start; c < span.end && free; c++) if (taken[c] === 1) free = false;
    if (!free && !(span.source === 'rule' && kept.some((k) => bothBounds(k, span)))) continue;
    taken.fill(1, span.start, span.end);
    kept.push(span);
  }
  return kept.sort(byStart);
}

/** Two range-cue spans of two entities over the same text: both bounds of one amount ("around $50"). */
function bothBounds(a: EntitySpan, b: EntitySpan): boolean {
  return a.source === 'rule' && b.source === 'rule' && a.start === b.start && a.end === b.end && a.entity !== b.entity;
}

/** A sorted copy, stable. */
function insertionSorted(spans: readonly EntitySpan[], order: (a: EntitySpan, b: EntitySpan) => number): EntitySpan[] {
  const sorted: EntitySpan[] = [];
  for (const span of spans) {
    let k = sorted.length;
    sorted.push(span);
    while (k > 0 && order(sorted[k - 1]!, span) > 0) { sorted[k] = sorted[k - 1]!; k--; }
    sorted[k] = span;
  }
  return sorted;
}

/** Up to this many spans, overlaps are checked pairwise. */
const FEW = 16;
const byRank = (a: EntitySpan, b: EntitySpan) =>
  (b.end - b.start) - (a.end - a.start) || SOURCE_PRIORITY[b.source] - SOURCE_PRIORITY[a.source] || a.start - b.start;
const byStart = (a: EntitySpan, b: EntitySpan) => a.start - b.start;
