import { taggerSchema, type PackedTagger, type TaggerState } from './schema.js';
import { decodeAscending, decodeSteps, encodeAscending, encodeSteps } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';
import { decodeInt32 } from '../entities/tagger/sequence-tagger.js';
import { decodeFloat32 } from '../intent/linear-classifier.js';

/** A tagger as the runtime reads it: feature names, flat weight positions (feature * labels + label) and their values. */
export interface TaggerModel {
  labels: readonly string[];
  features: readonly string[];
  positions: Int32Array;
  values: Float32Array;
  transitions: readonly number[];
  gazetteer?: TaggerState['gazetteer'];
  edgeWords?: TaggerState['edgeWords'];
  valueMarks?: TaggerState['valueMarks'];
}

/** The trainer's tagger as the runtime reads it. */
export function taggerModel(state: TaggerState): TaggerModel {
  const positions = decodeInt32(state.weightPositions);
  return { ...state, positions, values: decodeFloat32(state.weightValues, positions.length) };
}

/**
 * The tagger as the model file keeps it: feature names and the gazetteer as blobs, weight positions as
 * varint gaps and values as int16 steps, each a blob. Every weight is kept: leaving out those under 0.5
 * cost 0.16 points of snips valid slot F1, under 1 0.58 (scripts/experiments/tagger-compaction.ts), while
 * int16 values cost none (snips 94.36, atis 96.95 either way). `minWeight` > 0 is for that experiment.
 */
export function packTagger(state: TaggerState, minWeight = 0): PackedTagger {
  const model = taggerModel(state);
  if (minWeight > 0) {
    const kept = model.values.map((v) => (Math.abs(v) >= minWeight ? 1 : 0));
    model.positions = model.positions.filter((_, k) => kept[k] === 1);
    model.values = model.values.filter((_, k) => kept[k] === 1);
  }
  const { step, steps } = encodeSteps(model.values);
  return {
    type: 'perceptron',
    labels: state.labels,
    features: packLines(state.features),
    weights: { count: model.positions.length, positions: packBlob(encodeAscending(model.positions)), step, values: packBlob(steps) },
    transitions: state.transitions,
    ...(state.gazetteer ? { gazetteer: packBlob(JSON.stringify(state.gazetteer)) } : {}),
    ...(state.edgeWords ? { edgeWords: state.edgeWords } : {}),
    ...(state.valueMarks ? { valueMarks: state.valueMarks } : {}),
  };
}

/** The runtime's tagger of a packed one; a damaged one fails with an Error. */
export function unpackTagger(packed: PackedTagger): TaggerModel {
  const features = unpackLines(packed.features);
  const { count } = packed.weights;
  const positions = decodeAscending(unpackBlob(packed.weights.positions), count);
  if (count > 0 && positions[count - 1]! >= features.length * packed.labels.length) throw new RangeError(`a tagger weight lies past its ${features.length} features`);
  const values = decodeSteps(unpackBlob(packed.weights.values), packed.weights.step, count);
  const gazetteer = packed.gazetteer === undefined ? undefined : taggerSchema.shape.gazetteer.parse(JSON.parse(unpackBlob(packed.gazetteer).toString('utf8')));
  return { labels: packed.labels, features, positions: Int32Array.from(positions), values, transitions: packed.transitions, gazetteer, edgeWords: packed.edgeWords, valueMarks: packed.valueMarks };
}
