/** The real engine through the evaluation contract, on the tiny fixture corpus. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { engineTrainer, loadModelPredictor } from '../../src/evaluation/engine-adapter.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { runEvaluation } from '../../src/evaluation/run-evaluation.js';
import { ReportSchema } from '../../src/evaluation/report-schema.js';
import { TINY_CORPUS, tempDir, trainedModel } from '../helpers.js';

describe('engine adapter', () => {
  it('answers training statements by intent NAME with their spans, and leaves out-of-scope unmatched', async () => {
    const { predictor } = await engineTrainer()(await loadCorpus(TINY_CORPUS));
    const search = await predictor.predict('show me Nike running shoes under $50');
    expect(search.intent).toBe('productSearch');
    expect(search.topIntent).toBe('productSearch');
    expect(search.confidence).toBe(1);
    expect(search.entities).toContainEqual({ entity: 'vendor', start: 8, end: 12, value: 'Nike' });
    const joke = await predictor.predict('tell me a joke');
    expect(joke.intent).toBeNull();
  });

  it('reports the size of the model file it loads', async () => {
    const file = join(tempDir(), 'model.json');
    writeFileSync(file, JSON.stringify(await trainedModel()));
    const { modelBytes } = await loadModelPredictor(file);
    expect(modelBytes).toBe(readFileSync(file).byteLength);
  });
});

describe('runEvaluation', () => {
  it('evaluates a saved model, trains and tests, and cross-validates, each into a valid report', async () => {
    const file = join(tempDir(), 'model.json');
    writeFileSync(file, JSON.stringify(await trainedModel()));

    const saved = await runEvaluation({ mode: 'model', model: file, test: TINY_CORPUS });
    expect(saved.run).toMatchObject({ mode: 'model', model: file, test: TINY_CORPUS });
    // Every test statement is a training statement: answered from the exact-match lookup.
    expect(saved.intents.accuracy).toBe(1);
    expect(saved.counts.examples).toBe(corpusExamples(await loadCorpus(TINY_CORPUS)).length);

    const trained = await runEvaluation({ mode: 'train-test', train: TINY_CORPUS, test: TINY_CORPUS });
    expect(trained.speed.trainingSeconds).toBeGreaterThan(0);
    expect(trained.speed.modelBytes).toBeGreaterThan(0);

    const folds = await runEvaluation({ mode: 'cross-validation', data: TINY_CORPUS, folds: 3, seed: 42 });
    expect(folds.folds).toHaveLength(3);
    expect(folds.counts.examples).toBe(saved.counts.examples);

    for (const report of [saved, trained, folds]) expect(ReportSchema.safeParse(report).success).toBe(true);
  });

  it('fails with the loader’s coded error on a missing data set', async () => {
    await expect(runEvaluation({ mode: 'train-test', train: '/nonexistent', test: TINY_CORPUS })).rejects.toMatchObject({ code: 'CORPUS_UNREADABLE' });
  });
});
