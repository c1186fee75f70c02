import type { LinearClassifierState, PackedClassifier } from './schema.js';
import { decodeUnsigned, encodeUnsigned } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';
import { WordNgramIds } from '../intent/word-ngram-ids.js';
import type { VocabularyTable } from '../intent/vectorizer.js';

/** A feature's kind in the packed vocabulary: by name (character n-grams), a word unigram, a word bigram. */
const BY_NAME = 0;
const UNIGRAM = 1;
const BIGRAM = 2;

/**
 * The intent classifier as the model file keeps it: the vocabulary as a table (each feature's kind, a byte;
 * the word n-grams' word ids as varints beside the distinct words one a line; the other features' names one
 * a line), so that loading makes no "w:…" name and parses none; the arrays (idf, int8 weights, row scales)
 * as blobs, the same bytes compressed (most int8 weights of a large label set are 0). A vocabulary whose
 * word features are not all unigrams and bigrams keeps every name.
 */
export function packClassifier(state: LinearClassifierState): PackedClassifier {
  const bytes = (base64: string) => packBlob(Buffer.from(base64, 'base64'));
  const { settings, vocabulary } = state.vectorizer;
  const ids = settings.wordNgrams.every((n) => n === 1 || n === 2) ? WordNgramIds.fromNames(vocabulary, ['<s>', '</s>']) : null;
  const kinds = new Uint8Array(vocabulary.length);
  const wordIds: number[] = [];
  if (ids) {
    for (let f = 0; f < vocabulary.length; f++) {
      if (ids.first[f]! < 0) continue;
      kinds[f] = ids.second[f]! < 0 ? UNIGRAM : BIGRAM;
      wordIds.push(ids.first[f]!);
      if (kinds[f] === BIGRAM) wordIds.push(ids.second[f]!);
    }
  }
  const table = {
    count: vocabulary.length,
    kinds: packBlob(kinds),
    words: packLines(ids ? ids.words : []),
    ids: packBlob(encodeUnsigned(wordIds)),
    names: packLines(vocabulary.filter((_, f) => kinds[f] === BY_NAME)),
  };
  return {
    ...state,
    vectorizer: { settings, vocabulary: table, idf: bytes(state.vectorizer.idf) },
    model: { ...state.model, weights: bytes(state.model.weights), scales: bytes(state.model.scales) },
  };
}

/** The classifier's model (weights, scales as base64) and its vocabulary: by name when the file keeps names only, else as a table. */
export function unpackClassifier(packed: PackedClassifier): { state: Omit<LinearClassifierState, 'vectorizer'>; vocabulary: VocabularyTable | LinearClassifierState['vectorizer'] } {
  const base64 = (blob: string) => unpackBlob(blob).toString('base64');
  const { settings } = packed.vectorizer;
  const state = { type: packed.type, model: { ...packed.model, weights: base64(packed.model.weights), scales: base64(packed.model.scales) }, outOfScopeClass: packed.outOfScopeClass };
  const table = packed.vectorizer.vocabulary;
  const V = table.count;
  const kinds = unpackBlob(table.kinds);
  if (kinds.byteLength !== V) throw new RangeError(`expected ${V} vocabulary kinds, found ${kinds.byteLength}`);
  const names = unpackLines(table.names);
  const idf = unpackBlob(packed.vectorizer.idf);
  if (idf.byteLength !== 4 * V) throw new RangeError(`expected ${V} float32 idf values, found ${idf.byteLength / 4}`);
  if (names.length === V) return { state, vocabulary: { settings, vocabulary: names, idf: idf.toString('base64') } };
  // Word ids as the kinds say: one per unigram, two per bigram.
  let idCount = 0;
  for (let f = 0; f < V; f++) {
    if (kinds[f]! > BIGRAM) throw new RangeError(`a vocabulary feature of kind ${kinds[f]}`);
    idCount += kinds[f]!;
  }
  const ids = decodeUnsigned(unpackBlob(table.ids), idCount);
  const words = unpackLines(table.words);
  const first = new Int32Array(V).fill(-1);
  const second = new Int32Array(V).fill(-1);
  const others = new Map<string, number>();
  let o = 0;
  for (let f = 0, at = 0; f < V; f++) {
    const kind = kinds[f]!;
    if (kind === BY_NAME) {
      if (o >= names.length) throw new RangeError(`expected ${names.length} features by name, found more`);
      others.set(names[o++]!, f);
      continue;
    }
    first[f] = ids[at++]!;
    if (kind === BIGRAM) second[f] = ids[at++]!;
    if (first[f]! >= words.length || second[f]! >= words.length) throw new RangeError(`a word n-gram names word ${Math.max(first[f]!, second[f]!)} of ${words.length}`);
  }
  if (o !== names.length) throw new RangeError(`expected ${o} features by name, found ${names.length}`);
  const aligned = new Float32Array(V);
  new Uint8Array(aligned.buffer).set(idf);
  return { state, vocabulary: { settings, size: V, ngramIds: new WordNgramIds(words, first, second, ['<s>', '</s>']), others, idf: aligned } };
}
