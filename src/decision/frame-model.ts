/**
 * How likely a statement's frame is for the intent it would be answered with. The frame is the statement's
 * words with each entity value read as its entity token ("how do i go about <e:object_name>"); its score is
 * the mean log-probability per token under a word-bigram model of the corpus's own frames for that intent,
 * backed off to all intents' frames (Witten–Bell interpolation). Another domain's statement that the tagger
 * reads as titles keeps frames no in-scope statement has ("tell me how to delete <e:object_name>" to a music
 * and film bot), while a new in-scope statement with new values keeps a familiar one ("play <e:artist> on
 * <e:service>"). The score is compared with a threshold met on held-out statements (calibration.ts).
 */

/** Counts of each intent's frame bigrams: the tokens, and for each intent a map of (previous × size + next) → count. */
export interface FrameCounts {
  /** Frame vocabulary after the fixed tokens START, END and UNKNOWN (ids 0, 1, 2). */
  tokens: string[];
  /** By intent index: bigram key (previous id × vocabulary size + next id) → count. */
  bigrams: Array<Map<number, number>>;
}

/**
 * The same counts as arrays (how the model file's frames unpack, without a Map per intent): intent i's bigrams are
 * entries starts[i] up to starts[i + 1], their keys ascending, beside their counts.
 */
export interface FrameTable {
  tokens: string[];
  starts: Int32Array;
  keys: Float64Array;
  counts: Float64Array;
}

/** FrameCounts as a FrameTable (the trainer's counts: each intent's keys sorted). */
export function frameTable(counts: FrameCounts): FrameTable {
  const starts = new Int32Array(counts.bigrams.length + 1);
  counts.bigrams.forEach((bigrams, intent) => { starts[intent + 1] = starts[intent]! + bigrams.size; });
  const keys = new Float64Array(starts[counts.bigrams.length]!);
  const values = new Float64Array(keys.length);
  counts.bigrams.forEach((bigrams, intent) => {
    const own = Float64Array.from(bigrams.keys()).sort();
    keys.set(own, starts[intent]!);
    own.forEach((key, k) => { values[starts[intent]! + k] = bigrams.get(key)!; });
  });
  return { tokens: counts.tokens, starts, keys, counts: values };
}

export const START = '<s>';
export const END = '</s>';
/** A word the corpus's frames do not have (or too rarely to keep, as its vocabulary decides). */
export const UNKNOWN = '<unk>';
/** Ids 0, 1 and 2 of every frame vocabulary. */
export const FIXED_TOKENS: readonly string[] = [START, END, UNKNOWN];
const START_ID = 0;
const END_ID = 1;
const UNKNOWN_ID = 2;

/**
 * A level's sums over its bigrams, in arrays by token id (typed arrays: made in one pass, where Maps took 12-30 ms
 * of a snips model's first answer for all intents' level, docs/training.md). A context (previous token) without
 * bigrams has types 0, as a token no bigram ends with has unigram count 0.
 */
interface Level {
  /** How many bigrams follow each context, and how many different words. */
  contextTotal: Float64Array;
  contextTypes: Float64Array;
  /** Each token's count as a bigram's second token, and how many tokens have one. */
  unigrams: Float64Array;
  unigramTypes: number;
  unigramTotal: number;
}

/** The sums of bigrams (keys, counts), in a vocabulary of `size` tokens. */
function sums(keys: Float64Array, counts: Float64Array, size: number): Level {
  const contextTotal = new Float64Array(size);
  const contextTypes = new Float64Array(size);
  const unigrams = new Float64Array(size);
  const seen = new Uint8Array(size);
  let unigramTypes = 0;
  let unigramTotal = 0;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    const c = counts[k]!;
    const previous = Math.floor(key / size);
    const next = key - previous * size;
    contextTotal[previous] = contextTotal[previous]! + c;
    contextTypes[previous] = contextTypes[previous]! + 1;
    if (seen[next] === 0) { seen[next] = 1; unigramTypes++; }
    unigrams[next] = unigrams[next]! + c;
    unigramTotal += c;
  }
  return { contextTotal, contextTypes, unigrams, unigramTypes, unigramTotal };
}

