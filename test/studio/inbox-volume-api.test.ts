/**
 * The Inbox at a real bot's volume, through Fastify's inject on a real SQLite traffic store: identical messages are
 * one row with their count (an action labels them all), statements the corpus holds are hidden unless asked for,
 * and the messages the engine answered are accepted in bulk (labelled with their answer, added to the corpus
 * when the user chooses).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';
import type { NewTrafficMessage } from '../../src/traffic/message.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { message } from '../traffic/fixtures.js';

const host = '127.0.0.1:3100';
const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });
let model: ModelFile;
beforeAll(async () => { model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus')); });

/** A matched message as `nlu serve --record` stores it, answered with an intent of the tiny corpus (by id). */
function answered(text: string, intentId: string, intentName: string): NewTrafficMessage {
  const m = message({ text, intent: intentName });
  return { ...m, answer: { ...m.answer, intentId } };
}

async function studio(messages: NewTrafficMessage[]) {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-volume-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  await writeModelFile(join(root, 'models', 'model.json'), model);
  mkdirSync(join(root, 'data'));
  const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
  await store.add(messages);
  await store.close();
  const built = await buildStudio(resolveStudioConfig({}, {}, root));
  open.push(built);
  const page = async (url: string) => (await built.app.inject({ method: 'GET', url, headers: { host } })).body;
  const post = (url: string, payload: object) => built.app.inject({ method: 'POST', url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload });
  const unlabelled = async () => (await built.app.inject({ method: 'GET', url: '/inbox?labelled=1&incorpus=1', headers: { host } })).body;
  return { ...built, root, page, post, unlabelled };
}

describe('the Inbox at volume', () => {
  it('shows 138 identical messages as one row with their count, and Assign labels all 138', async () => {
    const parcel = Array.from({ length: 138 }, (_, k) => message({ text: k % 2 ? 'Where is my parcel?' : 'where is my parcel', matched: false, score: 0.1, time: 1_700_000_000_000 + k }));
    const s = await studio([...parcel, message({ text: 'do you sell gift cards', matched: false, score: 0.2 })]);
    const page = await s.page('/inbox');
    expect(page.match(/<li class="message"/g)).toHaveLength(2);
    expect(page).toContain('<span class="count" title="138 identical messages: an action labels them all">×138</span>');
    const row = /<form class="assign" data-id="(\d+)" data-others="([\d,]+)">/.exec(page)!;
    expect(row[2]!.split(',')).toHaveLength(137);
    const assigned = await s.post('/api/inbox/assign', { id: Number(row[1]), intentId: 'order-status', text: 'where is my parcel', others: row[2]!.split(',').map(Number) });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ others: 137, landed: { intentId: 'order-status' } });
    // Labelled, all of them: the inbox keeps the other message only; the corpus got the statement once.
    expect((await s.page('/inbox')).match(/<li class="message"/g)).toHaveLength(1);
    expect(readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8').match(/where is my parcel/g)).toHaveLength(1);
  });

  it('refuses a statement annotating an entity the corpus does not define, saying which, and writes nothing', async () => {
    const s = await studio([message({ text: 'anything vegan', matched: false, score: 0.1 })]);
    const before = readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8');
    const refused = await s.post('/api/inbox/assign', { id: 1, intentId: 'product-search', text: 'anything [vegan](diet)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('expected annotations of entities the corpus defines (vendor, title, toPrice, orderNumber), found "diet": define it on the Entities page first, or remove the annotation');
    expect(readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8')).toBe(before);
  });

  it('notices a traffic store made after the studio started (a server started since with --record)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-inbox-late-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const built = await buildStudio(resolveStudioConfig({}, {}, root));
    open.push(built);
    const inbox = async () => (await built.app.inject({ method: 'GET', url: '/inbox', headers: { host } })).body;
    expect(await inbox()).toContain('No traffic store');
    mkdirSync(join(root, 'data'));
    const store = SqliteTrafficStore.open(join(root, 'data', 'traffic.sqlite'));
    await store.add([message({ text: 'do you sell gift cards', matched: false, score: 0.2 })]);
    await store.close();
    const page = await inbox();
    expect(page).toContain('<code>data/traffic.sqlite</code>');
    expect(page).toContain('<p class="text">do you sell gift cards</p>');
  });

  it('hides the messages whose statement the corpus holds, and shows them, saying where, when asked', async () => {
    const s = await studio([message({ text: 'Hello!', matched: false, score: 0.1 }), message({ text: 'do you sell gift cards', matched: false, score: 0.2 })]);
    const page = await s.page('/inbox');
    expect(page).not.toContain('<p class="text">Hello!');
    expect(page).toContain('Include those already in the corpus (1)');
    const shown = await s.page('/inbox?incorpus=1');
    expect(shown).toContain('<p class="text">Hello!</p>');
    expect(shown).toContain('Already in the corpus, under greeting.');
  });

  it('accepts the answered messages in bulk: labels them with their answer, adds their statements when asked, leaves those of a gone intent', async () => {
    const s = await studio([
      answered('where is my order 784512', 'order-status', 'orderStatus'),
      answered('where is my order 784512', 'order-status', 'orderStatus'),
      answered('show me red shoes', 'product-search', 'productSearch'),
      answered('where is my order', 'order-status', 'orderStatus'),
      answered('cancel it', 'cancel-order', 'cancelOrder'),
      message({ text: 'do you sell gift cards', matched: false, score: 0.2 }),
    ]);
    const page = await s.page('/inbox');
    expect(page).toContain('4 messages (3 distinct statements) the engine answered with an intent of the corpus wait for a label.');
    const accepted = await s.post('/api/inbox/accept-answered', { addToCorpus: true });
    expect(accepted.json()).toEqual({ labelled: 4, landed: 2, skipped: 1 });
    const corpus = readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8');
    // As the engine read them: the order number annotated; "where is my order" was there already.
    expect(corpus).toContain('      - where is my order [784512](orderNumber)\n');
    expect(corpus).toContain('      - show me [red shoes](title)\n');
    expect(corpus.match(/- where is my order\n/g)).toHaveLength(1);
    const after = await s.page('/inbox');
    expect(after).not.toContain('Answered by the engine');
    expect(after).toContain('<p class="text">cancel it</p>');
    expect((await s.post('/api/inbox/accept-answered', { addToCorpus: false })).json()).toEqual({ labelled: 0, landed: 0, skipped: 1 });
  });

  it('accepts without touching the corpus when the user does not ask', async () => {
    const s = await studio([answered('show me red shoes', 'product-search', 'productSearch')]);
    const before = readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8');
    expect((await s.post('/api/inbox/accept-answered', { addToCorpus: false })).json()).toEqual({ labelled: 1, landed: 0, skipped: 0 });
    expect(readFileSync(join(s.root, 'corpus', 'intents.yaml'), 'utf8')).toBe(before);
  });
});
