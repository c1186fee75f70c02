import { FIXED_TOKENS, UNKNOWN, type FrameCounts } from './frame-model.js';

/**
 * Counts the frames of training statements. `known`: whether a word stays itself or reads as UNKNOWN,
 * as the classifier's vocabulary decides (entity tokens always stay).
 */
export function countFrames(frames: ReadonlyArray<{ tokens: readonly string[]; intent: number }>, intents: number, known: (token: string) => boolean): FrameCounts {
  const tokens: string[] = [];
  const ids = new Map<string, number>(FIXED_TOKENS.map((t, k) => [t, k]));
  const mapped = frames.map((f) => f.tokens.map((t) => {
    const token = known(t) ? t : UNKNOWN;
    let id = ids.get(token);
    if (id === undefined) { id = FIXED_TOKENS.length + tokens.length; ids.set(token, id); tokens.push(token); }
    return id;
  }));
  const size = FIXED_TOKENS.length + tokens.length;
  const bigrams = Array.from({ length: intents }, () => new Map<number, number>());
  frames.forEach((f, k) => {
    const counts = bigrams[f.intent]!;
    let previous = 0;
    for (const next of [...mapped[k]!, 1]) {
      const key = previous * size + next;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      previous = next;
    }
  });
  return { tokens, bigrams };
}
