import { ENGLISH, type TextPipeline } from '../text/languages.js';
import { entityToken, isEntityToken } from './features.js';

/** A stretch of a statement that holds an entity's value (offsets into the statement, end exclusive). */
export interface EntityStretch {
  entity: string;
  start: number;
  end: number;
}

/**
 * The statement's words with each given stretch read as one entity token: "play kamiro on spotify" with
 * an artist at "kamiro" → ["play", "<e:artist>", "on", "spotify"]. Stretches are taken in order; one
 * that overlaps an earlier one is skipped. Entity values sit on word boundaries, so the words between
 * them are those words() finds in the whole statement.
 */
export function wordsWithEntities(text: string, stretches: readonly EntityStretch[], pipeline: TextPipeline = ENGLISH): string[] {
  const words = (part: string) => pipeline.words(part);
  if (stretches.length === 0) return words(text);
  const out: string[] = [];
  let at = 0;
  for (const s of [...stretches].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (s.start < at) continue;
    out.push(...words(text.slice(at, s.start)), entityToken(s.entity));
    at = s.end;
  }
  out.push(...words(text.slice(at)));
  return out;
}

/** How many of the statement's words lie outside the given values, and how many of those `knows` does not know. */
export function wordsOutsideValues(text: string, stretches: readonly EntityStretch[], knows: (word: string) => boolean, pipeline: TextPipeline = ENGLISH): { words: number; unknownWords: number } {
  return countWordsOutsideValues(wordsWithEntities(text, stretches, pipeline), knows);
}

/** wordsOutsideValues() of a statement already read by wordsWithEntities(). */
export function countWordsOutsideValues(framed: readonly string[], knows: (word: string) => boolean): { words: number; unknownWords: number } {
  let count = 0;
  let unknown = 0;
  for (const w of framed) {
    if (isEntityToken(w)) continue;
    count++;
    if (!knows(w)) unknown++;
  }
  return { words: count, unknownWords: unknown };
}
