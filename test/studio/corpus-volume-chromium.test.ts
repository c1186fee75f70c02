/**
 * The Corpus page of a real bot's volume driven in headless Chromium: 20 000 generated utterances
 * (support/volume-corpus.ts), shown a hundred at a time; a search typed as a user types it, the next page, a link
 * to an utterance a hundred pages on, and an edit there that lands on disk. Skipped, with a one-line reason, when
 * Chromium is not installed. How fast it is is measured by `npm run bench:studio`, not here.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';
import { volumeFile, volumeIntent, volumeUtterance, writeVolumeCorpus } from './support/volume-corpus.js';

const available = chromiumForTests();
const WRITTEN = { timeout: 60_000, interval: 50 };

describe('the Corpus page of 20 000 utterances in a browser', () => {
  it.skipIf(!available)('search as you type, the next page, a link to a row 150 pages on, an edit there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-volume-e2e-'));
    writeVolumeCorpus(join(root, 'corpus'));
    const { page, url, problems, close } = await openStudioInBrowser(root);
    const status = page.locator('#listing-status');
    try {
      await status.filter({ hasText: 'Rows 1–100 of 20,005.' }).waitFor();
      // A page of the corpus, not the corpus: a hundred rows' forms, a few thousand elements.
      expect(await page.locator('form.utterance').count()).toBe(100);
      expect(await page.evaluate('document.getElementsByTagName("*").length')).toBeLessThan(4000);

      // Search, typed: the intent's name and an entity narrow 20 000 rows to the 4 of bookTable0 annotated "thai".
      await page.getByRole('searchbox', { name: 'Search utterances' }).click();
      await page.keyboard.type('bookTable0 thai');
      await status.filter({ hasText: '4 rows holding "bookTable0 thai".' }).waitFor();
      expect(await page.locator('form.utterance').evaluateAll((forms) => forms.map((f) => f.getAttribute('data-expected')))).toEqual([1, 31, 61, 91].map((j) => volumeUtterance(0, j)));
      expect(page.url()).toBe(`${url}/?q=bookTable0+thai`);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-search.png') });

      // Cleared: all rows again; Next shows rows 101-200 and puts the focus on the first.
      await page.getByRole('searchbox', { name: 'Search utterances' }).fill('');
      await status.filter({ hasText: 'Rows 1–100 of 20,005.' }).waitFor();
      await page.getByRole('navigation', { name: 'Pages of utterances, bottom' }).getByRole('link', { name: 'Next →' }).click();
      await status.filter({ hasText: 'Rows 101–200 of 20,005.' }).waitFor();
      await expect.poll(() => page.evaluate('document.activeElement.getAttribute("aria-label")'), WRITTEN).toBe(`Utterance 1 of ${volumeIntent(1).name}`);
      expect(page.url()).toBe(`${url}/?page=2`);

      // A link to utterance 58 of the 151st intent (from the Evaluate page, say) opens page 151 with that field focused.
      const { id, name } = volumeIntent(150);
      await page.goto(`${url}/#utterance-${id}-57`);
      await expect.poll(() => page.evaluate('document.activeElement.getAttribute("aria-label")'), WRITTEN).toBe(`Utterance 58 of ${name}`);
      expect(page.url()).toBe(`${url}/?page=151#utterance-${id}-57`);
      await status.filter({ hasText: 'Rows 15,001–15,100 of 20,005.' }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-linked.png') });

      // Edited there: the line on disk, and the page comes back at the same page.
      await page.keyboard.press('End');
      await page.keyboard.type(' please');
      await page.keyboard.press('Enter');
      const file = join(root, 'corpus', volumeFile(150));
      await expect.poll(() => readFileSync(file, 'utf8'), WRITTEN).toContain(`      - ${JSON.stringify(`${volumeUtterance(150, 57)} please`)}\n`);
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      await expect.poll(() => page.evaluate('document.activeElement.value'), WRITTEN).toBe(`${volumeUtterance(150, 57)} please`);
      expect(new URL(page.url()).search).toBe('?page=151');
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