/** A level with its bigrams: their keys ascending (looked up by bisection) and counts. */
interface KeyedLevel extends Level {
  keys: Float64Array;
  counts: Float64Array;
}

/** The level of bigrams given by their keys (ascending, each once) and counts. */
function keyedLevel(keys: Float64Array, counts: Float64Array, size: number): KeyedLevel {
  return { ...sums(keys, counts, size), keys, counts };
}

/** All intents' bigrams summed: every key with its intents' counts added (integers: the sums are exact in any order). */
function globalLevel(table: FrameTable, size: number): KeyedLevel {
  const total = table.keys.length;
  let maxCount = 0;
  for (let k = 0; k < total; k++) if (table.counts[k]! > maxCount) maxCount = table.counts[k]!;
  // Each (key, count) as one number, key × 2^b + count, sorted by the native numeric sort (keys are under size²).
  const shift = 2 ** Math.ceil(Math.log2(maxCount + 1));
  if (!(size * size * shift <= Number.MAX_SAFE_INTEGER)) throw new RangeError(`frame counts too large to sort: ${size} tokens, a count of ${maxCount}`);
  const packed = new Float64Array(total);
  for (let k = 0; k < total; k++) packed[k] = table.keys[k]! * shift + table.counts[k]!;
  packed.sort();
  const keys = new Float64Array(total);
  const counts = new Float64Array(total);
  let distinct = 0;
  for (let k = 0; k < total; k++) {
    const key = Math.floor(packed[k]! / shift);
    const c = packed[k]! - key * shift;
    if (distinct > 0 && keys[distinct - 1] === key) counts[distinct - 1] = counts[distinct - 1]! + c;
    else { keys[distinct] = key; counts[distinct] = c; distinct++; }
  }
  return keyedLevel(keys.subarray(0, distinct), counts.subarray(0, distinct), size);
}

