/**
 * An entity's settings, a builtin entity and a rename on the Entities page, driven from the keyboard in headless Chromium on a
 * copy of the default corpus: what lands on disk is asserted, `nlu train` still reads the corpus, and no console error.
 * Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { readCorpusView } from '../../src/studio/corpus-document.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';
import { changedRegion } from './changed-lines.js';

const available = chromiumForTests();

describe('entity settings in a browser', () => {
  it.skipIf(!available)('fuzzy off on vendor with the keyboard, a taken bound disabled, a range locks resolve on, a builtin added, title renamed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-settings-e2e-'));
    cpSync('corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus/entities.yaml');
    const before = readFileSync(file, 'utf8');
    const { page, problems, close } = await openStudioInBrowser(root, {}, '/entities');
    try {
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-entities-settings.png') });
      await page.evaluate("document.getElementById('entity-title').scrollIntoView()");
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-entities-learned-settings.png') });
      const vendor = page.locator('#entity-vendor');
      const fuzzy = vendor.getByRole('checkbox', { name: 'fuzzy' });
      expect(await fuzzy.isChecked()).toBe(true);
      await fuzzy.focus();
      await page.keyboard.press('Space');
      expect(await fuzzy.isChecked()).toBe(false);
      await page.keyboard.press('Tab'); // open
      await page.keyboard.press('Tab'); // Save settings
      expect(await page.evaluate('document.activeElement.textContent')).toBe('Save settings');
      await page.keyboard.press('Enter');
      await expect.poll(() => readFileSync(file, 'utf8')).toBe(before.replace('    fuzzy: true\n', '    fuzzy: false\n'));
      await page.getByRole('status').filter({ hasText: 'Saved the settings of vendor.' }).waitFor();
      expect(await page.locator('#entity-vendor').getByRole('checkbox', { name: 'fuzzy' }).isChecked()).toBe(false);
      expect(await page.evaluate('document.activeElement.textContent')).toBe('Save settings');

      // title: both bounds are taken (fromPrice, toPrice), so they are offered disabled, saying who has them.
      const title = page.locator('#entity-title');
      const resolve = title.getByRole('checkbox', { name: 'resolve: number' });
      expect(await resolve.isChecked()).toBe(false);
      expect(await title.getByRole('radio', { name: 'upper bound' }).isDisabled()).toBe(true);
      expect(await title.locator('fieldset.range').textContent()).toContain('toPrice has it; set its range to none first');
      // Enter on a checkbox saves, as in a text field: resolve alone.
      await resolve.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved the settings of title.' }).waitFor();
      // toPrice: no range frees the upper bound; a range locks "resolve: number" on.
      const toPrice = page.locator('#entity-toPrice');
      await toPrice.getByRole('radio', { name: 'none' }).check();
      expect(await toPrice.getByRole('checkbox', { name: 'resolve: number' }).isDisabled()).toBe(false);
      await toPrice.getByRole('radio', { name: 'none' }).press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved the settings of toPrice.' }).waitFor();
      const upper = page.locator('#entity-title').getByRole('radio', { name: 'upper bound' });
      expect(await upper.isDisabled()).toBe(false);
      await upper.check();
      expect(await page.locator('#entity-title').getByRole('checkbox', { name: 'resolve: number' }).isDisabled()).toBe(true);
      await page.locator('#entity-title').getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved the settings of title.' }).waitFor();
      const afterFuzzy = before.replace('    fuzzy: true\n', '    fuzzy: false\n');
      const bounds = afterFuzzy.replace('  title:\n    type: learned\n', '  title:\n    type: learned\n    resolve: number\n    range: upper\n');
      expect(changedRegion(afterFuzzy, bounds).added).toEqual(['    resolve: number', '    range: upper']);
      expect(readFileSync(file, 'utf8')).toBe(bounds.replace(/(toPrice:\n {4}type: learned\n {4}resolve: number\n) {4}range: upper\n$/, '$1'));

      // A builtin entity from the New entity form: its kind in place of a first value.
      await page.getByRole('link', { name: '+ New entity' }).click();
      const name = page.getByRole('textbox', { name: 'Name' });
      await name.fill('amount');
      await page.getByRole('combobox', { name: 'Type' }).selectOption('builtin');
      expect(await page.getByRole('textbox', { name: 'First value' }).isHidden()).toBe(true);
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('money');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-entities-new-builtin.png') });
      await name.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Added the entity amount to corpus/entities.yaml.' }).waitFor();
      expect(readFileSync(file, 'utf8').endsWith('  amount:\n    type: builtin\n    builtin: money\n')).toBe(true);
      expect(await page.locator('#entity-amount').textContent()).toContain('builtin: money');

      // Rename title to product from the keyboard: the definition and every annotation in every file.
      const count = (await readCorpusView(join(root, 'corpus'), root)).flatMap((f) => [...f.intents.flatMap((i) => i.utterances), ...(f.outOfScope ?? [])]).filter((u) => u.includes('](title)')).length;
      expect(count).toBeGreaterThan(100);
      await page.locator('#entity-title summary').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.id')).toBe('entity-title-rename');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('product');
      expect(await page.locator('#entity-title form.rename-entity button').textContent()).toBe(`Rename in ${count} utterances`);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-entities-rename.png') });
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: new RegExp(`^Renamed title to product in ${count} utterances of \\d+ files\\.`) }).waitFor();
      expect(await page.evaluate('document.activeElement.closest("section").id')).toBe('entity-product');
      const files = await readCorpusView(join(root, 'corpus'), root);
      const utterances = files.flatMap((f) => [...f.intents.flatMap((i) => i.utterances), ...(f.outOfScope ?? [])]);
      expect(utterances.filter((u) => u.includes('](title)'))).toEqual([]);
      expect(utterances.filter((u) => u.includes('](product)'))).toHaveLength(count);
      expect(readFileSync(file, 'utf8')).toContain('  # The product as written, without brand, price or filler words.\n  product:\n    type: learned\n');

      const loaded = await loadCorpus(join(root, 'corpus'));
      expect(loaded.entities.find((e) => e.name === 'vendor')).toMatchObject({ fuzzy: false, open: true });
      expect(loaded.entities.find((e) => e.name === 'product')).toMatchObject({ type: 'learned', resolve: 'number', range: 'upper' });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
