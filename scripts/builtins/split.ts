/**
 * A fixed split of the public suites' cases: two thirds "dev" (the cases whose misses we read to write rules) and
 * one third "check" (never read case by case; measured only, to show whether a rule is general). A case's side is
 * a hash of its text alone, so the same text falls on the same side in every suite and kind and the split does
 * not move when cases are added or removed.
 */
export type SplitSide = 'dev' | 'check';

/** FNV-1a, 32 bits, over the UTF-16 code units of the text. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function splitOf(text: string): SplitSide {
  return fnv1a(text) % 3 === 2 ? 'check' : 'dev';
}
