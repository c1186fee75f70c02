import { FUNCTION_WORDS } from '../text/english.js';
import { unknownToken } from './features.js';
import { seededRandom } from './random.js';

/** Share of noise tokens that are common function words ("the", "is", "what"); the rest are unknown words. */
const FUNCTION_WORD_SHARE = 0.3;

/**
 * Synthetic out-of-scope statements for the background class, after Snips NLU's noise utterances:
 * as long as the corpus's own statements, made of function words and words the corpus does not use.
 * They teach the classifier that a statement of words it has never seen belongs to no intent, which a
 * confidence threshold alone does not (a flight corpus answered "play some jazz" as a flight request).
 */
export function backgroundNoise(statementLengths: readonly number[], count: number, seed: number, functionWords: readonly string[] = FUNCTION_WORDS): string[][] {
  const random = seededRandom(seed);
  const lengths = statementLengths.filter((n) => n > 0);
  if (lengths.length === 0) return [];
  return Array.from({ length: count }, () => {
    const length = lengths[Math.floor(random() * lengths.length)]!;
    return Array.from({ length }, () => (functionWords.length > 0 && random() < FUNCTION_WORD_SHARE ? functionWords[Math.floor(random() * functionWords.length)]! : unknownToken()));
  });
}
