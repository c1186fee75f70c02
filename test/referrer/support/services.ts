/**
 * URLs of the real servers some tests need (started by scripts/ci/start-services.sh).
 * Locally a missing URL skips those tests with a note; under CI it fails the run.
 */
import { noteSkipped } from '../../support/skip-note.js';

export function serviceUrl(envName: 'NLU_TEST_PG_URL' | 'NLU_TEST_REDIS_URL', what: string): string | undefined {
  const url = process.env[envName];
  if (url) return url;
  if (process.env.CI) {
    throw new Error(`${envName} is not set: CI must run the ${what} tests against a real server (source scripts/ci/start-services.sh)`);
  }
  noteSkipped(`${what} tests`, `${envName} is not set. Run \`source scripts/ci/start-services.sh\` to start the server and set it.`);
  return undefined;
}
