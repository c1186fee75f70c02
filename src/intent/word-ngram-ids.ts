/**
 * The vocabulary's word unigrams and bigrams ("w:shoe", "w:my order") found by numbers: each word that
 * takes part in one gets an id once, and a statement's n-grams are looked up by ids instead of by
 * strings built per statement. A word outside every such feature has no id (-1): no n-gram of it can be one.
 */
export class WordNgramIds {
  private readonly ids = new Map<string, number>();
  /** Feature index of each word id's unigram (-1: none). */
  private readonly unigrams: Int32Array;
  /** Feature index by bigram key (first id * radix + second id). */
  private readonly bigrams = new Map<number, number>();
  private readonly radix: number;
  readonly start: number;
  readonly end: number;

  /**
   * `words`: each id's word; `first` and `second`: each vocabulary feature's first word id and second (-1: none;
   * -1 and -1 for a feature of no words, such as "c:abc"). The boundaries get ids when no feature has them.
   */
  constructor(readonly words: string[], readonly first: Int32Array, readonly second: Int32Array, boundaries: readonly [string, string]) {
    for (let id = 0; id < words.length; id++) this.ids.set(words[id]!, id);
    this.start = this.idOf(boundaries[0]);
    this.end = this.idOf(boundaries[1]);
    this.radix = words.length;
    this.unigrams = new Int32Array(words.length).fill(-1);
    for (let f = 0; f < first.length; f++) {
      const a = first[f]!;
      if (a < 0) continue;
      const b = second[f]!;
      if (b < 0) this.unigrams[a] = f;
      else this.bigrams.set(a * this.radix + b, f);
    }
  }

  /**
   * The ids of a vocabulary by name ("w:my order"); null when a word feature is no unigram or bigram of single
   * words (the caller keeps to strings).
   */
  static fromNames(vocabulary: readonly string[], boundaries: readonly [string, string]): WordNgramIds | null {
    const ids = new Map<string, number>();
    const idOf = (word: string) => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      return id;
    };
    const first = new Int32Array(vocabulary.length).fill(-1);
    const second = new Int32Array(vocabulary.length).fill(-1);
    for (let f = 0; f < vocabulary.length; f++) {
      const feature = vocabulary[f]!;
      if (!feature.startsWith('w:')) continue;
      const space = feature.indexOf(' ', 2);
      if (space < 0) { first[f] = idOf(feature.slice(2)); continue; }
      if (feature.indexOf(' ', space + 1) >= 0) return null;
      first[f] = idOf(feature.slice(2, space));
      second[f] = idOf(feature.slice(space + 1));
    }
    return new WordNgramIds([...ids.keys()], first, second, boundaries);
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

  /** Feature index of a word's unigram, -1 when none (also for id -1 and for a boundary that no feature has). */
  unigram(id: number): number {
    return id < 0 || id >= this.unigrams.length ? -1 : this.unigrams[id]!;
  }

  /** Feature index of the bigram of two word ids, -1 when none. */
  bigram(a: number, b: number): number {
    return a < 0 || b < 0 ? -1 : (this.bigrams.get(a * this.radix + b) ?? -1);
  }
}
