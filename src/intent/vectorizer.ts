import { withinOneEdit } from '../entities/edit-distance.js';
import { ENGLISH, type TextPipeline } from '../text/languages.js';
import { featureNamesOf } from './feature-names.js';
import { charNgramFeatures, isEntityToken, readToken, UNKNOWN_WORD, wordNgramFeatures, type FeatureSettings } from './features.js';
import { decodeFloat32 } from './linear-classifier.js';
import { WordNgramIds } from './word-ngram-ids.js';

/** A sparse vector: parallel arrays of feature indices and weights. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
  /** Entries in use when the arrays are longer (a scratch vector, see vectorizeWords()); else their length. */
  size?: number;
}

/** A statement's vector, and what the vocabulary knows of its words. */
export interface StatementVector extends SparseVector {
  /** Features that come from words the vocabulary knows (unknown-word n-grams aside). */
  knownFeatures: number;
  /** Words whose stem the vocabulary knows as a word, function words ("the", "is") aside. */
  knownContentWords: number;
  /** Words whose stem the vocabulary does not know. */
  unknownWords: number;
  /** Word pairs the vocabulary knows ("do you"), statement edges, entity tokens and unknown words aside. */
  knownPhrases: number;
  /** Known pairs of a word and an entity token ("from <e:station>"). */
  knownEntityPhrases: number;
}

/** What a word contributes, looked up once: its stem for word n-grams (UNKNOWN_WORD if unknown) and its character n-grams. */
interface WordEntry {
  stem: string;
  /** The stem's id and unigram feature (WordNgramIds; -1: none), and where the bigrams it starts are (WordNgramIds.bigramRange()). */
  id: number;
  unigram: number;
  bigrams: readonly [lo: number, hi: number];
  /** Feature indices of the character n-grams of `word`, made when first vectorised (a word only asked about needs none). */
  chars: Int32Array | null;
  word: string;
  /** 1 for a word the vocabulary knows, 0 for one it does not. */
  known: 0 | 1;
  /** 1 for a known word that is not a function word. */
  content: 0 | 1;
  /** variantOfContentWord() and spelledLikeCorpus() of the word, once asked (the evidence check asks again per statement). */
  variant: boolean | undefined;
  spelling: number | undefined;
}

/**
 * The vocabulary as the model file keeps it (pack-classifier.ts): the word n-grams by word ids, the other features
 * (character n-grams) by name, and the idf.
 */
export interface VocabularyTable {
  settings: FeatureSettings;
  size: number;
  ngramIds: WordNgramIds;
  others: Map<string, number>;
  idf: Float32Array;
}

/** Serialisable vectorizer state: the vocabulary (index order) and each feature's idf (float32, base64). */
export interface VectorizerState {
  settings: FeatureSettings;
  vocabulary: string[];
  idf: string;
}

const NO_BIGRAMS = [0, 0] as const;

/** Longer words are never taken for a known word as people type it (see isVariant()). */
const MAX_VARIANT_LENGTH = 40;

/** Words recur: the vocabulary indices of a word's character n-grams are looked up once (bounded). */
const WORD_CACHE_LIMIT = 20_000;

/** Sublinear tf-idf, L2-normalised, over the features extractFeatures() names. Unknown features are ignored. */
export class Vectorizer {
  private readonly index: Map<string, number>;
  private readonly idf: Float32Array;
  private readonly wordEntries = new Map<string, WordEntry>();
  private readonly counts: Uint16Array;
  /** 1 for the features made from UNKNOWN_WORD: they do not count as known. */
  private readonly fromUnknown: Uint8Array;
  /** 1 for the word n-grams of two or more known words (entity tokens aside). */
  private readonly phrase: Uint8Array;
  /** 1 for the word n-grams of a known word and an entity token. */
  private readonly entityPhrase: Uint8Array;
  /** Word n-grams by ids, when every word feature is a unigram or a bigram and the settings ask for no other order. */
  private readonly ngramIds: WordNgramIds | null;
  /** Scratch of vectorizeWords(). */
  private touched: Int32Array = new Int32Array(64);
  private entries: WordEntry[] = [];

