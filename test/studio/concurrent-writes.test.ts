/**
 * Concurrent studio writes to one corpus file, sent as real parallel HTTP requests to a listening studio (two tabs,
 * a quick double action, a script): every change answered 200 is on disk, none lost to another's rename.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { viewOf } from '../../src/studio/corpus-document.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';

let studio: Studio;
let url: string;
let root: string;
const FILE = 'corpus/intents.yaml';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nlu-studio-concurrent-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  studio = await buildStudio(resolveStudioConfig({ port: 0 }, {}, root));
  await studio.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
});
afterAll(async () => { await studio.app.close(); });

function send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Response> {
  return fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', [CSRF_HEADER]: studio.csrfToken }, body: JSON.stringify(body) });
}
const intent = (id: string) => viewOf(FILE, readFileSync(join(root, FILE), 'utf8')).intents.find((i) => i.id === id)!;

describe('concurrent studio writes', () => {
  it('keeps all of 100 utterances added at once to one intent', async () => {
    const before = intent('greeting').utterances;
    const texts = Array.from({ length: 100 }, (_, i) => `good day number ${i}`);
    const answers = await Promise.all(texts.map((text) => send('POST', '/api/utterances', { file: FILE, intentId: 'greeting', text })));
    expect(answers.map((a) => a.status)).toEqual(texts.map(() => 200));
    const after = intent('greeting').utterances;
    expect(texts.filter((t) => !after.includes(t))).toEqual([]);
    expect(after).toHaveLength(before.length + 100);
    // No temp file left in the corpus folder.
    expect(readdirSync(join(root, 'corpus'))).toEqual(['entities.yaml', 'intents.yaml']);
  });

  it('keeps both of two edits of different utterances sent at once, 20 pairs out of 20', async () => {
    let [a, b] = intent('order-status').utterances;
    for (let pair = 0; pair < 20; pair++) {
      const [nextA, nextB] = [`where is my order, take ${pair}`, `track my order, take ${pair}`];
      const answers = await Promise.all([
        send('PUT', '/api/utterances', { file: FILE, intentId: 'order-status', index: 0, expected: a, text: nextA }),
        send('PUT', '/api/utterances', { file: FILE, intentId: 'order-status', index: 1, expected: b, text: nextB }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(intent('order-status').utterances.slice(0, 2)).toEqual([nextA, nextB]);
      [a, b] = [nextA, nextB];
    }
  });
});
