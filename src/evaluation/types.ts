import type { Corpus } from '../corpus/types.js';

/**
 * The minimal contract evaluation needs from an engine. Anything that can answer a statement
 * (our Understander, raw NLP.js, a test double) is evaluated through these shapes, so the metrics
 * never depend on an engine's own types.
 */

/** An entity span, as annotated or as predicted (end exclusive, JavaScript string indices). */
export interface Span {
  entity: string;
  start: number;
  end: number;
  /** Resolved value; for annotated data the text between start and end. */
  value: string;
}

/** One test statement with what the engine should answer. */
export interface LabelledExample {
  text: string;
  /** Intent NAME, or null for out-of-scope: the engine must answer it unmatched. */
  intent: string | null;
  entities: Span[];
}

/** What an engine answered for one statement. */
export interface Prediction {
  /** Intent NAME the engine answered, or null when it answered unmatched. */
  intent: string | null;
  /** Confidence of `topIntent`, in [0, 1]. */
  confidence: number;
  /** Best intent even when unmatched (null when the engine knows no intent): drives the threshold sweep and calibration. */
  topIntent: string | null;
  entities: Span[];
  /** Why the engine left the statement unmatched, when it says (ours: details().unmatchedReason). */
  unmatchedReason?: string;
}

export interface Predictor {
  /** May answer synchronously; latency is measured around the call either way. */
  predict(text: string): Prediction | Promise<Prediction>;
  /** The engine's answer-or-not knob, when it has one the report can sweep without retraining. */
  decisionKnob?: DecisionKnob;
}

/** A setting of the answer-or-not decision the evaluation moves through its values, then sets back. */
export interface DecisionKnob {
  /** What the knob is, as the user sets it ("out-of-scope share"). */
  name: string;
  values: readonly number[];
  /** The value the engine runs with (null: set otherwise, as by tuning on labelled messages). */
  current: number | null;
  /** What the engine's own measurement promised for the setting it runs with, to hold against the test (null: none). */
  promise: { inScopeKept: number; outOfScopeRejected: number } | null;
  set(value: number): void;
  /** Puts the engine back exactly as it was before the first set(). */
  reset(): void;
}

/** A prediction with how long it took, in milliseconds. */
export interface TimedPrediction {
  prediction: Prediction;
  latencyMs: number;
}

export type EvaluationPhase = 'train' | 'predict';

/** Called as work advances so a caller can draw a progress bar; the library never prints. */
export type ProgressListener = (event: { phase: EvaluationPhase; done: number; total: number; fold?: number; stage?: string }) => void;

/** How a trainer reports its own steps (stage name, steps done, steps in the stage). */
export type TrainingProgress = (stage: string, done: number, total: number) => void;

/** A trained engine ready to answer, with the size of its serialised model when known. */
export interface TrainedPredictor {
  predictor: Predictor;
  modelBytes: number | null;
  /** The trained model as its engine serialises it, for load-time benchmarks. */
  exportModel?: () => string;
}

/** Trains an engine on a corpus; injected so evaluation does not depend on one engine. */
export type Trainer = (corpus: Corpus, progress?: TrainingProgress) => Promise<TrainedPredictor>;