  readonly settings: FeatureSettings;
  readonly size: number;
  /** The vocabulary by name (the trainer's); null for one read from a model file by word ids (VocabularyTable). */
  private readonly names: readonly string[] | null;
  private readonly given: VectorizerState | null;

  /** `text`: the corpus's language (textPipeline()), which stems words and names function words. */
  constructor(source: VectorizerState | VocabularyTable, readonly text: TextPipeline = ENGLISH) {
    const V = 'vocabulary' in source ? source.vocabulary.length : source.size;
    this.settings = source.settings;
    this.size = V;
    this.given = 'vocabulary' in source ? source : null;
    this.names = 'vocabulary' in source ? source.vocabulary : null;
    this.idf = 'vocabulary' in source ? decodeFloat32(source.idf, V) : source.idf;
    this.counts = new Uint16Array(V);
    this.fromUnknown = new Uint8Array(V);
    this.phrase = new Uint8Array(V);
    this.entityPhrase = new Uint8Array(V);
    const bigramsAtMost = source.settings.wordNgrams.every((n) => n === 1 || n === 2);
    if ('vocabulary' in source) {
      this.index = new Map();
      this.ngramIds = bigramsAtMost ? WordNgramIds.fromNames(source.vocabulary, ['<s>', '</s>']) : null;
      if (this.ngramIds) this.indexByWordIds(this.ngramIds, source.vocabulary);
      else this.indexByNames(source.vocabulary);
    } else {
      if (!bigramsAtMost) throw new RangeError(`expected word n-grams of orders 1 and 2 in a vocabulary by word ids, found ${source.settings.wordNgrams.join(', ')}`);
      this.index = source.others;
      this.ngramIds = source.ngramIds;
      this.indexByWordIds(source.ngramIds, null);
    }
  }

  /** The trainer's state (a vectorizer read from a model file by word ids has none). */
  get state(): VectorizerState {
    if (this.given === null) throw new Error('a vectorizer read from a model file keeps its vocabulary by word ids, not as a state');
    return this.given;
  }

  /** The features by name, and which word n-grams are phrases, read from their names. */
  private indexByNames(vocabulary: readonly string[]): void {
    for (let i = 0; i < vocabulary.length; i++) {
      const f = vocabulary[i]!;
      this.index.set(f, i);
      if (!f.startsWith('w:')) continue;
      if (f.includes(UNKNOWN_WORD)) this.fromUnknown[i] = 1;
      if (!f.includes(' ')) continue;
      // Phrases of words only: an entity token or a statement edge next to a word says little of the statement.
      if (!/<unk>|<s>|<\/s>|<e:/.test(f)) this.phrase[i] = 1;
      else if (f.includes('<e:') && !/<unk>|<s>|<\/s>/.test(f)) this.entityPhrase[i] = 1;
    }
  }

  /**
   * As indexByNames(), the word n-grams read by their words' ids (WordNgramIds), each word's marks tested once:
   * the index keeps the other features (character n-grams) by name, the word ones are found by ids
   * (hasWord()). The same flags: none of the marks holds a space, so none spans a bigram's two words.
   */
  private indexByWordIds(ids: WordNgramIds, vocabulary: readonly string[] | null): void {
    const { words, unigrams, bigramFirst, bigramSecond } = ids;
    // Per word: 1 an unknown word, 2 a mark of an unknown word, an edge or an entity, 4 an entity token's, 8 an unknown word's or an edge's.
    const marks = new Uint8Array(words.length);
    // Every mark starts with "<": most words have none, and skip the four tests.
    for (let id = 0; id < words.length; id++) {
      const w = words[id]!;
      if (w.includes('<')) marks[id] = (w.includes(UNKNOWN_WORD) ? 1 : 0) | (/<unk>|<s>|<\/s>|<e:/.test(w) ? 2 : 0) | (w.includes('<e:') ? 4 : 0) | (/<unk>|<s>|<\/s>/.test(w) ? 8 : 0);
    }
    // Unigrams, then bigrams: the vocabulary's other features are none of these.
    for (let a = 0; a < unigrams.length; a++) if (unigrams[a]! >= 0 && marks[a]! & 1) this.fromUnknown[unigrams[a]!] = 1;
    for (let k = 0; k < bigramFirst.length; k++) {
      // Each names one of the file's words: unpackClassifier() checked them (checkAscending()).
      const i = ids.bigramFeature(k);
      const both = marks[bigramFirst[k]!]! | marks[bigramSecond[k]!]!;
      if (both & 1) this.fromUnknown[i] = 1;
      if (!(both & 2)) this.phrase[i] = 1;
      else if (both & 4 && !(both & 8)) this.entityPhrase[i] = 1;
    }
    if (vocabulary) {
      const word = new Uint8Array(vocabulary.length);
      for (let a = 0; a < unigrams.length; a++) if (unigrams[a]! >= 0) word[unigrams[a]!] = 1;
      for (let k = 0; k < bigramFirst.length; k++) word[ids.bigramFeature(k)] = 1;
      for (let i = 0; i < vocabulary.length; i++) if (!word[i]) this.index.set(vocabulary[i]!, i);
    }
  }

