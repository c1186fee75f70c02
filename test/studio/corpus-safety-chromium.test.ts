/**
 * The Corpus page does not lose or make up work, driven in headless Chromium on a copy of the tiny corpus: a paste of
 * several lines into a New utterance field adds one utterance a line (into an utterance's own field it is refused);
 * Delete asks in place before it deletes (Escape takes it back); an unsaved edit keeps the listing from changing and
 * makes leaving the page ask. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();
const WRITTEN = { timeout: 60_000, interval: 50 };

/** Pastes `text` into the focused field as the browser does (a paste event carrying the clipboard's text). */
const paste = (text: string) => `(() => { const data = new DataTransfer(); data.setData('text/plain', ${JSON.stringify(text)}); document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })); })()`;

describe('the Corpus page keeps work safe in a browser', () => {
  it.skipIf(!available)('a multi-line paste adds one utterance a line, Delete asks first, unsaved edits are not lost', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-safety-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus', 'intents.yaml');
    const before = readFileSync(file, 'utf8');
    const { page, problems, expectDialog, close } = await openStudioInBrowser(root);
    const status = page.getByRole('status');
    try {
      // Three lines pasted into greeting's New utterance field: three utterances, one a line.
      await page.getByRole('textbox', { name: 'New utterance for greeting' }).focus();
      await page.evaluate(paste('good evening\nhowdy\r\n\nyo there\n'));
      await status.filter({ hasText: 'Added the 3 pasted lines to greeting, one utterance each.' }).waitFor();
      expect(readFileSync(file, 'utf8')).toContain('      - hiya\n      - good evening\n      - howdy\n      - yo there\n');
      // Into an utterance's own field: refused, the field as it was.
      const first = page.getByRole('textbox', { name: 'Utterance 1 of greeting' });
      await first.focus();
      await page.evaluate(paste('hello\nhi'));
      await status.filter({ hasText: 'An utterance is one line: paste the 2 lines into a New utterance field to add each as an utterance.' }).waitFor();
      expect(await first.inputValue()).toBe('hello');

      // Delete asks in place; Escape takes it back; pressed twice, the line goes.
      const remove = page.getByRole('button', { name: 'Delete utterance 2 of greeting', exact: true });
      await remove.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('button', { name: 'Confirm: Delete utterance 2 of greeting ("hi there")', exact: true });
      await confirm.waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-delete-confirm.png') });
      await page.keyboard.press('Escape');
      await remove.waitFor();
      expect(readFileSync(file, 'utf8')).toContain('      - hi there\n');
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await page.keyboard.press('Enter');
      await status.filter({ hasText: 'Deleted "hi there".' }).waitFor();
      await expect.poll(() => readFileSync(file, 'utf8'), WRITTEN).not.toContain('hi there');

      // An annotation made and not saved: the search waits for it, and leaving the page asks.
      const edited = page.getByRole('textbox', { name: 'Utterance 2 of orderStatus' });
      await edited.fill('track order [784512](orderNumber) now');
      await page.getByRole('searchbox', { name: 'Search utterances' }).fill('hello');
      await status.filter({ hasText: 'Save (Enter) or undo (Escape) your 1 unsaved change on this page first' }).waitFor();
      expect(await edited.inputValue()).toBe('track order [784512](orderNumber) now');
      const asked = expectDialog('beforeunload', false);
      await page.getByRole('link', { name: 'Entities', exact: true }).click();
      expect(await asked).toBe('beforeunload');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await edited.inputValue()).toBe('track order [784512](orderNumber) now');
      // Saved, nothing to ask: the page goes.
      await edited.press('Enter');
      await expect.poll(() => readFileSync(file, 'utf8'), WRITTEN).toContain('      - track order [784512](orderNumber) now\n');
      expect(before).not.toContain('good evening');
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
