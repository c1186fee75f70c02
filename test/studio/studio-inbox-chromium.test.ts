/**
 * The loop, end to end, in headless Chromium against a real `nlu serve --record --watch-model` process:
 * a user's message the server left unmatched is recorded; on the Corpus page an utterance is edited and a word
 * of it annotated as an entity by selecting it; in the Inbox the message is assigned to an intent with the
 * keyboard (it lands in the corpus and is labelled); Train makes a draft, and the try box answers the message
 * with the intent and explains why; Publish copies the draft over the model the server watches; the server
 * then answers that message with the intent, and no request sent meanwhile failed; the Publish page shows the
 * server running the published model. Skipped, with a one-line reason, when Chromium is not installed.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { writeModelFile } from '../../src/model/write.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { runNlu } from '../cli/support/process.js';
import { chromiumForTests } from '../support/chromium.js';
import { openStudioInBrowser, SCREENSHOTS, type StudioInBrowser } from './support/studio-browser.js';

const available = chromiumForTests();
const TOKEN = 'studio-inbox-test-token';
const TOKENS = JSON.stringify([{ name: 'studio-inbox-test', token: TOKEN, ratePerSecond: null }]);
/** Unmatched by the tiny corpus's model (no word it knows), matched once it is an utterance of orderStatus. */
const STATEMENT = 'where did my parcel go';
const OTHERS = ['my parcel never came', 'cancel my subscription', 'how do i cancel my subscription', 'show me nike boots'];