  /** Every feature's name by index, made on the first featureName() (an explanation), never at load. */
  private featureNames: readonly string[] | null = null;

  /** The vocabulary's name of feature f ("w:show me", "c:<sho"; see feature-names.ts for how a reader sees it). */
  featureName(f: number): string {
    this.featureNames ??= this.names ?? featureNamesOf(this.size, this.index, this.ngramIds!);
    return this.featureNames[f]!;
  }

  /** True when the vocabulary has the unigram of this word (stem). */
  private hasWord(word: string): boolean {
    const ids = this.ngramIds;
    return ids ? ids.unigram(ids.id(word)) >= 0 : this.index.has(`w:${word}`);
  }

  private wordEntry(word: string): WordEntry {
    let found = this.wordEntries.get(word);
    if (!found) {
      const settings = this.settings;
      const token = readToken(word);
      const entity = isEntityToken(word);
      const stemmed = token.unknown ? UNKNOWN_WORD : entity ? word : this.text.stem(token.word);
      // An entity token stands for a value the extractors explained: never an unknown word.
      const known = entity || (!token.unknown && this.hasWord(stemmed));
      const ngramStem = settings.unknownWords && !known ? UNKNOWN_WORD : stemmed;
      const id = this.ngramIds ? this.ngramIds.id(ngramStem) : -1;
      found = {
        stem: ngramStem,
        id,
        unigram: this.ngramIds ? this.ngramIds.unigram(id) : -1,
        bigrams: this.ngramIds ? this.ngramIds.bigramRange(id) : NO_BIGRAMS,
        known: known ? 1 : 0,
        content: known && !entity && !this.text.isFunctionWord(token.word) ? 1 : 0,
        variant: undefined,
        spelling: undefined,
        chars: null,
        word: token.word,
      };
      if (this.wordEntries.size >= WORD_CACHE_LIMIT) this.wordEntries.clear();
      this.wordEntries.set(word, found);
    }
    return found;
  }

  /** The index of the word's unigram feature, -1 when the vocabulary lacks it (training reads it per fold). */
  wordFeature(word: string): number {
    const stemmed = this.text.stem(word);
    const ids = this.ngramIds;
    return ids ? ids.unigram(ids.id(stemmed)) : (this.index.get(`w:${stemmed}`) ?? -1);
  }

  /** True when the vocabulary knows the word (as a word n-gram), whatever its character n-grams. */
  knowsWord(word: string): boolean {
    return this.wordEntry(word).known === 1;
  }

  /** True when the vocabulary knows the word and it is not a function word ("the", "is"). */
  knowsContentWord(word: string): boolean {
    return this.wordEntry(word).content === 1;
  }

  /** Content stems of five letters or more by first letter and length: a typo (one edit) changes the length by one at most. */
  private contentStems: Map<string, string[]> | null = null;

  /**
   * True when an unknown word is a known content word as people type it: the last letter held down ("heyy",
   * "hiii", "hellooo"), two known words run together, the first of four letters or more and a content word
   * among them ("thankyou", "goodnight"; not "tenoff"), or, from six letters, one typo away with the same first letter ("samsnug").
   * Shorter typos are left out: made-up words fall one edit from a real one too often ("berep", "tevel").
   */
  variantOfContentWord(word: string): boolean {
    const entry = this.wordEntry(word);
    entry.variant ??= this.isVariant(word);
    return entry.variant;
  }

