/**
 * One evaluation run from file paths, as `nlu evaluate` describes it: a saved model on test data,
 * train-then-test, or cross-validation. Loads the data, picks the entry point, returns the report.
 */
import { loadCorpus, loadTestData } from '../corpus/load.js';
import { tuningSummary } from '../decision/tune-cutoff.js';
import type { Corpus } from '../corpus/types.js';
import { describeCorpusDecision, resolveDecision } from '../train/decision-setting.js';
import { crossValidate } from './cross-validate.js';
import { ENGINE_NAME, engineTrainer, loadModelPredictor, type TuneOn } from './engine-adapter.js';
import { evaluate, trainAndEvaluate } from './evaluate.js';
import { corpusExamples } from './examples.js';
import type { Report } from './report-schema.js';
import type { ProgressListener } from './types.js';

/** Warnings printed about a test file's odd statements before the count of the rest. */
const MAX_WARNINGS = 5;

export type EvaluationPlan =
  | { mode: 'model'; model: string; test: string }
  | { mode: 'train-test'; train: string; test: string }
  | { mode: 'cross-validation'; data: string; folds: number; seed: number };

export interface RunEvaluationOptions {
  /** Fixed confidence threshold instead of the model's own. */
  threshold?: number;
  /** The share of out-of-scope messages to decide for (nlu train's --out-of-scope-share). */
  outOfScopeShare?: number;
  /** Accept the same statement under two intents (some public data sets have a few). */
  allowLabelConflicts?: boolean;
  /** The locale of data whose files name none (JSON Lines): `nlu evaluate --locale`. */
  locale?: string;
  onProgress?: ProgressListener;
  /** Labelled real messages (any data format) to set the decision from before testing. */
  tuneOn?: string;
  /** Lines worth a user's attention: test statements scored despite oddities, what tuning changed. */
  onNote?: (line: string) => void;
}

export async function runEvaluation(plan: EvaluationPlan, options: RunEvaluationOptions = {}): Promise<Report> {
  const locale = options.locale === undefined ? {} : { locale: options.locale };
  const load = (path: string) => loadCorpus(path, { allowLabelConflicts: options.allowLabelConflicts ?? false, ...locale });
  const note = options.onNote ?? (() => {});
  // Test data and tuning messages are scored as they come: real logs hold "??", emoji and one statement under two labels.
  const loadMessages = async (path: string) => {
    const { corpus, warnings } = await loadTestData(path, locale);
    for (const w of warnings.slice(0, MAX_WARNINGS)) note(`warning: ${w.file ? `${w.file}: ` : ''}${w.path ? `${w.path}: ` : ''}${w.message}`);
    if (warnings.length > MAX_WARNINGS) note(`warning: and ${warnings.length - MAX_WARNINGS} more such statements in ${path}`);
    return corpusExamples(corpus);
  };
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  const explicit = { outOfScopeShare: options.outOfScopeShare, threshold: options.threshold, tuneOn: options.tuneOn };
  const tuning = async (path: string | undefined): Promise<TuneOn | undefined> =>
    path === undefined ? undefined : { messages: await loadMessages(path), onTuned: (tuned) => note(tuningSummary(tuned, path)) };
  /** The options' decision setting, else the training corpus's (as nlu train decides), as a trainer. */
  const trainerFor = async (corpus: Corpus) => {
    const { setting, source } = resolveDecision(explicit, corpus);
    if (source === 'corpus') note(`decision setting from the corpus: ${describeCorpusDecision(setting)}`);
    const train = {
      ...(setting.threshold === undefined ? {} : { threshold: setting.threshold }),
      ...(setting.outOfScopeShare === undefined ? {} : { outOfScopeShare: setting.outOfScopeShare }),
    };
    return engineTrainer(train, await tuning(setting.tuneOn));
  };

  switch (plan.mode) {
    case 'model': {
      const { predictor, modelBytes } = await loadModelPredictor(plan.model, { threshold: options.threshold, outOfScopeShare: options.outOfScopeShare }, await tuning(options.tuneOn));
      const examples = await loadMessages(plan.test);
      return evaluate(predictor, examples, { run: { engine: ENGINE_NAME, model: plan.model, test: plan.test }, modelBytes, ...progress });
    }
    case 'train-test': {
      const [train, test] = await Promise.all([load(plan.train), loadMessages(plan.test)]);
      return trainAndEvaluate(train, test, await trainerFor(train), { run: { engine: ENGINE_NAME, train: plan.train, test: plan.test }, ...progress });
    }
    case 'cross-validation': {
      const corpus = await load(plan.data);
      return crossValidate(corpus, await trainerFor(corpus), { folds: plan.folds, seed: plan.seed, run: { engine: ENGINE_NAME, test: plan.data }, ...progress });
    }
  }
}
