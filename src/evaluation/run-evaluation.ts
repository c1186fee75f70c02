/**
 * One evaluation run from file paths, as `nlu evaluate` describes it: a saved model on test data,
 * train-then-test, or cross-validation. Loads the data, picks the entry point, returns the report.
 */
import { loadCorpus } from '../corpus/load.js';
import { crossValidate } from './cross-validate.js';
import { ENGINE_NAME, engineTrainer, loadModelPredictor } from './engine-adapter.js';
import { evaluate, trainAndEvaluate } from './evaluate.js';
import { corpusExamples } from './examples.js';
import type { Report } from './report-schema.js';
import type { ProgressListener } from './types.js';

export type EvaluationPlan =
  | { mode: 'model'; model: string; test: string }
  | { mode: 'train-test'; train: string; test: string }
  | { mode: 'cross-validation'; data: string; folds: number; seed: number };

export interface RunEvaluationOptions {
  /** Fixed confidence threshold instead of the model's own. */
  threshold?: number;
  /** Accept the same statement under two intents (some public data sets have a few). */
  allowLabelConflicts?: boolean;
  onProgress?: ProgressListener;
}

export async function runEvaluation(plan: EvaluationPlan, options: RunEvaluationOptions = {}): Promise<Report> {
  const load = (path: string) => loadCorpus(path, { allowLabelConflicts: options.allowLabelConflicts ?? false });
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  const trainer = engineTrainer(options.threshold === undefined ? {} : { threshold: options.threshold });

  switch (plan.mode) {
    case 'model': {
      const { predictor, modelBytes } = await loadModelPredictor(plan.model, options.threshold);
      const examples = corpusExamples(await load(plan.test));
      return evaluate(predictor, examples, { run: { engine: ENGINE_NAME, model: plan.model, test: plan.test }, modelBytes, ...progress });
    }
    case 'train-test': {
      const [train, test] = await Promise.all([load(plan.train), load(plan.test)]);
      return trainAndEvaluate(train, corpusExamples(test), trainer, { run: { engine: ENGINE_NAME, train: plan.train, test: plan.test }, ...progress });
    }
    case 'cross-validation': {
      const corpus = await load(plan.data);
      return crossValidate(corpus, trainer, { folds: plan.folds, seed: plan.seed, run: { engine: ENGINE_NAME, test: plan.data }, ...progress });
    }
  }
}
