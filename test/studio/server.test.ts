/** The studio's API through Fastify's inject: the request checks (CSRF, Origin, Host, token) and an edit landing on disk. */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveStudioConfig, type StudioArgs } from '../../src/studio/config.js';
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

const edit = { file: 'corpus/intents.yaml', intent: 2, index: 0, expected: 'hello', text: 'hello you' };
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
      const response = await app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { file, intent: 0, text: 'x' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('shows the corpus\'s validation problems as nlu train reports them, beside the utterance', async () => {
    const { app, csrfToken } = await studio();
    const bad = await app.inject({ method: 'POST', url: '/api/utterances', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { file: 'corpus/intents.yaml', intent: 2, text: 'hello [there](nosuchentity)' } });
    expect(bad.statusCode).toBe(200);
    const page = (await app.inject({ method: 'GET', url: '/', headers: { host } })).body;
    expect(page).toMatch(/1 problem, as <code>nlu train<\/code> reports them/);
    expect(page).toContain('corpus/intents.yaml: intents[2].utterances[5]');
    expect(page).toMatch(/nosuchentity/);
    const train = await app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: csrfToken }, payload: {} });
    expect(train.statusCode).toBe(409);
  });

  it('answers the try box only once a model exists', async () => {
    const { app, csrfToken } = await studio();
    const response = await app.inject({ method: 'POST', url: '/api/try', headers: { host, [CSRF_HEADER]: csrfToken }, payload: { statement: 'hello' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/train first/);
  });
});
