/**
 * The Corpus page on corpora in other languages, in headless Chromium: an Arabic corpus shows and takes its
 * utterances right to left (the field and the mirror that draws its annotations alike), a Chinese one marks its
 * fields with the corpus's language so CJK glyphs are drawn as Chinese; a new Arabic utterance typed in the page
 * lands in the YAML file as written. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS } from './support/studio-browser.js';

const available = chromiumForTests();

/** The page's window as the callbacks below read it (they run in the browser; the test's TypeScript has no DOM types). */
type PageWindow = { getComputedStyle(element: unknown): { direction: string } };
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'languages');

function projectWith(fixture: string): { root: string; file: string } {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-languages-'));
  mkdirSync(join(root, 'corpus'));
  const file = join(root, 'corpus', fixture);
  copyFileSync(join(FIXTURES, fixture), file);
  return { root, file };
}

describe('the Corpus page in other languages', () => {
  it.skipIf(!available)('an Arabic corpus reads and takes its utterances right to left', async () => {
    const { root, file } = projectWith('arabic.yaml');
    const before = readFileSync(file, 'utf8');
    const { page, problems, close } = await openStudioInBrowser(root);
    try {
      const first = page.getByRole('textbox', { name: 'Utterance 1 of weather' });
      expect(await first.inputValue()).toBe('ما هو الطقس في [القاهرة](city)');
      expect(await first.evaluate((el) => [el.dir, el.lang, (globalThis as unknown as PageWindow).getComputedStyle(el).direction])).toEqual(['auto', 'ar', 'rtl']);
      // The mirror under the field draws the annotation right to left too, the value tinted.
      const mirror = page.locator('.field:has(#utterance-weather-0 input) .mirror, li#utterance-weather-0 .mirror').first();
      expect(await mirror.evaluate((el) => (globalThis as unknown as PageWindow).getComputedStyle(el).direction)).toBe('rtl');
      expect(await mirror.locator('.v').allTextContents()).toEqual(['القاهرة']);

      const field = page.getByRole('textbox', { name: 'New utterance for playMusic' });
      await field.click();
      await page.keyboard.type('شغل أغنية جديدة');
      expect(await field.evaluate((el) => (globalThis as unknown as PageWindow).getComputedStyle(el).direction)).toBe('rtl');
      await page.keyboard.press('Enter');
      await expect.poll(() => readFileSync(file, 'utf8')).not.toBe(before);
      expect(readFileSync(file, 'utf8')).toContain('      - شغل أغنيتي المفضلة\n      - شغل أغنية جديدة\n');
      await page.getByRole('textbox', { name: 'Utterance 1 of weather' }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-arabic.png') });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.skipIf(!available)('a Chinese corpus marks its fields with its language, left to right', async () => {
    const { root } = projectWith('chinese.yaml');
    const { page, problems, close } = await openStudioInBrowser(root);
    try {
      const first = page.getByRole('textbox', { name: 'Utterance 1 of weather' });
      expect(await first.inputValue()).toBe('[北京](city)今天天气怎么样');
      expect(await first.evaluate((el) => [el.lang, (globalThis as unknown as PageWindow).getComputedStyle(el).direction])).toEqual(['zh', 'ltr']);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-corpus-chinese.png') });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it.skipIf(!available)('a studio per locale in a two-language project names its locale and trains into a draft of its own', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-two-locales-'));
    for (const [folder, fixture] of [['en', join(import.meta.dirname, '..', 'fixtures', 'tiny-corpus', 'intents.yaml')], ['it', join(FIXTURES, 'italian.yaml')]] as const) {
      mkdirSync(join(root, 'corpus', folder), { recursive: true });
      copyFileSync(fixture, join(root, 'corpus', folder, 'intents.yaml'));
    }
    const { page, problems, close } = await openStudioInBrowser(root, { corpus: 'corpus/it', model: 'models/it.json' }, '/try');
    try {
      await expect.poll(() => page.locator('header .where').textContent()).toBe('corpus: corpus/it it');
      await page.getByRole('button', { name: 'Train' }).click();
      await page.getByText(/Trained in [\d.]+ s/).waitFor({ timeout: 120_000 });
      await page.getByRole('textbox', { name: 'Statement' }).fill('che tempo fa a Torino');
      await page.getByRole('textbox', { name: 'Statement' }).press('Enter');
      await page.getByText('Matched weather.', { exact: true }).waitFor();
      expect(existsSync(join(root, '.nlu-studio', 'draft-model.json'))).toBe(false);
      expect(JSON.parse(readFileSync(join(root, '.nlu-studio', 'models-it', 'draft-model.json'), 'utf8')).locale).toBe('it');
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-try-italian.png') });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
