/**
 * A statement in Unicode compatibility form (NFKC), with the way back to the offsets of the text as written.
 * Real users type full-width letters ("ｃａｎｃｅｌ"), mathematical letters pasted from "font" generators
 * ("𝓬𝓪𝓷𝓬𝓮𝓵"), ligatures ("ﬁlter") and full-width digits ("５０"): NFKC makes them the letters and digits
 * the corpus is written in. Every stage of the runtime reads the folded text, and the trainer folds the
 * corpus's utterances the same way (foldExample()), so training and answering see one form.
 *
 * The fold is made piece by piece: each character with the combining marks after it is one piece, folded
 * alone, so that every offset of the folded text belongs to exactly one piece of the original. NFKC can
 * change lengths ("ﬁ" → "fi"; an astral letter, two UTF-16 units, becomes one), so offsets are mapped
 * through the pieces rather than carried over.
 */
export interface FoldedText {
  /** The text as written. */
  readonly original: string;
  /** The text in compatibility form: what every stage reads. */
  readonly text: string;
  /** The range [start, end) of the original that the folded range [start, end) comes from. */
  toOriginal(start: number, end: number): [number, number];
  /** The range [start, end) of the folded text that the original range [start, end) becomes. */
  fromOriginal(start: number, end: number): [number, number];
}

/** Folds `text` (see FoldedText); text NFKC leaves as it is comes back unchanged, with offsets kept. */
export function foldCompatibility(text: string): FoldedText {
  // ASCII is its own NFKC form, and so is most other text: no pieces needed.
  if (ASCII.test(text) || text.normalize('NFKC') === text) return unchanged(text);
  // Piece g: original [originalStarts[g], originalStarts[g + 1]), folded [foldedStarts[g], foldedStarts[g + 1]).
  const originalStarts: number[] = [];
  const foldedStarts: number[] = [];
  let folded = '';
  for (const match of text.matchAll(PIECE)) {
    originalStarts.push(match.index);
    foldedStarts.push(folded.length);
    folded += match[0].normalize('NFKC');
  }
  originalStarts.push(text.length);
  foldedStarts.push(folded.length);
  return {
    original: text,
    text: folded,
    toOriginal: (start, end) => mapRange(foldedStarts, originalStarts, start, end),
    fromOriginal: (start, end) => mapRange(originalStarts, foldedStarts, start, end),
  };
}

/** A character (any code point, a lone surrogate too) and the combining marks after it; or marks with no character before them. */
const PIECE = /[^\p{M}]\p{M}*|\p{M}+/gsu;
const ASCII = /^[\x00-\x7f]*$/;

function unchanged(text: string): FoldedText {
  return { original: text, text, toOriginal: (start, end) => [start, end], fromOriginal: (start, end) => [start, end] };
}

/**
 * A range through the pieces: it starts where the piece holding `start` starts, and ends where the piece
 * holding its last unit ends. An empty range stays empty, at the start of its piece.
 */
function mapRange(from: readonly number[], to: readonly number[], start: number, end: number): [number, number] {
  const first = pieceAt(from, start);
  const mappedStart = start >= from[from.length - 1]! ? to[to.length - 1]! : to[first]!;
  if (end <= start) return [mappedStart, mappedStart];
  return [mappedStart, to[pieceAt(from, end - 1) + 1]!];
}

/** The last piece whose start is at or before `offset` (starts ascend; the last entry is the text's end). */
function pieceAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
