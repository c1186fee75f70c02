/**
 * Renders the fixture's report.html in headless Chromium. Skipped, with a one-line reason printed, when
 * Chromium is not installed (Debian package "chromium", or CHROMIUM_PATH).
 */
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../scripts/render-report.js';
import { buildReport } from '../../src/evaluation/build-report.js';
import { writeReport } from '../../src/evaluation/write-report.js';
import { FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS } from './fixture.js';
import { chromiumForTests } from '../support/chromium.js';

const available = chromiumForTests();

describe('report.html in a browser', () => {
  it.skipIf(!available)('draws report.html in headless Chromium', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'nlu-report-'));
    const report = buildReport(FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS, {
      run: { mode: 'model', engine: 'fixture', model: null, train: null, test: 'fixture', folds: null, seed: null },
      trainingSeconds: null,
      modelBytes: null,
    });
    const files = await writeReport(report, directory);
    for (const file of Object.values(files)) expect(existsSync(file)).toBe(true);

    const result = await renderReport(files.html, join(directory, 'report.png'));
    expect(result.externalRequests).toEqual([]);
    expect(result.charts).toHaveLength(3);
    expect(result.width).toBeLessThanOrEqual(1240);
    // A blank or failed page is a few KB; three charts and tables are far more.
    expect(statSync(result.png).size).toBeGreaterThan(40_000);
  });
});
