import type { FrameCounts, FrameTable } from '../decision/frame-model.js';
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
  const table = unpackFrameTable(packed, fixedTokens);
  const bigrams = Array.from({ length: packed.intents }, (_, intent) => {
    const own = new Map<number, number>();
    for (let k = table.starts[intent]!; k < table.starts[intent + 1]!; k++) own.set(table.keys[k]!, table.counts[k]!);
    return own;
  });
  return { tokens: table.tokens, bigrams };
}

/**
 * The counts of packFrames() as arrays (what the runtime's FrameModel reads: no Map per intent to build, which took
 * most of a snips model's first frame score); damaged data fails with a RangeError or the decompressor's error.
 */
export function unpackFrameTable(packed: PackedFrames, fixedTokens: number): FrameTable {
  const tokens = unpackLines(packed.tokens);
  const size = fixedTokens + tokens.length;
  const keys = decodeAscending(unpackBlob(packed.keys), packed.count);
  const sums = decodeAscending(unpackBlob(packed.counts), packed.count);
  const counts = new Float64Array(packed.count);
  const starts = new Int32Array(packed.intents + 1);
  for (let k = 0; k < packed.count; k++) {
    if (k > 0 && keys[k] === keys[k - 1]) throw new RangeError(`expected each frame bigram once, found entry ${k} twice`);
    const intent = Math.floor(keys[k]! / (size * size));
    if (intent >= packed.intents) throw new RangeError(`expected frame bigrams of ${packed.intents} intents, found intent ${intent}`);
    // Keys ascend: each intent's bigrams follow the previous intent's, their keys (less the intent's part) ascending.
    starts[intent + 1] = k + 1;
    keys[k] = keys[k]! - intent * size * size;
    counts[k] = sums[k]! - (k > 0 ? sums[k - 1]! : 0);
  }
  // An intent without bigrams starts where the one before it ends.
  for (let intent = 1; intent <= packed.intents; intent++) if (starts[intent]! < starts[intent - 1]!) starts[intent] = starts[intent - 1]!;
  return { tokens, starts, keys, counts };
}
