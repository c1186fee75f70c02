/**
 * The vocabulary's word unigrams and bigrams ("w:shoe", "w:my order") found by numbers: each word that
 * takes part in one gets an id once, and a statement's n-grams are looked up by ids instead of by
 * strings built per statement. A word outside every such feature has no id (-1): no n-gram of it can be one.
 */
export class WordNgramIds {
  private readonly ids = new Map<string, number>();
  /** Feature index of each word id's unigram (-1: none). */
  private unigrams: Int32Array;
  /** Feature index by bigram key (first id * radix + second id). */
  private readonly bigrams = new Map<number, number>();
  private readonly radix: number;
  readonly start: number;
  readonly end: number;

  /** False when a word feature is no unigram or bigram of single words: the caller keeps to strings. */
  readonly complete: boolean;
  /** Each vocabulary feature's first word id and second (-1: none): -1 and -1 for a feature of no words ("c:abc"). */
  readonly first: Int32Array;
  readonly second: Int32Array;
  /** Each id's word. */
  readonly words: string[] = [];

  constructor(vocabulary: readonly string[], boundaries: readonly [string, string]) {
    const unigrams: number[] = [];
    const pairs: Array<[number, number, number]> = [];
    let complete = true;
    this.first = new Int32Array(vocabulary.length).fill(-1);
    this.second = new Int32Array(vocabulary.length).fill(-1);
    vocabulary.forEach((feature, f) => {
      if (!feature.startsWith('w:')) return;
      const space = feature.indexOf(' ', 2);
      if (space < 0) { unigrams[(this.first[f] = this.idOf(feature.slice(2)))] = f; return; }
      if (feature.indexOf(' ', space + 1) >= 0) { complete = false; return; }
      pairs.push([(this.first[f] = this.idOf(feature.slice(2, space))), (this.second[f] = this.idOf(feature.slice(space + 1))), f]);
    });
    this.start = this.idOf(boundaries[0]);
    this.end = this.idOf(boundaries[1]);
    this.radix = this.ids.size;
    this.unigrams = new Int32Array(this.ids.size).fill(-1);
    unigrams.forEach((f, id) => { this.unigrams[id] = f; });
    for (const [a, b, f] of pairs) this.bigrams.set(a * this.radix + b, f);
    this.complete = complete;
  }

  private idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) { id = this.ids.size; this.ids.set(word, id); this.words.push(word); }
    return id;
  }

  /** The id of a word (a stem, UNKNOWN_WORD, an entity token), -1 when no word n-gram has it. */
  id(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  /** Feature index of a word's unigram, -1 when none (also for id -1). */
  unigram(id: number): number {
    return id < 0 ? -1 : this.unigrams[id]!;
  }

  /** Feature index of the bigram of two word ids, -1 when none. */
  bigram(a: number, b: number): number {
    return a < 0 || b < 0 ? -1 : (this.bigrams.get(a * this.radix + b) ?? -1);
  }
}