/** The count of the bigram `key` in the level (0 when it has none). */
function countOf(level: KeyedLevel, key: number): number {
  const { keys } = level;
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = keys[middle]!;
    if (at === key) return level.counts[middle]!;
    if (at < key) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/** Witten–Bell: the seen count, plus as much of the lower order as the context has different followers. */
function interpolate(count: number, level: Level, previous: number, lower: number): number {
  const types = level.contextTypes[previous]!;
  return types > 0 ? (count + types * lower) / (level.contextTotal[previous]! + types) : lower;
}

export class FrameModel {
  /**
   * The counts (unpacked at load: a damaged model fails then) and their token ids, indexed when a statement is
   * first scored: most statements are scored for none (see understander.ts).
   */
  private readonly source: FrameCounts | FrameTable;
  private read: { ids: Map<string, number>; size: number; table: FrameTable; intents: number } | null = null;
  /** All intents' level and each intent's, made when a statement is first scored (for that intent). */
  private global: KeyedLevel | null = null;
  private byIntent: Array<KeyedLevel | undefined> = [];

  /** `counts`: the trainer's, or the model file's as unpackFrameTable() gives them. */
  constructor(counts: FrameCounts | FrameTable) {
    this.source = counts;
  }

  private counts(): { ids: Map<string, number>; size: number; table: FrameTable; intents: number } {
    if (this.read === null) {
      const table = 'starts' in this.source ? this.source : frameTable(this.source);
      const all = [...FIXED_TOKENS, ...table.tokens];
      this.read = { ids: new Map(all.map((t, k) => [t, k])), size: all.length, table, intents: table.starts.length - 1 };
      this.byIntent = new Array<KeyedLevel | undefined>(this.read.intents);
    }
    return this.read;
  }

  /**
   * Indexes the counts and sums all intents' level now rather than at the first scored statement: a runtime calls it
   * at load (docs/training.md, "first answer"); the trainer's models, most of whose statements score no frame, do not.
   */
  prepare(): void {
    this.global ??= this.globalLevel();
  }

  /** Mean natural-log probability per token of the frame (END included) for the intent; 0 for an intent without frames. */
  score(frame: readonly string[], intent: number): number {
    const own = this.levelOf(intent);
    if (!own || own.unigramTotal === 0) return 0;
    let sum = 0;
    let previous = START_ID;
    for (let k = 0; k <= frame.length; k++) {
      const next = k === frame.length ? END_ID : this.id(frame[k]!);
      sum += Math.log(this.probabilityOf(previous, next, own));
      previous = next;
    }
    return sum / (frame.length + 1);
  }

  /** score() under all intents' frames together: what frameLift (signals.ts) compares an intent's score with. */
  scoreAll(frame: readonly string[]): number {
    if (this.counts().intents === 0) return 0;
    let sum = 0;
    let previous = START_ID;
    for (let k = 0; k <= frame.length; k++) {
      const next = k === frame.length ? END_ID : this.id(frame[k]!);
      sum += Math.log(this.globalProbability(previous, next));
      previous = next;
    }
    return sum / (frame.length + 1);
  }

  /**
   * score() and scoreAll() in one pass: each token's id and its all-intents probability are computed once and
   * serve both (the decision reads both for every statement it scores; the values are the same to the bit).
   */
  scoreWithAll(frame: readonly string[], intent: number): { own: number; all: number } {
    const own = this.levelOf(intent);
    if (!own || own.unigramTotal === 0) return { own: 0, all: this.scoreAll(frame) };
    let ownSum = 0;
    let allSum = 0;
    let previous = START_ID;
    for (let k = 0; k <= frame.length; k++) {
      const next = k === frame.length ? END_ID : this.id(frame[k]!);
      const global = this.globalProbability(previous, next);
      allSum += Math.log(global);
      ownSum += Math.log(this.ownProbability(previous, next, own, global));
      previous = next;
    }
    return { own: ownSum / (frame.length + 1), all: allSum / (frame.length + 1) };
  }

  /** P(next | previous) for the intent; null stands for the frame's start (previous) or end (next). */
  probability(previous: string | null, next: string | null, intent: number): number {
    const own = this.levelOf(intent);
    if (!own) throw new RangeError(`expected an intent index under ${this.counts().intents}, found ${intent}`);
    return this.probabilityOf(previous === null ? START_ID : this.id(previous), next === null ? END_ID : this.id(next), own);
  }

  private globalLevel(): KeyedLevel {
    const { table, size } = this.counts();
    return globalLevel(table, size);
  }

  /** The intent's level (undefined for an index past the intents). */
  private levelOf(intent: number): KeyedLevel | undefined {
    const { table, size, intents } = this.counts();
    if (!(intent >= 0 && intent < intents)) return undefined;
    const from = table.starts[intent]!;
    const to = table.starts[intent + 1]!;
    return (this.byIntent[intent] ??= keyedLevel(table.keys.subarray(from, to), table.counts.subarray(from, to), size));
  }

  private id(token: string): number {
    return this.counts().ids.get(token) ?? UNKNOWN_ID;
  }

  /** Uniform → all intents' unigrams → their bigrams, each by Witten–Bell. */
  private globalProbability(previous: number, next: number): number {
    const g = (this.global ??= this.globalLevel());
    const { size } = this.counts();
    const p = (g.unigrams[next]! + g.unigramTypes / size) / (g.unigramTotal + g.unigramTypes);
    return interpolate(countOf(g, previous * size + next), g, previous, p);
  }

  /** Uniform → all intents' unigrams → their bigrams → this intent's unigrams → its bigrams, each by Witten–Bell. */
  private probabilityOf(previous: number, next: number, own: KeyedLevel): number {
    return this.ownProbability(previous, next, own, this.globalProbability(previous, next));
  }

  /** The intent's two levels over the all-intents probability `global`. */
  private ownProbability(previous: number, next: number, own: KeyedLevel, global: number): number {
    const key = previous * this.counts().size + next;
    const p = (own.unigrams[next]! + own.unigramTypes * global) / (own.unigramTotal + own.unigramTypes);
    return interpolate(countOf(own, key), own, previous, p);
  }
}
