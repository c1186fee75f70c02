/**
 * Errors are values with stable codes. The library never logs or exits: the CLI maps
 * codes to exit statuses and the HTTP layer maps them to status codes, each in one place.
 */
export type NluErrorCode =
  | 'CORPUS_INVALID'
  | 'CORPUS_UNREADABLE'
  | 'MODEL_NOT_FOUND'
  | 'MODEL_UNREADABLE'
  | 'MODEL_CORRUPT'
  | 'MODEL_NOT_A_MODEL'
  | 'MODEL_VERSION_MISMATCH'
  /** A regex entity's pattern can backtrack catastrophically (entities/regex-safety.ts). */
  | 'UNSAFE_REGEX'
  | 'INPUT_INVALID'
  | 'IO_ERROR'
  | 'LOCALE_UNSUPPORTED'

  | 'IMPORT_UNREADABLE'
  | 'IMPORT_UNKNOWN_FORMAT'
  | 'IMPORT_INVALID';

/** One problem found while checking input, with where it is and what was expected. */
export interface Issue {
  /** File the problem is in, when there is one. */
  file?: string;
  /** Path inside the file or object, e.g. `intents[3].utterances[12]`. */
  path: string;
  message: string;
}

export class NluError extends Error {
  readonly code: NluErrorCode;
  readonly issues: readonly Issue[];

  constructor(code: NluErrorCode, message: string, issues: readonly Issue[] = [], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NluError';
    this.code = code;
    this.issues = issues;
  }
}

export function formatIssue(issue: Issue): string {
  const where = [issue.file, issue.path].filter((part) => part && part.length > 0).join(': ');
  return where ? `${where}: ${issue.message}` : issue.message;
}

export function isNluError(value: unknown): value is NluError {
  return value instanceof NluError;
}
