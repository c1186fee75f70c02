/**
 * Headless Chromium for the tests that draw report.html. A machine without it (Debian package
 * "chromium", or CHROMIUM_PATH) skips those tests with a one-line reason, as the other skips do.
 */
import { CHROMIUM_PATH, chromiumAvailable } from '../../scripts/render-report.js';
import { noteSkipped } from './skip-note.js';

/** True when Chromium is at `path`; otherwise prints why the tests that need it skip. */
export function chromiumForTests(path: string = CHROMIUM_PATH): boolean {
  if (chromiumAvailable(path)) return true;
  noteSkipped('report.html in headless Chromium', `Chromium not found at ${path} (apt-get install chromium, or set CHROMIUM_PATH).`);
  return false;
}