async function understand(url: string, query: string): Promise<{ ok: boolean; intentId: string | null }> {
  try {
    const response = await fetch(`${url}/v1/nlUnderstander/understand`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { result?: { intentId?: string | null } };
    return { ok: response.status === 200, intentId: body.result?.intentId ?? null };
  } catch {
    return { ok: false, intentId: null };
  }
}

async function recorded(storePath: string): Promise<number> {
  if (!existsSync(storePath)) return 0;
  const store = SqliteTrafficStore.open(storePath, { mustExist: true });
  try {
    return await store.count();
  } finally {
    await store.close();
  }
}

describe('the inbox and publish loop in a browser', () => {
  it.skipIf(!available)('edits and annotates, assigns a recorded unmatched message, trains, tries, publishes, and the running server answers it, with no failed request', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-e2e-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const modelPath = join(root, 'models', 'model.json');
    await writeModelFile(modelPath, await trainModel(await loadCorpus(join(root, 'corpus'))));
    const storePath = join(root, 'data', 'traffic.sqlite');

    const server = runNlu(['serve', '--model', modelPath, '--port', '0', '--referrer-store', 'none', '--record', '--record-store', storePath, '--watch-model'], { env: { NLU_TOKENS: TOKENS }, killAfterMs: 170_000 });
    let studio: StudioInBrowser | null = null;
    try {
      const [, url] = await server.waitFor(/listening on (http:\/\/\S+)/);
      await server.waitFor(/^nlu serve: ready$/m);
      expect(await understand(url!, STATEMENT)).toEqual({ ok: true, intentId: null });
      for (const text of OTHERS) expect((await understand(url!, text)).ok).toBe(true);
      // The recorder writes its batch about half a second after the answers.
      await expect.poll(() => recorded(storePath), { timeout: 10_000 }).toBe(1 + OTHERS.length);

      // The studio run as `nlu studio --traffic data/traffic.sqlite --server URL --server-token T` from the project folder.
      studio = await openStudioInBrowser(root, { traffic: 'data/traffic.sqlite', server: [url!], serverToken: TOKEN });
      const { page } = studio;
      const intents = join(root, 'corpus', 'intents.yaml');
      const original = readFileSync(intents, 'utf8');

      // Corpus: edit an utterance, select a word of it with the keyboard, annotate it as vendor, Enter saves.
      const utterance = page.getByRole('textbox', { name: 'Utterance 5 of productSearch' });
      expect(await utterance.inputValue()).toBe('find me a [winter coat](title)');
      await utterance.fill('find me a nike [winter coat](title)');
      await utterance.press('End');
      for (let i = 0; i < ' [winter coat](title)'.length; i++) await utterance.press('ArrowLeft');
      for (let i = 0; i < 'nike'.length; i++) await utterance.press('Shift+ArrowLeft');
      await page.getByText('Selected "nike".').waitFor();
      await page.getByRole('combobox', { name: 'Annotate as' }).selectOption('vendor');
      await page.getByRole('button', { name: 'Annotate selected words' }).click();
      expect(await utterance.inputValue()).toBe('find me a [nike](vendor) [winter coat](title)');
      await utterance.press('Enter');
      await expect.poll(() => readFileSync(intents, 'utf8')).toBe(original.replace('      - find me a [winter coat](title)\n', '      - find me a [nike](vendor) [winter coat](title)\n'));
      await page.getByText('No problems').waitFor();

      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Inbox' }).click();
      const item = page.locator('li.message', { hasText: STATEMENT });
      await expect.poll(() => item.locator('.meta').textContent()).toMatch(/unmatched: nothing-known · confidence 0\.00 · in-scope score 0\.00 vs cutoff/);
      // Unmatched first: the statement is on top with the two other unmatched ones; the groups column shows "parcel" and "cancel subscription".
      expect(await page.locator('li.message .text').first().textContent()).not.toBe('show me nike boots');
      expect(await page.locator('.group h3').allTextContents()).toEqual(expect.arrayContaining(['2 similar: “parcel”']));
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-inbox.png') });

      // With the keyboard: to the message's intent select, pick orderStatus by typing, Tab to the statement, Enter assigns.
      const id = Number((await item.getAttribute('id'))!.replace('message-', ''));
      const select = page.getByRole('combobox', { name: `Intent for message ${id}` });
      await select.focus();
      await page.keyboard.type('orderS');
      expect(await select.inputValue()).toBe('order-status');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement.getAttribute("name")')).toBe('text');
      await page.keyboard.press('Enter');
      await expect.poll(() => readFileSync(intents, 'utf8')).toContain(`      - is order [553201](orderNumber) on its way\n      - ${STATEMENT}\n`);
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      expect(await page.locator('li.message', { hasText: STATEMENT }).count()).toBe(0);
      const store = SqliteTrafficStore.open(storePath, { mustExist: true });
      expect((await store.get(id))!.label!.intent).toBe('orderStatus');
      await store.close();

      // Train (a draft: the server still answers with the published model).
      await page.getByRole('link', { name: 'Train and try' }).click();
      await page.getByRole('button', { name: 'Train' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(/Trained in [\d.]+ s/).waitFor({ timeout: 60_000 });
      expect(existsSync(join(root, '.nlu-studio', 'draft-model.json'))).toBe(true);
      expect(await understand(url!, STATEMENT)).toEqual({ ok: true, intentId: null });

      // Try the message on the draft: answered with the intent it was assigned, and why.
      await page.getByRole('textbox', { name: 'Statement' }).fill(STATEMENT);
      await page.getByRole('textbox', { name: 'Statement' }).press('Enter');
      await page.getByText('Matched orderStatus.', { exact: true }).waitFor();
      expect(JSON.parse((await page.locator('#answer').textContent())!).result.intentId).toBe('order-status');
      expect(await page.locator('#why').textContent()).toBe('Why orderStatus won');
      expect(await page.locator('#winner-features tbody').textContent()).toMatch(/the word "(where|my)" \(and words of the same stem\)\+0\.\d+/);

      // Publish while a client keeps asking; the server picks up the new file without a failed request.
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Publish' }).click();
      expect(await page.locator('#servers-body').textContent()).toMatch(/the published model/);
      const answers: Array<{ ok: boolean; intentId: string | null }> = [];
      let asking = true;
      const loop = (async () => { while (asking) answers.push(await understand(url!, STATEMENT)); })();
      await page.getByRole('button', { name: 'Publish the draft' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Published: every server runs it.').waitFor({ timeout: 30_000 });
      await expect.poll(() => answers.at(-1)?.intentId, { timeout: 10_000 }).toBe('order-status');
      asking = false;
      await loop;
      expect(answers.filter((a) => !a.ok)).toEqual([]);
      expect(answers.some((a) => a.intentId === null)).toBe(true); // the loop ran across the reload
      expect(await page.locator('#servers-body').textContent()).toMatch(/the published model/);
      expect(await page.locator('#models-body').textContent()).toMatch(/Draft.*Published/s);
      await page.screenshot({ path: join(SCREENSHOTS, 'studio-publish.png') });
      expect(server.stderr() + server.stdout()).toMatch(/model reloaded/);
    } finally {
      await studio?.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(studio?.problems).toEqual([]);
  }, 180_000);
});
