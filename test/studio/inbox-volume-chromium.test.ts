/**
 * The Inbox at volume driven in headless Chromium: 138 identical messages shown as one row with their count and
 * assigned at once, a statement the corpus holds hidden then shown with the filter, and the messages the engine
 * answered accepted in bulk with their statements added to the corpus. Skipped, with a one-line reason, when
 * Chromium is not installed.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { writeModelFile } from '../../src/model/write.js';
import type { NewTrafficMessage } from '../../src/traffic/message.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { chromiumForTests } from '../support/chromium.js';
import { message } from '../traffic/fixtures.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();
const WRITTEN = { timeout: 60_000, interval: 50 };

function answered(text: string, intentId: string, intentName: string): NewTrafficMessage {
  const m = message({ text, intent: intentName, score: 0.9 });
  return { ...m, answer: { ...m.answer, intentId } };
}

describe('the Inbox at volume in a browser', () => {
  it.skipIf(!available)('one row for 138 identical messages, the corpus\'s statements hidden, the answered ones accepted in bulk', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-volume-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    await writeModelFile(join(root, 'models', 'model.json'), await trainModel(await loadCorpus(join(root, 'corpus'))));
    mkdirSync(join(root, 'data'));
    const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
    await store.add([
      ...Array.from({ length: 138 }, (_, k) => message({ text: 'where is my parcel', matched: false, score: 0.1, time: 1_700_000_000_000 + k })),
      message({ text: 'hello', matched: false, score: 0.2 }),
      message({ text: 'do you sell gift cards', matched: false, score: 0.3 }),
      answered('track order 553201 please', 'order-status', 'orderStatus'),
      answered('show me red shoes', 'product-search', 'productSearch'),
    ]);
    await store.close();
    const intents = join(root, 'corpus', 'intents.yaml');
    const { page, problems, close } = await openStudioInBrowser(root, {}, '/inbox');
    try {
      const parcel = page.locator('li.message', { hasText: 'where is my parcel' });
      await parcel.locator('.count').filter({ hasText: '×138' }).waitFor();
      expect(await page.locator('li.message').count()).toBe(4);
      expect(await page.locator('li.message .text').allTextContents()).not.toContain('hello');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-inbox-volume.png') });

      // The statement the corpus holds, shown on asking, saying where.
      await page.getByRole('checkbox', { name: /Include those already in the corpus \(1\)/ }).check();
      await page.getByRole('button', { name: 'Show' }).click();
      await page.locator('li.message', { hasText: 'hello' }).getByText('Already in the corpus, under greeting.').waitFor();
      expect(new URL(page.url()).search).toBe('?incorpus=1');

      // Accept the 2 answered messages, their statements added to the corpus as the engine read them.
      await page.getByRole('checkbox', { name: /also add their statements to the corpus/ }).check();
      await page.getByRole('button', { name: 'Accept 2 answered messages' }).click();
      await page.getByRole('status').filter({ hasText: 'Accepted 2 answered messages; 2 statements added to the corpus.' }).waitFor();
      expect(readFileSync(intents, 'utf8')).toContain('      - track order [553201](orderNumber) please\n');
      expect(await page.getByRole('button', { name: /^Accept \d+ answered/ }).count()).toBe(0);

      // The 138 at once, from the keyboard: the intent list, then Assign.
      await page.getByRole('combobox', { name: `Intent for message ${await parcel.locator('form.assign').getAttribute('data-id')}` }).selectOption({ label: 'orderStatus' });
      await parcel.getByRole('button', { name: 'Assign' }).press('Enter');
      await expect.poll(() => page.locator('li.message', { hasText: 'where is my parcel' }).count(), WRITTEN).toBe(0);
      expect(readFileSync(intents, 'utf8').match(/where is my parcel/g)).toHaveLength(1);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-inbox-volume-after.png') });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
