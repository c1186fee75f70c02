/**
 * The Import page in headless Chromium: import a Dialogflow agent from a path in the project, then upload a zip;
 * the report's table lists what was left out with its file and line, the corpus is on disk, and the page has no
 * console error. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');

describe('Import in a browser', () => {
  it.skipIf(!available)('imports an export from a path and from an uploaded zip, and shows the report', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-import-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    cpSync(join(FIXTURES, 'dialogflow-carbon-assistant'), join(root, 'exports', 'carbon'), { recursive: true });
    const files: Record<string, Uint8Array> = {};
    for (const p of ['agent.json', 'intents/affirm.json', 'intents/affirm_usersays_en.json', 'intents/inform.json', 'intents/inform_usersays_en.json', 'entities/cuisine.json', 'entities/cuisine_entries_en.json']) files[p] = strToU8(readFileSync(join(FIXTURES, 'dialogflow-v2', p), 'utf8'));
    const zip = join(root, 'agent.zip');
    writeFileSync(zip, zipSync(files));

    const { page, problems, close } = await openStudioInBrowser(root, {}, '/import');
    try {
      await page.locator('#import-path').fill('exports/carbon');
      await page.locator('#import-out').fill('imported/carbon');
      await page.getByRole('button', { name: 'Import' }).click();
      await expect.poll(() => page.locator('#import-status').textContent()).toBe('Imported a Dialogflow ES export.');
      expect(await page.locator('#import-corpora li').allTextContents()).toEqual([expect.stringMatching(/^imported\/carbon\/corpus: en, 14 intents, \d+ utterances/)]);
      const row = page.locator('#import-entries tbody tr', { hasText: 'intents/flights_intent.json:' }).first();
      expect(await row.locator('td').first().textContent()).toBe('left out');
      expect(existsSync(join(root, 'imported', 'carbon', 'corpus', 'intents.yaml'))).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-import.png') });

      await page.getByLabel('A zip to upload').check();
      await page.locator('#import-zip').setInputFiles(zip);
      await page.locator('#import-out').fill('imported/zip');
      await page.getByRole('button', { name: 'Import' }).click();
      await expect.poll(() => page.locator('#import-corpora li').allTextContents()).toEqual(['imported/zip/corpus: en, 2 intents, 14 utterances, 2 entities, 0 out-of-scope statements']);

      await page.locator('#import-out').fill('corpus');
      await page.getByRole('button', { name: 'Import' }).click();
      await expect.poll(() => page.locator('#import-status').textContent()).toMatch(/expected the import's folder to be new or empty/);
      // The refusal's 400 is the one failed request the browser logs.
      expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    } finally {
      await close();
    }
  });
});
