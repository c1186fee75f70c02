/**
 * The studio driven as a user drives it, in headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH):
 * edit an utterance, train, try a statement and read its explanation, with the keyboard where a user would.
 * Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();

describe('nlu studio in a browser', () => {
  it.skipIf(!available)('edits an utterance, trains, and explains a statement, with no console errors', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus', 'intents.yaml');
    const before = readFileSync(file, 'utf8');
    const { page, problems, close } = await openStudioInBrowser(root);
    try {
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus.png') });

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
      expect(await page.locator('#why').textContent()).toBe('Why productSearch won');
      // Features in words, not the model's names ("#sho", "le#").
      expect(await page.locator('#winner-features tbody').textContent()).toMatch(/the word "nike"|the letters "[a-z]+" (starting|ending|inside) a word|an entity found: vendor/);
      expect(await page.locator('#winner-features tbody').textContent()).not.toMatch(/\((word|characters|entity)\)/);
      expect(await page.locator('#winner-features tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('#runner-features tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('#entities tbody').textContent()).toMatch(/vendorNikenikelist/);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-try.png') });

      // An unmatched statement says why.
      await page.getByRole('textbox', { name: 'Statement' }).fill('what is the weather like');
      await page.getByRole('button', { name: 'Try' }).click();
      await page.getByText('No intent matched.', { exact: true }).waitFor();
      expect(await page.locator('#unmatched').textContent()).toMatch(/^Unmatched: /);
      expect(await page.locator('#why').textContent()).toMatch(/^Why it was left unmatched \(closest: \w+\)$/);
      // No word the corpus knows: said so, not "Why (no words scored) won".
      await page.getByRole('textbox', { name: 'Statement' }).fill('😀');
      await page.getByRole('button', { name: 'Try' }).click();
      await expect.poll(() => page.locator('#why').textContent(), { timeout: 30_000 }).toBe('Why no intent: none of its words is one the corpus uses');

      // A small edit, trained again: a quick model first (the calibration and decision of the last full training
      // kept), then the full training, whose model the page ends on.
      await page.getByRole('link', { name: 'Corpus' }).click();
      const hey = page.getByRole('textbox', { name: 'Utterance 4 of greeting' });
      await hey.fill('hey there');
      await hey.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await page.getByRole('link', { name: 'Train and try' }).click();
      await page.getByRole('button', { name: 'Train' }).click();
      await page.getByText(/Trained in [\d.]+ s \(a quick model was ready to try after [\d.]+ s\)\. The try box uses the full model\./).waitFor({ timeout: 60_000 });
      const draft = JSON.parse(readFileSync(join(root, '.nlu-studio', 'draft-model.json'), 'utf8')) as { decision: { keptFrom?: unknown } };
      expect(draft.decision.keptFrom).toBeUndefined();
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-try-after-edit.png') });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
