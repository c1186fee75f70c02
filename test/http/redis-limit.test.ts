import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RedisRateLimiter } from '../../src/http/rate-limit/redis-limiter.js';
import { serviceUrl } from '../referrer/support/services.js';
import { expectEnvelope, testServer, understandRequest } from './support/harness.js';

const url = serviceUrl('NLU_TEST_REDIS_URL', 'Redis rate limit');

describe.skipIf(!url)('limits shared through a real Redis', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('holds one limit across two server instances', async () => {
    // A fresh token name per run: keys from earlier runs cannot interfere.
    const token = { name: `shared-${randomBytes(4).toString('hex')}`, token: 'shared-token-xyz', ratePerSecond: 0.5 };
    const a = await testServer({ tokens: [token], redisUrl: url! });
    const b = await testServer({ tokens: [token], redisUrl: url! });
    apps.push(a, b);
    const ask = (app: FastifyInstance) => app.inject(understandRequest({ query: 'order' }, { authorization: token.token }));

    expect((await ask(a)).statusCode).toBe(200);
    const refused = await ask(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(expectEnvelope(refused).Status.errorCode).toBe('RATE_LIMITED');
    expect((await ask(a)).statusCode).toBe(429);

    // One request per 2 s: wide margins, so a slow CI machine cannot flip the outcome.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await ask(b)).statusCode).toBe(200);
    expect((await ask(a)).statusCode).toBe(429);
  });

  it('lets exactly the rate through under concurrent load on both instances', async () => {
    const token = { name: `burst-${randomBytes(4).toString('hex')}`, token: 'burst-token-xyz', ratePerSecond: 0.2, burst: 5 };
    const a = await testServer({ tokens: [token], redisUrl: url! });
    const b = await testServer({ tokens: [token], redisUrl: url! });
    apps.push(a, b);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).inject(understandRequest({ query: 'x' }, { authorization: token.token }))),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
  });

  it('answers 503 with the envelope when Redis is unreachable, and keeps serving', async () => {
    const token = { name: 'down', token: 'down-token-xyz', ratePerSecond: 1 };
    const app = await testServer({ tokens: [token], rateLimiter: new RedisRateLimiter('redis://127.0.0.1:1') });
    apps.push(app);
    const response = await app.inject(understandRequest({ query: 'x' }, { authorization: token.token }));
    expect(response.statusCode).toBe(503);
    expect(expectEnvelope(response).Status.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is ready with a reachable Redis, and not ready when the configured Redis is unreachable (issue 15)', async () => {
    const up = await testServer({ redisUrl: url! });
    apps.push(up);
    const ready = await up.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().components).toEqual({ understander: 'ready', referrerStore: 'disabled', rateLimiter: 'ready', recording: 'disabled' });

    const down = await testServer({ redisUrl: 'redis://127.0.0.1:1' });
    apps.push(down);
    const started = Date.now();
    const notReady = await down.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(notReady.statusCode).toBe(503);
    expect(expectEnvelope(notReady).Status).toEqual({ code: 503, errorCode: 'NOT_READY', message: 'Not ready: rateLimiter is unreachable' });
    expect(notReady.json().components).toEqual({ understander: 'ready', referrerStore: 'disabled', rateLimiter: 'unreachable', recording: 'disabled' });
  });
});
