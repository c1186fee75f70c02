/** The studio's Import API through Fastify's inject: a path in the project, an uploaded zip, the report, the refusals. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';

const host = '127.0.0.1:3100';
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });

async function studio() {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-import-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'tiny-corpus'), join(root, 'corpus'), { recursive: true });
  const built = await buildStudio(resolveStudioConfig({}, {}, root));
  open.push(built);
  return { root, app: built.app, csrf: built.csrfToken };
}

describe('studio Import', () => {
  it('shows the page in the navigation', async () => {
    const { app } = await studio();
    const page = (await app.inject({ method: 'GET', url: '/import', headers: { host } })).body;
    expect(page).toContain('<a href="/import" aria-current="page">Import</a>');
    expect(page).toContain('<form id="import">');
  });

  it('imports a path in the project and answers the report; the corpus it writes loads', async () => {
    const { root, app, csrf } = await studio();
    cpSync(join(FIXTURES, 'dialogflow-carbon-assistant'), join(root, 'exports', 'carbon'), { recursive: true });
    const r = await app.inject({ method: 'POST', url: '/api/import', headers: { host, [CSRF_HEADER]: csrf }, payload: { path: 'exports/carbon', out: 'imported' } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.format).toBe('Dialogflow ES');
    expect(body.corpora).toEqual([expect.objectContaining({ folder: 'imported/corpus', locale: 'en', intents: 14 })]);
    expect(body.entries).toContainEqual(expect.objectContaining({ kind: 'left-out', part: 'responses', what: 'flights_intent', where: expect.stringMatching(/^intents\/flights_intent\.json:\d+$/) }));
    expect(readFileSync(join(root, 'imported', 'import-report.md'), 'utf8')).toMatch(/^# Import report: Dialogflow ES/);
    expect((await loadCorpus(join(root, 'imported', 'corpus'))).intents).toHaveLength(14);
    // The imported corpus in the studio: roles, words never a parameter and scopes are on the Entities page.
    const opened = await buildStudio(resolveStudioConfig({ corpus: 'imported/corpus' }, {}, root));
    open.push(opened);
    const entities = (await opened.app.inject({ method: 'GET', url: '/entities', headers: { host } })).body;
    expect(entities).toContain('A parameter holding a value of the entity named by &quot;of&quot;');
    expect(entities).toContain('Words annotated so are never a parameter');
    expect(entities).toMatch(/origin <span class="type">role<\/span>/);
  });

  it('imports an uploaded zip', async () => {
    const { root, app, csrf } = await studio();
    const files: Record<string, Uint8Array> = {};
    for (const p of ['agent.json', 'intents/affirm.json', 'intents/affirm_usersays_en.json']) files[`agent/${p}`] = strToU8(readFileSync(join(FIXTURES, 'dialogflow-v2', p), 'utf8'));
    const r = await app.inject({ method: 'POST', url: '/api/import/zip?out=from-zip&name=agent.zip', headers: { host, [CSRF_HEADER]: csrf, 'content-type': 'application/zip' }, payload: Buffer.from(zipSync(files)) });
    expect(r.statusCode).toBe(200);
    expect(r.json().corpora[0]).toMatchObject({ folder: 'from-zip/corpus', intents: 1, utterances: 7 });
    expect((await loadCorpus(join(root, 'from-zip', 'corpus'))).intents[0]!.name).toBe('affirm');
  });

  it('refuses a path outside the project, a folder someone wrote, an unknown export, and a zip without the CSRF header', async () => {
    const { root, app, csrf } = await studio();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/import', headers: { host, [CSRF_HEADER]: csrf }, payload });
    expect((await post({ path: '../elsewhere', out: 'x' })).json().error).toMatch(/expected the export to import inside the project folder/);
    cpSync(join(FIXTURES, 'luis', 'patterns.lu'), join(root, 'app.lu'));
    const taken = await post({ path: 'app.lu', out: 'corpus' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatch(/expected the import's folder to be new or empty/);
    writeFileSync(join(root, 'notes.txt'), 'hello');
    expect((await post({ path: 'notes.txt', out: 'y' })).json()).toMatchObject({ code: 'IMPORT_UNKNOWN_FORMAT' });
    const noCsrf = await app.inject({ method: 'POST', url: '/api/import/zip?out=z', headers: { host, 'content-type': 'application/zip' }, payload: Buffer.from('x') });
    expect(noCsrf.statusCode).toBe(403);
    const zipElsewhere = await app.inject({ method: 'POST', url: '/api/import', headers: { host, [CSRF_HEADER]: csrf, 'content-type': 'application/zip' }, payload: Buffer.from('x') });
    expect(zipElsewhere.statusCode).toBe(403);
  });
});
