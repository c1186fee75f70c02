/**
 * The studio driven as a user drives it, in headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH):
 * edit an utterance, train, try a statement and read its explanation, with the keyboard where a user would.
 * Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/render-report.js';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { buildStudio } from '../../src/studio/server.js';
import { chromiumForTests } from '../support/chromium.js';

const available = chromiumForTests();
/** Where the screenshots go: SCREENSHOTS_DIR to keep them (the README's comes from here), else a temp folder. */
const SHOTS = process.env.STUDIO_SCREENSHOTS_DIR ?? mkdtempSync(join(tmpdir(), 'nlu-studio-shots-'));

describe('nlu studio in a browser', () => {
  it.skipIf(!available)('edits an utterance, trains, and explains a statement, with no console errors', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus', 'intents.yaml');
    const before = readFileSync(file, 'utf8');
    const { app } = await buildStudio(resolveStudioConfig({ port: 0 }, {}, root));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const problems: string[] = [];
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
      page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.screenshot({ path: join(SHOTS, 'studio-corpus.png') });

      // Edit "hiya" (greeting's 5th utterance) from the keyboard: Enter in the field saves it.
      const field = page.getByRole('textbox', { name: 'Utterance 5 of greeting' });
      await field.fill('hiya folks');
      await field.press('Enter');
      await expect.poll(() => readFileSync(file, 'utf8')).toBe(before.replace('      - hiya\n', '      - hiya folks\n'));
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Utterance 5 of greeting' }).inputValue()).toBe('hiya folks');
      await page.getByText('No problems').waitFor();

      await page.getByRole('link', { name: 'Train and try' }).click();
      await page.getByRole('button', { name: 'Train' }).click();
      await page.getByText(/Trained in [\d.]+ s/).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.locator('#train-output').textContent()).toMatch(/trained 3 intents from 19 utterances/);
      // Train writes the draft; the published model is Publish's to write.
      expect(existsSync(join(root, 'models', 'model.json'))).toBe(false);
      expect(await page.locator('#model-state').textContent()).toMatch(/^Model: the draft \.nlu-studio\/draft-model\.json \(3 intents/);

      await page.getByRole('textbox', { name: 'Statement' }).fill('show me nike boots');
      await page.getByRole('textbox', { name: 'Statement' }).press('Enter');
      await page.getByText('Matched productSearch.', { exact: true }).waitFor();
      const answer = JSON.parse((await page.locator('#answer').textContent())!);
      expect(answer.result.intentId).toBe('product-search');
      expect(answer.matchStat).toBe('Intent matched.');
      expect(await page.locator('#winner-name').textContent()).toBe('productSearch');
      expect(await page.locator('#winner-features tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('#runner-features tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('#entities tbody').textContent()).toMatch(/vendorNikenikelist/);
      await page.screenshot({ path: join(SHOTS, 'studio-try.png') });

      // An unmatched statement says why.
      await page.getByRole('textbox', { name: 'Statement' }).fill('what is the weather like');
      await page.getByRole('button', { name: 'Try' }).click();
      await page.getByText('No intent matched.', { exact: true }).waitFor();
      expect(await page.locator('#unmatched').textContent()).toMatch(/^Unmatched: /);
    } finally {
      await browser.close();
      await app.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
