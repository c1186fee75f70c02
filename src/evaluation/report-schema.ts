/**
 * The evaluation report: one zod schema gives the TypeScript type, the runtime check and the
 * JSON Schema published beside it (report.schema.json). CI and scripts read report.json through it.
 *
 * Stability: fields are only ever added. Renaming or removing one, or changing its meaning,
 * bumps REPORT_SCHEMA_VERSION.
 */
import { z } from 'zod';

export const REPORT_SCHEMA_VERSION = 3;

/** A ratio in [0, 1], or null when its denominator is zero (e.g. recall of a label never expected). */
const ratio = z.number().min(0).max(1);
const maybeRatio = ratio.nullable();
const count = z.number().int().min(0);

/** Intent labels in the report: an intent name, or null for "unmatched" (out-of-scope). */
const label = z.string().nullable();

const scores = z.object({ precision: ratio, recall: ratio, f1: ratio });

const intentScores = scores.extend({
  intent: z.string(),
  support: count.describe('How many test examples expect this intent.'),
  predicted: count.describe('How many times the engine answered this intent.'),
});

const spanSchema = z.object({ entity: z.string(), start: count, end: count, value: z.string() });

const intentError = z.object({
  text: z.string(),
  expected: label,
  predicted: label,
  topIntent: label.describe('The engine\'s best intent, even when it answered unmatched.'),
  confidence: ratio.describe('Confidence the engine gave its best intent.'),
  unmatchedReason: z.string().optional().describe('Why the engine left it unmatched, when it says.'),
});

const UnmatchedReasonCountSchema = z.object({
  reason: z.string(),
  inScope: count.describe('In-scope statements left unmatched for this reason: answers withheld (some would have been wrong anyway).'),
  outOfScope: count.describe('Out-of-scope statements left unmatched for this reason: what it caught.'),
});

const entityError = z.object({
  text: z.string(),
  expected: z.array(spanSchema),
  predicted: z.array(spanSchema),
  missed: z.array(spanSchema).describe('Expected spans the engine did not find exactly (start, end, entity).'),
  spurious: z.array(spanSchema).describe('Predicted spans that match no expected span exactly.'),
  wrongValue: z.array(z.object({ expected: spanSchema, predicted: spanSchema })).describe('Exactly matched spans whose resolved value differs from the expected value.'),
});

export const IntentMetricsSchema = z.object({
  accuracy: ratio.describe('Over every example; an out-of-scope example is correct iff answered unmatched.'),
  macro: scores,
  weighted: scores,
  perIntent: z.array(intentScores),
  confusion: z.object({
    labels: z.array(label).describe('Row and column labels: intent names sorted, then null for unmatched.'),
    matrix: z.array(z.array(count)).describe('matrix[expected][predicted] = number of examples.'),
  }),
  mostConfused: z.array(z.object({ expected: label, predicted: label, count })).describe('Off-diagonal cells, largest first.'),
});

export const OutOfScopeMetricsSchema = z.object({
  examples: count,
  inScopeAccuracy: maybeRatio,
  recall: ratio.describe('Out-of-scope examples answered unmatched / out-of-scope examples.'),
  precision: maybeRatio.describe('Out-of-scope examples answered unmatched / all answered unmatched; null when nothing was answered unmatched.'),
});

export const ThresholdPointSchema = z.object({
  threshold: ratio,
  accuracy: ratio,
  inScopeAccuracy: maybeRatio,
  outOfScopeRecall: maybeRatio,
});

export const KnobPointSchema = z.object({
  value: z.number().min(0).describe('The knob\'s value (for our engine: the in-scope loss, a share).'),
  accuracy: ratio,
  inScopeAccuracy: maybeRatio,
  outOfScopeRecall: maybeRatio,
});

export const SharePointSchema = z.object({
  share: ratio.describe('A share of out-of-scope messages.'),
  expectedAccuracy: ratio.describe('Expected accuracy on traffic with that share when the engine is set for it: (1 − share) × in-scope accuracy + share × out-of-scope recall on the test statements.'),
  bestAccuracy: ratio.describe('The same with the best of the knob\'s settings for that share, picked on the test statements themselves.'),
  bestSetting: z.number().min(0),
});

export const DecisionSweepSchema = z.object({
  knob: z.string().describe('What the knob is, as a user sets it.'),
  current: z.number().min(0).nullable().describe('The value the evaluated engine ran with (null: set otherwise, e.g. tuned on labelled messages).'),
  points: z.array(KnobPointSchema),
  byShare: z.array(SharePointSchema).nullable().describe('When the knob is a share of out-of-scope messages and the test has statements of both kinds: what each setting is worth on traffic with that share.'),
  regret: z.object({
    testShare: ratio,
    accuracy: ratio.describe('The engine as evaluated.'),
    bestAccuracy: ratio.describe('The best of the knob\'s settings on the test statements themselves.'),
    bestSetting: z.number().min(0),
  }).nullable().describe('What the engine\'s setting leaves against the best setting picked on the test itself (null when the test lacks either kind of statement).'),
  promise: z.object({ inScopeKept: ratio, outOfScopeRejected: ratio }).nullable().describe('What the engine\'s own measurement (ours: the traffic-like folds of its corpus) promised for its setting: the share of in-scope statements answered right and kept, and of out-of-scope ones left unmatched; to hold against the test\'s in-scope accuracy and OOS recall. Null when the engine promises nothing.'),
});

