/**
 * The Inbox and Publish API through Fastify's inject: listing, assigning, a new intent from messages, exporting,
 * publishing. The Inbox's key checks run against each traffic backend the studio opens: SQLite, and a real
 * PostgreSQL when NLU_TEST_PG_URL is set (`source scripts/ci/start-services.sh`; skipped with a note otherwise).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { resolveStudioConfig, type StudioArgs } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';
import type { NewTrafficMessage } from '../../src/traffic/message.js';
import { shownLocation } from '../../src/traffic/open-traffic-store.js';
import { PostgresTrafficStore } from '../../src/traffic/stores/postgres-traffic-store.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { dropSchema, uniqueSchema } from '../referrer/support/pg-schema.js';
import { serviceUrl } from '../referrer/support/services.js';
import { message } from '../traffic/fixtures.js';
import { changedRegion } from './changed-lines.js';

const host = '127.0.0.1:3100';
const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });
let model: ModelFile;
beforeAll(async () => { model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus')); });

/** A traffic backend the studio reads: `seed` stores the messages and says how the studio is pointed at them. */
interface Backend {
  name: string;
  seed(root: string, messages: NewTrafficMessage[]): Promise<{ args: StudioArgs; env: Record<string, string>; shown: string }>;
}

/** `nlu serve --record`'s default file, found by the studio without --traffic. */
const sqlite: Backend = {
  name: 'SQLite',
  async seed(root, messages) {
    mkdirSync(join(root, 'data'));
    const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
    await store.add(messages);
    await store.close();
    return { args: {}, env: {}, shown: 'data/traffic.sqlite' };
  },
};

const pgUrl = serviceUrl('NLU_TEST_PG_URL', 'studio Inbox on a PostgreSQL traffic store');
const schemas: string[] = [];
afterAll(async () => { for (const schema of schemas.splice(0)) await dropSchema(pgUrl!, schema); });
/** `--traffic postgres://…`, in a schema of its own (NLU_TRAFFIC_PG_SCHEMA, as `nlu serve --record` reads it). */
const postgres: Backend = {
  name: 'PostgreSQL',
  async seed(_root, messages) {
    const schema = uniqueSchema('nlu_studio_inbox');
    schemas.push(schema);
    const store = await PostgresTrafficStore.open({ connectionString: pgUrl!, schema });
    await store.add(messages);
    await store.close();
    return { args: { traffic: pgUrl! }, env: { NLU_TRAFFIC_PG_SCHEMA: schema }, shown: shownLocation(pgUrl!) };
  },
};
const backends = pgUrl ? [sqlite, postgres] : [sqlite];

/** Runs `build` with `env` set in process.env (the studio reads NLU_TRAFFIC_PG_SCHEMA when it opens the store). */
async function withEnv<T>(env: Record<string, string>, build: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await build();
  } finally {
    for (const [k, v] of Object.entries(before)) { if (v === undefined) delete process.env[k]; else process.env[k] = v; }
  }
}

/** A project with the tiny corpus, a published model, and a store holding `texts` (unmatched) then one matched message. */
async function studio(texts: string[], args: StudioArgs = {}, backend: Backend = sqlite): Promise<Studio & { root: string; shown: string; post: (url: string, payload: object) => Promise<LightMyRequestResponse> }> {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-api-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  await writeModelFile(join(root, 'models', 'model.json'), model);
  const seeded = await backend.seed(root, [...texts.map((text, k) => message({ text, matched: false, score: 0.1 * k })), message({ text: 'where is my order', score: 0.9 })]);
  const built = await withEnv(seeded.env, () => buildStudio(resolveStudioConfig({ ...seeded.args, ...args }, {}, root)));
  open.push(built);
  const post = (url: string, payload: object) => built.app.inject({ method: 'POST', url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload });
  return { ...built, root, shown: seeded.shown, post };
}

