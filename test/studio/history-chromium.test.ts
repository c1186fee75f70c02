/**
 * Undo and roll back driven as a user drives them, in headless Chromium: a deleted utterance comes back with the
 * Undo under the header, the History page undoes the last change of a file and says why an earlier one waits,
 * and the Publish page rolls back to the model published before with one click. What lands on disk is asserted,
 * and no console error. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { viewOf } from '../../src/studio/corpus-document.js';
import { modelIdentity } from '../../src/studio/publish.js';
import { trainModel } from '../../src/training.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();

describe('undo and roll back in a browser', () => {
  it.skipIf(!available)('undoes a delete from the bar, undoes from the History page in turn, rolls back a published model', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-history-e2e-'));
    cpSync('corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus/intents/order-status.yaml');
    const original = readFileSync(file, 'utf8');
    const { page, url, problems, close } = await openStudioInBrowser(root);
    try {
      // Delete "track my package" (on the page of the listing that has it; Delete asks in place, pressed again it
      // deletes): its Undo is in the message the page scrolls with, and in the bar under the header.
      const n = viewOf('order-status.yaml', original).intents[0]!.utterances.indexOf('track my package') + 1;
      await page.goto(`${url}/#utterance-order-status-${n - 1}`);
      await page.getByRole('button', { name: `Delete utterance ${n} of orderStatus`, exact: true }).click();
      await page.getByRole('button', { name: `Confirm: Delete utterance ${n} of orderStatus ("track my package")`, exact: true }).click();
      const bar = page.getByRole('region', { name: 'Last change' });
      await bar.getByText('Last change: Deleted "track my package" from order-status').waitFor();
      expect(readFileSync(file, 'utf8')).not.toContain('track my package');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-undo.png') });
      await page.locator('#message').getByRole('button', { name: 'Undo: Deleted "track my package" from order-status' }).click();
      await page.getByRole('status').filter({ hasText: 'Undone: Deleted "track my package" from order-status.' }).waitFor();
      expect(readFileSync(file, 'utf8')).toBe(original);

      // Two changes of one file; the History page undoes the last, and says why the first waits.
      const first = page.getByRole('textbox', { name: 'Utterance 1 of orderStatus' });
      await first.fill('where is my order [784512](orderNumber) please');
      await first.press('Enter');
      await bar.getByText(/^Last change: Edited "where is my order \[784512\]\(orderNumber\)" in order-status/).waitFor();
      const add = page.getByRole('textbox', { name: 'New utterance for orderStatus' });
      await add.fill('is my parcel on its way');
      await add.press('Enter');
      await bar.getByText('Last change: Added "is my parcel on its way" to order-status').waitFor();
      const afterEdit = readFileSync(file, 'utf8').replace('      - "is my parcel on its way"\n', '');
      // Leaving with an annotation typed but not saved asks first; staying keeps it.
      await add.fill('is my [parcel](title) on its way');
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => resolve(d.type())));
      await page.getByRole('link', { name: 'History', exact: true }).first().click({ noWaitAfter: true });
      expect(await asked).toBe('beforeunload');
      expect(problems.splice(problems.indexOf('unexpected dialog: '), 1)).toEqual(['unexpected dialog: ']);
      expect(await add.inputValue()).toBe('is my [parcel](title) on its way');
      await add.fill('');
      await page.getByRole('link', { name: 'History', exact: true }).first().click();
      const rows = page.locator('table.history tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(1).textContent()).toContain('undo the later change to corpus/intents/order-status.yaml first');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-history.png') });
      await page.locator('table.history').getByRole('button', { name: 'Undo: Added "is my parcel on its way" to order-status' }).click();
      await page.getByRole('status').filter({ hasText: 'Undone: Added "is my parcel on its way" to order-status.' }).waitFor();
      expect(readFileSync(file, 'utf8')).toBe(afterEdit);
      await page.locator('table.history').getByRole('button', { name: /^Undo: Edited/ }).click();
      await page.getByText('No changes yet.').waitFor();
      expect(readFileSync(file, 'utf8')).toBe(original);

      // Publish two models one after the other, then roll back to the first with one click.
      const model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus'));
      const trained = (day: string): ModelFile => ({ ...model, createdAt: `2030-01-${day}T00:00:00.000Z` });
      const published = join(root, 'models/model.json');
      await page.getByRole('link', { name: 'Publish', exact: true }).click();
      const status = page.locator('#publish-status');
      for (const day of ['01', '02']) {
        await writeModelFile(join(root, '.nlu-studio/draft-model.json'), trained(day));
        await page.getByRole('button', { name: 'Publish the draft' }).click();
        await status.filter({ hasText: /^Published\.$/ }).waitFor();
        expect((await modelIdentity(published) as { createdAt: string }).createdAt).toBe(`2030-01-${day}T00:00:00.000Z`);
        await status.evaluate((e) => { e.textContent = ''; });
      }
      await page.getByRole('button', { name: 'Roll back to the model trained 2030-01-01T00:00:00.000Z' }).click();
      await status.filter({ hasText: 'Rolled back to the model trained 2030-01-01T00:00:00.000Z.' }).waitFor();
      expect((await modelIdentity(published) as { createdAt: string }).createdAt).toBe('2030-01-01T00:00:00.000Z');
      // The model it replaced is kept in turn: one click forward again.
      await page.getByRole('button', { name: 'Roll back to the model trained 2030-01-02T00:00:00.000Z' }).waitFor();
      await page.locator('#versions-title').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-publish-rollback.png') });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
