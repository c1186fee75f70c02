/**
 * The Corpus and Entities pages driven as a user drives them, in headless Chromium, on a copy of the default corpus:
 * move an utterance to another intent's file, annotate words selected with the keyboard, edit a list entity's synonyms,
 * check a regex live, add an out-of-scope example; what lands on disk is asserted, and no console error.
 * Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewOf } from '../../src/studio/corpus-document.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';
import { changedRegion } from './changed-lines.js';

const available = chromiumForTests();
/** A file written by the studio's answer to a key press: polled until it is, with room for a busy machine (the write itself takes milliseconds). */
const WRITTEN = { timeout: 30_000, interval: 50 };

describe('the Corpus and Entities pages in a browser', () => {
  it.skipIf(!available)('move, annotate by keyboard, edit synonyms, check a regex, add an out-of-scope example', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-corpus-e2e-'));
    cpSync('corpus', join(root, 'corpus'), { recursive: true });
    const path = (file: string) => join(root, 'corpus', file);
    const before = Object.fromEntries(['intents/order-status.yaml', 'intents/shipping-info.yaml', 'intents/product-search.yaml', 'entities.yaml', 'out-of-scope.yaml'].map((f) => [f, readFileSync(path(f), 'utf8')]));
    const { page, problems, close } = await openStudioInBrowser(root);
    // The contents open an intent's own list (the corpus is shown a hundred rows at a time).
    const open = async (name: string) => {
      await page.getByRole('navigation', { name: 'Intents' }).getByRole('link', { name, exact: true }).click();
      await page.locator('#listing-status').filter({ hasText: name === 'Out of scope' ? 'among the out-of-scope examples' : `in ${name}` }).waitFor();
    };
    try {

      // Move "track my package" from orderStatus to shippingInfo (another file), from the keyboard.
      await open('orderStatus');
      const n = viewOf('order-status.yaml', before['intents/order-status.yaml']!).intents[0]!.utterances.indexOf('track my package') + 1;
      await page.getByRole('button', { name: `Move utterance ${n} of orderStatus`, exact: true }).focus();
      await page.keyboard.press('Enter');
      const target = page.getByRole('combobox', { name: 'Move to' });
      await expect.poll(() => page.evaluate('document.activeElement.id')).toBe('move-target');
      await target.selectOption({ label: 'shippingInfo (corpus/intents/shipping-info.yaml)' });
      await page.keyboard.press('Enter');
      // The page says "Moved" only once the move's answer came, i.e. after both files were written (the target
      // first, then the source): read them then, not as soon as the target changes.
      await page.getByRole('status').filter({ hasText: 'Moved "track my package" to shippingInfo' }).waitFor();
      expect(readFileSync(path('intents/shipping-info.yaml'), 'utf8')).toBe(`${before['intents/shipping-info.yaml']}      - "track my package"\n`);
      expect(changedRegion(before['intents/order-status.yaml']!, readFileSync(path('intents/order-status.yaml'), 'utf8'))).toMatchObject({ removed: ['      - "track my package"'], added: [] });

      // A new productSearch utterance: type it, select "adidas" with Shift+arrows, annotate it as vendor, add it.
      await open('productSearch');
      const field = page.getByRole('textbox', { name: 'New utterance for productSearch' });
      await field.click();
      await page.keyboard.type('show me adidas trainers');
      for (let i = 0; i < ' trainers'.length; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 'adidas'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByText('Selected "adidas".').waitFor();
      await page.keyboard.press('Tab'); // Add
      await page.keyboard.press('Tab'); // the entity list
      expect(await page.evaluate('document.activeElement.id')).toBe('annotate-entity');
      await page.getByRole('combobox', { name: 'Annotate as' }).selectOption('vendor');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.textContent')).toBe('Annotate selected words');
      await page.keyboard.press('Enter');
      expect(await field.inputValue()).toBe('show me [adidas](vendor) trainers');
      await page.getByText('Annotated "adidas" as vendor: Enter or Add writes it.').waitFor();
      // The field draws the annotation: the value tinted in vendor's colour (the first entity's).
      expect(await page.locator('.field:has(#add-intent-product-search) .mirror .t0 .v').allTextContents()).toEqual(['adidas']);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-annotate.png') });
      await page.keyboard.press('Enter'); // the field has the focus back: Enter adds
      await expect.poll(() => readFileSync(path('intents/product-search.yaml'), 'utf8'), WRITTEN).toBe(`${before['intents/product-search.yaml']}      - "show me [adidas](vendor) trainers"\n`);

      // Remove an annotation (the caret inside it), then Escape puts the utterance back as saved.
      await open('orderStatus');
      const first = page.getByRole('textbox', { name: 'Utterance 1 of orderStatus' });
      await first.click();
      await first.press('Home');
      for (let i = 0; i < 'where is my order [7'.length; i++) await first.press('ArrowRight');
      await page.getByText('In "784512" (orderNumber).').waitFor();
      await page.getByRole('button', { name: 'Remove annotation' }).click();
      expect(await first.inputValue()).toBe('where is my order 784512');
      await first.press('Escape');
      expect(await first.inputValue()).toBe('where is my order [784512](orderNumber)');

      // An out-of-scope example.
      await open('Out of scope');
      const oos = page.getByRole('textbox', { name: 'New out-of-scope example' });
      await oos.fill('book me a flight to Paris');
      await oos.press('Enter');
      await expect.poll(() => readFileSync(path('out-of-scope.yaml'), 'utf8'), WRITTEN).toBe(`${before['out-of-scope.yaml']}  - "book me a flight to Paris"\n`);
      await page.getByText('No problems').waitFor();

      // Entities: a synonym of New Balance, then the order number pattern checked live.
      await page.getByRole('link', { name: 'Entities', exact: true }).click();
      const synonyms = page.getByRole('textbox', { name: 'Synonyms of New Balance (vendor)' });
      await synonyms.fill('newbalance, nb, new bal');
      await synonyms.press('Enter');
      await expect.poll(() => readFileSync(path('entities.yaml'), 'utf8'), WRITTEN).toBe(before['entities.yaml']!.replace('        synonyms: [newbalance, nb]\n', '        synonyms: [newbalance, nb, new bal]\n'));

      const statement = page.getByRole('textbox', { name: 'Try a statement' });
      await statement.fill('is A93817 or #553201 on its way, not 1234');
      await page.getByText('2 matches ("A93817", "553201") in').waitFor();
      expect(await page.locator('.regex-result mark').allTextContents()).toEqual(['A93817', '553201']);
      const pattern = page.getByRole('textbox', { name: 'Pattern' });
      await pattern.press('End');
      await pattern.press('ArrowLeft');
      await pattern.press('ArrowLeft');
      await page.keyboard.type('(');
      await page.getByText(/^expected a valid regular expression, found \/\\b\[A-Z\]\?\\d\{5,8\}\(\\b\//).waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).filter({ has: page.locator('xpath=self::*[ancestor::form[contains(@class,"regex")]]') }).isDisabled()).toBe(true);
      await page.evaluate("document.getElementById('entity-orderNumber').scrollIntoView()");
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-entities-regex.png') });
      await page.keyboard.press('Backspace');
      await page.getByText('2 matches ("A93817", "553201") in').waitFor();
      expect(readFileSync(path('entities.yaml'), 'utf8')).toContain("    pattern: '\\b[A-Z]?\\d{5,8}\\b'\n");
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
