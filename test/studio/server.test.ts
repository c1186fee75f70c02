/** The studio's API through Fastify's inject: the request checks (CSRF, Origin, Host, token) and an edit landing on disk. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_MODEL_FILE, resolveStudioConfig, type StudioArgs } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio } from '../../src/studio/server.js';

const TINY = 'test/fixtures/tiny-corpus';
const open: Studio[] = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.app.close())); });

async function studio(args: StudioArgs = {}): Promise<Studio & { root: string }> {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-api-'));
  cpSync(TINY, join(root, 'corpus'), { recursive: true });
  const built = await buildStudio(resolveStudioConfig(args, {}, root));
  open.push(built);
  return { ...built, root };
}

const edit = { file: 'corpus/intents.yaml', intentId: 'greeting', index: 0, expected: 'hello', text: 'hello you' };
const host = '127.0.0.1:3100';

describe('the studio API', () => {
  it('edits an utterance with the page\'s CSRF token, changing that line only', async () => {
    const { app, csrfToken, root } = await studio();
    const before = readFileSync(join(root, 'corpus/intents.yaml'), 'utf8');
    const response = await app.inject({ method: 'PUT', url: '/api/utterances', headers: { host, origin: `http://${host}`, [CSRF_HEADER]: csrfToken }, payload: edit });
    expect(response.statusCode).toBe(200);
    expect(readFileSync(join(root, 'corpus/intents.yaml'), 'utf8')).toBe(before.replace('      - hello\n', '      - hello you\n'));
  });

  it('refuses a change without the CSRF token, with a wrong one, from another origin, or as a form post', async () => {
    const { app, csrfToken, root } = await studio();
    const before = readFileSync(join(root, 'corpus/intents.yaml'), 'utf8');
    const attempts = [
      { headers: { host } },
      { headers: { host, [CSRF_HEADER]: `${csrfToken}x` } },
      { headers: { host, [CSRF_HEADER]: csrfToken, origin: 'http://evil.example' } },
    ];
    for (const { headers } of attempts) {
      const response = await app.inject({ method: 'PUT', url: '/api/utterances', headers, payload: edit });
      expect(response.statusCode).toBe(403);
    }
    const form = await app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'file=corpus/intents.yaml&intent=2&text=x' });
    expect(form.statusCode).toBe(403);
    expect(readFileSync(join(root, 'corpus/intents.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a Host that is not loopback while listening on loopback (DNS rebinding)', async () => {
    const { app } = await studio();
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example:3100' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/expected a loopback Host header/);
  });

  it('off loopback, refuses every request without the token and takes it from ?token= as a cookie', async () => {
    const token = 'a-long-enough-token-for-tests';
    const { app, csrfToken } = await studio({ host: '0.0.0.0', token });
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: 'studio.lan:3100' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/?token=wrong-token-wrong-token', headers: { host: 'studio.lan:3100' } })).statusCode).toBe(401);
    const opened = await app.inject({ method: 'GET', url: `/?token=${token}`, headers: { host: 'studio.lan:3100' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: 'studio.lan:3100', cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/train', headers: { host: 'studio.lan:3100', authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    // The token alone does not make a change: the CSRF token is still needed.
    expect((await app.inject({ method: 'PUT', url: '/api/utterances', headers: { host: 'studio.lan:3100', cookie }, payload: edit })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/utterances', headers: { host: 'studio.lan:3100', cookie, [CSRF_HEADER]: csrfToken }, payload: edit })).statusCode).toBe(200);
  });

  it('refuses a file that is not one of the corpus\'s YAML files', async () => {
    const { app, csrfToken } = await studio();
    for (const file of ['package.json', '../etc/passwd', 'corpus/../corpus/intents.yaml']) {
      const response = await app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { file, intentId: 'product-search', text: 'x' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('shows the corpus\'s validation problems as nlu train reports them, beside the utterance', async () => {
    const { app, csrfToken } = await studio();
    const bad = await app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { file: 'corpus/intents.yaml', intentId: 'greeting', text: 'hello [there](nosuchentity)' } });
    expect(bad.statusCode).toBe(200);
    const page = (await app.inject({ method: 'GET', url: '/', headers: { host } })).body;
    expect(page).toMatch(/1 problem, as <code>nlu train<\/code> reports them/);
    // Named as the page counts (from 1) and linked to its row.
    expect(page).toMatch(/<a href="#utterance-[^"]+-5">utterance 6 of \w+ in corpus\/intents.yaml<\/a>/);
    expect(page).toMatch(/nosuchentity/);
    const train = await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} });
    expect(train.statusCode).toBe(409);
    // Train names the problem and links it (it said "the corpus has 1 problem" and nothing else).
    expect(train.json()).toEqual({
      error: 'the corpus has 1 problem, fix it first: utterance 6 of greeting in corpus/intents.yaml: unknown entity "nosuchentity" in annotation "[there](nosuchentity)": expected one defined under "entities"',
      problems: [{ where: 'utterance 6 of greeting in corpus/intents.yaml', href: '/#utterance-greeting-5', message: 'unknown entity "nosuchentity" in annotation "[there](nosuchentity)": expected one defined under "entities"' }],
    });
    const evaluate = await app.inject({ method: 'POST', url: '/api/evaluate', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { mode: 'cross-validation', folds: 3 } });
    expect(evaluate.statusCode).toBe(409);
    expect(evaluate.json().error).toMatch(/^the corpus has 1 problem, fix it first: utterance 6 of greeting/);
  });

  it('says what is missing when there is no corpus folder, on every page that reads it, and the API answers 404, never a 500', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-no-corpus-'));
    const built = await buildStudio(resolveStudioConfig({}, {}, root));
    open.push(built);
    for (const url of ['/', '/entities', '/evaluate', '/inbox', '/?q=x']) {
      const response = await built.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>No corpus at <code>corpus</code></h1>');
      expect(response.body).toContain('mkdir -p corpus/intents');
    }
    for (const url of ['/try', '/publish']) expect((await built.app.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(200);
    const listing = await built.app.inject({ method: 'GET', url: '/api/corpus/listing', headers: { host } });
    expect(listing.statusCode).not.toBe(500);
    const add = await built.app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: built.csrfToken }, payload: { file: 'corpus/a.yaml', intentId: 'a', text: 'hi' } });
    expect(add.statusCode).toBe(404);
    expect(add.json().error).toMatch(/^expected a corpus at corpus, found nothing there/);
  });

  it('answers the try box only once a model exists', async () => {
    const { app, csrfToken } = await studio();
    const response = await app.inject({ method: 'POST', url: '/api/try', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { statement: 'hello' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/train first/);
  });
});

describe('the Train API', () => {
  async function trained(app: Studio['app']): Promise<{ state: string; seconds: number; trainingSeconds: number | null; message: string; stages: string[]; step: unknown; reused: boolean }> {
    for (;;) {
      await new Promise((done) => setTimeout(done, 200));
      const status = (await app.inject({ method: 'GET', url: '/api/train', headers: { host } })).json();
      if (status.state !== 'done') expect(status.trainingSeconds).toBeNull();
      if (status.state !== 'running') return status;
    }
  }

  it('says how long training took beside the whole job once trained; keeps the model when nothing changed; trains an edit on the same thread', async () => {
    const { app, csrfToken, root } = await studio();
    expect((await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} })).statusCode).toBe(200);
    const first = await trained(app);
    expect(first.state, first.message).toBe('done');
    // nlu train's own summary, its paths as the user's project names them.
    expect(first.message).toMatch(/^trained \d+ intents from \d+ utterances .* → \.nlu-studio\/draft-model\.json \(\d+ KiB\)$/m);
    expect(first.message).toContain(`in ${first.trainingSeconds!.toFixed(2)} s → `);
    expect(first.trainingSeconds!).toBeLessThanOrEqual(first.seconds + 0.05);
    expect(first.stages).toEqual(expect.arrayContaining(['calibrating', 'intents']));
    expect(first.step).toBeNull();
    expect(first.reused).toBe(false);
    const draft = readFileSync(join(root, DRAFT_MODEL_FILE), 'utf8');

    // Nothing changed: the model is kept, byte for byte, and the page says so.
    expect((await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} })).statusCode).toBe(200);
    const second = await trained(app);
    expect(second.state, second.message).toBe('done');
    expect(second.reused).toBe(true);
    expect(second.trainingSeconds).toBeNull();
    expect(second.message).toMatch(/^unchanged since the last training \(the same corpus and decision setting\): kept \.nlu-studio\/draft-model\.json\ndecision: /);
    expect(readFileSync(join(root, DRAFT_MODEL_FILE), 'utf8')).toBe(draft);

    // An edit is trained.
    expect((await app.inject({ method: 'PUT', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken }, payload: edit })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} })).statusCode).toBe(200);
    const third = await trained(app);
    expect(third.state, third.message).toBe('done');
    expect(third.reused).toBe(false);
    expect(JSON.parse(readFileSync(join(root, DRAFT_MODEL_FILE), 'utf8')).corpusHash).not.toBe(JSON.parse(draft).corpusHash);
    expect((await app.inject({ method: 'POST', url: '/api/try', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { statement: 'hello' } })).statusCode).toBe(200);
  });

  it('fails as nlu train would, with its error line, and trains again once the cause is gone', async () => {
    const { app, csrfToken, root } = await studio();
    // A decision tuned on messages that are not there: the corpus is valid, the training fails when it reads them.
    const entities = join(root, 'corpus', 'entities.yaml');
    const written = readFileSync(entities, 'utf8');
    writeFileSync(entities, written.replace('locale: en\n', 'locale: en\ndecision:\n  tuneOn: ../messages.jsonl\n'));
    expect((await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} })).statusCode).toBe(200);
    const failed = await trained(app);
    expect(failed.state).toBe('failed');
    expect(failed.message).toMatch(/^error: .*messages\.jsonl/m);
    writeFileSync(entities, written);
    expect((await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} })).statusCode).toBe(200);
    expect((await trained(app)).state).toBe('done');
  });
});

describe('the Evaluate page\'s API', () => {
  const headers = (csrfToken: string) => ({ host, [CSRF_HEADER]: csrfToken });
  async function finished(app: Studio['app']): Promise<{ state: string; message: string }> {
    for (;;) {
      const status = (await app.inject({ method: 'GET', url: '/api/evaluate', headers: { host } })).json();
      if (status.state !== 'running') return status;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('runs cross-validation in a child process, one run at a time, and shows its summary, errors with links, and report', async () => {
    const { app, csrfToken, root } = await studio();
    const started = await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'cross-validation', folds: 3 } });
    expect(started.statusCode).toBe(200);
    expect(started.json().state).toBe('running');
    const again = await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'cross-validation', folds: 3 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already running/);
    const status = await finished(app);
    expect(status.state, status.message).toBe('done');

    const page = (await app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).body;
    expect(page).toContain('3-fold stratified cross-validation (seed 42) on corpus — 23 statements');
    expect(page).toMatch(/<caption>Per intent, worst first<\/caption>/);
    // Every misclassified statement of a cross-validation is a corpus utterance: each links to its own.
    const errors = page.slice(page.indexOf('id="intent-errors"'), page.indexOf('id="entity-errors"'));
    expect(errors).toMatch(/href="\/#utterance-[a-z-]+-\d+">Open utterance \d+ of /);
    expect(errors).not.toMatch(/Add to |no intent named/);
    const id = /\/evaluate\/runs\/([^/]+)\/report\.html/.exec(page)![1]!;
    expect(existsSync(join(root, '.nlu-studio/evaluations', id, 'report.json'))).toBe(true);

    // The report may be framed by the studio's own pages; every other page by none.
    const report = await app.inject({ method: 'GET', url: `/evaluate/runs/${id}/report.html`, headers: { host } });
    expect(report.statusCode).toBe(200);
    expect(report.body).toMatch(/<title>Evaluation report<\/title>/);
    expect(report.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(report.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'");
    const evaluatePage = await app.inject({ method: 'GET', url: '/evaluate', headers: { host } });
    expect(evaluatePage.headers['x-frame-options']).toBe('DENY');
    expect(evaluatePage.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    for (const bad of ['..%2F..%2Fcorpus', '2026-01-01T00-00-00-000Z']) {
      expect((await app.inject({ method: 'GET', url: `/evaluate/runs/${bad}/report.html`, headers: { host } })).statusCode).toBe(404);
    }

    // A restarted studio shows the same last run, found on disk.
    const restarted = await buildStudio(resolveStudioConfig({}, {}, root));
    open.push(restarted);
    expect((await restarted.app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).body).toContain(`/evaluate/runs/${id}/report.html`);
  }, 60_000);

  it('refuses a test file outside the project folder, or missing, and starts nothing', async () => {
    const { app, csrfToken, root } = await studio();
    symlinkSync(tmpdir(), join(root, 'elsewhere'));
    for (const file of ['../x.jsonl', '/etc/hosts', 'elsewhere/x.jsonl', 'data/missing.jsonl']) {
      const response = await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'test-file', file } });
      expect(response.statusCode, file).toBe(400);
      expect(response.json().error).toMatch(/expected (the test file inside the project folder|a test file inside the project folder)/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/evaluate', headers: { host } })).json().state).toBe('idle');
    expect((await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'cross-validation', folds: 1 } })).statusCode).toBe(400);
  });

  it('says why a run failed in nlu evaluate\'s own words, and keeps no result from it', async () => {
    const { app, csrfToken, root } = await studio();
    writeFileSync(join(root, 'bad.jsonl'), 'not json\n');
    expect((await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'test-file', file: 'bad.jsonl' } })).statusCode).toBe(200);
    const status = await finished(app);
    expect(status.state).toBe('failed');
    expect(status.message).toMatch(/^error: the corpus at bad\.jsonl has 1 problem\n {2}- bad\.jsonl: line 1: expected a JSON object/);
    expect((await app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).body).toContain('No evaluation yet');
  }, 60_000);

  it('tests on a file found under the project, links a missed statement to its intent\'s add field, and lands an out-of-scope one', async () => {
    const { app, csrfToken, root } = await studio();
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data/test.jsonl'), `${JSON.stringify({ text: 'do you sell hats', intent: 'productSearch' })}\n${JSON.stringify({ text: 'hello there my order', intent: null })}\n${JSON.stringify({ text: 'hello', intent: 'greeting' })}\n`);
    writeFileSync(join(root, 'package.json'), '{}');
    const before = await app.inject({ method: 'GET', url: '/evaluate', headers: { host } });
    expect(before.body).toContain('<option value="data/test.jsonl">');
    expect(before.body).not.toMatch(/<option value="(package\.json|corpus\/)/);
    expect(before.body).toContain('No evaluation yet');

    expect((await app.inject({ method: 'POST', url: '/api/evaluate', headers: headers(csrfToken), payload: { mode: 'test-file', file: 'data/test.jsonl' } })).statusCode).toBe(200);
    const status = await finished(app);
    expect(status.state, status.message).toBe('done');
    const page = (await app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).body;
    expect(page).toContain('trained on corpus, tested on data/test.jsonl');
    expect(page).toContain('<a href="/?add=product-search&amp;text=do+you+sell+hats">Add to productSearch</a>');
    expect(page).toContain('<button type="button" class="add-out-of-scope" data-text="hello there my order">');

    const file = join(root, 'corpus/intents.yaml');
    const yaml = readFileSync(file, 'utf8');
    expect((await app.inject({ method: 'POST', url: '/api/evaluate/out-of-scope', headers: { host }, payload: { text: 'hello there my order' } })).statusCode).toBe(403);
    const landed = await app.inject({ method: 'POST', url: '/api/evaluate/out-of-scope', headers: headers(csrfToken), payload: { text: 'hello there my order' } });
    expect(landed.json()).toEqual({ file: 'corpus/intents.yaml', intentId: null, index: 4 });
    expect(readFileSync(file, 'utf8')).toBe(`${yaml}  - hello there my order\n`);
    // Now one of the examples, it is offered no more.
    expect((await app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).body).toContain('an out-of-scope example in corpus/intents.yaml');
  }, 60_000);
});
