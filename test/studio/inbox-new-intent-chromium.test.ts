/**
 * New intent from a group of similar unmatched messages, in headless Chromium, with the keyboard alone: open the
 * group's New intent, correct the prefilled id and name, create and assign; the intent's own YAML file holds the
 * messages, each message is labelled with the intent's name, and the page has no console error. Skipped, with a
 * one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { writeModelFile } from '../../src/model/write.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';
import { message } from '../traffic/fixtures.js';

const available = chromiumForTests();
const GROUP = ['i want a refund of my money', 'refund my money please', 'can i get my money refunded'];

describe('a new intent from the Inbox in a browser', () => {
  it.skipIf(!available)('creates an intent from a group with the keyboard: its file on disk, its messages labelled', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-new-intent-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    await writeModelFile(join(root, 'models', 'model.json'), await trainModel(await loadCorpus(join(root, 'corpus'))));
    mkdirSync(join(root, 'data'));
    const storePath = join(root, 'data', 'traffic.sqlite');
    const seed = SqliteTrafficStore.open(storePath);
    await seed.add([...GROUP, 'where did my parcel go'].map((text) => message({ text, matched: false })));
    await seed.close();
    const intentsBefore = readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8');

    const { page, problems, close } = await openStudioInBrowser(root, {}, '/inbox');
    /** The group's messages as the page lists them: the order they land in. */
    let listed: string[] = [];
    try {
      const group = page.locator('section.group').first();
      await expect.poll(() => group.locator('h3').textContent()).toBe('3 similar: “money refund”');
      listed = await group.locator('ul li').allTextContents();
      expect([...listed].sort()).toEqual([...GROUP].sort());

      // The keyboard alone: the summary opens the form; the fields are prefilled as the corpus names intents.
      await group.locator('summary').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').inputValue()).toBe('money-refund');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('refund-money');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').inputValue()).toBe('moneyRefund');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('refundMoney');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus option:checked').textContent()).toBe('a new file, corpus/<id>.yaml');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').textContent()).toBe('Create and assign all 3');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-inbox-new-intent.png') });
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);

      // Back from the change: the page says so, with the change's Undo beside it.
      await page.locator('#message').filter({ hasText: /^Saved\. Undo$/ }).waitFor();
      expect(await page.locator('section.group').count()).toBe(0);
      expect(await page.locator('li.message').allTextContents()).toEqual([expect.stringContaining('where did my parcel go')]);
      // The new intent is offered for the remaining message.
      expect(await page.locator('li.message select[name="intent"] option').allTextContents()).toContain('refundMoney');
      // A single message's New intent, prefilled from its own words.
      await page.locator('li.message summary').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').inputValue()).toBe('parcel-go');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-inbox-new-intent-after.png') });
    } finally {
      await close();
    }

    expect(readFileSync(join(root, 'corpus', 'refund-money.yaml'), 'utf8').split('\n')).toEqual([
      'intents:',
      '  - id: refund-money',
      '    name: refundMoney',
      '    utterances:',
      ...listed.map((text) => `      - ${text}`),
      '',
    ]);
    expect(readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8')).toBe(intentsBefore);
    const store = SqliteTrafficStore.open(storePath, { mustExist: true });
    try {
      expect(await Promise.all([1, 2, 3, 4].map(async (id) => (await store.get(id))!.label?.intent ?? null))).toEqual(['refundMoney', 'refundMoney', 'refundMoney', null]);
      expect((await store.get(4))!.label).toBeNull();
    } finally {
      await store.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
