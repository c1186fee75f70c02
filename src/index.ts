/** The runtime entry: load a model and understand statements. Training lives in `./train.js`. */
export { Understander, MAX_STATEMENT_LENGTH, type DecisionSnapshot, type ModelInfo } from './understander.js';
export { MultilingualUnderstander, type LocaleChoice, type MultilingualOptions } from './multilingual.js';
export { SUPPORTED_LANGUAGES } from './text/locales.js';
export { NluError, formatIssue, isNluError, type Issue, type NluErrorCode } from './errors.js';
export type { EntitySpan, EntitySource, RankedIntent, TimeOptions, UnderstandDetails, UnderstandOptions, UnderstandResult, UnmatchedReason } from './types.js';
export {
  extractBuiltins, supportedLocales, BUILTIN_KINDS,
  type BuiltinKind, type BuiltinOptions, type BuiltinResolution, type BuiltinSpan, type DatetimeResolution, type DurationResolution, type AmountResolution,
} from './entities/builtins/index.js';
export type {
  DecisionExplanation, DecisionStep, DetectorExplanation, ExplainedEntity, Explanation, FeatureContribution, FeatureDifference, FeatureKind,
  IntentsExplanation, IntentScore, SignalContribution, SignalName, Versus,
} from './explanation/types.js';
export type { ModelFile } from './model/schema.js';
export { MODEL_FORMAT_VERSION, ENGINE_VERSION } from './version.js';
