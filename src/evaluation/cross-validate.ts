/**
 * Stratified K-fold cross-validation: train on K-1 folds, predict the held-out fold, and pool every
 * held-out prediction into one report (each example is tested exactly once). Per-fold accuracy is kept
 * so the spread between folds is visible. Each fold's model also answers its held-out statements at every value
 * of the decision's knob, pooled into the report's decision sweep: a corpus without a test set is measured at
 * the share its user would state.
 */
import type { Corpus } from '../corpus/types.js';
import { buildReport } from './build-report.js';
import { pooledSweepCounts, sweepCounts, sweepFrom, type SweepCounts } from './decision-sweep.js';
import { runInfo, timed, type RunDescription } from './evaluate.js';
import { corpusItems, subCorpus } from './examples.js';
import { DEFAULT_SEED, stratifiedFolds } from './folds.js';
import { predictAll } from './predict.js';
import type { FoldSummary, Report } from './report-schema.js';
import type { LabelledExample, ProgressListener, TimedPrediction, Trainer } from './types.js';

export interface CrossValidateOptions {
  folds: number;
  seed?: number;
  run: RunDescription;
  onProgress?: ProgressListener;
  createdAt?: Date;
}

export async function crossValidate(corpus: Corpus, trainer: Trainer, options: CrossValidateOptions): Promise<Report> {
  const seed = options.seed ?? DEFAULT_SEED;
  const items = corpusItems(corpus);
  const foldOf = stratifiedFolds(items.map((item) => item.example.intent), options.folds, seed);

  // Pooled in the corpus' own order, whatever fold each example fell in.
  const predictions = new Array<TimedPrediction>(items.length);
  const summaries: FoldSummary[] = [];
  let trainingSeconds = 0;
  let modelBytes: number | null = null;
  const foldSweeps: Array<SweepCounts | null> = [];

  for (let fold = 0; fold < options.folds; fold += 1) {
    const testIndexes = items.flatMap((_, index) => (foldOf[index] === fold ? [index] : []));
    const trainItems = items.filter((_, index) => foldOf[index] !== fold);
    const testExamples: LabelledExample[] = testIndexes.map((index) => items[index]!.example);

    options.onProgress?.({ phase: 'train', done: fold, total: options.folds, fold });
    const onProgress = options.onProgress;
    const { result: trained, seconds } = await timed(() =>
      trainer(subCorpus(corpus, trainItems), onProgress && ((stage, done, total) => onProgress({ phase: 'train', stage, done, total, fold }))),
    );
    trainingSeconds += seconds;
    if (trained.modelBytes !== null) modelBytes = Math.max(modelBytes ?? 0, trained.modelBytes);

    const foldPredictions = await predictAll(trained.predictor, testExamples, { ...(options.onProgress ? { onProgress: options.onProgress } : {}), fold });
    foldPredictions.forEach((prediction, position) => (predictions[testIndexes[position]!] = prediction));
    // Each fold's model answered again at each setting; pooled below as the predictions are.
    foldSweeps.push(await sweepCounts(trained.predictor, testExamples));
    const correct = foldPredictions.filter((timedPrediction, position) => timedPrediction.prediction.intent === testExamples[position]!.intent).length;
    summaries.push({
      fold,
      trainExamples: trainItems.length,
      testExamples: testExamples.length,
      accuracy: testExamples.length === 0 ? 0 : correct / testExamples.length,
      trainingSeconds: seconds,
    });
  }

  const examples = items.map((item) => item.example);
  const pooled = pooledSweepCounts(foldSweeps);
  return buildReport(
    examples,
    predictions,
    {
      decisionSweep: pooled === null ? null : sweepFrom(pooled, examples),
      run: runInfo('cross-validation', options.run, options.folds, seed),
      trainingSeconds,
      modelBytes,
      folds: summaries,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  );
}