  private isVariant(word: string): boolean {
    // Every split point of a word is looked up: a 10 000-letter "word" would take seconds. People's words are shorter.
    if (word.length > MAX_VARIANT_LENGTH) return false;
    const held = /(.)\1+$/.exec(word);
    if (held && [word.slice(0, held.index + 1), word.slice(0, held.index + 2)].some((w) => w.length >= 2 && w !== word && this.knowsContentWord(w))) return true;
    for (let cut = 4; cut <= word.length - 3; cut++) {
      const [left, right] = [word.slice(0, cut), word.slice(cut)];
      if (this.knowsWord(left) && this.knowsWord(right) && (this.knowsContentWord(left) || this.knowsContentWord(right))) return true;
    }
    if (word.length < 6) return false;
    const contentStems = this.contentStemsByKey();
    const stemmed = this.text.stem(word);
    const lengths = new Set([word.length - 1, word.length, word.length + 1, stemmed.length - 1, stemmed.length, stemmed.length + 1]);
    for (const length of lengths) {
      const candidates = contentStems.get(`${word[0]!}${length}`) ?? [];
      for (const known of candidates) if (withinOneEdit(word, known) || withinOneEdit(stemmed, known)) return true;
    }
    return false;
  }

  /** contentStems, made on the first call (by prepare() at load, or by the first word that asks). */
  private contentStemsByKey(): Map<string, string[]> {
    if (this.contentStems !== null) return this.contentStems;
    const contentStems = new Map<string, string[]>();
    for (const w of this.unigramWords()) {
      if (w.length < 5 || w.startsWith('<') || this.text.isFunctionWord(w)) continue;
      const key = `${w[0]!}${w.length}`;
      const group = contentStems.get(key);
      if (group) group.push(w);
      else contentStems.set(key, [w]);
    }
    return (this.contentStems = contentStems);
  }

  /**
   * What the first statements would otherwise build as they go (the content stems of variantOfContentWord()): a
   * runtime calls it at load, so that a user's first statement does not pay for it (docs/training.md, "first answer").
   */
  prepare(): void {
    this.contentStemsByKey();
  }

  /**
   * The words of the vocabulary's unigrams ("w:shoe" → shoe), in no particular order: isVariant() only asks whether
   * one of a group is a typo away (a model read by word ids gives them by word id, without sorting them by feature).
   */
  private unigramWords(): string[] {
    const ids = this.ngramIds;
    if (ids === null) return this.names!.filter((f) => f.startsWith('w:') && !f.includes(' ', 2)).map((f) => f.slice(2));
    const words: string[] = [];
    const { unigrams } = ids;
    for (let id = 0; id < unigrams.length; id++) if (unigrams[id]! >= 0) words.push(ids.words[id]!);
    return words;
  }

  /**
   * Share of the word's character trigrams (edges marked) that English or the vocabulary has: a name the corpus
   * never saw is spelled like the language ("kalumbo" 1.0), a keyboard mash is not ("zshmhlfbk" 0.1).
   */
  spelledLikeCorpus(word: string): number {
    const entry = this.wordEntry(word);
    entry.spelling ??= this.text.spelledLike(word, (trigram) => this.index.has(`c:${trigram}`));
    return entry.spelling;
  }

  vectorize(text: string): StatementVector {
    return this.vectorizeWords(this.text.words(text));
  }

  /** Where the bigrams starting a statement are (WordNgramIds.bigramRange() of the start mark), once asked. */
  private startBigrams: readonly [number, number] | null = null;

  /** Output arrays of vectorizeWords(tokens, true), grown on demand. */
  private outIndices = new Int32Array(256);
  private outValues = new Float32Array(256);

