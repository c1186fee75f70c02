import type { Corpus } from '../corpus/types.js';
import { DEFAULT_INTENT_TRAINING, trainIntentClassifier, type IntentTrainingOptions } from '../intent/train-intent-classifier.js';
import { DEFAULT_TAGGER_TRAINING, type TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';
import { annotatedEntities } from '../entities/tagger/tagger-examples.js';
import type { PackedTagger } from '../model/schema.js';
import { Understander } from '../understander.js';
import type { FoldObservation } from './fit-detector.js';
import { assembleUnpackedModel, intentTrainingSet, type FoldSettings, type UnpackedModel } from './model-parts.js';
import { trainEntityTagger } from '../entities/tagger/train-entity-tagger.js';
import { textPipeline } from '../text/languages.js';
import { trainPackedTagger } from './tagger-job.js';
import { trafficFolds, type TrafficFold } from './traffic-folds.js';

/**
 * The parts of training that need nothing of each other, so that two threads can share them (task-pool.ts): the
 * model's slot tagger, and each traffic-like fold of the decision (a model trained on the rest of the corpus, which
 * then reads the fold's held-out statements: decision-folds.ts). The intent classifier and its calibration stay on
 * the calling thread; a fold's reading waits for the calibration's settings (FoldSettings). Each task gives the same
 * result on any thread.
 */
export type TrainingTask = { kind: 'tagger' } | { kind: 'fold'; fold: number };

export type TaskResult = { kind: 'tagger'; tagger: PackedTagger | null } | { kind: 'fold'; observations: FoldObservation[] };

export interface TaskOptions {
  intent?: Partial<IntentTrainingOptions>;
  tagger?: Partial<TaggerTrainingOptions>;
}

/** The tasks of a corpus: its tagger (when something is annotated), then its folds (when the decision is learned); the largest first. */
export function trainingTasks(corpus: Corpus, decision: boolean): TrainingTask[] {
  const folds = decision ? trafficFolds(corpus).length : 0;
  return [...(annotatedEntities(corpus).length > 0 ? [{ kind: 'tagger' as const }] : []), ...Array.from({ length: folds }, (_, fold) => ({ kind: 'fold' as const, fold }))];
}

/** Runs one task. `settings()`: the calibration's settings, which a fold waits for only once its model is trained. */
export function runTask(
  task: TrainingTask,
  corpus: Corpus,
  options: TaskOptions,
  folds: () => readonly TrafficFold[],
  settings: () => FoldSettings,
  onEpoch?: (epoch: number, epochs: number) => void,
): TaskResult {
  if (task.kind === 'tagger') return { kind: 'tagger', tagger: trainPackedTagger(corpus, { ...DEFAULT_TAGGER_TRAINING, ...options.tagger }, onEpoch) };
  const fold = folds()[task.fold]!;
  // A small corpus has several folds (traffic-folds.ts), a large one a single fold.
  const finish = trainFoldModel(fold.corpus, options, folds().length > 1);
  return { kind: 'fold', observations: observeFold(fold, Understander.fromTrainedModel(finish(settings()))) };
}

/**
 * Passes of each fold's tagger on a small corpus, whose five folds train five taggers (the final tagger takes up to 10
 * there: train-tagger.ts). A fold's tagger only reads its held-out statements as the runtime would, and after 5 passes
 * the default corpus's fold taggers update a few dozen of about 20 000 tokens a pass (docs/training.md, "Third pass").
 * A fold's tagger: about 300 → 200 ms of CPU warm. bench:accuracy on the small sets whose decision reads the folds
 * (banking77-id-oos-10 and -20, braun-askubuntu, braun-webapps) gave the same figures; the default corpus's, the same
 * but atis test unmatched 96.6 → 96.8 %. Not on a large corpus (one fold, one tagger beside the final one): atis's fold
 * tagger at 5 passes instead of 8 moved atis at the default share 84.0 → 83.5 % and atis+snips-oos 92.1 → 93.8 %.
 */
export const FOLD_TAGGER_MAX_EPOCHS = 5;

/**
 * A fold's model: its classifier (without calibration: the final model's settings are put in once known; the weights
 * do not depend on them) and its tagger trained now, the model made once the settings are given.
 */
export function trainFoldModel(corpus: Corpus, options: TaskOptions, ofSmallCorpus = true): (settings: FoldSettings) => UnpackedModel {
  const set = intentTrainingSet(corpus);
  // Any fixed temperature skips calibration; the final model's is set below, as the model's only use of it.
  const classifier = trainIntentClassifier(set, { ...DEFAULT_INTENT_TRAINING, ...options.intent, fixedTemperature: 1 }, undefined, textPipeline(corpus.locale));
  const tagger = trainEntityTagger(corpus, { ...DEFAULT_TAGGER_TRAINING, ...(ofSmallCorpus ? { maxEpochs: FOLD_TAGGER_MAX_EPOCHS } : {}), ...options.tagger });
  return (settings) => {
    classifier.state.model.temperature = settings.temperature;
    const decision = { outOfScopeShare: null, cutoff: 0, tunedOn: null, unknownWordRate: settings.unknownWordRate, typicalFrameScore: settings.typicalFrameScore, detector: null, curve: null };
    // Read once, here, and never written: no hash, and its classifier and tagger as the runtime reads them (not packed).
    return assembleUnpackedModel(corpus, { classifier, decision, tagger, texts: set.texts, threshold: null, corpusHash: '', now: new Date(0) });
  };
}

/**
 * The fold's held-out statements as its model's runtime reads them (Understander.observe(), as it reads a user's
 * message): the signals of right and wrong answers to new wordings of known intents, and of statements of intents it
 * never saw.
 */
export function observeFold(fold: TrafficFold, understander: Understander): FoldObservation[] {
  const observations: FoldObservation[] = [];
  for (const { text, intentId } of fold.inScope) {
    const seen = understander.observe(text);
    observations.push({ kind: seen.intentId === intentId ? 'right' : 'wrong', signals: seen.signals, evidence: seen.evidence });
  }
  for (const text of fold.outOfScope) {
    const seen = understander.observe(text);
    observations.push({ kind: 'out', signals: seen.signals, evidence: seen.evidence });
  }
  return observations;
}
