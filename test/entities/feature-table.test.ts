import { describe, expect, it } from 'vitest';
import { featureName, featureTable, templateArity } from '../../src/entities/tagger/feature-table.js';
import { packTagger, unpackTagger } from '../../src/model/pack-tagger.js';
import { SequenceTagger } from '../../src/entities/tagger/sequence-tagger.js';
import { decodeFixed } from '../../src/model/binary.js';
import { weightPositions, weightValue } from '../../src/entities/tagger/tagger-weights.js';
import { trainedModel, DEFAULT_CORPUS } from '../helpers.js';

describe('the tagger feature table', () => {
  it('gives back every name a token can give, and leaves out pairs of more or fewer than two values', () => {
    const names = ['b', 'w=paris', 'w=', 'w-1w=from paris', 'k-1k+1=word num', 'w-1w=one', 'w-1w=a b c', 'm-1=~city:B', 'p3=a b', 'first=true'];
    const table = featureTable(names);
    const back = names.map((_, f) => featureName(table, f));
    expect(back).toEqual(['b', 'w=paris', 'w=', 'w-1w=from paris', 'k-1k+1=word num', undefined, undefined, 'm-1=~city:B', 'p3=a b', 'first=true']);
  });

  it('survives the model file: the same features with the same weights, renumbered', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).tagger!;
    const model = unpackTagger(packed);
    const L = model.labels.length;
    const weights = (m: typeof model) => new Map(Array.from(weightPositions(m.weights, L), (p, k) => [`${featureName(m.features, (p / L) | 0)} ${p % L}`, weightValue(m.weights, k)]));
    // Packing the unpacked model again (its names as the trainer's state) gives the same file.
    const names = Array.from(model.features.template, (_, f) => featureName(model.features, f)!);
    const again = packTagger({ type: 'perceptron', labels: [...model.labels], features: names, weightPositions: Buffer.from(weightPositions(model.weights, L).buffer).toString('base64'), weightValues: Buffer.from(Float32Array.from(model.weights.values, (_, k) => weightValue(model.weights, k)).buffer).toString('base64'), transitions: [...model.transitions], gazetteer: model.gazetteer, edgeWords: model.edgeWords, valueMarks: model.valueMarks });
    expect(again).toEqual(packed);
    expect(weights(unpackTagger(again))).toEqual(weights(model));
  });

  it('fails with a RangeError on a damaged table, never reads past it', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).tagger!;
    const { packBlob, unpackBlob, unpackLines } = await import('../../src/model/blob.js');
    const V = unpackLines(packed.features.values).length;
    const valued = packed.features.counts.reduce((sum, c, t) => sum + (templateArity(packed.features.templates[t]!) >= 1 ? c : 0), 0);
    const first = decodeFixed(unpackBlob(packed.features.first), valued, V);
    // The last template's largest value past the table.
    first[first.length - 1] = V;
    expect(() => unpackTagger({ ...packed, features: { ...packed.features, first: packBlob(new Uint8Array(first.buffer)) } })).toThrow(RangeError);
    expect(() => unpackTagger({ ...packed, features: { ...packed.features, second: packBlob(new Uint8Array(3)) } })).toThrow(RangeError);
    expect(() => unpackTagger({ ...packed, features: { ...packed.features, counts: packed.features.counts.map((c) => c + 1) } })).toThrow(RangeError);
    expect(() => unpackTagger({ ...packed, features: { ...packed.features, counts: packed.features.counts.slice(1) } })).toThrow(RangeError);
  });

  it('fails with a RangeError on damaged weights: a label past the label set, counts that do not add up', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).tagger!;
    const { packBlob, unpackBlob } = await import('../../src/model/blob.js');
    const labels = Uint8Array.from(unpackBlob(packed.weights.labels));
    labels[0] = packed.labels.length;
    expect(() => new SequenceTagger(unpackTagger({ ...packed, weights: { ...packed.weights, labels: packBlob(labels) } }))).toThrow(RangeError);
    const counts = Uint8Array.from(unpackBlob(packed.weights.counts));
    counts[counts.findIndex((c) => c > 0)]!--;
    expect(() => new SequenceTagger(unpackTagger({ ...packed, weights: { ...packed.weights, counts: packBlob(counts) } }))).toThrow(RangeError);
    expect(() => unpackTagger({ ...packed, weights: { ...packed.weights, counts: packBlob(counts.subarray(1)) } })).toThrow(RangeError);
  });
});
