/**
 * Our engine seen through the evaluation contract: the Understander as a Predictor, trainModel as
 * a Trainer. The one file of the evaluation library that knows the engine's own types.
 */
import { stat } from 'node:fs/promises';
import type { Corpus } from '../corpus/types.js';
import { NluError } from '../errors.js';
import { trainModel, type TrainOptions } from '../train/train.js';
import { Understander } from '../understander.js';
import { ENGINE_VERSION } from '../version.js';
import { tuneCutoff, type Tuning } from '../decision/tune-cutoff.js';
import { SHARE_KNOB } from './decision-sweep.js';
import type { DecisionCurve } from '../decision/detector.js';
import type { DecisionKnob, Prediction, Predictor, TrainedPredictor, Trainer, TrainingProgress } from './types.js';

/** The shares of out-of-scope messages an evaluation answers the test statements again at. */
export const OUT_OF_SCOPE_SHARE_STEPS: readonly number[] = Array.from({ length: 20 }, (_, k) => k / 20);

export const ENGINE_NAME = `nlu-engine ${ENGINE_VERSION}`;

export function understanderPredictor(understander: Understander): Predictor {
  const { outOfScopeShare: current, threshold, cutoff } = understander.info;
  const before = understander.decisionSnapshot();
  const curve = understander.decisionCurve;
  // The setting is swept only where the model measured a detector and runs by it (not a threshold fixed by hand).
  const decisionKnob: DecisionKnob | undefined = threshold !== null || curve === null ? undefined : {
    name: SHARE_KNOB,
    values: OUT_OF_SCOPE_SHARE_STEPS,
    current,
    promise: promiseAt(curve, cutoff),
    set: (value) => understander.setOutOfScopeShare(value),
    reset: () => understander.restoreDecision(before),
  };
  return {
    ...(decisionKnob ? { decisionKnob } : {}),
    // The synchronous path: latency measured without a promise hop the engine does not need.
    predict(text: string): Prediction {
      const details = understander.detailsSync(text, { top: 1 });
      const best = details.alternatives[0];
      return {
        intent: details.matched ? details.intentName : null,
        // When unmatched, `confidence` is already the best intent's (src/types.ts), and alternatives[0] is that intent.
        topIntent: details.matched ? details.intentName : (best?.intentName ?? null),
        confidence: details.confidence,
        entities: details.entities.map((span) => ({ entity: span.entity, start: span.start, end: span.end, value: span.value })),
        ...(details.unmatchedReason ? { unmatchedReason: details.unmatchedReason } : {}),
      };
    },
  };
}

/**
 * Labelled real messages to set the decision from before testing (tune-cutoff.ts), and who hears what it changed.
 */
export interface TuneOn {
  messages: ReadonlyArray<{ text: string; intent: string | null }>;
  onTuned(tuning: Tuning): void;
}

/** What the traffic-like folds measured at the cutoff (the curve's first cutoff at or above it). */
function promiseAt(curve: DecisionCurve, cutoff: number): { inScopeKept: number; outOfScopeRejected: number } {
  const found = curve.cutoffs.findIndex((c) => c >= cutoff - 1e-9);
  const k = found < 0 ? curve.cutoffs.length - 1 : found;
  return { inScopeKept: curve.inScopeKept[k]!, outOfScopeRejected: curve.outOfScopeRejected[k]! };
}

/** A Trainer that trains our engine in memory; the model size is that of the file `nlu train` would write. */
export function engineTrainer(options: Omit<TrainOptions, 'onProgress'> = {}, tuneOn?: TuneOn, onTrained?: (understander: Understander) => void): Trainer {
  return async (corpus: Corpus, progress?: TrainingProgress): Promise<TrainedPredictor> => {
    const model = await trainModel(corpus, progress ? { ...options, onProgress: progress } : options);
    const understander = Understander.fromModel(model);
    if (tuneOn) tuneOn.onTuned(tuneCutoff(understander, tuneOn.messages));
    onTrained?.(understander);
    return {
      predictor: understanderPredictor(understander),
      modelBytes: Buffer.byteLength(`${JSON.stringify(model)}\n`),
    };
  };
}

/** Loads a model file for `nlu evaluate --model`, optionally overriding its threshold or share, or tuning it on labelled messages. */
export async function loadModelPredictor(path: string, decision: { threshold?: number | undefined; outOfScopeShare?: number | undefined } = {}, tuneOn?: TuneOn): Promise<TrainedPredictor> {
  const understander = await Understander.load(path);
  if (decision.threshold !== undefined) understander.setThreshold(decision.threshold);
  if (decision.outOfScopeShare !== undefined) understander.setOutOfScopeShare(decision.outOfScopeShare);
  if (tuneOn) tuneOn.onTuned(tuneCutoff(understander, tuneOn.messages));
  let modelBytes: number | null = null;
  try {
    modelBytes = (await stat(path)).size;
  } catch (cause) {
    throw new NluError('IO_ERROR', `could not read the size of ${path}: ${(cause as Error).message}`, [], { cause });
  }
  return { predictor: understanderPredictor(understander), modelBytes };
}
