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

export const START = '<s>';
export const END = '</s>';
/** A word the corpus's frames do not have (or too rarely to keep, as its vocabulary decides). */
export const UNKNOWN = '<unk>';
/** Ids 0, 1 and 2 of every frame vocabulary. */
export const FIXED_TOKENS: readonly string[] = [START, END, UNKNOWN];
const START_ID = 0;
const END_ID = 1;
const UNKNOWN_ID = 2;

/** Sums of a context's counts: how many bigrams follow it, and how many different words. */
interface Context {
  total: number;
  types: number;
}

interface Level {
  bigrams: Map<number, number>;
  contexts: Map<number, Context>;
  unigrams: Map<number, number>;
  unigramTotal: number;
}

function level(bigrams: Map<number, number>, size: number): Level {
  const contexts = new Map<number, Context>();
  const unigrams = new Map<number, number>();
  let unigramTotal = 0;
  for (const [key, count] of bigrams) {
    const previous = Math.floor(key / size);
    const next = key - previous * size;
    const context = contexts.get(previous);
    if (context) { context.total += count; context.types++; } else contexts.set(previous, { total: count, types: 1 });
    unigrams.set(next, (unigrams.get(next) ?? 0) + count);
    unigramTotal += count;
  }
  return { bigrams, contexts, unigrams, unigramTotal };
}

/** Witten–Bell: the seen count, plus as much of the lower order as the context has different followers. */
function interpolate(count: number, context: Context | undefined, lower: number): number {
  return context ? (count + context.types * lower) / (context.total + context.types) : lower;
}

export class FrameModel {
  /**
   * The counts (unpacked at load: a damaged model fails then) and their token ids, indexed when a statement is
   * first scored: most statements are scored for none (see understander.ts).
   */
  private readonly source: FrameCounts;
  private read: { ids: Map<string, number>; size: number; counts: FrameCounts } | null = null;
  /** All intents' level and each intent's, made when a statement is first scored (for that intent). */
  private global: Level | null = null;
  private byIntent: Array<Level | undefined> = [];

  constructor(counts: FrameCounts) {
    this.source = counts;
  }

  private counts(): { ids: Map<string, number>; size: number; counts: FrameCounts } {
    if (this.read === null) {
      const counts = this.source;
      const all = [...FIXED_TOKENS, ...counts.tokens];
      this.read = { ids: new Map(all.map((t, k) => [t, k])), size: all.length, counts };
      this.byIntent = new Array<Level | undefined>(counts.bigrams.length);
    }
    return this.read;
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
    if (this.counts().counts.bigrams.length === 0) return 0;
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
    if (!own) throw new RangeError(`expected an intent index under ${this.counts().counts.bigrams.length}, found ${intent}`);
    return this.probabilityOf(previous === null ? START_ID : this.id(previous), next === null ? END_ID : this.id(next), own);
  }

  private globalLevel(): Level {
    const { counts, size } = this.counts();
    const summed = new Map<number, number>();
    for (const intent of counts.bigrams) for (const [key, count] of intent) summed.set(key, (summed.get(key) ?? 0) + count);
    return level(summed, size);
  }

  /** The intent's level (undefined for an index past the intents). */
  private levelOf(intent: number): Level | undefined {
    const { counts, size } = this.counts();
    const bigrams = counts.bigrams[intent];
    if (bigrams === undefined) return undefined;
    return (this.byIntent[intent] ??= level(bigrams, size));
  }

  private id(token: string): number {
    return this.counts().ids.get(token) ?? UNKNOWN_ID;
  }

  /** Uniform → all intents' unigrams → their bigrams, each by Witten–Bell. */
  private globalProbability(previous: number, next: number): number {
    const g = (this.global ??= this.globalLevel());
    const { size } = this.counts();
    const p = ((g.unigrams.get(next) ?? 0) + g.unigrams.size / size) / (g.unigramTotal + g.unigrams.size);
    return interpolate(g.bigrams.get(previous * size + next) ?? 0, g.contexts.get(previous), p);
  }

  /** Uniform → all intents' unigrams → their bigrams → this intent's unigrams → its bigrams, each by Witten–Bell. */
  private probabilityOf(previous: number, next: number, own: Level): number {
    return this.ownProbability(previous, next, own, this.globalProbability(previous, next));
  }

  /** The intent's two levels over the all-intents probability `global`. */
  private ownProbability(previous: number, next: number, own: Level, global: number): number {
    const key = previous * this.counts().size + next;
    const p = ((own.unigrams.get(next) ?? 0) + own.unigrams.size * global) / (own.unigramTotal + own.unigrams.size);
    return interpolate(own.bigrams.get(key) ?? 0, own.contexts.get(previous), p);
  }
}
