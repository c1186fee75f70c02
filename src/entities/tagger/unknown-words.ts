import { matchKey } from '../../text/tokens.js';
import type { WordInfo } from './token-features.js';

/**
 * The word every unknown word stands as: "w=<unk>", "w-1=<unk>", "w-1w=<unk> to". No token is one (the
 * tokenizer splits "<" and ">" off a word).
 */
export const UNKNOWN_WORD = '<unk>';
export const UNKNOWN_FEATURE = `w=${UNKNOWN_WORD}`;

/**
 * A word the model does not know, as the tagger reads it: its shape, kind and affixes stay (the only
 * evidence an unseen name gives), its identity becomes UNKNOWN_WORD, for itself and for its neighbours.
 */
export function asUnknown(info: WordInfo): WordInfo {
  return { lower: UNKNOWN_WORD, kind: info.kind, own: [UNKNOWN_FEATURE, ...info.own.filter((f) => !f.startsWith('w='))] };
}

/**
 * Which training tokens stand as unknown: those whose word (lower case) no utterance of another fold
 * writes (utterance k is in fold k mod folds). At run time a word the training data never wrote is
 * unknown; in training, without this, every word is known, and the model never learns what an unseen
 * name looks like from its shape, affixes and context alone. Most words held out are names and numbers
 * written once, as at run time. Measured on valid (3 seeds; scripts/experiments/tagger-eval.ts), beside
 * the unseen-value copies (unseen-value-copies.ts, share 0.5): snips slot F1 94.50 → 94.83, atis 97.14 →
 * 97.15. Without the copies: snips 94.42 → 94.86, atis 97.09 → 96.93 (atis writes few unseen words).
 * Measured before the copies existed: leave-one-utterance-out instead of 5 folds 94.80 / 96.86; keeping
 * the held-out words' own identity beside "w=<unk>" 94.65 / 96.92; reading an unknown word one typo from a
 * single known word as that word 94.72 / 96.88.
 */
/**
 * Fewest utterances for unknown words. In a smaller corpus most words are written once, and holding them
 * out leaves the model little to learn words from: braun-webapps (30 utterances, 5-fold CV) 63.3 → 58.1;
 * the tests' 16-utterance corpora stop finding a new or mistyped brand after "shoes by". The default shop
 * corpus (1 217 statements) then reads any word it never saw as a likely value, and the decision takes the
 * values for what the statement is about: "wake me up at 6 am" → vendor "6", title "am", productSearch
 * matched; "the best selling headphones" → title "selling headphones". Hence only corpora of the size of
 * those it was measured on (atis: 4 478; snips: 13 084), not braun-chatbot's 100 (93.4 → 93.7, noise).
 */
export const UNKNOWN_WORDS_MIN_UTTERANCES = 2_000;

/**
 * The marks of heldOutUnknown() for the corpus's own sentences, then for `copies` (unseen-value-copies.ts):
 * a copy's words are its statement's, read as they are there (its made-up values are written nowhere else).
 */
export function heldOutUnknown(sentences: ReadonlyArray<ReadonlyArray<{ text: string }>>, folds: number, copies: ReadonlyArray<ReadonlyArray<{ text: string }>> = []): boolean[][] {
  // word → the fold it was seen in, or -1 once seen in two folds.
  const seenIn = new Map<string, number>();
  sentences.forEach((tokens, k) => {
    const fold = k % folds;
    for (const t of tokens) {
      const w = matchKey(t.text);
      const at = seenIn.get(w);
      if (at === undefined) seenIn.set(w, fold);
      else if (at !== fold) seenIn.set(w, -1);
    }
  });
  return [...sentences, ...copies].map((tokens) => tokens.map((t) => seenIn.get(matchKey(t.text)) !== -1));
}
