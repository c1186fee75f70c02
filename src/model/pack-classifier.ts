import type { LinearClassifierState, PackedClassifier } from './schema.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';

/**
 * The intent classifier as the model file keeps it: the vocabulary and the base64 arrays (idf, int8
 * weights, row scales) as blobs, the same bytes compressed (most int8 weights of a large label set are 0).
 */
export function packClassifier(state: LinearClassifierState): PackedClassifier {
  const bytes = (base64: string) => packBlob(Buffer.from(base64, 'base64'));
  return {
    ...state,
    vectorizer: { settings: state.vectorizer.settings, vocabulary: packLines(state.vectorizer.vocabulary), idf: bytes(state.vectorizer.idf) },
    model: { ...state.model, weights: bytes(state.model.weights), scales: bytes(state.model.scales) },
  };
}

/** The classifier state of a packed one; a damaged one fails with an Error. */
export function unpackClassifier(packed: PackedClassifier): LinearClassifierState {
  const base64 = (blob: string) => unpackBlob(blob).toString('base64');
  return {
    ...packed,
    vectorizer: { settings: packed.vectorizer.settings, vocabulary: unpackLines(packed.vectorizer.vocabulary), idf: base64(packed.vectorizer.idf) },
    model: { ...packed.model, weights: base64(packed.model.weights), scales: base64(packed.model.scales) },
  };
}
