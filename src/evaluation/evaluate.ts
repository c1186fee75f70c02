/**
 * Evaluation entry points. Each returns a Report; formatting and writing files is the caller's job.
 * - evaluate: a ready predictor (a loaded model) on test examples;
 * - trainAndEvaluate: train on one corpus, test on examples from another.
 * Cross-validation is in cross-validate.ts.
 */
import { performance } from 'node:perf_hooks';
import type { Corpus } from '../corpus/types.js';
import { buildReport } from './build-report.js';
import { decisionSweep } from './decision-sweep.js';
import { predictAll } from './predict.js';
import type { Report } from './report-schema.js';
import type { LabelledExample, Predictor, ProgressListener, Trainer } from './types.js';

export interface RunDescription {
  engine: string;
  model?: string | null;
  train?: string | null;
  test?: string | null;
}

export interface EvaluateOptions {
  run: RunDescription;
  onProgress?: ProgressListener;
  modelBytes?: number | null;
  /** Fixed in tests so reports compare equal. */
  createdAt?: Date;
}

export async function evaluate(predictor: Predictor, examples: readonly LabelledExample[], options: EvaluateOptions): Promise<Report> {
  const predictions = await predictAll(predictor, examples, { ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  return buildReport(examples, predictions, {
    decisionSweep: await decisionSweep(predictor, examples),
    run: runInfo('model', options.run),
    trainingSeconds: null,
    modelBytes: options.modelBytes ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}

export interface TrainAndEvaluateOptions extends Omit<EvaluateOptions, 'modelBytes'> {
  /** Called with the trained predictor once the test is done, for figures of the caller's own (a benchmark's). */
  afterTest?: (predictor: Predictor) => Promise<void> | void;
}

export async function trainAndEvaluate(train: Corpus, examples: readonly LabelledExample[], trainer: Trainer, options: TrainAndEvaluateOptions): Promise<Report> {
  options.onProgress?.({ phase: 'train', done: 0, total: 1 });
  const { result: trained, seconds } = await timed(() =>
    trainer(train, options.onProgress && ((stage, done, total) => options.onProgress!({ phase: 'train', stage, done, total }))),
  );
  options.onProgress?.({ phase: 'train', done: 1, total: 1 });
  const predictions = await predictAll(trained.predictor, examples, { ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
  await options.afterTest?.(trained.predictor);
  return buildReport(examples, predictions, {
    decisionSweep: await decisionSweep(trained.predictor, examples),
    run: runInfo('train-test', options.run),
    trainingSeconds: seconds,
    modelBytes: trained.modelBytes,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

export function runInfo(mode: Report['run']['mode'], run: RunDescription, folds: number | null = null, seed: number | null = null): Report['run'] {
  return { mode, engine: run.engine, model: run.model ?? null, train: run.train ?? null, test: run.test ?? null, folds, seed };
}