export const CalibrationSchema = z.object({
  bins: z.array(
    z.object({
      lower: ratio,
      upper: ratio,
      count,
      meanConfidence: maybeRatio.describe('Null for an empty bin.'),
      accuracy: maybeRatio,
    }),
  ),
  expectedCalibrationError: ratio.describe('Expected calibration error: sum over bins of (count / n) * |accuracy - meanConfidence|.'),
});

const entityScores = z.object({
  precision: ratio,
  recall: ratio,
  f1: ratio,
  support: count.describe('Expected spans.'),
  predicted: count,
  correct: count.describe('Exact (start, end, entity) matches.'),
});

export const EntityMetricsSchema = z.object({
  micro: entityScores,
  perEntity: z.array(entityScores.extend({ entity: z.string() })),
  valueAccuracy: maybeRatio.describe('Of exactly matched spans, the share whose resolved value equals the expected value; null when none matched.'),
});

export const SpeedSchema = z.object({
  trainingSeconds: z.number().min(0).nullable().describe('Null when the model was loaded rather than trained; summed over folds in cross-validation.'),
  statements: count,
  statementsPerSecond: z.number().min(0),
  latencyMs: z.object({ p50: z.number().min(0), p99: z.number().min(0), mean: z.number().min(0) }),
  modelBytes: count.nullable().describe('Bytes of the serialised model; null when unknown. In cross-validation, the largest fold model.'),
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
  createdAt: z.string().describe('ISO 8601 time the report was made.'),
  run: z
    .object({
      mode: z.enum(['model', 'train-test', 'cross-validation']),
      engine: z.string().describe('Which engine answered, e.g. "nlu-engine 0.1.0" or "nlp.js 4.27.0".'),
      model: z.string().nullable().describe('Model file evaluated (mode "model").'),
      train: z.string().nullable().describe('Data trained on (mode "train-test").'),
      test: z.string().nullable().describe('Data tested on; in cross-validation, the whole data set.'),
      folds: count.nullable(),
      seed: z.number().int().nullable().describe('Seed of the stratified fold split.'),
    })
    .describe('How the run was set up: what was evaluated on what.'),
  counts: z.object({
    examples: count,
    inScope: count,
    outOfScope: count,
    intents: count.describe('Distinct intents expected in the test examples.'),
    entitySpans: count,
  }),
  intents: IntentMetricsSchema,
  outOfScope: OutOfScopeMetricsSchema.nullable().describe('Null when the test examples hold no out-of-scope example.'),
  thresholdSweep: z.array(ThresholdPointSchema).describe('Thresholds 0, 0.05, …, 1: an answer counts as unmatched iff its confidence < threshold.'),
  unmatchedReasons: z.array(UnmatchedReasonCountSchema).optional().describe('The statements left unmatched, by the reason the engine gave (most first); absent when it gives none.'),
  decisionSweep: DecisionSweepSchema.nullable().describe('The test statements answered again at each value of the engine\'s answer-or-not knob; null when the engine has none. In cross-validation, each fold\'s model answers its held-out statements at each value, pooled (null when a fold\'s model had no knob).'),
  calibration: CalibrationSchema,
  entities: EntityMetricsSchema.nullable().describe('Null when no example is annotated with entities and none were predicted.'),
  speed: SpeedSchema,
  errors: z.object({
    intents: z.array(intentError),
    entities: z.array(entityError),
  }),
  folds: z.array(FoldSummarySchema).nullable().describe('Per-fold figures in cross-validation, else null.'),
});

export type Report = z.infer<typeof ReportSchema>;
export type IntentMetrics = z.infer<typeof IntentMetricsSchema>;
export type OutOfScopeMetrics = z.infer<typeof OutOfScopeMetricsSchema>;
export type ThresholdPoint = z.infer<typeof ThresholdPointSchema>;
export type DecisionSweep = z.infer<typeof DecisionSweepSchema>;
export type Calibration = z.infer<typeof CalibrationSchema>;
export type EntityMetrics = z.infer<typeof EntityMetricsSchema>;
export type Speed = z.infer<typeof SpeedSchema>;
export type FoldSummary = z.infer<typeof FoldSummarySchema>;
export type IntentError = z.infer<typeof intentError>;
export type UnmatchedReasonCount = z.infer<typeof UnmatchedReasonCountSchema>;
export type EntityError = z.infer<typeof entityError>;

/** The JSON Schema of report.json, for tools that do not run TypeScript. */
export function reportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ReportSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
}
