import { SIGNAL_NAMES, type SignalName } from './signals.js';

/**
 * The answer-or-not detector: a logistic model over the statement's signals (signals.ts), learned on
 * traffic-like folds of the corpus (src/train/decision-folds.ts) to tell the right answers to held-out
 * in-scope statements from statements of intents the fold never saw. Its score is in (0, 1); a statement
 * whose score is under the model's cutoff is left unmatched.
 */
export interface Detector {
  /** Each signal's mean and spread on the folds: the weights apply to standardised signals. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
}

/**
 * What each cutoff did on the folds: the share of held-out in-scope statements answered right and kept, and
 * the share of out-of-scope ones (held-out intents, held-out out-of-scope examples) left unmatched.
 */
export interface DecisionCurve {
  cutoffs: readonly number[];
  inScopeKept: readonly number[];
  outOfScopeRejected: readonly number[];
  /** How many statements of each kind the curve was measured on. */
  inScope: number;
  outOfScope: number;
}

/** The detector's score of a statement's signals: its estimate that the answer is right and in scope. */
export function inScopeScore(detector: Detector, signals: ArrayLike<number>): number {
  return 1 / (1 + Math.exp(-inScopeLogit(detector, signals)));
}

/** The score's logit: the bias plus each signal's term (signalTerm()), added in the signals' order. */
export function inScopeLogit(detector: Detector, signals: ArrayLike<number>): number {
  let z = detector.bias;
  for (let k = 0; k < detector.weights.length; k++) z += signalTerm(detector, signals, k);
  return z;
}

/** What signal k adds to the logit: its weight times the signal standardised by its mean and spread on the folds. */
export function signalTerm(detector: Detector, signals: ArrayLike<number>, k: number): number {
  return detector.weights[k]! * ((signals[k]! - detector.mean[k]!) / detector.scale[k]!);
}

/** The signal that pulled the score down the most (below its mean on the folds, by its weight): why a statement was left unmatched. */
export function weakestSignal(detector: Detector, signals: ArrayLike<number>): SignalName {
  let weakest = 0;
  let lowest = Infinity;
  for (let k = 0; k < detector.weights.length; k++) {
    const pull = signalTerm(detector, signals, k);
    if (pull < lowest) { lowest = pull; weakest = k; }
  }
  return SIGNAL_NAMES[weakest]!;
}

/** Expected accuracy at the curve's k-th cutoff when a share `outOfScopeShare` of the messages is out of scope. */
export function expectedAccuracy(curve: DecisionCurve, outOfScopeShare: number, k: number): number {
  return (1 - outOfScopeShare) * curve.inScopeKept[k]! + outOfScopeShare * curve.outOfScopeRejected[k]!;
}

/**
 * The cutoff that maximises expected accuracy for the stated share of out-of-scope messages; among cutoffs
 * that tie, the lowest (it rejects least of what the folds could not tell apart). Share 0: cutoff 0.
 */
export function cutoffForShare(curve: DecisionCurve, outOfScopeShare: number): number {
  let best = 0;
  for (let k = 1; k < curve.cutoffs.length; k++) {
    if (expectedAccuracy(curve, outOfScopeShare, k) > expectedAccuracy(curve, outOfScopeShare, best) + 1e-12) best = k;
  }
  return curve.cutoffs[best]!;
}

/**
 * The share of out-of-scope messages the decision is set for when none is stated. Real bots' traffic holds
 * many: 42, 54 and 72 % of the test messages of three real bots (HINT3: a mattress shop, a pharmacy, a
 * fantasy-sports app); see docs/benchmarks.md for the measurement behind the value.
 */
export const DEFAULT_OUT_OF_SCOPE_SHARE = 0.5;
