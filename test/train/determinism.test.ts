import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { TINY_CORPUS } from '../helpers.js';
import { MODEL_FORMAT_VERSION } from '../../src/version.js';
import { availableParallelism } from 'node:os';
import { PARALLEL_TAGGER_MIN_UTTERANCES, taggerAside, trainTaggerAside } from '../../src/train/parallel-tagger.js';
import { trainPackedTagger } from '../../src/train/tagger-job.js';
import { DEFAULT_TAGGER_TRAINING } from '../../src/entities/tagger/train-tagger.js';

describe('trainModel', () => {
  it('gives the same model for the same corpus, the timestamp aside', async () => {
    const a = await trainModel(await loadCorpus(TINY_CORPUS));
    const b = await trainModel(await loadCorpus(TINY_CORPUS));
    expect({ ...a, createdAt: '' }).toEqual({ ...b, createdAt: '' });
    expect(JSON.stringify({ ...a, createdAt: '' })).toBe(JSON.stringify({ ...b, createdAt: '' }));
  });

  it('trains the same tagger on a worker thread as on the calling one', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    const epochs: number[] = [];
    const aside = await trainTaggerAside(corpus, DEFAULT_TAGGER_TRAINING, (epoch) => epochs.push(epoch)).tagger();
    expect(aside?.labels).toContain('B-title');
    expect(JSON.stringify(aside)).toBe(JSON.stringify(trainPackedTagger(corpus, DEFAULT_TAGGER_TRAINING)));
    expect(epochs.length).toBeGreaterThan(0);
    const now = new Date(0);
    expect(JSON.stringify(await trainModel(corpus, { parallel: true, now }))).toBe(JSON.stringify(await trainModel(corpus, { parallel: false, now })));
  });

  it('puts the tagger on a worker for large annotated corpora only, unless told', async () => {
    const tiny = await loadCorpus(TINY_CORPUS);
    expect(taggerAside(tiny, undefined)).toBe(false);
    expect(taggerAside(tiny, true)).toBe(true);
    const utterances = (spans: boolean) => Array.from({ length: PARALLEL_TAGGER_MIN_UTTERANCES }, (_, i) => ({ text: `find item ${i}`, spans: spans ? [{ entity: 'item', start: 10, end: 10 + String(i).length, value: String(i) }] : [] }));
    const large = (spans: boolean) => ({ ...tiny, intents: [{ ...tiny.intents[0]!, utterances: utterances(spans) }] });
    expect(taggerAside(large(true), undefined)).toBe(availableParallelism() > 1);
    expect(taggerAside(large(true), false)).toBe(false);
    expect(taggerAside(large(false), undefined)).toBe(false);
  });

  it('records what the model was trained from', async () => {
    const model = await trainModel(await loadCorpus(TINY_CORPUS), { now: new Date('2026-01-02T03:04:05Z') });
    expect(model).toMatchObject({
      kind: 'nlu-engine-model',
      formatVersion: MODEL_FORMAT_VERSION,
      createdAt: '2026-01-02T03:04:05.000Z',
      locale: 'en',
      intents: [{ id: 'product-search', name: 'productSearch' }, { id: 'order-status', name: 'orderStatus' }, { id: 'greeting', name: 'greeting' }],
    });
    expect(model.corpusHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(model.classifier.outOfScopeClass).toBe(3);
    expect(model.tagger?.labels).toContain('B-title');
  });

  it('changes the corpus hash when an utterance changes', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    const before = (await trainModel(corpus)).corpusHash;
    corpus.intents[2]!.utterances.push({ text: 'howdy', spans: [] });
    expect((await trainModel(corpus)).corpusHash).not.toBe(before);
  });

  it('uses a threshold given by the caller instead of the chosen one', async () => {
    const model = await trainModel(await loadCorpus(TINY_CORPUS), { threshold: 0.77 });
    expect(model.threshold).toBe(0.77);
  });
});
