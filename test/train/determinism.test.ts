import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { DEFAULT_CORPUS, TINY_CORPUS } from '../helpers.js';
import { MODEL_FORMAT_VERSION } from '../../src/version.js';
import { availableParallelism } from 'node:os';
import { trainingWorkersStarted, worthAWorker } from '../../src/train/task-pool.js';
import { trainingTasks } from '../../src/train/training-tasks.js';

describe('trainModel', () => {
  it('gives the same model for the same corpus, the timestamp aside', async () => {
    const a = await trainModel(await loadCorpus(TINY_CORPUS));
    const b = await trainModel(await loadCorpus(TINY_CORPUS));
    expect({ ...a, createdAt: '' }).toEqual({ ...b, createdAt: '' });
    expect(JSON.stringify({ ...a, createdAt: '' })).toBe(JSON.stringify({ ...b, createdAt: '' }));
  });

  it('trains the same model with its tasks shared with a worker thread as on the calling one alone', async () => {
    // The tiny corpus with two more intents: enough for the decision's five folds, and a tagger, in a few seconds.
    const tiny = await loadCorpus(TINY_CORPUS);
    const more = (id: string, texts: string[]) => ({ id, name: id, utterances: texts.map((text) => ({ text, spans: [] })) });
    const corpus = { ...tiny, intents: [...tiny.intents, more('goodbye', ['bye', 'goodbye', 'see you later', 'bye for now']), more('thanks', ['thanks', 'thank you', 'many thanks', 'cheers mate'])] };
    const now = new Date(0);
    const epochs: number[] = [];
    const folds: number[] = [];
    const shared = await trainModel(corpus, { parallel: true, now, onProgress: (stage, done) => (stage === 'entities' ? epochs : stage === 'decision' ? folds : []).push(done) });
    expect(JSON.stringify(shared)).toBe(JSON.stringify(await trainModel(corpus, { parallel: false, now })));
    // Progress still counts up once per stage, whichever thread ran what.
    expect(epochs).toEqual(Array.from({ length: epochs.length }, (_, k) => k + 1));
    expect(folds).toEqual([1, 2, 3, 4, 5]);
    expect(shared.decision.detector).not.toBeNull();
    // The next training takes the worker the last one kept (started and warm), and gives the same model.
    const started = trainingWorkersStarted();
    expect(JSON.stringify(await trainModel(corpus, { parallel: true, now }))).toBe(JSON.stringify(shared));
    expect(trainingWorkersStarted()).toBe(started);
  }, 600_000);

  it('shares the tasks with a worker for corpora worth it only, unless told', async () => {
    const tiny = await loadCorpus(TINY_CORPUS);
    expect(worthAWorker(tiny, trainingTasks(tiny, true), undefined, 2)).toBe(false);
    expect(worthAWorker(tiny, trainingTasks(tiny, true), true, 0)).toBe(true);
    const large = await loadCorpus(DEFAULT_CORPUS);
    expect(worthAWorker(large, trainingTasks(large, true), undefined, 1.5)).toBe(availableParallelism() > 1);
    // No core free (a busy machine): one thread, unless asked.
    expect(worthAWorker(large, trainingTasks(large, true), undefined, 0.4)).toBe(false);
    expect(worthAWorker(large, trainingTasks(large, true), false, 2)).toBe(false);
    // With a threshold given, no folds: the tagger is the only task, and one task is no reason for a worker.
    expect(worthAWorker(large, trainingTasks(large, false), undefined, 2)).toBe(false);
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
