/** The training entry: load and validate a corpus, train a model, write it atomically. */
export { loadCorpus, type LoadOptions } from './corpus/load.js';
export { trainModel, type TrainOptions } from './train/train.js';
export { quickRetrainVerdict, type PreviousTraining, type QuickVerdict } from './train/quick-retrain.js';
export { writeModelFile } from './model/write.js';
export type { Corpus, EntityDefinition, Example, IntentDefinition, AnnotatedSpan } from './corpus/types.js';
