import type { FrameCounts } from '../decision/frame-model.js';
import type { PackedFrames } from './schema.js';
import { decodeAscending, encodeAscending } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';

/**
 * The frame counts in the model file: the tokens as lines, and the bigrams of all intents as one ascending
 * list of keys (intent × size² + previous × size + next) beside the running sum of their counts (both varint
 * gaps, so a count of 1 takes a byte), in blobs.
 */
export function packFrames(counts: FrameCounts, fixedTokens: number): PackedFrames {
  const size = fixedTokens + counts.tokens.length;
  const entries = counts.bigrams.flatMap((bigrams, intent) => [...bigrams].map(([key, count]) => [intent * size * size + key, count] as const)).sort((a, b) => a[0] - b[0]);
  let running = 0;
  return {
    intents: counts.bigrams.length,
    tokens: packLines(counts.tokens),
    count: entries.length,
    keys: packBlob(encodeAscending(entries.map(([key]) => key))),
    counts: packBlob(encodeAscending(entries.map(([, count]) => (running += count)))),
  };
}

/** The counts of packFrames(); damaged data fails with a RangeError or the decompressor's error. */
export function unpackFrames(packed: PackedFrames, fixedTokens: number): FrameCounts {
  const tokens = unpackLines(packed.tokens);
  const size = fixedTokens + tokens.length;
  const keys = decodeAscending(unpackBlob(packed.keys), packed.count);
  const sums = decodeAscending(unpackBlob(packed.counts), packed.count);
  const bigrams = Array.from({ length: packed.intents }, () => new Map<number, number>());
  for (let k = 0; k < packed.count; k++) {
    const intent = Math.floor(keys[k]! / (size * size));
    if (intent >= packed.intents) throw new RangeError(`expected frame bigrams of ${packed.intents} intents, found intent ${intent}`);
    bigrams[intent]!.set(keys[k]! - intent * size * size, sums[k]! - (k > 0 ? sums[k - 1]! : 0));
  }
  return { tokens, bigrams };
}