  /**
   * The vector of a statement given as words (synthetic statements may contain unknownToken()s). `scratch`:
   * into arrays the next call overwrites (its `size` entries), for a caller that reads the vector at once;
   * two new typed arrays per statement cost about as much as the rest of the weighting.
   */
  vectorizeWords(tokens: readonly string[], scratch = false): StatementVector {
    // Counts go into a scratch array indexed by feature (cleared after), cheaper than a Map per statement.
    // Features are visited in the order wordNgramFeatures() names them, then each word's character n-grams.
    const counts = this.counts;
    const n = tokens.length;
    const entries = this.entries;
    for (let k = 0; k < n; k++) entries[k] = this.wordEntry(tokens[k]!);
    let touched: Int32Array = this.touched;
    let size = 0;
    let knownPhrases = 0;
    let knownEntityPhrases = 0;
    const ids = this.ngramIds;
    for (const order of this.settings.wordNgrams) {
      if (ids === null) {
        for (const feature of wordNgramFeatures(entries.slice(0, n).map((e) => e.stem), [order])) {
          const i = this.index.get(feature);
          if (i === undefined) continue;
          if (counts[i] === 0) { if (size === touched.length) touched = this.grow(); touched[size++] = i; }
          counts[i] = counts[i]! + 1;
          knownPhrases += this.phrase[i]!;
          knownEntityPhrases += this.entityPhrase[i]!;
        }
        continue;
      }
      // Orders 1 and 2 only (see ngramIds): unigrams, then bigrams over the words between the edge marks.
      for (let k = order === 1 ? 0 : -1; k < n; k++) {
        const range = order === 1 ? NO_BIGRAMS : k < 0 ? (this.startBigrams ??= ids.bigramRange(ids.start)) : entries[k]!.bigrams;
        const i = order === 1 ? entries[k]!.unigram : ids.bigramIn(range[0], range[1], k + 1 < n ? entries[k + 1]!.id : ids.end);
        if (i < 0) continue;
        if (counts[i] === 0) { if (size === touched.length) touched = this.grow(); touched[size++] = i; }
        counts[i] = counts[i]! + 1;
        knownPhrases += this.phrase[i]!;
        knownEntityPhrases += this.entityPhrase[i]!;
      }
    }
    let knownContentWords = 0;
    let unknownWords = 0;
    for (let k = 0; k < n; k++) {
      const entry = entries[k]!;
      const chars = entry.chars ?? this.charFeatures(entry);
      for (let c = 0; c < chars.length; c++) {
        const i = chars[c]!;
        if (counts[i] === 0) { if (size === touched.length) touched = this.grow(); touched[size++] = i; }
        counts[i] = counts[i]! + 1;
      }
      knownContentWords += entry.content;
      unknownWords += 1 - entry.known;
    }
    if (scratch && this.outIndices.length < size) { this.outIndices = new Int32Array(2 * size); this.outValues = new Float32Array(2 * size); }
    const indices = scratch ? this.outIndices : new Int32Array(size);
    const values = scratch ? this.outValues : new Float32Array(size);
    const { fromUnknown, idf } = this;
    let norm = 0;
    let knownFeatures = 0;
    for (let k = 0; k < size; k++) {
      const i = touched[k]!;
      knownFeatures += 1 - fromUnknown[i]!;
      // Sublinear tf: 1 + ln(count), exactly 1 for the usual count of 1 (no logarithm to take).
      const count = counts[i]!;
      const value = (count === 1 ? 1 : 1 + Math.log(count)) * idf[i]!;
      counts[i] = 0;
      indices[k] = i;
      values[k] = value;
      norm += value * value;
    }
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let j = 0; j < size; j++) values[j] = values[j]! * scale;
    return { indices, values, size, knownFeatures, knownContentWords, unknownWords, knownPhrases, knownEntityPhrases };
  }

  /** The entry's character n-gram features, found once. */
  private charFeatures(entry: WordEntry): Int32Array {
    const word = entry.word;
    entry.chars = word.length === 0 ? new Int32Array(0) : Int32Array.from(charNgramFeatures(word, this.settings.charNgrams).map((f) => this.index.get(f) ?? -1).filter((i) => i >= 0));
    return entry.chars;
  }

  /** The scratch of touched features, twice as long (its contents kept). */
  private grow(): Int32Array {
    const bigger = new Int32Array(this.touched.length * 2);
    bigger.set(this.touched);
    this.touched = bigger;
    return bigger;
  }
}
