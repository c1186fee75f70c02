/**
 * Builtin entities in the studio, in headless Chromium: New entity offers every builtin kind, and the Try page shows
 * a date's builtin kind and resolution. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_KINDS } from '../../src/entities/builtins/kinds.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();

describe('builtin entities in the studio', () => {
  it.skipIf(!available)('offers every builtin kind and shows a date\'s resolution on the Try page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-builtins-'));
    cpSync('test/fixtures/restaurant-corpus', join(root, 'corpus'), { recursive: true });
    const { page, problems, close } = await openStudioInBrowser(root);
    try {
      await page.getByRole('link', { name: 'Entities' }).click();
      const kinds = await page.locator('#entity-builtin option').evaluateAll((options) => options.map((o) => (o as unknown as { value: string }).value));
      expect(kinds).toEqual([...BUILTIN_KINDS]);

      await page.getByRole('link', { name: 'Train and try' }).click();
      await page.getByRole('button', { name: 'Train' }).click();
      await page.getByText(/Trained in [\d.]+ s/).waitFor({ timeout: 60_000 });
      await page.getByRole('textbox', { name: 'Statement' }).fill('table for 7 at 8:15pm');
      await page.getByRole('textbox', { name: 'Statement' }).press('Enter');
      await page.getByText('Matched bookTable.', { exact: true }).waitFor();
      const rows = await page.locator('#entities tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      const time = rows.find((cells) => cells[0] === 'bookingTime')!;
      expect(time[1]).toMatch(/^\d{4}-\d{2}-\d{2}T20:15:00[+-]\d{2}:\d{2}$/);
      expect(time[2]).toBe('at 8:15pm');
      expect(time[3]).toBe('builtin (datetime)');
      expect(time[4]).toMatch(/^point, minute: \S+T20:15:00\S* to \S+T20:16:00\S* \(UTC\)$/);
      expect(rows.filter((cells) => cells[0] === 'partySize').map((cells) => cells[1])).toEqual(['7']);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-try-datetime.png'), fullPage: true });
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
