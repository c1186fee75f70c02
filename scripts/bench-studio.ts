/**
 * npm run bench:studio [-- --utterances 20000 --rounds 5 --write --doc docs/studio.md]
 *
 * The studio's Corpus page (and its Inbox) at a real bot's volume: a corpus of --utterances generated utterances
 * (test/studio/support/volume-corpus.ts: 100 per intent, a third annotated), the studio built on it and
 * listening on loopback. From the server: the page's size, the time of its first request after start (the corpus
 * parsed and checked), of a request once warm, of a request after one edit (the changed file parsed again), of a
 * search through the API, and the Inbox page on as many recorded messages (SQLite). In headless Chromium (skipped when absent): the page's load, its elements, and how long
 * a keystroke takes to be drawn, in an utterance field and in the search box (from keydown to the next frame,
 * measured in the page, a key every 60 ms). Medians of --rounds. Prints the "studio-volume" section of docs/studio.md; --write replaces it there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { commitMeasured, machineLine, median, percentile } from './lib/bench-stats.js';
import { publish, type MissingFigure } from './lib/publish.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from './render-report.js';
import { resolveStudioConfig } from '../src/studio/config.js';
import { CSRF_HEADER } from '../src/studio/guard.js';
import { buildStudio } from '../src/studio/server.js';
import { SqliteTrafficStore } from '../src/traffic/stores/sqlite-traffic-store.js';
import { message } from '../test/traffic/fixtures.js';
import { volumeFile, volumeIntent, volumeUtterance, writeVolumeCorpus } from '../test/studio/support/volume-corpus.js';

const COMMAND = 'npm run bench:studio';
const STUDIO_DOC = join(import.meta.dirname, '..', 'docs', 'studio.md');

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { utterances: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '5' }, write: { type: 'boolean', default: false }, doc: { type: 'string', default: STUDIO_DOC } } });
  const utterances = Number(values.utterances);
  const rounds = Number(values.rounds);
  const root = mkdtempSync(join(tmpdir(), 'nlu-bench-studio-'));
  const missing: MissingFigure[] = [];
  try {
    writeVolumeCorpus(join(root, 'corpus'), { intents: Math.ceil(utterances / 100), perIntent: 100 });
    // Recorded traffic of the same size: a third answered with statements of the corpus, a fifth of the rest
    // four questions asked over and over, the others one-offs.
    mkdirSync(join(root, 'data'));
    const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
    const repeated = ['where is my parcel', 'do you sell gift cards', 'are dogs allowed', 'is there parking'];
    const recorded = Array.from({ length: utterances }, (_, k) => (k % 3 === 0
      ? message({ text: volumeUtterance(k % Math.ceil(utterances / 100), k % 100).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'), score: 0.9 })
      : message({ text: k % 5 === 0 ? repeated[k % 4]! : `question ${k} about thing ${k % 700}`, matched: false, score: (k % 100) / 100 })));
    for (let i = 0; i < recorded.length; i += 1000) await store.add(recorded.slice(i, i + 1000));
    await store.close();
    const started = performance.now();
    const studio = await buildStudio(resolveStudioConfig({ port: 0 }, {}, root));
    await studio.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
    const timed = async (path: string, init?: RequestInit) => {
      const t0 = performance.now();
      const response = await fetch(`${url}${path}`, init);
      const body = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms: performance.now() - t0, bytes: Buffer.byteLength(body) };
    };
    const first = await timed('/');
    const fromStart = performance.now() - started;
    const warm: number[] = [];
    let bytes = first.bytes;
    for (let r = 0; r < rounds; r++) { const t = await timed('/'); warm.push(t.ms); bytes = t.bytes; }
    const inbox: number[] = [];
    let inboxBytes = 0;
    for (let r = 0; r < rounds; r++) { const t = await timed('/inbox'); inbox.push(t.ms); inboxBytes = t.bytes; }
    const search: number[] = [];
    for (let r = 0; r < rounds; r++) search.push((await timed(`/api/corpus/listing?q=${encodeURIComponent(`${volumeIntent(r).name} cuisine`)}`)).ms);
    const afterEdit: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const n = (r * 37) % Math.ceil(utterances / 100);
      const expected = volumeUtterance(n, 5);
      const body = JSON.stringify({ file: `corpus/${volumeFile(n)}`, intentId: volumeIntent(n).id, index: 5, expected, text: `${expected} !` });
      await timed('/api/utterances', { method: 'PUT', headers: { 'content-type': 'application/json', [CSRF_HEADER]: studio.csrfToken }, body });
      afterEdit.push((await timed('/').then((t) => t)).ms);
    }

    const browser: Record<string, string> = {};
    if (!chromiumAvailable()) missing.push({ figure: 'the page in Chromium', reason: `no Chromium at ${CHROMIUM_PATH}` });
    else {
      const chrome = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
      try {
        const page = await chrome.newPage({ viewport: { width: 1280, height: 800 } });
        page.on('crash', () => process.stderr.write('bench:studio: the page crashed\n'));
        page.on('dialog', (d) => { process.stderr.write(`bench:studio: dialog ${d.type()}\n`); void d.dismiss(); });
        const loads: number[] = [];
        for (let r = 0; r < rounds; r++) {
          await page.goto(`${url}/`, { waitUntil: 'load' });
          loads.push(await page.evaluate<number>("(() => { const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime; })()"));
        }
        browser.load = ms(median(loads));
        browser.elements = String(await page.evaluate<number>("document.getElementsByTagName('*').length"));
        // Each keystroke: keydown to the frame after it was handled (painted), measured in the page.
        await page.evaluate(`(() => {
          window.keys = [];
          document.addEventListener('keydown', () => {
            const t0 = performance.now();
            requestAnimationFrame(() => setTimeout(() => window.keys.push(performance.now() - t0), 0));
          }, { capture: true });
        })()`);
        const keys = async () => page.evaluate<number[]>('window.keys.splice(0)');
        // Typed as a quick typist types (a key every 60 ms), so each key is timed on its own, not queued behind the last.
        const settle = () => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        await page.locator('form.utterance input').nth(50).click();
        await page.keyboard.press('End');
        await settle();
        await keys();
        await page.keyboard.type(' and a few more words [typed](cuisine)', { delay: 60 });
        // (Polled from here: the page's policy forbids the eval waitForFunction needs.)
        const until = async (expression: string) => { while (!(await page.evaluate<boolean>(expression))) await new Promise((r) => setTimeout(r, 20)); };
        await until(`window.keys.length >= ${' and a few more words [typed](cuisine)'.length}`);
        const field = await keys();
        if (process.env.BENCH_STUDIO_KEYS) process.stderr.write(`field keys: ${field.map((k) => k.toFixed(0)).join(" ")}\n`);
        // Undone (Escape): an unsaved edit would keep the listing from searching.
        await page.keyboard.press('Escape');
        await page.getByRole('searchbox', { name: 'Search utterances' }).click();
        await settle();
        await keys();
        const query = `${volumeIntent(3).name} thai`;
        await page.keyboard.type(query, { delay: 60 });
        await until(`document.getElementById('listing-status').textContent.includes(${JSON.stringify(`holding "${query}"`)})`);
        const typed = await keys();
        const spread = (times: number[]) => { const sorted = [...times].sort((a, b) => a - b); return `${ms(median(times))} median, ${ms(percentile(sorted, 90))} p90, ${ms(sorted[sorted.length - 1]!)} at most (${times.length} keys)`; };
        browser.field = spread(field);
        browser.search = spread(typed);
      } finally {
        await chrome.close();
      }
    }
    await studio.app.close();

    const body = `Measured by \`${COMMAND}\` on ${machineLine()}: a generated corpus of ${utterances.toLocaleString('en-US')} utterances
(${Math.ceil(utterances / 100)} intents of 100, a third annotated; test/studio/support/volume-corpus.ts), medians of ${rounds};
load average ${loadavg()[0]!.toFixed(1)} at the end (the machine is shared: a keystroke's worst case is mostly the other programs' doing).

| what | figure |
| --- | --- |
| Corpus page size (100 rows a page) | ${(bytes / 1e6).toFixed(2)} MB |
| first page after start (the corpus parsed and checked) | ${ms(first.ms)} (${ms(fromStart)} from building the studio) |
| a page, warm | ${ms(median(warm))} |
| a page just after an edit (one file parsed again, the corpus checked) | ${ms(median(afterEdit))} |
| a search through the API (\`/api/corpus/listing?q=…\`) | ${ms(median(search))} |
| Inbox page, ${utterances.toLocaleString('en-US')} recorded messages (rows from the 5 000 most useful, groups of 500) | ${(inboxBytes / 1e6).toFixed(2)} MB, ${ms(median(inbox))} |
| the page's load in Chromium | ${browser.load ?? 'not measured'} |
| elements in the page | ${browser.elements ?? 'not measured'} |
| a keystroke in an utterance field (keydown to the next frame) | ${browser.field ?? 'not measured'} |
| a keystroke in the search box | ${browser.search ?? 'not measured'} |
`;
    const outcome = publish({ name: 'studio-volume', body, command: COMMAND }, { write: values.write, doc: values.doc, missing });
    if (outcome === 'refused') process.exitCode = 1;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
