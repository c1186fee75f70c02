/**
 * Issue 33, item 6: the public sample token could list any creator's referrers and soft-delete them under a
 * spoofed updatedById. Its value is published, so it may call the understand endpoint only (docs/referrer.md).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MemoryRateLimiter } from '../../src/http/rate-limit/memory-limiter.js';
import { loadTokens, parseTokens, SAMPLE_TOKEN } from '../../src/http/tokens.js';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { textRequest } from '../referrer/support/fixtures.js';
import { tempDir } from '../helpers.js';
import { testServer, understandRequest, UNLIMITED } from './support/harness.js';

/** A clock that never moves: the sample token's one request per 5 s cannot refill during the test. */
const still = { now: () => 1_700_000_000_000 };

describe('the public sample token may only call the understand endpoint', () => {
  let app: FastifyInstance;
  let id: string;
  const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    app.inject({ method, url, headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });

  beforeAll(async () => {
    const store = await openReferrerStore(join(tempDir('nlu-sample-scope-'), 'referrers.sqlite'));
    app = await testServer({ tokens: [SAMPLE_TOKEN, UNLIMITED], referrerStore: store, rateLimiter: new MemoryRateLimiter(still) });
    id = (await as(UNLIMITED.token, 'POST', '/v1/custom/channel', textRequest({ createdById: 'alice' }))).json()._id;
  });
  afterAll(() => app.close());

  it('is refused with 403 TOKEN_FORBIDDEN on every referrer route and the model route, and nothing changes', async () => {
    const calls = [
      ['GET', '/v1/custom/channel?createdById=alice'],
      ['DELETE', `/v1/custom/channel/${id}?updatedById=alice`],
      ['GET', `/v1/custom/channel/${id}`],
      ['POST', '/v1/custom/channel'],
      ['GET', '/v1/model'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await as(SAMPLE_TOKEN.token, method, url, method === 'POST' ? textRequest() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().Status).toEqual({
        code: 403, errorCode: 'TOKEN_FORBIDDEN',
        message: expect.stringMatching(/^Token "sample" may only call POST \/v1\/nlUnderstander\/understand; (GET|POST|DELETE) \/v1\/\S+ needs a token of scope "all" \(NLU_TOKENS or --tokens\)$/),
      });
    }
    const referrer = (await as(UNLIMITED.token, 'GET', `/v1/custom/channel/${id}`)).json();
    expect(referrer).toMatchObject({ isDeleted: false, updatedById: null });
    expect((await as(UNLIMITED.token, 'GET', '/v1/custom/channel?createdById=alice')).json().items).toHaveLength(1);
  });

  it('still answers understand, and the refused calls did not spend its one request per 5 s', async () => {
    const response = await app.inject(understandRequest({ query: 'where is my order' }, { authorization: SAMPLE_TOKEN.token }));
    expect(response.statusCode).toBe(200);
    expect((await app.inject(understandRequest({ query: 'again' }, { authorization: SAMPLE_TOKEN.token }))).statusCode).toBe(429);
  });

  it('is the only token of scope "understand" unless a token file says so; a token file may give one', () => {
    expect(loadTokens({})).toEqual([{ ...SAMPLE_TOKEN, scope: 'understand' }]);
    const [bot] = parseTokens('[{"name":"bot","token":"bot-secret-123","ratePerSecond":5,"scope":"understand"}]', 'tokens.json');
    expect(bot).toMatchObject({ scope: 'understand' });
    expect(() => parseTokens('[{"name":"bot","token":"bot-secret-123","ratePerSecond":5,"scope":"admin"}]', 'tokens.json')).toThrow(
      'tokens.json: token [0] ("bot"): scope: expected what it may call: "understand" (only POST /v1/nlUnderstander/understand) or "all" (default), found the text "admin"',
    );
  });
});
