/** The Corpus and Entities pages' API through Fastify's inject: what lands on disk, and what is refused (400, 404, 409). */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { viewOf } from '../../src/studio/corpus-document.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';
import { changedRegion } from './changed-lines.js';

const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });
const host = '127.0.0.1:3100';

async function studio(corpus = 'test/fixtures/tiny-corpus') {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-corpus-api-'));
  cpSync(corpus, join(root, 'corpus'), { recursive: true });
  const built = await buildStudio(resolveStudioConfig({}, {}, root));
  open.push(built);
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown) => built.app.inject({ method, url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload: payload as object });
  const page = async (url: string) => (await built.app.inject({ method: 'GET', url, headers: { host } })).body;
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  return { ...built, root, send, page, read };
}

describe('the Corpus page API', () => {
  it('moves an utterance across files: gone from the source, appended to the target', async () => {
    const s = await studio('corpus');
    const [cancel, status] = [s.read('corpus/intents/cancel-order.yaml'), s.read('corpus/intents/order-status.yaml')];
    const from = { file: 'corpus/intents/cancel-order.yaml', intentId: 'cancel-order', index: 0, expected: 'cancel order [784513](orderNumber)' };
    const moved = await s.send('POST', '/api/utterances/move', { from, to: { file: 'corpus/intents/order-status.yaml', intentId: 'order-status' } });
    expect(moved.statusCode).toBe(200);
    expect(changedRegion(cancel, s.read('corpus/intents/cancel-order.yaml'))).toMatchObject({ removed: ['      - "cancel order [784513](orderNumber)"'], added: [] });
    expect(changedRegion(status, s.read('corpus/intents/order-status.yaml'))).toMatchObject({ removed: [], added: ['      - "cancel order [784513](orderNumber)"'] });
    // The page drew before the move: the same request again is stale.
    const again = await s.send('POST', '/api/utterances/move', { from, to: { file: 'corpus/intents/order-status.yaml', intentId: 'order-status' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('expected the utterance "cancel order [784513](orderNumber)" in intent "cancel-order", found it no more ("please cancel [A77120](orderNumber)" where the page showed it): it was edited or removed on disk; reload the page');
  });

  it('adds and moves by the intent\'s id: after an editor reorders and inserts intents, each lands in the intent the page named; a renamed one is a 409 saying so', async () => {
    const s = await studio();
    const page = await s.page('/');
    // What the page sends names intents by id, never by position.
    expect(page).toContain('<form class="add" data-file="corpus/intents.yaml" data-intent-id="greeting">');
    expect(page).toContain(`<option value="${'{&quot;file&quot;:&quot;corpus/intents.yaml&quot;,&quot;intentId&quot;:&quot;order-status&quot;}'}">orderStatus (corpus/intents.yaml)</option>`);
    // An editor (or git pull) puts a new intent first and greeting before order-status.
    const before = s.read('corpus/intents.yaml');
    const [head, rest] = before.split('  - id: product-search\n');
    const [search, tail] = rest!.split('  - id: order-status\n');
    const [status, greetingAndRest] = tail!.split('  - id: greeting\n');
    const [greeting, oos] = greetingAndRest!.split('outOfScope:\n');
    writeFileSync(join(s.root, 'corpus/intents.yaml'), `${head}  - id: thanks\n    name: thanks\n    utterances:\n      - thank you\n  - id: greeting\n${greeting}  - id: product-search\n${search}  - id: order-status\n${status}outOfScope:\n${oos}`);
    expect((await s.send('POST', '/api/utterances', { file: 'corpus/intents.yaml', intentId: 'greeting', text: 'howdy' })).statusCode).toBe(200);
    const from = { file: 'corpus/intents.yaml', intentId: 'greeting', index: 4, expected: 'hiya' };
    expect((await s.send('POST', '/api/utterances/move', { from, to: { file: 'corpus/intents.yaml', intentId: 'order-status' } })).statusCode).toBe(200);
    // An edit of a line whose position moved (a line inserted above it) still finds it by its text.
    expect((await s.send('PUT', '/api/utterances', { file: 'corpus/intents.yaml', intentId: 'product-search', index: 1, expected: 'I want [jeans](title)', text: 'I want [blue jeans](title)' })).statusCode).toBe(200);
    const intents = viewOf('corpus/intents.yaml', s.read('corpus/intents.yaml')).intents;
    const of = (id: string) => intents.find((i) => i.id === id)!.utterances;
    expect(of('greeting')).toEqual(['hello', 'hi there', 'good morning', 'hey', 'howdy']);
    expect(of('order-status').at(-1)).toBe('hiya');
    expect(of('thanks')).toEqual(['thank you']);
    expect(of('product-search')[1]).toBe('I want [blue jeans](title)');
    // The intent renamed on disk: the stale page is told what changed, and nothing is written.
    writeFileSync(join(s.root, 'corpus/intents.yaml'), s.read('corpus/intents.yaml').replace('- id: greeting', '- id: greetings'));
    const stale = s.read('corpus/intents.yaml');
    const refused = await s.send('POST', '/api/utterances', { file: 'corpus/intents.yaml', intentId: 'greeting', text: 'yo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('expected an intent with id "greeting" in the file, found only "thanks", "greetings", "product-search", "order-status": it was renamed, deleted or moved to another file on disk; reload the page');
    expect((await s.send('POST', '/api/utterances/move', { from: { ...from, intentId: 'order-status', index: 6 }, to: { file: 'corpus/intents.yaml', intentId: 'greeting' } })).statusCode).toBe(409);
    expect(s.read('corpus/intents.yaml')).toBe(stale);
  });

  it('moves within a file to the out-of-scope list, and refuses bad input and files outside the corpus', async () => {
    const s = await studio();
    const before = s.read('corpus/intents.yaml');
    const from = { file: 'corpus/intents.yaml', intentId: 'greeting', index: 4, expected: 'hiya' };
    expect((await s.send('POST', '/api/utterances/move', { from, to: { file: 'corpus/intents.yaml', intentId: null } })).statusCode).toBe(200);
    expect(s.read('corpus/intents.yaml')).toBe(`${before.replace('      - hiya\n', '')}  - hiya\n`);
    const moved = s.read('corpus/intents.yaml');
    for (const [payload, status] of [
      [{ from: { ...from, intentId: null, index: 4 }, to: { file: 'corpus/intents.yaml', intentId: 2 } }, 400],
      [{ from: { ...from, intentId: null, index: 4 }, to: { file: 'corpus/intents.yaml', intentId: 'elsewhere' } }, 409],
      [{ from: { ...from, intentId: null, index: 4 }, to: { file: 'corpus/intents.yaml', intentId: 'greeting' }, extra: 1 }, 400],
      [{ from: { ...from, intentId: null, index: 4 }, to: { file: 'corpus/../corpus/intents.yaml', intentId: 'greeting' } }, 404],
      [{ from: { ...from, file: 'package.json' }, to: { file: 'corpus/intents.yaml', intentId: 'order-status' } }, 404],
      [{ from: { ...from, intentId: null, index: 4 }, to: { file: 'corpus/intents.yaml', intentId: null } }, 400],
    ] as const) expect((await s.send('POST', '/api/utterances/move', payload)).statusCode).toBe(status);
    expect(s.read('corpus/intents.yaml')).toBe(moved);
  });

  it('edits and deletes an out-of-scope example, and adds one once', async () => {
    const s = await studio();
    const before = s.read('corpus/intents.yaml');
    expect((await s.send('PUT', '/api/utterances', { file: 'corpus/intents.yaml', intentId: null, index: 1, expected: 'tell me a joke', text: 'tell me a good joke' })).statusCode).toBe(200);
    expect(changedRegion(before, s.read('corpus/intents.yaml'))).toMatchObject({ removed: ['  - tell me a joke'], added: ['  - tell me a good joke'] });
    expect((await s.send('DELETE', '/api/utterances', { file: 'corpus/intents.yaml', intentId: null, index: 1, expected: 'tell me a joke' })).statusCode).toBe(409);
    expect((await s.send('DELETE', '/api/utterances', { file: 'corpus/intents.yaml', intentId: null, index: 1, expected: 'tell me a good joke' })).statusCode).toBe(200);
    const added = await s.send('POST', '/api/out-of-scope', { text: 'book me a flight' });
    expect(added.json()).toEqual({ file: 'corpus/intents.yaml', intentId: null, index: 3 });
    expect(s.read('corpus/intents.yaml').endsWith('  - who is the president\n  - book me a flight\n')).toBe(true);
    expect((await s.send('POST', '/api/out-of-scope', { text: 'Book me a flight' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/out-of-scope', { text: '' })).statusCode).toBe(400);
  });

  it('adds an intent to a new file or a chosen one, and deletes one after checking its id', async () => {
    const s = await studio('corpus');
    const added = await s.send('POST', '/api/intents', { file: null, id: 'gift-cards', name: 'giftCards', text: 'do you sell gift cards' });
    expect(added.json()).toEqual({ file: 'corpus/intents/gift-cards.yaml' });
    expect(s.read('corpus/intents/gift-cards.yaml')).toMatch(/- id: gift-cards\n {4}name: giftCards\n/);
    const thanks = s.read('corpus/intents/thanks.yaml');
    expect((await s.send('POST', '/api/intents', { file: 'corpus/intents/thanks.yaml', id: 'welcome', name: 'welcome' })).statusCode).toBe(200);
    expect(changedRegion(thanks, s.read('corpus/intents/thanks.yaml')).added).toEqual(['  - id: welcome', '    name: welcome', '    utterances: []']);
    expect((await s.send('POST', '/api/intents', { file: null, id: 'gift cards', name: 'x' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/intents', { file: null, id: 'x', name: 'giftCards' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/intents', { file: '../x.yaml', id: 'y', name: 'y' })).statusCode).toBe(404);
    // The empty intent is placed where nlu train reports it (its own list: the corpus's first page is other intents').
    const page = await s.page('/?intent=welcome');
    expect(page).toMatch(/id="intent-welcome"[\s\S]*<ul class="issues"><li>intent &quot;welcome&quot; has no utterances: expected at least one<\/li><\/ul>/);
    expect((await s.send('DELETE', '/api/intents', { file: 'corpus/intents/thanks.yaml', intentId: 'gift-cards' })).statusCode).toBe(409);
    expect((await s.send('DELETE', '/api/intents', { file: 'corpus/intents/thanks.yaml', intentId: 'welcome' })).statusCode).toBe(200);
    expect(s.read('corpus/intents/thanks.yaml')).toBe(thanks);
  });

  it('places problems where they are: an out-of-scope example under an intent too, beside the example', async () => {
    const s = await studio();
    expect((await s.send('POST', '/api/out-of-scope', { text: 'good morning' })).statusCode).toBe(200);
    const page = await s.page('/');
    expect(page).toMatch(/id="out-of-scope-0-4"[\s\S]*?<ul class="issues"><li>the utterance &quot;good morning&quot; is under outOfScope and also under intent &quot;greeting&quot;/);
    expect(page).toContain('<a href="#out-of-scope-0-4">out-of-scope example 5 in corpus/intents.yaml</a>');
    expect(page).toMatch(/<option>vendor<\/option><option>title<\/option><option>toPrice<\/option><option>orderNumber<\/option>/);
  });

  it('refuses the new changes without the CSRF token', async () => {
    const s = await studio();
    const response = await s.app.inject({ method: 'POST', url: '/api/out-of-scope', headers: { host }, payload: { text: 'x y' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the Entities page API', () => {
  it('edits, adds and deletes list values and their synonyms, only their lines', async () => {
    const s = await studio();
    const before = s.read('corpus/entities.yaml');
    const edit = { file: 'corpus/entities.yaml', entity: 'vendor', index: 1, expected: 'New Balance', value: 'New Balance', synonyms: ['newbalance', 'nb', 'new bal'] };
    expect((await s.send('PUT', '/api/entities/values', edit)).statusCode).toBe(200);
    expect(changedRegion(before, s.read('corpus/entities.yaml'))).toMatchObject({ removed: ['        synonyms: [newbalance, nb]'], added: ['        synonyms: [newbalance, nb, new bal]'] });
    expect((await s.send('PUT', '/api/entities/values', { ...edit, expected: 'Old Balance' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/entities/values', { file: 'corpus/entities.yaml', entity: 'vendor', value: 'Puma', synonyms: [] })).statusCode).toBe(200);
    expect((await s.send('POST', '/api/entities/values', { file: 'corpus/entities.yaml', entity: 'vendor', value: 'puma', synonyms: [] })).statusCode).toBe(409);
    expect((await s.send('DELETE', '/api/entities/values', { file: 'corpus/entities.yaml', entity: 'vendor', index: 3, expected: 'Puma' })).statusCode).toBe(200);
    expect((await s.send('POST', '/api/entities/values', { file: 'corpus/entities.yaml', entity: 'vendor', value: 'x', synonyms: 'a, b' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/entities/values', { file: 'corpus/../package.json', entity: 'vendor', value: 'x', synonyms: [] })).statusCode).toBe(404);
    expect(changedRegion(before, s.read('corpus/entities.yaml')).added).toEqual(['        synonyms: [newbalance, nb, new bal]']);
  });

  it('adds an entity of each type to a chosen file, refusing a name the corpus has, and deletes one', async () => {
    const s = await studio();
    const before = s.read('corpus/entities.yaml');
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'size', type: 'list', value: 'small', synonyms: ['s'] })).statusCode).toBe(200);
    expect((await s.send('POST', '/api/entities', { file: 'corpus/intents.yaml', name: 'sku', type: 'regex', pattern: '\\bSKU-\\d+\\b', flags: '' })).statusCode).toBe(200);
    expect(s.read('corpus/intents.yaml')).toMatch(/\nentities:\n {2}sku:\n {4}type: regex\n {4}pattern: '\\bSKU-\\d\+\\b'\n$/);
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'sku', type: 'learned' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'x', type: 'regex', pattern: '(' , flags: '' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'x', type: 'builtin' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/entities', { file: '../entities.yaml', name: 'x', type: 'learned' })).statusCode).toBe(404);
    const page = await s.page('/entities');
    expect(page).toMatch(/id="entity-vendor"[\s\S]*?annotated in 3 utterances/);
    expect(page).toContain('<option selected>corpus/entities.yaml</option>');
    expect((await s.send('DELETE', '/api/entities', { file: 'corpus/entities.yaml', entity: 'size' })).statusCode).toBe(200);
    expect(s.read('corpus/entities.yaml')).toBe(before);
    expect((await s.send('DELETE', '/api/entities', { file: 'corpus/entities.yaml', entity: 'size' })).statusCode).toBe(409);
  });

  it('checks a regex live with the engine, refuses to save a bad one, and shows a bad one on disk beside its entity', async () => {
    const s = await studio();
    const check = await s.send('POST', '/api/entities/regex-check', { pattern: '\\b[A-Z]?\\d{6}\\b', flags: 'i', statement: 'is a938170 or 12 here' });
    expect(check.json()).toEqual({ problem: null, matches: [{ start: 3, end: 10, text: 'a938170' }] });
    const bad = await s.send('POST', '/api/entities/regex-check', { pattern: '[A-Z', flags: 'i', statement: 'x' });
    expect(bad.json()).toMatchObject({ problem: expect.stringMatching(/^expected a valid regular expression/), matches: [] });
    const before = s.read('corpus/entities.yaml');
    const save = await s.send('PUT', '/api/entities/regex', { file: 'corpus/entities.yaml', entity: 'orderNumber', expected: '\\b[A-Z]?\\d{6}\\b', pattern: '[A-Z', flags: 'i' });
    expect(save.statusCode).toBe(400);
    expect(save.json().error).toBe(bad.json().problem);
    expect(s.read('corpus/entities.yaml')).toBe(before);
    expect((await s.send('PUT', '/api/entities/regex', { file: 'corpus/entities.yaml', entity: 'orderNumber', expected: '\\b[A-Z]?\\d{6}\\b', pattern: '\\b[A-Z]?\\d{5,8}\\b', flags: 'i' })).statusCode).toBe(200);
    expect(changedRegion(before, s.read('corpus/entities.yaml')).added).toEqual(["    pattern: '\\b[A-Z]?\\d{5,8}\\b'"]);
    // A bad pattern written in an editor: both pages still draw, the problem beside the entity.
    writeFileSync(join(s.root, 'corpus/entities.yaml'), before.replace("'\\b[A-Z]?\\d{6}\\b'", "'(A|'"));
    const entities = await s.page('/entities');
    expect(entities).toMatch(/id="entity-orderNumber"[\s\S]*?<ul class="issues"><li>expected a valid regular expression, found \/\(A\|\//);
    expect(entities).toContain('<a href="#entity-orderNumber">the entity orderNumber in corpus/entities.yaml</a>');
    expect(await s.page('/')).toContain('<a href="/entities#entity-orderNumber">the entity orderNumber in corpus/entities.yaml</a>');
    expect(existsSync(join(s.root, 'corpus/out-of-scope.yaml'))).toBe(false);
  });
});

describe('the Entities page API: settings and builtins', () => {
  it('saves a list\'s and a learned entity\'s settings, only their lines; refuses bad settings (400), stale ones and a bound another entity has (409)', async () => {
    const s = await studio('corpus');
    const file = 'corpus/entities.yaml';
    const before = s.read(file);
    const fuzzyOff = { file, entity: 'vendor', type: 'list', expected: { fuzzy: true, open: true }, fuzzy: false, open: true };
    expect((await s.send('PUT', '/api/entities/settings', fuzzyOff)).statusCode).toBe(200);
    expect(changedRegion(before, s.read(file))).toMatchObject({ removed: ['    fuzzy: true'], added: ['    fuzzy: false'] });
    const stale = await s.send('PUT', '/api/entities/settings', fuzzyOff);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/the file changed on disk; reload the page/);
    expect((await s.send('PUT', '/api/entities/settings', { ...fuzzyOff, fuzzy: 'no' })).statusCode).toBe(400);
    expect((await s.send('PUT', '/api/entities/settings', { ...fuzzyOff, type: 'regex' })).statusCode).toBe(400);
    expect((await s.send('PUT', '/api/entities/settings', { ...fuzzyOff, resolve: true })).statusCode).toBe(400);
    const learned = { file, entity: 'title', type: 'learned', expected: { resolve: false, range: null } };
    const noResolve = await s.send('PUT', '/api/entities/settings', { ...learned, resolve: false, range: 'upper' });
    expect(noResolve.statusCode).toBe(409);
    expect(noResolve.json().error).toMatch(/^expected no other entity with range: upper, found toPrice \(corpus\/entities.yaml\)/);
    expect((await s.send('PUT', '/api/entities/settings', { ...learned, resolve: true, range: 'middle' })).statusCode).toBe(400);
    const afterFuzzy = s.read(file);
    expect((await s.send('PUT', '/api/entities/settings', { file, entity: 'toPrice', type: 'learned', expected: { resolve: true, range: 'upper' }, resolve: true, range: null })).statusCode).toBe(200);
    const bad = await s.send('PUT', '/api/entities/settings', { ...learned, resolve: false, range: 'upper' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^expected resolve: number with range: upper/);
    expect((await s.send('PUT', '/api/entities/settings', { ...learned, resolve: true, range: 'upper' })).statusCode).toBe(200);
    const bounds = afterFuzzy.replace('  title:\n    type: learned\n', '  title:\n    type: learned\n    resolve: number\n    range: upper\n');
    expect(s.read(file)).toBe(bounds.replace(/( {2}toPrice:\n {4}type: learned\n {4}resolve: number\n) {4}range: upper\n$/, '$1'));
    // The page draws what is on disk, as checkboxes and radios.
    const page = await s.page('/entities');
    expect(page).toMatch(/id="entity-vendor-fuzzy" name="fuzzy" aria-describedby/);
    expect(page).toMatch(/id="entity-vendor-open" name="open" checked/);
    expect(page).toMatch(/data-entity="title" data-type="learned" data-expected="\{&quot;resolve&quot;:true,&quot;range&quot;:&quot;upper&quot;\}"/);
  });

  it('adds a builtin entity of a kind nlu train knows, and refuses another kind', async () => {
    const s = await studio();
    const before = s.read('corpus/entities.yaml');
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'contact', type: 'builtin', builtin: 'email' })).statusCode).toBe(200);
    expect(changedRegion(before, s.read('corpus/entities.yaml'))).toMatchObject({ removed: [], added: ['  contact:', '    type: builtin', '    builtin: email'] });
    expect((await s.send('POST', '/api/entities', { file: 'corpus/entities.yaml', name: 'when', type: 'builtin', builtin: 'date' })).statusCode).toBe(400);
    expect(await s.page('/entities')).toMatch(/id="entity-contact"[\s\S]*?<code>builtin: email<\/code>/);
  });
});

describe('the Entities page API: rename', () => {
  it('renames an entity and its annotations in every file; refuses a taken or bad name and a file not the corpus\'s', async () => {
    const s = await studio();
    const [entities, intents] = [s.read('corpus/entities.yaml'), s.read('corpus/intents.yaml')];
    expect((await s.send('POST', '/api/entities/rename', { file: 'corpus/entities.yaml', entity: 'vendor', name: 'title' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/entities/rename', { file: 'corpus/entities.yaml', entity: 'vendor', name: 'a b' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/entities/rename', { file: 'corpus/intents.yaml', entity: 'vendor', name: 'brand' })).statusCode).toBe(409);
    expect((await s.send('POST', '/api/entities/rename', { file: '../entities.yaml', entity: 'vendor', name: 'brand' })).statusCode).toBe(404);
    expect(s.read('corpus/intents.yaml')).toBe(intents);
    const renamed = await s.send('POST', '/api/entities/rename', { file: 'corpus/entities.yaml', entity: 'vendor', name: ' brand ' });
    expect(renamed.json()).toEqual({ ok: true, files: 2, utterances: 3 });
    expect(s.read('corpus/entities.yaml')).toBe(entities.replace('  vendor:\n', '  brand:\n'));
    expect(s.read('corpus/intents.yaml')).toBe(intents.replaceAll('](vendor)', '](brand)'));
    expect(await s.page('/entities')).toMatch(/id="entity-brand"[\s\S]*?annotated in 3 utterances/);
  });
});
