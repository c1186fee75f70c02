import { describe, expect, it } from 'vitest';
import { gcra } from '../../src/http/rate-limit/limiter.js';
import { MemoryRateLimiter } from '../../src/http/rate-limit/memory-limiter.js';
import { SAMPLE_TOKEN } from '../../src/http/tokens.js';
import { expectEnvelope, testServer, understandRequest, UNLIMITED } from './support/harness.js';

class FakeClock {
  constructor(public time = 1_000_000) {}
  now(): number {
    return this.time;
  }
}

describe('GCRA step', () => {
  it('allows the burst, then one request per interval', () => {
    const rule = { ratePerSecond: 2, burst: 3 };
    let tat: number | undefined;
    const at = (now: number) => {
      const step = gcra(tat, now, rule);
      tat = step.tat;
      return step.decision;
    };
    expect([at(0), at(0), at(0)].every((d) => d.allowed)).toBe(true);
    expect(at(0)).toEqual({ allowed: false, retryAfterMs: 500 });
    expect(at(499).allowed).toBe(false);
    expect(at(500).allowed).toBe(true);
    expect(at(500)).toEqual({ allowed: false, retryAfterMs: 500 });
  });
});

describe('per-token limits through the server (fake clock)', () => {
  it('gives the sample token one query per 5 s, with 429 and Retry-After', async () => {
    const clock = new FakeClock();
    const app = await testServer({ tokens: [SAMPLE_TOKEN, UNLIMITED], rateLimiter: new MemoryRateLimiter(clock) });
    const asSample = () => app.inject(understandRequest({ query: 'order' }, { authorization: SAMPLE_TOKEN.token }));

    expect((await asSample()).statusCode).toBe(200);
    const refused = await asSample();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(expectEnvelope(refused).Status.errorCode).toBe('RATE_LIMITED');

    clock.time += 2_000;
    const later = await asSample();
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('3');

    clock.time += 3_000;
    expect((await asSample()).statusCode).toBe(200);

    // Another token is not affected, and an unlimited one is never limited.
    for (let i = 0; i < 50; i += 1) expect((await app.inject(understandRequest({ query: 'order' }))).statusCode).toBe(200);
    await app.close();
  });

  it('counts refused and malformed requests against the same token, and never answers 401 with a limit', async () => {
    const clock = new FakeClock();
    const limited = { name: 'limited', token: 'limited-token-abc', ratePerSecond: 1, burst: 2 };
    const app = await testServer({ tokens: [limited], rateLimiter: new MemoryRateLimiter(clock) });
    expect((await app.inject(understandRequest('{bad', { authorization: limited.token }))).statusCode).toBe(400);
    expect((await app.inject(understandRequest({ query: 'x' }, { authorization: limited.token }))).statusCode).toBe(200);
    expect((await app.inject(understandRequest({ query: 'x' }, { authorization: limited.token }))).statusCode).toBe(429);
    expect((await app.inject(understandRequest({ query: 'x' }, { authorization: 'wrong-token' }))).statusCode).toBe(401);
    await app.close();
  });
});
