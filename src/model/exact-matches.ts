import { checkAscending } from './binary.js';
import type { PackedExactMatches } from './schema.js';
import { packBlob, unpackBlob } from './blob.js';

/**
 * The full-match lookup kept as hashes: a 53-bit hash (cyrb53) of each normalised training statement
 * instead of its text, a quarter of the bytes. Two statements share a hash with odds of about one in
 * 10^15 / (training statements): a statement outside the corpus answered as a full match by chance is
 * not a practical concern.
 */
export function statementHash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Normalised statement → intent index (-1: out of scope), packed. */
export function packExactMatches(matches: Readonly<Record<string, number>>): PackedExactMatches {
  const byHash = new Map<number, number>();
  for (const [text, intent] of Object.entries(matches)) if (!byHash.has(statementHash(text))) byHash.set(statementHash(text), intent);
  const entries = [...byHash].sort((a, b) => a[0] - b[0]);
  return { count: entries.length, hashes: packBlob(new Uint8Array(Float64Array.from(entries, ([h]) => h).buffer)), intents: entries.map(([, intent]) => intent) };
}

/**
 * The lookup by hash, as the file keeps it: the ascending hashes, searched by bisection. A Map of 13 000
 * 53-bit keys (each a heap number) took 15-25 ms of loading a snips model; one search per statement costs
 * about what a Map lookup does.
 */
export class ExactMatches {
  constructor(private readonly hashes: Float64Array, private readonly intents: Float64Array) {}

  /** The intent index of the statement with this hash (-1: an out-of-scope example); undefined when none. */
  get(hash: number): number | undefined {
    const { hashes } = this;
    // The last hash not above `hash`: as a Map filled in order, the later of two equal hashes wins (a valid model has none).
    let lo = 0;
    let hi = hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (hashes[mid]! <= hash) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && hashes[lo - 1] === hash ? this.intents[lo - 1] : undefined;
  }
}

/** The lookup by hash; a damaged one fails with a RangeError. */
export function unpackExactMatches(packed: PackedExactMatches): ExactMatches {
  if (packed.intents.length !== packed.count) throw new RangeError(`expected ${packed.count} full-match intents, found ${packed.intents.length}`);
  // A copy of the intents: the model object given to Understander.fromModel() stays the caller's.
  const bytes = unpackBlob(packed.hashes);
  if (bytes.byteLength !== 8 * packed.count) throw new RangeError(`expected ${packed.count} full-match hashes, found ${bytes.byteLength / 8}`);
  // A copy, aligned (a Buffer's bytes may start where a Float64Array cannot view them): no decoding loop.
  const hashes = new Float64Array(packed.count);
  new Uint8Array(hashes.buffer).set(bytes);
  checkAscending('the full-match hashes', hashes, null, 2 ** 53);
  return new ExactMatches(hashes, Float64Array.from(packed.intents));
}
