/** The Inbox and Publish API through Fastify's inject: listing, assigning, exporting, publishing. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { resolveStudioConfig, type StudioArgs } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { message } from '../traffic/fixtures.js';

const host = '127.0.0.1:3100';
const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });
let model: ModelFile;
beforeAll(async () => { model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus')); });

/** A project with the tiny corpus, a published model, and a store holding `texts` (unmatched) then one matched message. */
async function studio(texts: string[], args: StudioArgs = {}): Promise<Studio & { root: string; post: (url: string, payload: object) => Promise<LightMyRequestResponse> }> {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-api-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  await writeModelFile(join(root, 'models', 'model.json'), model);
  mkdirSync(join(root, 'data'));
  const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
  await store.add([...texts.map((text, k) => message({ text, matched: false, score: 0.1 * k })), message({ text: 'where is my order', score: 0.9 })]);
  await store.close();
  const built = await buildStudio(resolveStudioConfig(args, {}, root));
  open.push(built);
  const post = (url: string, payload: object) => built.app.inject({ method: 'POST', url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload });
  return { ...built, root, post };
}

describe('the Inbox API', () => {
  it('lists messages most useful first with what the engine read, groups similar unmatched ones, and pages', async () => {
    const texts = ['where did my parcel go', 'my parcel never came', ...Array.from({ length: 22 }, (_, k) => `question number ${k} about nothing`)];
    const { app } = await studio(texts);
    const page = (await app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(page).toContain('<code>data/traffic.sqlite</code>');
    expect(page.indexOf('where did my parcel go')).toBeLessThan(page.indexOf('my parcel never came'));
    expect(page).not.toContain('#25 ·'); // the matched message is on page 2
    expect(page).toMatch(/#1 · <span class="unmatched">unmatched: below-threshold<\/span> · confidence 0\.30 · in-scope score 0\.00 vs cutoff 0\.43/);
    expect(page).toMatch(/<h3 id="group-\d+-title">2 similar: “parcel”<\/h3>/);
    expect(page).toContain('href="/inbox?page=2">Next page</a>');
    // The engine's best guess is selected for an unmatched message.
    expect(page).toMatch(/aria-label="Intent for message 1"><option value="product-search">productSearch<\/option><option value="order-status" selected>/);
    const second = (await app.inject({ method: 'GET', url: '/inbox?page=2', headers: { host } })).body;
    expect(second).toContain('#25 · answered <strong>orderStatus</strong>');
    const unmatched = (await app.inject({ method: 'GET', url: '/inbox?unmatched=1&page=2', headers: { host } })).body;
    expect(unmatched).not.toContain('#25 ·');
  });

  it('assigns a message and a group, then exports the labels as nlu traffic export --labelled does', async () => {
    const { root, post, app } = await studio(['cancel my subscription', 'how do i cancel my subscription', 'track parcel A12345 please']);
    const one = await post('/api/inbox/assign', { id: 3, intentId: 'order-status', text: 'track parcel [A12345](orderNumber) please' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 3, label: { intent: 'orderStatus' }, landed: { file: 'corpus/intents.yaml', intent: 1, index: 6 } });
    // Again (a retry): already landed, labelled again, nothing added.
    expect((await post('/api/inbox/assign', { id: 3, intentId: 'order-status', text: 'track parcel [A12345](orderNumber) please' })).json()).toMatchObject({ landed: null });
    expect(readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8').match(/track parcel/g)).toHaveLength(1);
    const group = await post('/api/inbox/assign-group', { ids: [1, 2], intentId: null });
    expect(group.json()).toEqual({ assigned: 2, landed: 2 });
    expect((await loadCorpus(join(root, 'corpus'))).outOfScope.map((u) => u.text)).toEqual(expect.arrayContaining(['cancel my subscription', 'how do i cancel my subscription']));
    const exported = await app.inject({ method: 'GET', url: '/api/inbox/export.jsonl', headers: { host } });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="labelled-traffic.jsonl"');
    expect(exported.body).toBe('{"text":"cancel my subscription","intent":null}\n{"text":"how do i cancel my subscription","intent":null}\n{"text":"track parcel A12345 please","intent":"orderStatus"}\n');
    // Labelled messages leave the default list.
    const page = (await app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(page).not.toContain('cancel my subscription');
    expect((await app.inject({ method: 'GET', url: '/inbox?labelled=1', headers: { host } })).body).toContain('labelled out of scope');
  });

  it('refuses a bad body, and an assignment without the CSRF token', async () => {
    const { post, app } = await studio(['where did my parcel go']);
    expect((await post('/api/inbox/assign', { id: 1, intentId: 'order-status' })).statusCode).toBe(400);
    expect((await post('/api/inbox/assign', { id: 1, intentId: 'order-status', text: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/inbox/assign', headers: { host }, payload: { id: 1, intentId: null, text: 'x' } })).statusCode).toBe(403);
  });

  it('without a traffic store, the page says how to get one and the API refuses', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-none-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const built = await buildStudio(resolveStudioConfig({}, {}, root));
    open.push(built);
    const page = (await built.app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(page).toContain('No traffic store: none was given and data/traffic.sqlite is not in the project folder.');
    const refused = await built.app.inject({ method: 'POST', url: '/api/inbox/assign', headers: { host, [CSRF_HEADER]: built.csrfToken }, payload: { id: 1, intentId: null, text: 'x' } });
    expect(refused.statusCode).toBe(409);
    const missing = await buildStudio(resolveStudioConfig({ traffic: 'nowhere.sqlite' }, {}, root));
    open.push(missing);
    expect((await missing.app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body).toMatch(/The traffic store nowhere\.sqlite did not open: No traffic store at/);
  });
});

describe('the Publish API', () => {
  it('refuses to publish without a draft; publishes a trained draft; shows a server that does not answer as such', async () => {
    const { post, app, root } = await studio([], { server: 'http://127.0.0.1:1' });
    const refused = await post('/api/publish', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/train first/);
    const page = (await app.inject({ method: 'GET', url: '/publish', headers: { host } })).body;
    expect(page).toMatch(/<td>Draft<\/td><td><code>\.nlu-studio\/draft-model\.json<\/code><\/td><td colspan="4">none yet: Train/);
    expect(page).toMatch(/http:\/\/127\.0\.0\.1:1<\/td><td class="down" colspan="4">not answering: /);
    const draft = { ...model, createdAt: '2030-01-01T00:00:00.000Z' };
    await writeModelFile(join(root, '.nlu-studio', 'draft-model.json'), draft);
    expect((await app.inject({ method: 'GET', url: '/api/publish', headers: { host } })).json().modelRows).toContain('not published');
    expect((await post('/api/publish', {})).json()).toEqual({ published: { corpusHash: model.corpusHash, createdAt: '2030-01-01T00:00:00.000Z', intentCount: 3 } });
    const after = (await app.inject({ method: 'GET', url: '/api/publish', headers: { host } })).json();
    expect(after.published.identity.createdAt).toBe('2030-01-01T00:00:00.000Z');
    expect(after.modelRows).toMatch(/<td>published<\/td>/);
    expect(after.servers[0]).toMatchObject({ status: { state: 'not answering' }, runs: null });
  });
});
