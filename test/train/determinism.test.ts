import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { TINY_CORPUS } from '../helpers.js';
import { MODEL_FORMAT_VERSION } from '../../src/version.js';

describe('trainModel', () => {
  it('gives the same model for the same corpus, the timestamp aside', async () => {
    const a = await trainModel(await loadCorpus(TINY_CORPUS));
    const b = await trainModel(await loadCorpus(TINY_CORPUS));
    expect({ ...a, createdAt: '' }).toEqual({ ...b, createdAt: '' });
    expect(JSON.stringify({ ...a, createdAt: '' })).toBe(JSON.stringify({ ...b, createdAt: '' }));
  });

  it('trains the same tagger on a worker thread as on the calling one', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    const now = new Date(0);
    const aside = await trainModel(corpus, { parallel: true, now });
    const inline = await trainModel(corpus, { parallel: false, now });
    expect(aside.tagger?.labels).toContain('B-title');
    expect(JSON.stringify(aside)).toBe(JSON.stringify(inline));
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
