/** Why an answer is what it is: the shapes details(statement, { explain: true }) adds as `explanation`. */
import type { SignalName } from '../decision/signals.js';
import type { FeatureKind } from '../intent/feature-names.js';
import type { EntitySpan, UnmatchedReason } from '../types.js';

export type { FeatureKind } from '../intent/feature-names.js';
export type { SignalName } from '../decision/signals.js';

export interface Explanation {
  /** How the classifier scored the winner and the runner-up; null when the statement has no words (nothing was scored). */
  intents: IntentsExplanation | null;
  decision: DecisionExplanation;
  /** The answer's entity spans, each with where it came from (`source`) and whether it gave the answer's param. */
  entities: ExplainedEntity[];
}

/**
 * The linear classifier's scores, in its raw scale: a class's score is its bias plus, for each feature of the
 * statement, value × weight (the weight as the model file's int8 weight times its row's scale); the class's
 * probability is softmax(score / temperature) over every class, the background class included.
 */
export interface IntentsExplanation {
  /** The words the classifier read: the statement's words, with new entity values read as entity tokens ("<e:vendor>"). */
  words: string[];
  temperature: number;
  /** The chosen intent; when nothing was chosen, the intent the classifier ranked first. */
  winner: IntentScore;
  /** The best other intent (null when the model has one intent). */
  runnerUp: IntentScore | null;
  /** Why the winner beat the runner-up (null without one). */
  versus: Versus | null;
}

export interface IntentScore {
  intentId: string;
  intentName: string;
  /** The raw score the model computed; bias + Σ contributions equals it (up to floating-point rounding). */
  score: number;
  /** softmax(score / temperature): the calibrated probability, before any cap (alternatives cap it below 1). */
  probability: number;
  bias: number;
  /** The statement's features with a non-zero contribution to this score, the largest (in absolute value) first. */
  features: FeatureContribution[];
}

export interface FeatureContribution {
  /** The feature as a user reads it: "order" (a stem), "show me", "#sho" (characters; # marks a word's edge), "<e:vendor>", "<unknown>". */
  feature: string;
  kind: FeatureKind;
  /** Its value in the statement (sublinear tf-idf, L2-normalised over the statement's features). */
  value: number;
  weight: number;
  /** value × weight: what it adds to the score. */
  contribution: number;
}

export interface Versus {
  /** winner.score − runnerUp.score, as the model computed them. */
  scoreDifference: number;
  /** winner.bias − runnerUp.bias. */
  bias: number;
  /** Each feature's contribution to the winner minus its contribution to the runner-up, most in the winner's favour first (those for the runner-up last, negative). */
  features: FeatureDifference[];
}

export interface FeatureDifference {
  feature: string;
  kind: FeatureKind;
  difference: number;
}

/** Which step of the decision settled the answer, in the decision's order (docs/decision.md, "How it decides"). */
export const DECISION_STEPS = [
  /** The statement has no words. */
  'empty',
  /** It equals a training utterance: answered from the lookup, confidence 1. */
  'full-match',
  /** It equals an out-of-scope example of the corpus. */
  'out-of-scope-example',
  /** Nothing in it is known to the corpus, whatever the setting. */
  'nothing-known',
  /** The model has no intent to answer with. */
  'no-intent',
  /** A fixed confidence threshold (setThreshold()) compared the best intent's confidence. */
  'threshold',
  /** The evidence check (src/decision/evidence.ts) found too little the corpus knows against what it does not. */
  'evidence',
  /** Above share 0 (or without a detector, at a share above 0): the background class was ahead of the best intent. */
  'background-class',
  /** A model without a detector: the best intent answered, its confidence as the in-scope score. */
  'classifier',
  /** The detector's in-scope score against the cutoff. */
  'detector',
] as const;
export type DecisionStep = (typeof DECISION_STEPS)[number];

export interface DecisionExplanation {
  decidedBy: DecisionStep;
  matched: boolean;
  /** As details() gives it. */
  inScopeScore: number;
  /** The detector's cutoff the in-scope score is compared with (unused while a fixed threshold decides). */
  cutoff: number;
  /** The fixed confidence threshold in place of the detector, or null. */
  threshold: number | null;
  /** The out-of-scope share the decision is set for (null: fixed threshold, or tuned on labelled messages). */
  outOfScopeShare: number | null;
  unmatchedReason?: UnmatchedReason;
  /** How the detector reached the in-scope score; present when it decided (decidedBy 'detector'). */
  detector?: DetectorExplanation;
}

/** The detector's logit: bias + Σ contributions; inScopeScore = 1 / (1 + e^−logit). */
export interface DetectorExplanation {
  bias: number;
  logit: number;
  /** Every signal, in the detector's order (SIGNAL_NAMES). */
  signals: SignalContribution[];
  /** When it left the statement unmatched: the signal that pulled the score down most, which names the reason. */
  weakest?: SignalName;
}

export interface SignalContribution {
  signal: SignalName;
  value: number;
  /** The signal's mean and spread on the training folds: the weight applies to (value − mean) / scale. */
  mean: number;
  scale: number;
  weight: number;
  /** weight × (value − mean) / scale: what it adds to the logit. */
  contribution: number;
}

export interface ExplainedEntity extends EntitySpan {
  /** True when this span gave the answer's value of its entity (params hold the first span of each entity the intent uses). */
  param: boolean;
}
