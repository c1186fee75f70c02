import { formatIssue, isNluError } from '../errors.js';

/** Exit statuses: 0 success, 1 a user error (bad input, missing file), 70 an unexpected failure. */
export const EXIT_USER_ERROR = 1;
export const EXIT_INTERNAL_ERROR = 70;

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
  write(`error: unexpected failure: ${error instanceof Error ? error.message : String(error)}${verbose ? '' : ' (run with --verbose for details)'}`);
  if (verbose && error instanceof Error && error.stack) write(error.stack);
  return EXIT_INTERNAL_ERROR;
}
