/**
 * Turns expected answers and timed predictions into a report. Pure: the same inputs give the same
 * report (bar `createdAt`), which is what makes every metric testable by hand.
 */
import { NluError } from '../errors.js';
import { calibration } from './metrics/calibration.js';
import { entityMetrics } from './metrics/entities.js';
import { intentMetrics, type LabelPair } from './metrics/intents.js';
import { latencySummary } from './metrics/latency.js';
import { outOfScopeMetrics, thresholdSweep, type ScoredExample } from './metrics/out-of-scope.js';
import { clampUnit } from './metrics/ratio.js';
import { REPORT_SCHEMA_VERSION, type DecisionSweep, type FoldSummary, type Report, type UnmatchedReasonCount } from './report-schema.js';
import type { LabelledExample, TimedPrediction } from './types.js';

export interface ReportContext {
  run: Report['run'];
  /** Null when the model was loaded, not trained. */
  trainingSeconds: number | null;
  modelBytes: number | null;
  folds?: FoldSummary[] | null;
  /** The answers at each value of the engine's decision knob (decision-sweep.ts); null without one. */
  decisionSweep?: DecisionSweep | null;
  /** Defaults to now; fixed in tests. */
  createdAt?: Date;
}

export function buildReport(examples: readonly LabelledExample[], predictions: readonly TimedPrediction[], context: ReportContext): Report {
  if (examples.length === 0) {
    throw new NluError('INPUT_INVALID', 'cannot evaluate: expected at least one test example, found none');
  }
  if (predictions.length !== examples.length) {
    throw new NluError('INPUT_INVALID', `expected one prediction per example (${examples.length}), found ${predictions.length}`);
  }

  const pairs: LabelPair[] = examples.map((example, i) => ({ expected: example.intent, predicted: predictions[i]!.prediction.intent }));
  const scored: ScoredExample[] = examples.map((example, i) => ({
    expected: example.intent,
    topIntent: predictions[i]!.prediction.topIntent,
    confidence: predictions[i]!.prediction.confidence,
  }));
  const entities = entityMetrics(
    examples.map((example, i) => ({ text: example.text, expected: example.entities, predicted: predictions[i]!.prediction.entities })),
  );
  const latencies = predictions.map((timed) => timed.latencyMs);
  const predictSeconds = latencies.reduce((sum, value) => sum + value, 0) / 1000;
  const outOfScopeCount = examples.filter((example) => example.intent === null).length;
  const reasons = unmatchedReasons(examples, predictions);
  const accuracy = pairs.filter((pair) => pair.expected === pair.predicted).length / pairs.length;
  const sweep = context.decisionSweep ?? null;

  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    createdAt: (context.createdAt ?? new Date()).toISOString(),
    run: context.run,
    counts: {
      examples: examples.length,
      inScope: examples.length - outOfScopeCount,
      outOfScope: outOfScopeCount,
      intents: new Set(examples.flatMap((example) => (example.intent === null ? [] : [example.intent]))).size,
      entitySpans: examples.reduce((sum, example) => sum + example.entities.length, 0),
    },
    intents: intentMetrics(pairs),
    outOfScope: outOfScopeMetrics(pairs),
    thresholdSweep: thresholdSweep(scored),
    ...(reasons.length > 0 ? { unmatchedReasons: reasons } : {}),
    // The regret is against the engine as it ran, whatever its setting (a tuned one is none of the knob's values).
    decisionSweep: sweep?.regret ? { ...sweep, regret: { ...sweep.regret, accuracy } } : sweep,
    calibration: calibration(scored),
    entities: entities.metrics,
    speed: {
      trainingSeconds: context.trainingSeconds,
      statements: examples.length,
      statementsPerSecond: predictSeconds === 0 ? 0 : examples.length / predictSeconds,
      latencyMs: latencySummary(latencies),
      modelBytes: context.modelBytes,
    },
    errors: {
      intents: examples.flatMap((example, i) => {
        const { prediction } = predictions[i]!;
        return prediction.intent === example.intent
          ? []
          : [{
            text: example.text, expected: example.intent, predicted: prediction.intent, topIntent: prediction.topIntent, confidence: clampUnit(prediction.confidence),
            ...(prediction.unmatchedReason ? { unmatchedReason: prediction.unmatchedReason } : {}),
          }];
      }),
      entities: entities.errors,
    },
    folds: context.folds ?? null,
  };
}

/** Unmatched statements by the reason the engine gave: in-scope ones (lost) and out-of-scope ones (caught), most first. */
function unmatchedReasons(examples: readonly LabelledExample[], predictions: readonly TimedPrediction[]): UnmatchedReasonCount[] {
  const byReason = new Map<string, UnmatchedReasonCount>();
  examples.forEach((example, i) => {
    const { prediction } = predictions[i]!;
    if (prediction.intent !== null || !prediction.unmatchedReason) return;
    const row = byReason.get(prediction.unmatchedReason) ?? { reason: prediction.unmatchedReason, inScope: 0, outOfScope: 0 };
    if (example.intent === null) row.outOfScope++;
    else row.inScope++;
    byReason.set(row.reason, row);
  });
  return [...byReason.values()].sort((a, b) => b.inScope + b.outOfScope - (a.inScope + a.outOfScope) || (a.reason < b.reason ? -1 : 1));
}
