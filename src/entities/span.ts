import type { EntitySpan } from '../types.js';

/** Rank of each source when spans overlap: exact rules first, then the learned tagger. */
const SOURCE_PRIORITY: Record<EntitySpan['source'], number> = { regex: 4, list: 3, rule: 3, builtin: 2, learned: 1 };

/**
 * The one place overlaps are resolved. A longer span wins over a shorter one it overlaps;
 * at equal length the more exact source wins (regex > list = rule > builtin > learned); then the earlier.
 */
export function resolveOverlaps(spans: readonly EntitySpan[]): EntitySpan[] {
  const ranked = [...spans].sort((a, b) =>
    (b.end - b.start) - (a.end - a.start) || SOURCE_PRIORITY[b.source] - SOURCE_PRIORITY[a.source] || a.start - b.start);
  const kept: EntitySpan[] = [];
  // Characters already taken by a kept span: linear in the text, not quadratic in the spans.
  const taken = new Uint8Array(ranked.reduce((max, s) => Math.max(max, s.end), 0));
  for (const span of ranked) {
    let free = true;
    for (let c = span.start; c < span.end && free; c++) if (taken[c] === 1) free = false;
    if (!free) continue;
    taken.fill(1, span.start, span.end);
    kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
