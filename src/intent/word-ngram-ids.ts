import { indexIn, lowerBound } from '../bisect.js';

/**
 * The vocabulary's word unigrams and bigrams ("w:shoe", "w:my order") found by numbers: each word that
 * takes part in one gets an id once, and a statement's n-grams are looked up by ids instead of by
 * strings built per statement. A word outside every such feature has no id (-1): no n-gram of it can be one.
 */
export class WordNgramIds {
  private readonly ids = new Map<string, number>();
  /** Feature index of each word id's unigram (-1: none). */
  readonly unigrams: Int32Array;
  /**
   * The bigrams sorted by their word ids (first, then second), and each one's feature index (a number: bigram k is
   * feature `bigramFeatures + k`): found by bisection, no table built at load.
   */
  readonly bigramFirst: Int32Array | Uint16Array | Uint32Array;
  readonly bigramSecond: Int32Array | Uint16Array | Uint32Array;
  private readonly bigramFeatures: Int32Array | number;
  readonly start: number;
  readonly end: number;

  /**
   * `words`: each id's word; `unigrams`: each word id's unigram feature (-1: none); the bigrams sorted by word ids,
   * with their features. The boundaries get ids when no feature has them.
   */
  constructor(readonly words: string[], unigrams: Int32Array, bigrams: { first: WordNgramIds['bigramFirst']; second: WordNgramIds['bigramSecond']; features: Int32Array | number }, boundaries: readonly [string, string]) {
    for (let id = 0; id < words.length; id++) this.ids.set(words[id]!, id);
    this.unigrams = unigrams;
    this.bigramFirst = bigrams.first;
    this.bigramSecond = bigrams.second;
    this.bigramFeatures = bigrams.features;
    this.start = this.idOf(boundaries[0]);
    this.end = this.idOf(boundaries[1]);
  }

  /**
   * The ids of a vocabulary by name ("w:my order"); null when a word feature is no unigram or bigram of single
   * words (the caller keeps to strings).
   */
  static fromNames(vocabulary: readonly string[], boundaries: readonly [string, string]): WordNgramIds | null {
    const parts = wordNgramParts(vocabulary);
    if (parts === null) return null;
    const { words, first, second } = parts;
    const unigrams = new Int32Array(words.length).fill(-1);
    const bigrams: number[] = [];
    for (let f = 0; f < first.length; f++) {
      if (first[f]! < 0) continue;
      if (second[f]! < 0) unigrams[first[f]!] = f;
      else bigrams.push(f);
    }
    bigrams.sort((x, y) => first[x]! - first[y]! || second[x]! - second[y]!);
    return new WordNgramIds(words, unigrams, { first: Int32Array.from(bigrams, (f) => first[f]!), second: Int32Array.from(bigrams, (f) => second[f]!), features: Int32Array.from(bigrams) }, boundaries);
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

  /** Where the bigrams with first word a are: [lo, hi) in the sorted order (lo = hi when none), for bigramIn(). */
  bigramRange(a: number): [lo: number, hi: number] {
    if (a < 0) return [0, 0];
    const first = this.bigramFirst;
    return [lowerBound(first, 0, first.length, a), lowerBound(first, 0, first.length, a + 1)];
  }

  /** Feature index of the bigram among [lo, hi) (bigramRange() of its first word) whose second word is b, -1 when none. */
  bigramIn(lo: number, hi: number, b: number): number {
    if (b < 0) return -1;
    const k = indexIn(this.bigramSecond, lo, hi, b);
    return k < 0 ? -1 : this.bigramFeature(k);
  }

  /** The feature index of bigram k (in the sorted order). */
  bigramFeature(k: number): number {
    return typeof this.bigramFeatures === 'number' ? this.bigramFeatures + k : this.bigramFeatures[k]!;
  }
}

/**
 * The words of a vocabulary's word n-grams, numbered in order of appearance, and each feature's first and second
 * word ids (-1: none; -1 and -1 for a feature of no words, such as "c:abc"); null when a word feature is no
 * unigram or bigram of single words.
 */
export function wordNgramParts(vocabulary: readonly string[]): { words: string[]; first: Int32Array; second: Int32Array } | null {
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
  return { words: [...ids.keys()], first, second };
}
