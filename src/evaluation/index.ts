/**
 * The evaluation API (a separate entry point from the runtime: it trains, so it imports the trainer).
 * Every function returns a Report; writing and drawing are separate calls.
 */
export { evaluate, trainAndEvaluate, type EvaluateOptions, type RunDescription } from './evaluate.js';
export { crossValidate, type CrossValidateOptions } from './cross-validate.js';
export { runEvaluation, type EvaluationPlan, type RunEvaluationOptions } from './run-evaluation.js';
export { buildReport, type ReportContext } from './build-report.js';
export { corpusExamples } from './examples.js';
export { stratifiedFolds, DEFAULT_SEED } from './folds.js';
export { engineTrainer, understanderPredictor, loadModelPredictor, ENGINE_NAME } from './engine-adapter.js';
export { writeReport, type WrittenReport } from './write-report.js';
export { reportToText } from './render/terminal.js';
export { reportToMarkdown } from './render/markdown.js';
export { reportToHtml } from './render/html.js';
export { ReportSchema, REPORT_SCHEMA_VERSION, reportJsonSchema, type Report } from './report-schema.js';
export type { LabelledExample, Prediction, Predictor, ProgressListener, Span, TrainedPredictor, Trainer } from './types.js';
