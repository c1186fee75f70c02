import { formatIssue, isNluError } from '../errors.js';

/** Exit statuses: 0 success, 1 a user error (bad input, missing file), 70 an unexpected failure. */
export const EXIT_USER_ERROR = 1;
export const EXIT_INTERNAL_ERROR = 70;

/**
 * A mistake of the user's that a command found outside the engine (a referrer request, a token file,
 * a port in use): one message line and one line per detail, exit status 1. Commands throw it; they
 * never set `process.exitCode` themselves, so main.ts maps every outcome to a status in one place.
 */
export class UserError extends Error {
  override name = 'UserError';
  constructor(
    message: string,
    readonly details: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The one place errors become messages and exit statuses; a stack trace only with --verbose. */
export function reportError(error: unknown, verbose: boolean, write: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): number {
  if (isNluError(error)) {
    write(`error: ${error.message}`);
    const shown = verbose ? error.issues : error.issues.slice(0, 50);
    for (const issue of shown) write(`  - ${formatIssue(issue)}`);
    if (shown.length < error.issues.length) write(`  … and ${error.issues.length - shown.length} more (use --verbose to see all)`);
    if (verbose && error.stack) write(error.stack);
    return EXIT_USER_ERROR;
  }
  if (error instanceof UserError) {
    write(`error: ${error.message}`);
    for (const detail of error.details) write(`  - ${detail}`);
    const cause = error.cause instanceof Error ? error.cause : error;
    if (verbose && cause.stack) write(cause.stack);
    return EXIT_USER_ERROR;
  }
  write(`error: unexpected failure: ${error instanceof Error ? error.message : String(error)}${verbose ? '' : ' (run with --verbose for details)'}`);
  if (verbose && error instanceof Error && error.stack) write(error.stack);
  return EXIT_INTERNAL_ERROR;
}
