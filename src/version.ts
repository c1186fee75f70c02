/** The package version, written into every model for diagnosis. */
export const ENGINE_VERSION = '0.1.0';

/**
 * The model file's format version, kept apart from the package version: it changes only when
 * the file's shape or meaning changes, and loading a model of another format fails by name.
 */
export const MODEL_FORMAT_VERSION = 12;

/** Marks a JSON file as one of our models. */
export const MODEL_KIND = 'nlu-engine-model';
