import type { LinearClassifierState, PackedClassifier } from './schema.js';
import { decodeFixed, encodeFixed, checkAscending } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';
import { WordNgramIds, wordNgramParts } from '../intent/word-ngram-ids.js';
import type { VocabularyTable } from '../intent/vectorizer.js';
import type { LinearModelArrays } from '../intent/linear-classifier.js';

/**
 * The intent classifier as the model file keeps it: the features renumbered by kind, so that loading reads
 * each kind as a stretch instead of a kind per feature: first those by name (character n-grams, one a line),
 * then the word unigrams (their words first among the distinct words, one a line, in the unigrams' order),
 * then the word bigrams sorted by their words' ids (the runtime bisects them), their first and second words' ids
 * as fixed-width words (binary.ts encodeFixed(): loading copies them). The arrays (idf, int8 weights, row scales) follow the
 * features, as blobs (most int8 weights of a large label set are 0). The renumbering changes no score: a
 * statement's features are summed in the order the statement gives them, whatever their numbers. A vocabulary
 * whose word features are not all unigrams and bigrams keeps every name, in its order.
 */
export function packClassifier(state: LinearClassifierState): PackedClassifier {
  const { settings, vocabulary } = state.vectorizer;
  const V = vocabulary.length;
  const parts = settings.wordNgrams.every((n) => n === 1 || n === 2) ? wordNgramParts(vocabulary) : null;
  const features = [...vocabulary.keys()];
  const byName = parts ? features.filter((f) => parts.first[f]! < 0) : features;
  const unigrams = parts ? features.filter((f) => parts.first[f]! >= 0 && parts.second[f]! < 0) : [];
  // Words: the unigrams' in their order, then the others sorted (the same vocabulary gives the same file).
  const unigramWords = new Set(unigrams.map((f) => parts!.first[f]!));
  const words = parts ? [...unigrams.map((f) => parts.words[parts.first[f]!]!), ...parts.words.filter((_, id) => !unigramWords.has(id)).sort()] : [];
  const newId = new Map(words.map((word, id) => [word, id]));
  const wordIds = (f: number) => [newId.get(parts!.words[parts!.first[f]!]!)!, newId.get(parts!.words[parts!.second[f]!]!)!] as const;
  const bigrams = parts ? features.filter((f) => parts.second[f]! >= 0).sort((x, y) => wordIds(x)[0] - wordIds(y)[0] || wordIds(x)[1] - wordIds(y)[1]) : [];
  const order = [...byName, ...unigrams, ...bigrams];

  const rows = (base64: string, width: number) => {
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.byteLength !== V * width) throw new RangeError(`expected ${V} rows of ${width} bytes, found ${bytes.byteLength} bytes`);
    return packBlob(Buffer.concat(order.map((f) => bytes.subarray(f * width, (f + 1) * width))));
  };
  const table = { count: V, names: packLines(byName.map((f) => vocabulary[f]!)), words: packLines(words), unigrams: unigrams.length, bigrams: bigrams.length, first: packBlob(encodeFixed(bigrams.map((f) => wordIds(f)[0]), words.length)), second: packBlob(encodeFixed(bigrams.map((f) => wordIds(f)[1]), words.length)) };
  return {
    ...state,
    vectorizer: { settings, vocabulary: table, idf: rows(state.vectorizer.idf, 4) },
    model: { ...state.model, weights: rows(state.model.weights, state.model.classes), scales: rows(state.model.scales, 4) },
  };
}

/** The classifier's model (its weights and scales as arrays) and its vocabulary: by name when the file keeps names only, else as a table. */
export function unpackClassifier(packed: PackedClassifier): { state: { model: LinearModelArrays; outOfScopeClass: number | null }; vocabulary: VocabularyTable | LinearClassifierState['vectorizer'] } {
  const { settings } = packed.vectorizer;
  const weights = unpackBlob(packed.model.weights);
  const state = { model: { ...packed.model, weights: new Int8Array(weights.buffer, weights.byteOffset, weights.byteLength), scales: float32s(unpackBlob(packed.model.scales)) }, outOfScopeClass: packed.outOfScopeClass };
  const table = packed.vectorizer.vocabulary;
  const V = table.count;
  const names = unpackLines(table.names);
  const idf = float32s(unpackBlob(packed.vectorizer.idf));
  if (idf.length !== V) throw new RangeError(`expected ${V} float32 idf values, found ${idf.length}`);
  const U = table.unigrams;
  const B = table.bigrams;
  if (names.length + U + B !== V) throw new RangeError(`expected ${V} vocabulary features, found ${names.length} by name, ${U} unigrams and ${B} bigrams`);
  if (names.length === V) return { state, vocabulary: { settings, vocabulary: names, idf: Buffer.from(idf.buffer).toString('base64') } };
  const words = unpackLines(table.words);
  if (U > words.length) throw new RangeError(`expected ${U} unigrams of ${words.length} words`);
  const others = new Map<string, number>();
  for (let f = 0; f < names.length; f++) others.set(names[f]!, f);
  const unigrams = new Int32Array(words.length).fill(-1);
  for (let id = 0; id < U; id++) unigrams[id] = names.length + id;
  // Sorted by word ids, as the runtime bisects them, each naming one of the words: checked here, once.
  const bigrams = { first: decodeFixed(unpackBlob(table.first), B, words.length), second: decodeFixed(unpackBlob(table.second), B, words.length), features: names.length + U };
  checkAscending('the vocabulary\'s word bigrams', bigrams.first, bigrams.second, words.length);
  return { state, vocabulary: { settings, size: V, ngramIds: new WordNgramIds(words, unigrams, bigrams, ['<s>', '</s>']), others, idf } };
}

/** Bytes as float32 values, copied: a Buffer's bytes may start where a Float32Array cannot view them. */
function float32s(bytes: Buffer): Float32Array {
  if (bytes.byteLength % 4 !== 0) throw new RangeError(`expected float32 values, found ${bytes.byteLength} bytes`);
  const out = new Float32Array(bytes.byteLength / 4);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}
