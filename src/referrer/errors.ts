/**
 * The referrer module's own error values (it shares no code with the NLU engine).
 * Codes are stable; the HTTP adapter and the CLI map them to statuses in one place each.
 */
export type ReferrerErrorCode =
  | 'REFERRER_INVALID'
  | 'REFERRER_NOT_FOUND'
  | 'REFERRER_ID_CONFLICT'
  | 'REFERRER_STORE_CONFIG'
  | 'REFERRER_STORE_FAILED';

/** One problem with a referrer request, e.g. `vars[2].value: expected a number for vTyp DOUBLE, found "abc"`. */
export interface ReferrerIssue {
  /** `vars[2].value`; empty for the request as a whole. */
  path: string;
  message: string;
}

export class ReferrerError extends Error {
  readonly code: ReferrerErrorCode;
  readonly issues: readonly ReferrerIssue[];

  constructor(code: ReferrerErrorCode, message: string, issues: readonly ReferrerIssue[] = [], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReferrerError';
    this.code = code;
    this.issues = issues;
  }
}

export function isReferrerError(value: unknown): value is ReferrerError {
  return value instanceof ReferrerError;
}

export function formatReferrerIssue(issue: ReferrerIssue): string {
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}
