/**
 * A restart never replaces the published model: a project is started as a fresh clone starts it (`npm start`,
 * i.e. `nlu serve --train-if-missing`, which trains only because there is no model), a model is trained in the
 * studio and published, the corpus is then edited without publishing, and the server restarted the same way
 * answers with the published model, byte for byte the file Publish wrote.
 */
import { cpSync, mkdtempSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { writeModelFile } from '../../src/model/write.js';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio } from '../../src/studio/server.js';
import { trainModel } from '../../src/training.js';
import { runNlu } from './support/process.js';

const TOKEN = 'published-model-test-token';
const env = { NLU_TOKENS: JSON.stringify([{ name: 'published-model-test', token: TOKEN, ratePerSecond: null }]) };

/** `npm start`'s command, run in the project folder: the default model and corpus, relative to it. */
async function startAsNpmStartDoes(root: string) {
  const server = runNlu(['serve', '--train-if-missing', '--port', '0', '--referrer-store', 'none'], { cwd: root, env, killAfterMs: 120_000 });
  const [, url] = await server.waitFor(/listening on (http:\/\/\S+)/, 120_000);
  await server.waitFor(/^nlu serve: ready$/m, 120_000);
  const model = async () => ((await (await fetch(`${url}/v1/model`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as { model: { corpusHash: string } }).model;
  const understand = async (query: string) => {
    const response = await fetch(`${url}/v1/nlUnderstander/understand`, { method: 'POST', headers: { authorization: TOKEN, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return ((await response.json()) as { result: { intentId: string | null } }).result.intentId;
  };
  const stop = async () => {
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  };
  return { server, model, understand, stop };
}

describe('a restart serves the published model', () => {
  it('trains only when there is no model; after Publish and unpublished edits, a restart serves what was published', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-serve-published-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    mkdirSync(join(root, 'models'));

    // A fresh clone: no model yet, so npm start trains one.
    const first = await startAsNpmStartDoes(root);
    expect(first.server.stderr()).toMatch(/trained corpus into models\/model\.json \(there was no model file\)/);
    await first.stop();

    // In the studio: a new intent, Train (the draft), Publish.
    const studio = await buildStudio(resolveStudioConfig({}, {}, root));
    const send = (method: 'POST' | 'DELETE', url: string, payload: object) => studio.app.inject({ method, url, headers: { host: '127.0.0.1:3100', [CSRF_HEADER]: studio.csrfToken }, payload });
    try {
      expect((await send('POST', '/api/intents', { file: 'corpus/intents.yaml', id: 'thanks', name: 'thanks', text: 'thank you so much' })).statusCode).toBe(200);
      for (const text of ['thanks a lot', 'many thanks', 'cheers, thank you']) expect((await send('POST', '/api/utterances', { file: 'corpus/intents.yaml', intentId: 'thanks', text })).statusCode).toBe(200);
      await writeModelFile(join(root, '.nlu-studio/draft-model.json'), await trainModel(await loadCorpus(join(root, 'corpus'))));
      const published = (await send('POST', '/api/publish', {})).json() as { published: { corpusHash: string } };
      const publishedBytes = readFileSync(join(root, 'models/model.json'));

      // Edits nobody reviewed or published: greeting deleted, order-status changed.
      expect((await send('DELETE', '/api/intents', { file: 'corpus/intents.yaml', intentId: 'greeting' })).statusCode).toBe(200);
      expect((await send('POST', '/api/utterances', { file: 'corpus/intents.yaml', intentId: 'order-status', text: 'hello where is it' })).statusCode).toBe(200);

      // The restart, as npm start: the published model, not a model of the edited corpus.
      const second = await startAsNpmStartDoes(root);
      try {
        expect(second.server.stderr()).not.toMatch(/trained/);
        expect((await second.model()).corpusHash).toBe(published.published.corpusHash);
        expect(await second.understand('thank you so much')).toBe('thanks');
        expect(await second.understand('hello')).toBe('greeting');
      } finally {
        await second.stop();
      }
      expect(readFileSync(join(root, 'models/model.json')).equals(publishedBytes)).toBe(true);
      // And the Publish page still calls it published.
      const state = (await studio.app.inject({ method: 'GET', url: '/api/publish', headers: { host: '127.0.0.1:3100' } })).json() as { published: { identity: { corpusHash: string } } };
      expect(state.published.identity.corpusHash).toBe(published.published.corpusHash);
    } finally {
      await studio.app.close();
    }
  }, 300_000);

  it('without --train-if-missing and no model, says how to get one and exits 1', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-serve-no-model-'));
    const server = runNlu(['serve', '--port', '0', '--referrer-store', 'none'], { cwd: root, env });
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toMatch(/expected a model file at models\/model\.json, found nothing there/);
    expect(server.stderr()).toMatch(/\(train one with "nlu train"\), or start nlu serve with --train-if-missing\n$/);
  });
});