describe.each(backends)('the Inbox API on $name', (backend) => {
  it('lists messages most useful first with what the engine read, groups similar unmatched ones, and pages', async () => {
    const texts = ['where did my parcel go', 'my parcel never came', ...Array.from({ length: 22 }, (_, k) => `question number ${k} about nothing`)];
    const { app, shown } = await studio(texts, {}, backend);
    const page = (await app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(page).toContain(`<code>${shown}</code>`);
    expect(page.indexOf('where did my parcel go')).toBeLessThan(page.indexOf('my parcel never came'));
    expect(page).not.toContain('#25 ·'); // the matched message is on page 2
    expect(page).toMatch(/#1 · <span class="unmatched">unmatched: below-threshold<\/span> · confidence 0\.30 · in-scope score 0\.00 vs cutoff 0\.43/);
    expect(page).toMatch(/<h3 id="group-\d+-title">2 similar: “parcel”<\/h3>/);
    expect(page).toContain('href="/inbox?page=2">Next page</a>');
    // The engine's best guess is selected for an unmatched message.
    expect(page).toMatch(/aria-label="Intent for message 1"><option value="product-search">productSearch<\/option><option value="order-status" selected>/);
    // The matched message's statement is in the corpus: shown only with the filter that asks for those.
    const second = (await app.inject({ method: 'GET', url: '/inbox?page=2&incorpus=1', headers: { host } })).body;
    expect(second).toContain('#25 · answered <strong>orderStatus</strong>');
    const unmatched = (await app.inject({ method: 'GET', url: '/inbox?unmatched=1&page=2', headers: { host } })).body;
    expect(unmatched).not.toContain('#25 ·');
  });

  it('assigns a message and a group, then exports the labels as nlu traffic export --labelled does', async () => {
    const { root, post, app } = await studio(['cancel my subscription', 'how do i cancel my subscription', 'track parcel A12345 please'], {}, backend);
    const one = await post('/api/inbox/assign', { id: 3, intentId: 'order-status', text: 'track parcel [A12345](orderNumber) please' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 3, label: { intent: 'orderStatus' }, landed: { file: 'corpus/intents.yaml', intentId: 'order-status', index: 6 } });
    // Again (a retry): already landed, labelled again, nothing added.
    expect((await post('/api/inbox/assign', { id: 3, intentId: 'order-status', text: 'track parcel [A12345](orderNumber) please' })).json()).toMatchObject({ landed: null });
    expect(readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8').match(/track parcel/g)).toHaveLength(1);
    const group = await post('/api/inbox/assign-group', { ids: [1, 2], intentId: null });
    expect(group.json()).toEqual({ assigned: 2, landed: 2 });
    expect((await loadCorpus(join(root, 'corpus'))).outOfScope.map((u) => u.text)).toEqual(expect.arrayContaining(['cancel my subscription', 'how do i cancel my subscription']));
    const exported = await app.inject({ method: 'GET', url: '/api/inbox/export.jsonl', headers: { host } });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="labelled-traffic.jsonl"');
    // With the entities each statement landed with (the export dropped them).
    expect(exported.body).toBe('{"text":"cancel my subscription","intent":null,"entities":[]}\n{"text":"how do i cancel my subscription","intent":null,"entities":[]}\n{"text":"track parcel A12345 please","intent":"orderStatus","entities":[{"entity":"orderNumber","start":13,"end":19,"value":"A12345"}]}\n');
    // Labelled messages leave the default list.
    const page = (await app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(page).not.toContain('cancel my subscription');
    expect((await app.inject({ method: 'GET', url: '/inbox?labelled=1', headers: { host } })).body).toContain('labelled out of scope');
  });

  it('makes a group a new intent in a new file of its own: its messages its utterances, each labelled with its name; refuses a taken id', async () => {
    const { root, post, app } = await studio(['i want a refund of my money', 'refund my money please', 'can i get my money refunded'], {}, backend);
    const page = (await app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    // Prefilled from the group's suggested name, as the corpus names intents; a new file first among the files.
    expect(page).toContain('<summary>New intent from these 3</summary>');
    expect(page).toMatch(/<form class="new-intent" data-ids="1,2,3">\n<label for="new-intent-id-group-0">Id<\/label><input type="text" id="new-intent-id-group-0" name="intent-id" value="money-refund"/);
    expect(page).toContain('name="intent-name" value="moneyRefund"');
    expect(page).toContain('<select id="new-intent-file-group-0" name="intent-file"><option value="">a new file, corpus/&lt;id&gt;.yaml</option><option value="corpus/entities.yaml">');
    const intentsBefore = readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8');

    const made = await post('/api/inbox/new-intent', { intent: { id: 'money-refund', name: 'moneyRefund', file: null }, ids: [1, 2, 3] });
    expect(made.json()).toEqual({ file: 'corpus/money-refund.yaml', assigned: 3, utterances: 3 });
    expect(readFileSync(join(root, 'corpus', 'money-refund.yaml'), 'utf8').split('\n')).toEqual([
      'intents:',
      '  - id: money-refund',
      '    name: moneyRefund',
      '    utterances:',
      '      - i want a refund of my money',
      '      - refund my money please',
      '      - can i get my money refunded',
      '',
    ]);
    expect(readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8')).toBe(intentsBefore);
    expect((await loadCorpus(join(root, 'corpus'))).intents.map((i) => i.name)).toContain('moneyRefund');
    const exported = (await app.inject({ method: 'GET', url: '/api/inbox/export.jsonl', headers: { host } })).body;
    expect(exported).toBe('{"text":"i want a refund of my money","intent":"moneyRefund","entities":[]}\n{"text":"refund my money please","intent":"moneyRefund","entities":[]}\n{"text":"can i get my money refunded","intent":"moneyRefund","entities":[]}\n');

    // Again (a retry, or a second click): the id is taken now; nothing written.
    const again = await post('/api/inbox/new-intent', { intent: { id: 'money-refund', name: 'refunds', file: 'corpus/intents.yaml' }, ids: [1] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('expected a new intent id, found "money-refund" already used in corpus/money-refund.yaml');
    expect(readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8')).toBe(intentsBefore);
  });

  it('makes one message a new intent in an existing file, with its statement as edited; refuses bad and taken ids before writing', async () => {
    const { root, post, app } = await studio(['where did my parcel go', 'my parcel never came'], {}, backend);
    const intents = () => readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8');
    const before = intents();
    const bad = await post('/api/inbox/new-intent', { intent: { id: 'lost parcel', name: 'lostParcel', file: 'corpus/intents.yaml' }, ids: [1] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('expected an intent id (expected an id of letters, digits, _ . : -), found "lost parcel"');
    const taken = await post('/api/inbox/new-intent', { intent: { id: 'order-status', name: 'lostParcel', file: 'corpus/intents.yaml' }, ids: [1] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('expected a new intent id, found "order-status" already used in corpus/intents.yaml');
    expect((await post('/api/inbox/new-intent', { intent: { id: 'x', name: 'x', file: 'corpus/../../etc/passwd' }, ids: [1] })).statusCode).toBe(404);
    expect(intents()).toBe(before);

    const made = await post('/api/inbox/new-intent', { intent: { id: 'lost-parcel', name: 'lostParcel', file: 'corpus/intents.yaml' }, ids: [2], text: 'my [parcel](title) never came' });
    expect(made.json()).toEqual({ file: 'corpus/intents.yaml', assigned: 1, utterances: 1 });
    expect(changedRegion(before, intents())).toEqual({ at: 30, removed: [], added: ['  - id: lost-parcel', '    name: lostParcel', '    utterances:', '      - my [parcel](title) never came'] });
    const page = (await app.inject({ method: 'GET', url: '/inbox?labelled=1', headers: { host } })).body;
    expect(page).toMatch(/#2 · .* · <span class="labelled">labelled lostParcel<\/span>/);
    expect(page).not.toMatch(/#1 · .*labelled/);
  });

});

describe('the Inbox API', () => {
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
