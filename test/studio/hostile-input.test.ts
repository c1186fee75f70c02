/**
 * What a hostile or careless client sends gets a clear 4xx, never a 500, and guessing the token is slowed down:
 * a malformed cookie, a 300-character intent id, a server answering numbers to the Publish page, wrong tokens in
 * a row, and a `.nlu-studio/evaluations` that links out of the project.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStudioConfig, type StudioArgs } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio, type Studio, type StudioOptions } from '../../src/studio/server.js';
import { TokenAttempts } from '../../src/studio/token-attempts.js';

const open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => { await Promise.all(open.splice(0).map((s) => s.close())); });
const TOKEN = 'a-long-enough-token-for-tests';
const host = '127.0.0.1:3100';

async function studio(args: StudioArgs = {}, options: StudioOptions = {}) {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-hostile-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  const built: Studio = await buildStudio(resolveStudioConfig(args, {}, root), options);
  open.push(built.app);
  const send = (method: 'POST' | 'PUT', url: string, payload: object) => built.app.inject({ method, url, headers: { host, [CSRF_HEADER]: built.csrfToken }, payload });
  return { ...built, root, send };
}

/** A server whose GET /v1/model answers `body` as JSON. */
async function answering(body: string): Promise<string> {
  const server: Server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('hostile input to the studio', () => {
  it('a cookie that is not valid percent-encoding is no token: 401, not 500', async () => {
    const s = await studio({ host: '0.0.0.0', token: TOKEN });
    const response = await s.app.inject({ method: 'GET', url: '/', headers: { host: 'studio.lan:3100', cookie: 'nlu_studio_token=%E0%A4%A' } });
    expect(response.statusCode).toBe(401);
  });

  it('a 300-character intent id is refused with 400 saying the limit: a new intent in its own file or a chosen one, an utterance for it', async () => {
    const s = await studio();
    const long = 'a'.repeat(300);
    const added = await s.send('POST', '/api/intents', { file: null, id: long, name: 'long' });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toBe('expected an intent id of at most 100 characters, found 300');
    expect((await s.send('POST', '/api/intents', { file: 'corpus/intents.yaml', id: long, name: 'long' })).statusCode).toBe(400);
    expect((await s.send('POST', '/api/utterances', { file: 'corpus/intents.yaml', intentId: long, text: 'x' })).statusCode).toBe(400);
    expect(readdirSync(join(s.root, 'corpus')).sort()).toEqual(['entities.yaml', 'intents.yaml']);
  });

  it('the Publish page draws when servers answer numbers, null or fields of the wrong type', async () => {
    const servers = await Promise.all(['123', 'null', '{"model":{"corpusHash":5,"createdAt":6},"reload":7}', '"text"'].map(answering));
    const s = await studio({ server: servers });
    const page = await s.app.inject({ method: 'GET', url: '/publish', headers: { host } });
    expect(page.statusCode).toBe(200);
    const api = await s.app.inject({ method: 'GET', url: '/api/publish', headers: { host } });
    expect(api.statusCode).toBe(200);
    expect((api.json() as { servers: Array<{ status: { state: string; problem: string } }> }).servers.map((x) => x.status)).toEqual(
      servers.map((url) => ({ url, state: 'not answering', problem: 'GET /v1/model answered 200, not a model' })),
    );
  });

  it('after 10 wrong tokens from one address, that address is refused (429, Retry-After) until the minute ends, the right token too', async () => {
    let now = 1_000_000;
    const s = await studio({ host: '0.0.0.0', token: TOKEN }, { tokenAttempts: new TokenAttempts({ limit: 10, windowMs: 60_000 }, () => now) });
    const get = (token: string, remoteAddress = '203.0.113.7') => s.app.inject({ method: 'GET', url: '/api/train', remoteAddress, headers: { host: 'studio.lan:3100', authorization: `Bearer ${token}` } });
    for (let i = 0; i < 10; i++) expect((await get(`wrong-token-number-${i}`)).statusCode).toBe(401);
    const blocked = await get(TOKEN);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json().error).toMatch(/^expected the studio token, found 10 wrong ones from this address within 60 s: try again in 60 s$/);
    // Another address is not held up; the first may try again once the minute is over.
    expect((await get(TOKEN, '198.51.100.2')).statusCode).toBe(200);
    now += 30_000;
    expect((await get(TOKEN)).headers['retry-after']).toBe('30');
    now += 30_000;
    expect((await get(TOKEN)).statusCode).toBe(200);
  });

  it('a .nlu-studio/evaluations linking out of the project: no evaluation runs, nothing is written or served from there', async () => {
    const s = await studio();
    const outside = mkdtempSync(join(tmpdir(), 'nlu-studio-outside-'));
    mkdirSync(join(outside, '2026-01-01T00-00-00-000Z'));
    mkdirSync(join(s.root, '.nlu-studio'), { recursive: true });
    symlinkSync(outside, join(s.root, '.nlu-studio', 'evaluations'));
    const started = await s.send('POST', '/api/evaluate', { mode: 'cross-validation', folds: 2 });
    expect(started.statusCode).toBe(409);
    expect(started.json().error).toMatch(/^expected \.nlu-studio\/evaluations inside the project folder, found a link to .*: the studio writes reports only inside the project; remove the link$/);
    expect(readdirSync(outside)).toEqual(['2026-01-01T00-00-00-000Z']);
    expect((await s.app.inject({ method: 'GET', url: '/evaluate/runs/2026-01-01T00-00-00-000Z/report.html', headers: { host } })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/evaluate', headers: { host } })).statusCode).toBe(200);
  });
});
