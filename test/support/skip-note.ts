/**
 * The one line a skipped group of tests prints, so that a run says why every skip happened (the test's
 * title alone is easy to miss, and vitest prints no reason of its own).
 */
export function noteSkipped(what: string, reason: string): void {
  console.warn(`[skipped] ${what}: ${reason}`);
}
