/** One engine on one data set, as the accuracy benchmark tabulates it. */
import type { Report } from '../report-schema.js';

export interface BenchmarkRow {
  dataset: string;
  engine: string;
  trainExamples: number;
  testExamples: number;
  intentAccuracy: number;
  macroF1: number;
  /** Expected calibration error of the top intent's confidence (10 bins; see metrics/calibration.ts). */
  expectedCalibrationError: number;
  /** Micro F1 on exact entity spans; null when the data set has no slot annotations or the engine learns no slots. */
  slotF1: number | null;
  /** Null when the test set has no out-of-scope example. */
  outOfScopeRecall: number | null;
  /** In-scope accuracy of the best intent, nothing left unmatched: what the answer-or-not decision costs is the difference. */
  argmaxAccuracy: number | null;
  /** Share of seeded gibberish statements (gibberish.ts) the engine answered with an intent. */
  gibberishMatched: number | null;
  /** The engine's answer-or-not setting, as it names it ("in-scope loss 1 %"). */
  decisionSetting: string;
  trainingSeconds: number;
  statementsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p50 and p99 once warm: the test statements answered STEADY_ROUNDS more times after the first pass (null: not measured). */
  steadyP50Ms: number | null;
  steadyP99Ms: number | null;
  modelBytes: number | null;
  /** Peak resident set size of the process that trained and tested (one process per row). */
  peakRssBytes: number;
}

export function benchmarkRow(
  report: Report,
  context: { dataset: string; engine: string; trainExamples: number; learnsSlots: boolean; peakRssBytes: number; gibberishMatched?: number | null; decisionSetting?: string; steady?: { p50: number; p99: number } | null },
): BenchmarkRow {
  const annotated = report.counts.entitySpans > 0;
  return {
    dataset: context.dataset,
    engine: context.engine,
    trainExamples: context.trainExamples,
    testExamples: report.counts.examples,
    intentAccuracy: report.intents.accuracy,
    macroF1: report.intents.macro.f1,
    expectedCalibrationError: report.calibration.expectedCalibrationError,
    slotF1: annotated && context.learnsSlots && report.entities ? report.entities.micro.f1 : null,
    outOfScopeRecall: report.outOfScope?.recall ?? null,
    argmaxAccuracy: report.thresholdSweep[0]?.inScopeAccuracy ?? null,
    gibberishMatched: context.gibberishMatched ?? null,
    decisionSetting: context.decisionSetting ?? '—',
    trainingSeconds: report.speed.trainingSeconds ?? 0,
    statementsPerSecond: report.speed.statementsPerSecond,
    p50Ms: report.speed.latencyMs.p50,
    p99Ms: report.speed.latencyMs.p99,
    steadyP50Ms: context.steady?.p50 ?? null,
    steadyP99Ms: context.steady?.p99 ?? null,
    modelBytes: report.speed.modelBytes,
    peakRssBytes: context.peakRssBytes,
  };
}
