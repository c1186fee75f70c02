import type { Corpus } from '../corpus/types.js';
import { NluError } from '../errors.js';
import { backtrackingProblem } from '../entities/regex-safety.js';
import { textPipeline } from '../text/languages.js';
import type { TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';
import { cutoffForShare, DEFAULT_OUT_OF_SCOPE_SHARE } from '../decision/detector.js';
import { SIGNAL_NAMES } from '../decision/signals.js';
import { decisionCurve, fitDetector, type FoldObservation } from './fit-detector.js';
import { DEFAULT_INTENT_TRAINING, trainIntentClassifier, type IntentTrainingOptions, type ProgressReporter } from '../intent/train-intent-classifier.js';
import type { ModelFile } from '../model/schema.js';
import { corpusHash } from './corpus-hash.js';
import { foldCorpus } from './fold-corpus.js';
import { shareEqualLists } from '../model/shared-lists.js';
import { assembleModel, intentTrainingSet, type FoldSettings } from './model-parts.js';
import { trainingTasks, type TaskResult } from './training-tasks.js';
import { TaskPool, worthAWorker } from './task-pool.js';
import { quickRetrainVerdict, type PreviousTraining } from './quick-retrain.js';

export interface TrainOptions {
  intent?: Partial<IntentTrainingOptions>;
  tagger?: Partial<TaggerTrainingOptions>;
  /**
   * The decision's setting: the share of messages (0…1) you expect to be out of scope. The decision answers so
   * as to maximise expected accuracy at that share, measured on traffic-like folds of the corpus. Default:
   * DEFAULT_OUT_OF_SCOPE_SHARE (0.5); 0 answers everything the corpus knows anything of.
   */
  outOfScopeShare?: number;
  /** A fixed confidence threshold instead of the detector (overrides outOfScopeShare). */
  threshold?: number;
  /** Called as training goes: stage name, steps done, steps in the stage. */
  onProgress?: ProgressReporter;
  /** Timestamp written into the model (defaults to now); the only field that differs between runs. */
  now?: Date;
  /**
   * Share the tagger and the decision's fold models with a worker thread while the intent classifier trains on this
   * one: the same model, sooner when a core is free. Default: when the corpus is large enough for the worker's start to
   * pay and a core is free (task-pool.ts: on a busy machine the worker's own start and warm-up cost more than it
   * saves); false keeps all training on this thread.
   */
  parallel?: boolean;
  /**
   * The last full training (its corpus and model): when this corpus is a small edit away from it
   * (quick-retrain.ts), the calibration and the decision are kept from it and only the final classifier and the
   * tagger are trained (about a tenth of a small corpus's CPU). The model's `decision.keptFrom` says so; it is not the
   * model a full training gives (docs/training.md, "Retraining after a small edit"). Otherwise ignored.
   */
  previous?: PreviousTraining;
}

/**
 * Trains a model from a validated corpus. Deterministic: the same corpus (and the same `previous`, when given) gives
 * the same model but for `createdAt`.
 */
export async function trainModel(written: Corpus, options: TrainOptions = {}): Promise<ModelFile> {
  // A corpus that did not come through the corpus check (an object built in code) is checked here too, before any
  // pattern runs on an utterance.
  for (const entity of written.entities) {
    if (entity.type !== 'regex') continue;
    const problem = backtrackingProblem(entity.pattern, entity.flags);
    if (problem) throw new NluError('UNSAFE_REGEX', `regex entity "${entity.name}": ${problem}`);
  }
  // Utterances read as the runtime reads statements (compatibility form); the hash stays that of the corpus as written.
  // Lists of equal values share one array: read once by every list matcher, and stored once in the model.
  const folded = foldCorpus(written);
  const corpus = { ...folded, entities: shareEqualLists(folded.entities) };
  const set = intentTrainingSet(corpus);
  const taskOptions = { intent: options.intent, tagger: options.tagger };
  const verdict = options.previous ? quickRetrainVerdict(options.previous, written, options) : null;
  const kept = verdict?.quick ? { previous: options.previous!.model, changed: verdict.changed } : null;
  // The tagger and the decision's folds need nothing of the classifier but its calibration: they are tasks that a
  // worker thread shares with this one (task-pool.ts) while this one trains the classifier. A quick retraining keeps
  // the decision: its tagger alone.
  const tasks = trainingTasks(corpus, options.threshold === undefined && kept === null);
  const pool = new TaskPool(corpus, taskOptions, tasks, worthAWorker(corpus, tasks, options.parallel), {
    onTaggerEpoch: (epoch, epochs) => options.onProgress?.('entities', epoch, epochs),
    onFold: (done, total) => options.onProgress?.('decision', done, total),
  });
  let classifier: ReturnType<typeof trainIntentClassifier>;
  let results: TaskResult[];
  try {
    // Kept: the previous model's temperature, and no calibration folds.
    const intent = { ...DEFAULT_INTENT_TRAINING, ...options.intent, ...(kept ? { fixedTemperature: kept.previous.classifier.model.temperature } : {}) };
    classifier = trainIntentClassifier(set, intent, options.onProgress, textPipeline(corpus.locale), (calibration) => pool.settle(calibration));
    results = await pool.run();
  } catch (error) {
    pool.cancel();
    throw error;
  }
  const rates: FoldSettings = { temperature: classifier.state.model.temperature ?? 1, unknownWordRate: classifier.unknownWordRate, typicalFrameScore: classifier.typicalFrameScore };
  const observations = results.flatMap((r) => (r.kind === 'fold' ? r.observations : []));
  const decision = options.threshold !== undefined
    ? { outOfScopeShare: null, cutoff: 0, tunedOn: null, unknownWordRate: rates.unknownWordRate, typicalFrameScore: rates.typicalFrameScore, detector: null, curve: null }
    : kept ? keptDecision(kept.previous, kept.changed, options) : learnDecision(observations, options, rates);
  const tagger = results.find((r) => r.kind === 'tagger');
  return assembleModel(corpus, {
    classifier, decision, tagger: tagger?.kind === 'tagger' ? tagger.tagger : null, texts: set.texts,
    threshold: options.threshold ?? null, corpusHash: corpusHash(written), now: options.now ?? new Date(),
  });
}

/**
 * The detector and its curve, learned on the observations of traffic-like folds of the corpus (training-tasks.ts),
 * and the cutoff for the stated share of out-of-scope messages. A corpus of one intent has no folds: no detector.
 */
function learnDecision(observations: readonly FoldObservation[], options: TrainOptions, rates: FoldSettings): ModelFile['decision'] {
  const share = options.outOfScopeShare ?? DEFAULT_OUT_OF_SCOPE_SHARE;
  const base = { outOfScopeShare: share, tunedOn: null, unknownWordRate: rates.unknownWordRate, typicalFrameScore: rates.typicalFrameScore };
  const detector = fitDetector(observations);
  if (detector === null) return { ...base, cutoff: 0, detector: null, curve: null };
  const curve = decisionCurve(detector, observations);
  return { ...base, cutoff: cutoffForShare(curve, share), detector: { signals: [...SIGNAL_NAMES], ...detector, mean: [...detector.mean], scale: [...detector.scale], weights: [...detector.weights] }, curve: { ...curve, cutoffs: [...curve.cutoffs], inScopeKept: [...curve.inScopeKept], outOfScopeRejected: [...curve.outOfScopeRejected] } };
}

/** The previous full training's decision, its cutoff set again for this training's share (a quick retraining). */
function keptDecision(previous: ModelFile, changed: number, options: TrainOptions): ModelFile['decision'] {
  const share = options.outOfScopeShare ?? DEFAULT_OUT_OF_SCOPE_SHARE;
  const { curve } = previous.decision;
  return {
    ...previous.decision,
    outOfScopeShare: share,
    cutoff: curve === null ? 0 : cutoffForShare(curve, share),
    keptFrom: { corpusHash: previous.corpusHash, createdAt: previous.createdAt, changed },
  };
}
