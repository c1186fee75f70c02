import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { trainAndEvaluate } from '../../src/evaluation/evaluate.js';
import { corpusExamples, corpusItems, subCorpus } from '../../src/evaluation/examples.js';
import { ReportSchema } from '../../src/evaluation/report-schema.js';
import type { Trainer } from '../../src/evaluation/types.js';

const example = (text: string) => ({ text, spans: [] });

const corpus: Corpus = {
  locale: 'en',
  entities: [{ name: 'city', type: 'learned' }],
  intents: [
    {
      id: 'weather-id',
      name: 'weather',
      utterances: [
        { text: 'rain in paris', spans: [{ entity: 'city', start: 8, end: 13, value: 'paris' }] },
        example('rain tomorrow'),
        example('will it rain'),
        example('rain or sun'),
      ],
    },
    { id: 'greet-id', name: 'greet', utterances: [example('hello there'), example('hello friend'), example('hello again')] },
  ],
  outOfScope: [example('tell a joke'), example('sing a song')],
};

/** A stand-in engine: the intent sharing most words with the statement, unmatched when none does. */
const wordOverlapTrainer =
  (seen: Corpus[] = []): Trainer =>
  async (train) => {
    seen.push(train);
    const vocabulary = train.intents.map((intent) => ({
      name: intent.name,
      words: new Set(intent.utterances.flatMap((u) => u.text.split(' '))),
    }));
    return {
      modelBytes: JSON.stringify(vocabulary.map((v) => [...v.words])).length,
      predictor: {
        predict(text) {
          const scored = vocabulary
            .map((v) => ({ name: v.name, score: text.split(' ').filter((w) => v.words.has(w)).length }))
            .sort((a, b) => b.score - a.score);
          const best = scored[0];
          const matched = best !== undefined && best.score > 0;
          return { intent: matched ? best.name : null, topIntent: best?.name ?? null, confidence: matched ? 1 : 0, entities: [] };
        },
      },
    };
  };

describe('corpus examples', () => {
  it('labels intents by name and out-of-scope as null, keeping spans', () => {
    const examples = corpusExamples(corpus);
    expect(examples).toHaveLength(9);
    expect(examples[0]).toEqual({ text: 'rain in paris', intent: 'weather', entities: [{ entity: 'city', start: 8, end: 13, value: 'paris' }] });
    expect(examples.filter((e) => e.intent === null).map((e) => e.text)).toEqual(['tell a joke', 'sing a song']);
  });

  it('cuts a corpus down to some examples, dropping intents left empty', () => {
    const items = corpusItems(corpus).filter((item) => item.example.intent !== 'greet');
    const cut = subCorpus(corpus, items);
    expect(cut.intents.map((i) => i.id)).toEqual(['weather-id']);
    expect(cut.intents[0]!.utterances).toHaveLength(4);
    expect(cut.outOfScope).toHaveLength(2);
    expect(cut.entities).toBe(corpus.entities);
  });
});

describe('crossValidate', () => {
  it('tests every example exactly once, never on a model trained with it', async () => {
    const seen: Corpus[] = [];
    const report = await crossValidate(corpus, wordOverlapTrainer(seen), { folds: 2, seed: 1, run: { engine: 'fake', test: 'corpus' } });

    expect(seen).toHaveLength(2);
    expect(report.counts.examples).toBe(9);
    expect(report.folds!.map((f) => f.testExamples).reduce((a, b) => a + b, 0)).toBe(9);
    for (const fold of report.folds!) expect(fold.trainExamples + fold.testExamples).toBe(9);
    // Every training corpus is the complement of a fold: no statement is both trained on and tested.
    const trainedTexts = seen.map((c) => new Set([...c.intents.flatMap((i) => i.utterances), ...c.outOfScope].map((e) => e.text)));
    expect(trainedTexts[0]!.size + trainedTexts[1]!.size).toBe(9);
    expect([...trainedTexts[0]!].some((text) => trainedTexts[1]!.has(text))).toBe(false);

    expect(report.run).toEqual({ mode: 'cross-validation', engine: 'fake', model: null, train: null, test: 'corpus', folds: 2, seed: 1 });
    expect(report.speed.trainingSeconds).toBeGreaterThanOrEqual(0);
    expect(report.speed.modelBytes).toBeGreaterThan(0);
    expect(ReportSchema.safeParse(report).success).toBe(true);
  });

  it('gives the same report for the same seed', async () => {
    const options = { folds: 3, seed: 5, run: { engine: 'fake' }, createdAt: new Date(0) };
    const strip = (r: Awaited<ReturnType<typeof crossValidate>>) => ({ ...r, speed: null, folds: r.folds!.map((f) => ({ ...f, trainingSeconds: 0 })) });
    const first = await crossValidate(corpus, wordOverlapTrainer(), options);
    const second = await crossValidate(corpus, wordOverlapTrainer(), options);
    expect(strip(first)).toEqual(strip(second));
  });

  it('reports progress for training and prediction', async () => {
    const phases = new Set<string>();
    await crossValidate(corpus, wordOverlapTrainer(), { folds: 3, run: { engine: 'fake' }, onProgress: (e) => phases.add(e.phase) });
    expect([...phases].sort()).toEqual(['predict', 'train']);
  });
});

describe('trainAndEvaluate', () => {
  it('trains once, times it and evaluates the test examples', async () => {
    const test = [
      { text: 'rain again', intent: 'weather', entities: [] },
      { text: 'hello', intent: 'greet', entities: [] },
      { text: 'what is love', intent: null, entities: [] },
    ];
    const report = await trainAndEvaluate(corpus, test, wordOverlapTrainer(), { run: { engine: 'fake', train: 'a', test: 'b' } });
    expect(report.run.mode).toBe('train-test');
    expect(report.intents.accuracy).toBe(1);
    expect(report.outOfScope!.recall).toBe(1);
    expect(report.speed.trainingSeconds).not.toBeNull();
  });
});
