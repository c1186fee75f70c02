/**
 * The Evaluate page driven as a user drives it, in headless Chromium: run cross-validation, read the summary and
 * the framed report, follow an error to its utterance on the Corpus page; test on a file, follow a missed
 * statement to its intent's add field and add it; add a missed out-of-scope statement. Then the default corpus
 * tested on its held-out statements, whose decision is learned: the page shows the folds' promise and the regret
 * (docs/studio.md's screenshot of the page comes from this test). Skipped, with a one-line reason, when Chromium is
 * not installed.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();

describe('the studio\'s Evaluate page in a browser', () => {
  it.skipIf(!available)('runs an evaluation, shows the report, and takes an error to where it is fixed, with no console errors', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-evaluate-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data/test.jsonl'), `${JSON.stringify({ text: 'do you sell hats', intent: 'productSearch' })}\n${JSON.stringify({ text: 'hello there my order', intent: null })}\n${JSON.stringify({ text: 'where is my parcel', intent: 'orderStatus' })}\n`);
    const file = join(root, 'corpus', 'intents.yaml');
    const before = readFileSync(file, 'utf8');
    const { page, problems, close, url } = await openStudioInBrowser(root);
    try {
      await page.getByRole('link', { name: 'Evaluate' }).click();
      await page.getByText('No evaluation yet').waitFor();

      // Cross-validation with 3 folds, from the keyboard: Enter in the folds field runs it.
      const folds = page.getByRole('spinbutton', { name: 'Folds' });
      await folds.fill('3');
      await folds.press('Enter');
      await page.getByText(/^Evaluating… /).waitFor();
      await page.locator('#summary').waitFor({ timeout: 60_000 });
      expect(await page.locator('#summary').textContent()).toContain('3-fold stratified cross-validation (seed 42) on corpus — 23 statements');
      const worst = await page.locator('#per-intent tbody tr td:nth-child(2)').allTextContents();
      expect(worst.map(Number)).toEqual([...worst.map(Number)].sort((a, b) => a - b));
      // The full report, framed: its own page, drawn under its own policy.
      const report = page.frameLocator('iframe[title^="The full evaluation report"]');
      await report.getByRole('heading', { level: 1 }).waitFor();
      expect(await report.locator('svg').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'open it alone' }).getAttribute('href')).toMatch(/^\/evaluate\/runs\/[\dTZ-]+\/report\.html$/);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-evaluate.png') });
      await page.locator('#intent-errors').screenshot({ path: join(SCREENSHOTS, 'studio-evaluate-errors.png') });

      // One click from an error to its utterance, focused on the Corpus page.
      const error = page.locator('#intent-errors tbody tr').first();
      const statement = (await error.locator('td').first().textContent())!;
      await error.getByRole('link', { name: /^Open utterance \d+ of / }).click();
      await page.waitForURL(/\/#utterance-/);
      const focused = page.locator(':focus');
      expect(await focused.getAttribute('aria-label')).toMatch(/^Utterance \d+ of /);
      expect((await focused.inputValue()).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase()).toBe(statement.toLowerCase());

      // A test file: the last run is kept when coming back; choose the file, run it.
      await page.goto(`${url}/evaluate`);
      await page.locator('#summary').waitFor();
      await page.getByRole('radio', { name: 'A test file' }).check();
      await page.getByRole('combobox', { name: 'Test file' }).fill('data/test.jsonl');
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByText(/trained on corpus, tested on data\/test\.jsonl/).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('radio', { name: 'A test file' }).isChecked()).toBe(true);

      // A missed out-of-scope statement goes to the examples with one click.
      await page.getByRole('button', { name: 'Add to out-of-scope examples' }).click();
      await page.getByText('Added to corpus/intents.yaml.').waitFor();
      expect(readFileSync(file, 'utf8')).toBe(`${before}  - hello there my order\n`);

      // A missed statement the corpus lacks: its intent's add field, filled; Enter adds it.
      await page.getByRole('link', { name: 'Add to productSearch' }).click();
      const add = page.getByRole('textbox', { name: 'New utterance for productSearch' });
      await expect.poll(() => add.inputValue()).toBe('do you sell hats');
      expect(await page.locator('form.add:has(input:focus)').getAttribute('data-intent-id')).toBe('product-search');
      await add.press('Enter');
      await expect.poll(() => readFileSync(file, 'utf8')).toContain('      - search for [red dresses](title)\n      - do you sell hats\n');
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it.skipIf(!available)('tests the default corpus on its held-out statements and shows the decision\'s promise and regret', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-evaluate-shop-'));
    cpSync('corpus', join(root, 'corpus'), { recursive: true });
    mkdirSync(join(root, 'test'));
    cpSync('test/fixtures/shop-heldout.yaml', join(root, 'test/shop-heldout.yaml'));
    const { page, problems, close } = await openStudioInBrowser(root, {}, '/evaluate');
    try {
      await page.getByRole('radio', { name: 'A test file' }).check();
      await page.locator('input[name=file]').fill('test/shop-heldout.yaml');
      await page.getByRole('button', { name: 'Run' }).click();
      await page.locator('#summary').waitFor({ timeout: 120_000 });
      expect(await page.locator('#summary').textContent()).toContain('tested on test/shop-heldout.yaml — 220 statements (180 in scope, 40 out of scope), 11 intents');
      const decision = await page.locator('#summary').textContent();
      expect(decision).toMatch(/Setting: out-of-scope share 50 %\./);
      expect(decision).toMatch(/The corpus's folds promised [\d.]+% of in-scope statements answered right and [\d.]+% of out-of-scope ones left unmatched; this test gives [\d.]+% and [\d.]+%\./);
      expect(decision).toMatch(/regret \d+\.\d points\./);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-evaluate-shop.png') });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
