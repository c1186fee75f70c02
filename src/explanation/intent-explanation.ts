import { readableFeature } from '../intent/feature-names.js';
import type { ScoreBreakdown } from '../intent/intent-classifier.js';
import type { FeatureContribution, FeatureDifference, IntentsExplanation, IntentScore } from './types.js';

/** An intent to explain: its class index, its names and its calibrated probability as the classifier gave it. */
export interface ExplainedClass {
  index: number;
  intentId: string;
  intentName: string;
  probability: number;
}

/**
 * The winner's and the runner-up's scores taken apart by feature: each contribution is exactly the term the model
 * added (value × weight), so bias + Σ contributions is the model's score up to the order of the additions.
 */
export function explainIntents(breakdown: ScoreBreakdown, words: readonly string[], winner: ExplainedClass, runnerUp: ExplainedClass | null): IntentsExplanation {
  const readable = breakdown.features.map((f) => readableFeature(f.name));
  const scoreOf = (c: ExplainedClass): { score: IntentScore; contributions: Float64Array; bias: number } => {
    const { bias, weights } = breakdown.termsOf(c.index);
    const contributions = new Float64Array(weights.length);
    const features: FeatureContribution[] = [];
    breakdown.features.forEach(({ value }, k) => {
      const contribution = (contributions[k] = value * weights[k]!);
      if (contribution !== 0) features.push({ feature: readable[k]!.feature, kind: readable[k]!.kind, value, weight: weights[k]!, contribution });
    });
    const score: IntentScore = { intentId: c.intentId, intentName: c.intentName, score: breakdown.scores[c.index]!, probability: c.probability, bias, features: byMagnitude(features) };
    return { score, contributions, bias };
  };
  const first = scoreOf(winner);
  const explained: IntentsExplanation = { words: [...words], temperature: breakdown.temperature, winner: first.score, runnerUp: null, versus: null };
  if (runnerUp === null) return explained;
  const second = scoreOf(runnerUp);
  explained.runnerUp = second.score;
  const differences: FeatureDifference[] = [];
  readable.forEach(({ feature, kind }, k) => {
    const difference = first.contributions[k]! - second.contributions[k]!;
    if (difference !== 0) differences.push({ feature, kind, difference });
  });
  explained.versus = {
    scoreDifference: first.score.score - second.score.score,
    bias: first.bias - second.bias,
    features: differences.sort((a, b) => b.difference - a.difference),
  };
  return explained;
}

/** Largest pull first, up or down; ties keep the statement's order. */
function byMagnitude(features: FeatureContribution[]): FeatureContribution[] {
  const order = features.map((f, k) => [Math.abs(f.contribution), k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return order.map(([, k]) => features[k]!);
}
