/**
 * `nlu serve` as a user starts it: what it prints must be what is true (docs/cli.md;
 * docs/http.md, "Running it"). Each case is one real process.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_CORPUS, tempDir } from '../helpers.js';
import { serviceUrl } from '../referrer/support/services.js';
import { runNlu } from './support/process.js';

const dir = tempDir('nlu-serve-');
const model = join(dir, 'model.json');
const serve = ['serve', '--model', model, '--port', '0', '--referrer-store', 'none'];
const LISTENING = /listening on (http:\/\/\S+)/;

beforeAll(async () => {
  const trained = runNlu(['train', '--corpus', TINY_CORPUS, '--out', model]);
  expect((await trained.exited).code, trained.stderr()).toBe(0);
});

describe('nlu serve: the model', () => {
  it('fails before listening on a missing model: one line, exit 1, no log line or stack trace', async () => {
    const missing = join(dir, 'nope.json');
    const run = runNlu(['serve', '--model', missing, '--port', '0', '--referrer-store', 'none']);
    expect((await run.exited).code).toBe(1);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toBe(`error: the model failed to load: expected a model file at ${missing}, found nothing there (train one with "nlu train"), or start nlu serve with --train-if-missing\n`);
  });

  it('adds the stack trace with --verbose', async () => {
    const run = runNlu(['serve', '--model', join(dir, 'nope.json'), '--port', '0', '--referrer-store', 'none', '--verbose']);
    expect((await run.exited).code).toBe(1);
    expect(run.stdout()).not.toMatch(/listening/);
    expect(run.stderr()).toMatch(/^NluError: expected a model file at .*\n\s+at /m);
  });
});

describe('nlu serve: readiness', () => {
  it('says it is ready only once /readyz would say so', async () => {
    const run = runNlu(serve);
    try {
      const [, url] = await run.waitFor(LISTENING);
      await run.waitFor(/^nlu serve: ready$/m);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect((await run.exited).code).toBe(0);
  });

  it('with an unreachable Redis, says it is not ready and why, as /readyz does, and never that it is ready', async () => {
    const run = runNlu([...serve, '--redis-url', 'redis://:secret@127.0.0.1:1']);
    try {
      const [, url] = await run.waitFor(LISTENING);
      await run.waitFor(/^nlu serve: not ready: /m);
      expect(run.stdout()).toMatch(/^nlu serve: not ready: Redis at redis:\/\/\*\*\*@127\.0\.0\.1:1 is unreachable; \/readyz answers 503 until then/m);
      const readyz = await fetch(`${url}/readyz`);
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ components: { understander: 'ready', rateLimiter: 'unreachable' } });
      expect(run.stdout()).not.toMatch(/^nlu serve: ready/m);
      expect(run.stdout() + run.stderr()).not.toContain('secret');
    } finally {
      run.child.kill('SIGTERM');
    }
    expect((await run.exited).code).toBe(0);
  });

  const redisUrl = serviceUrl('NLU_TEST_REDIS_URL', 'nlu serve with a reachable Redis');
  it.skipIf(!redisUrl)('with a reachable Redis, says it is ready', async () => {
    const run = runNlu([...serve, '--redis-url', redisUrl!]);
    try {
      const [, url] = await run.waitFor(LISTENING);
      await run.waitFor(/^nlu serve: ready$/m);
      expect(run.stdout()).not.toMatch(/not ready/);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect((await run.exited).code).toBe(0);
  });
});
