/**
 * What the answer-or-not decision reads of a statement once the classifier has ranked the intents: one number
 * per signal, each one an independent hint that the statement is (or is not) what the chosen intent's
 * statements say. The detector (detector.ts) weighs them with weights learned on traffic-like folds of the
 * corpus (src/train/decision-folds.ts), so none of them is a hard rule.
 */
export const SIGNAL_NAMES = [
  /** log of the calibrated probability of the best intent. */
  'confidence',
  /** log odds of the best intent against the runner-up (12 when there is none). */
  'margin',
  /** probability of the background (out-of-scope) class; 0 without one. */
  'background',
  /** share of the words outside entity values that the vocabulary does not know. */
  'unknownWords',
  /** how likely the statement's frame (values as entity tokens) is for the best intent (frame-model.ts): mean log-probability per token. */
  'frame',
  /** how much more likely that frame is for the best intent than for all intents together. */
  'frameLift',
  /** share of the words that are known content words (not function words). */
  'contentWords',
  /** log of 1 + the number of words. */
  'length',
  /** the best intent's raw linear score: the evidence for it, whatever the other intents score. */
  'topScore',
] as const;

export type SignalName = (typeof SIGNAL_NAMES)[number];

export interface SignalInputs {
  confidence: number;
  runnerUp: number;
  background: number;
  /** Words outside the values, and those of them the vocabulary does not know. */
  wordsOutsideValues: number;
  unknownOutsideValues: number;
  /** Frame score for the best intent, and for all intents together. */
  frame: number;
  frameAll: number;
  words: number;
  knownContentWords: number;
  topScore: number;
}

const MAX_MARGIN = 12;
const FLOOR = 1e-6;

/** The signals in SIGNAL_NAMES order. */
export function signalVector(s: SignalInputs): Float64Array {
  const margin = s.runnerUp <= 0 ? MAX_MARGIN : Math.min(MAX_MARGIN, Math.log(Math.max(s.confidence, FLOOR)) - Math.log(Math.max(s.runnerUp, FLOOR)));
  return Float64Array.of(
    Math.log(Math.max(s.confidence, FLOOR)),
    margin,
    s.background,
    s.wordsOutsideValues === 0 ? 0 : s.unknownOutsideValues / s.wordsOutsideValues,
    s.frame,
    s.frame - s.frameAll,
    s.words === 0 ? 0 : Math.min(1, s.knownContentWords / s.words),
    Math.log1p(s.words),
    s.topScore,
  );
}
