/**
 * Out-of-scope metrics: how well the engine leaves statements that belong to no intent unmatched,
 * and what a different rejection threshold would trade between in-scope accuracy and OOS recall.
 */
import type { OutOfScopeMetrics, ThresholdPoint } from '../report-schema.js';
import type { LabelPair } from './intents.js';
import { ratioOrNull, ratioOrZero } from './ratio.js';

/** Null when no example is out-of-scope: the figures would be undefined. */
export function outOfScopeMetrics(pairs: readonly LabelPair[]): OutOfScopeMetrics | null {
  const outOfScope = pairs.filter((pair) => pair.expected === null);
  if (outOfScope.length === 0) return null;
  const answeredUnmatched = pairs.filter((pair) => pair.predicted === null);
  const rejectedCorrectly = outOfScope.filter((pair) => pair.predicted === null).length;
  return {
    examples: outOfScope.length,
    inScopeAccuracy: inScopeAccuracy(pairs),
    recall: ratioOrZero(rejectedCorrectly, outOfScope.length),
    precision: ratioOrNull(rejectedCorrectly, answeredUnmatched.length),
  };
}

/** Share of in-scope examples answered with their intent; null without in-scope examples. */
export function inScopeAccuracy(pairs: readonly LabelPair[]): number | null {
  const inScope = pairs.filter((pair) => pair.expected !== null);
  return ratioOrNull(inScope.filter((pair) => pair.predicted === pair.expected).length, inScope.length);
}

/** The engine's best intent and its confidence, whatever threshold it applied itself. */
export interface ScoredExample {
  expected: string | null;
  topIntent: string | null;
  confidence: number;
}

/** Thresholds 0, 0.05, …, 1 (21 points), as exact decimals rather than accumulated float steps. */
export const SWEEP_THRESHOLDS: readonly number[] = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Re-applies each threshold to the best intent: the answer is unmatched iff confidence < threshold.
 * At 0 nothing is rejected (except where the engine has no intent at all).
 */
export function thresholdSweep(examples: readonly ScoredExample[], thresholds: readonly number[] = SWEEP_THRESHOLDS): ThresholdPoint[] {
  return thresholds.map((threshold) => {
    const pairs: LabelPair[] = examples.map((example) => ({
      expected: example.expected,
      predicted: example.confidence < threshold ? null : example.topIntent,
    }));
    const outOfScope = pairs.filter((pair) => pair.expected === null);
    return {
      threshold,
      accuracy: ratioOrZero(pairs.filter((pair) => pair.predicted === pair.expected).length, pairs.length),
      inScopeAccuracy: inScopeAccuracy(pairs),
      outOfScopeRecall: ratioOrNull(outOfScope.filter((pair) => pair.predicted === null).length, outOfScope.length),
    };
  });
}
