/**
 * The evaluation report: one zod schema gives the TypeScript type, the runtime check and the
 * JSON Schema published beside it (report.schema.json). CI and scripts read report.json through it.
 *
 * Stability: fields are only ever added. Renaming or removing one, or changing its meaning,
 * bumps REPORT_SCHEMA_VERSION.
 */
import { z } from 'zod';

export const REPORT_SCHEMA_VERSION = 1;

/** A ratio in [0, 1], or null when its denominator is zero (e.g. recall of a label never expected). */
const ratio = z.number().min(0).max(1);
const maybeRatio = ratio.nullable();
const count = z.number().int().min(0);

/** Intent labels in the report: an intent name, or null for "unmatched" (out-of-scope). */
const label = z.string().nullable();

const scores = z.object({ precision: ratio, recall: ratio, f1: ratio });

const intentScores = scores.extend({
  intent: z.string(),
  /** How many test examples expect this intent. */
  support: count,
  /** How many times the engine answered this intent. */
  predicted: count,
});

const spanSchema = z.object({ entity: z.string(), start: count, end: count, value: z.string() });

const intentError = z.object({
  text: z.string(),
  expected: label,
  predicted: label,
  /** Confidence the engine gave its best intent. */
  confidence: ratio,
});

const entityError = z.object({
  text: z.string(),
  expected: z.array(spanSchema),
  predicted: z.array(spanSchema),
  /** Expected spans the engine did not find exactly (start, end, entity). */
  missed: z.array(spanSchema),
  /** Predicted spans that match no expected span exactly. */
  spurious: z.array(spanSchema),
  /** Exactly matched spans whose resolved value differs from the expected value. */
  wrongValue: z.array(z.object({ expected: spanSchema, predicted: spanSchema })),
});

export const IntentMetricsSchema = z.object({
  /** Over every example; an out-of-scope example is correct iff answered unmatched. */
  accuracy: ratio,
  macro: scores,
  weighted: scores,
  perIntent: z.array(intentScores),
  confusion: z.object({
    /** Row and column labels: intent names sorted, then null for unmatched. */
    labels: z.array(label),
    /** matrix[expected][predicted] = number of examples. */
    matrix: z.array(z.array(count)),
  }),
  /** Off-diagonal cells, largest first. */
  mostConfused: z.array(z.object({ expected: label, predicted: label, count })),
});

export const OutOfScopeMetricsSchema = z.object({
  examples: count,
  inScopeAccuracy: maybeRatio,
  /** Out-of-scope examples answered unmatched / out-of-scope examples. */
  recall: ratio,
  /** Out-of-scope examples answered unmatched / all answered unmatched; null when nothing was answered unmatched. */
  precision: maybeRatio,
});

export const ThresholdPointSchema = z.object({
  threshold: ratio,
  accuracy: ratio,
  inScopeAccuracy: maybeRatio,
  outOfScopeRecall: maybeRatio,
});

export const CalibrationSchema = z.object({
  bins: z.array(
    z.object({
      lower: ratio,
      upper: ratio,
      count,
      /** Null for an empty bin. */
      meanConfidence: maybeRatio,
      accuracy: maybeRatio,
    }),
  ),
  /** Expected calibration error: sum over bins of (count / n) * |accuracy - meanConfidence|. */
  expectedCalibrationError: ratio,
});

const entityScores = z.object({
  precision: ratio,
  recall: ratio,
  f1: ratio,
  /** Expected spans. */
  support: count,
  predicted: count,
  /** Exact (start, end, entity) matches. */
  correct: count,
});

export const EntityMetricsSchema = z.object({
  micro: entityScores,
  perEntity: z.array(entityScores.extend({ entity: z.string() })),
  /** Of exactly matched spans, the share whose resolved value equals the expected value; null when none matched. */
  valueAccuracy: maybeRatio,
});

export const SpeedSchema = z.object({
  /** Null when the model was loaded rather than trained; summed over folds in cross-validation. */
  trainingSeconds: z.number().min(0).nullable(),
  statements: count,
  statementsPerSecond: z.number().min(0),
  latencyMs: z.object({ p50: z.number().min(0), p99: z.number().min(0), mean: z.number().min(0) }),
  /** Bytes of the serialised model; null when unknown. In cross-validation, the largest fold model. */
  modelBytes: count.nullable(),
});

export const FoldSummarySchema = z.object({
  fold: count,
  trainExamples: count,
  testExamples: count,
  accuracy: ratio,
  trainingSeconds: z.number().min(0),
});

export const ReportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  /** ISO 8601 time the report was made. */
  createdAt: z.string(),
  /** How the run was set up: what was evaluated on what. */
  run: z.object({
    mode: z.enum(['model', 'train-test', 'cross-validation']),
    engine: z.string(),
    model: z.string().nullable(),
    train: z.string().nullable(),
    test: z.string().nullable(),
    folds: count.nullable(),
    seed: z.number().int().nullable(),
  }),
  counts: z.object({
    examples: count,
    inScope: count,
    outOfScope: count,
    /** Distinct intents expected in the test examples. */
    intents: count,
    entitySpans: count,
  }),
  intents: IntentMetricsSchema,
  /** Null when the test examples hold no out-of-scope example. */
  outOfScope: OutOfScopeMetricsSchema.nullable(),
  /** Thresholds 0, 0.05, …, 1: an answer counts as unmatched iff its confidence < threshold. */
  thresholdSweep: z.array(ThresholdPointSchema),
  calibration: CalibrationSchema,
  /** Null when no example is annotated with entities and none were predicted. */
  entities: EntityMetricsSchema.nullable(),
  speed: SpeedSchema,
  errors: z.object({
    intents: z.array(intentError),
    entities: z.array(entityError),
  }),
  /** Per-fold figures in cross-validation, else null. */
  folds: z.array(FoldSummarySchema).nullable(),
});

export type Report = z.infer<typeof ReportSchema>;
export type IntentMetrics = z.infer<typeof IntentMetricsSchema>;
export type OutOfScopeMetrics = z.infer<typeof OutOfScopeMetricsSchema>;
export type ThresholdPoint = z.infer<typeof ThresholdPointSchema>;
export type Calibration = z.infer<typeof CalibrationSchema>;
export type EntityMetrics = z.infer<typeof EntityMetricsSchema>;
export type Speed = z.infer<typeof SpeedSchema>;
export type FoldSummary = z.infer<typeof FoldSummarySchema>;
export type IntentError = z.infer<typeof intentError>;
export type EntityError = z.infer<typeof entityError>;

/** The JSON Schema of report.json, for tools that do not run TypeScript. */
export function reportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ReportSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
}
