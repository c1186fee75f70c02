import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CACHE_CONTROL } from '../../src/http/server.js';
import { expectEnvelope, testServer, understandRequest, UNLIMITED } from './support/harness.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ limits: { bodyLimitBytes: 4096, maxQueryLength: 100 } });
});
afterAll(() => app.close());

describe('POST /v1/nlUnderstander/understand', () => {
  it('answers a match in the spec’s wire format and headers', async () => {
    const response = await app.inject(understandRequest({ query: 'where is my order' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(response.json()).toEqual({
      Status: { code: 200, errorCode: 'SUCCESS' },
      result: { intentId: 'order-status', intentName: 'orderStatus', confidence: 0.93, params: { orderNumber: 'A93817', qty: '2' } },
      matchStat: 'Intent matched.',
    });
  });

  it('answers no match with null ids, the top confidence and empty params', async () => {
    const response = await app.inject(understandRequest({ query: 'tell me a joke' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Status: { code: 200, errorCode: 'SUCCESS' },
      result: { intentId: null, intentName: null, confidence: 0.31, params: {} },
      matchStat: 'No intent matched.',
    });
  });

  it('answers byte for byte as before without ?explain=true, and adds only `explanation` with it', async () => {
    const plain = await app.inject(understandRequest({ query: 'where is my order' }));
    const expected = { Status: { code: 200, errorCode: 'SUCCESS' }, result: { intentId: 'order-status', intentName: 'orderStatus', confidence: 0.93, params: { orderNumber: 'A93817', qty: '2' } }, matchStat: 'Intent matched.' };
    expect(plain.body).toBe(JSON.stringify(expected));
    const off = await app.inject({ ...understandRequest({ query: 'where is my order' }), url: '/v1/nlUnderstander/understand?explain=false' });
    expect(off.body).toBe(plain.body);
    const on = await app.inject({ ...understandRequest({ query: 'where is my order' }), url: '/v1/nlUnderstander/understand?explain=true' });
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe(CACHE_CONTROL);
    const { explanation, ...rest } = on.json();
    expect(explanation).toMatchObject({ decision: { decidedBy: 'classifier', matched: true } });
    expect(on.body).toBe(`${plain.body.slice(0, -1)},"explanation":${JSON.stringify(explanation)}}`);
    expect(rest).toEqual(expected);
  });

  it.each([
    ['explain=yes', 'found "yes"'],
    ['explain=1', 'found "1"'],
    ['explain=', 'found an empty value'],
    ['explain', 'found an empty value'],
    ['explain=true&explain=true', 'found 2 values'],
  ])('refuses ?%s with 400 EXPLAIN_INVALID, saying what it found', async (search, found) => {
    const response = await app.inject({ ...understandRequest({ query: 'where is my order' }), url: `/v1/nlUnderstander/understand?${search}` });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).Status).toEqual({ code: 400, errorCode: 'EXPLAIN_INVALID', message: `Expected explain=true or explain=false in the query string, ${found}` });
  });

  it('accepts "Bearer <token>" and a charset parameter', async () => {
    const response = await app.inject(understandRequest({ query: 'order' }, { authorization: `Bearer ${UNLIMITED.token}`, 'content-type': 'application/json; charset=utf-8' }));
    expect(response.statusCode).toBe(200);
  });

  const cases: Array<[string, ReturnType<typeof understandRequest>, number, string]> = [
    ['missing token', understandRequest({ query: 'x' }, { authorization: '' }), 401, 'TOKEN_MISSING'],
    ['unknown token', understandRequest({ query: 'x' }, { authorization: 'not-a-token' }), 401, 'TOKEN_INVALID'],
    ['unknown bearer token', understandRequest({ query: 'x' }, { authorization: 'Bearer nope' }), 401, 'TOKEN_INVALID'],
    ['malformed JSON', understandRequest('{"query": "x"'), 400, 'INVALID_JSON'],
    ['empty JSON body', understandRequest(''), 400, 'INVALID_JSON'],
    ['prototype poisoning', understandRequest('{"__proto__": {"x": 1}, "query": "a"}'), 400, 'BODY_KEY_REFUSED'],
    ['a JSON array', understandRequest([1]), 400, 'BODY_NOT_AN_OBJECT'],
    ['JSON null', understandRequest('null'), 400, 'BODY_NOT_AN_OBJECT'],
    ['missing query', understandRequest({ q: 'x' }), 400, 'QUERY_MISSING'],
    ['a number query', understandRequest({ query: 42 }), 400, 'QUERY_NOT_A_STRING'],
    ['a null query', understandRequest({ query: null }), 400, 'QUERY_NOT_A_STRING'],
    ['an empty query', understandRequest({ query: '   ' }), 400, 'QUERY_EMPTY'],
    ['a query over the maximum', understandRequest({ query: 'a'.repeat(101) }), 400, 'QUERY_TOO_LONG'],
    ['a body over the limit', understandRequest({ query: 'a'.repeat(5000) }), 413, 'PAYLOAD_TOO_LARGE'],
    ['text/plain', understandRequest('{"query":"x"}', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['form data', understandRequest('query=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an engine failure', understandRequest({ query: 'boom' }), 500, 'INTERNAL_ERROR'],
    ['a statement the engine refuses', understandRequest({ query: 'refuse' }), 400, 'BAD_REQUEST'],
  ];

  it.each(cases)('answers %s with the envelope, a stable code and a message', async (_name, request, status, errorCode) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json');
    const body = expectEnvelope(response);
    expect(body.Status.errorCode).toBe(errorCode);
    expect(response.body).not.toContain('/secret/path.ts');
    // And the server keeps serving.
    expect((await app.inject(understandRequest({ query: 'order' }))).statusCode).toBe(200);
  });

  it('counts the query in characters (code points), not UTF-16 units (issue 15)', async () => {
    expect((await app.inject(understandRequest({ query: '😀'.repeat(100) }))).statusCode).toBe(200);
    const over = await app.inject(understandRequest({ query: '😀'.repeat(101) }));
    expect(over.statusCode).toBe(400);
    expect(expectEnvelope(over).Status.message).toBe('Expected "query" of at most 100 characters, found 101');
  });

  it('says which keys were refused and why, not that valid JSON is invalid (issue 15)', async () => {
    const why = 'a "__proto__" key, or a "constructor" key holding "prototype", can change object prototypes on the server (prototype pollution); rename it';
    for (const [body, key] of [
      ['{"query":"x","constructor":{"prototype":{"polluted":1}}}', 'constructor.prototype'],
      ['{"query":"x","__proto__":{"polluted":1}}', '__proto__'],
      ['{"query":"x","a":[{"b":{"__pro\\u0074o__":{}}}]}', 'a[0].b.__proto__'],
      // Spelled only with escapes: neither key appears as written.
      ['{"query":"x","\\u0063onstructor":{"prototype":1}}', 'constructor.prototype'],
      ['{"query":"x","\\u005f\\u005fproto\\u005f\\u005f":{}}', '__proto__'],
    ]) {
      const response = await app.inject(understandRequest(body!));
      expect(response.statusCode).toBe(400);
      expect(expectEnvelope(response).Status).toEqual({ code: 400, errorCode: 'BODY_KEY_REFUSED', message: `Refused the key "${key}": ${why}` });
    }
    // The same words as plain keys or values are fine.
    expect((await app.inject(understandRequest('{"query":"order","constructor":1,"prototype":{"__proto":1},"x":"__proto__"}'))).statusCode).toBe(200);
  });

  it('names the request id in a 500 message, to find the logged error', async () => {
    const response = await app.inject(understandRequest({ query: 'boom' }));
    expect(response.json().Status.message).toContain(String(response.headers['x-request-id']));
  });

  it('refuses a missing Content-Type with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/nlUnderstander/understand', headers: { authorization: UNLIMITED.token } });
    expect(response.statusCode).toBe(415);
    expectEnvelope(response);
  });
});

describe('routing errors', () => {
  it('answers an unknown route with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/v2/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response).Status.errorCode).toBe('NOT_FOUND');
  });

  it.each([
    ['/healthz/', 404, 'NOT_FOUND'],
    ['/v1/custom/channel/abc/', 404, 'NOT_FOUND'],
    ['/v1/custom/channel/%E0%A4%A', 400, 'BAD_REQUEST'],
    [`/v1/custom/channel/${'x'.repeat(1500)}`, 400, 'BAD_REQUEST'],
  ])('answers the unroutable %s with %i and the envelope', async (url, status, errorCode) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: UNLIMITED.token } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json');
    expect(expectEnvelope(response).Status.errorCode).toBe(errorCode);
  });

  it.each([
    ['GET', '/v1/nlUnderstander/understand', 'POST'],
    ['DELETE', '/healthz', 'GET, HEAD'],
    ['PUT', '/v1/custom/channel', 'GET, HEAD, POST'],
    ['POST', '/v1/custom/channel/abc', 'DELETE, GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(expectEnvelope(response).Status.errorCode).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('health and readiness', () => {
  it('is up and ready with a loaded model', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ Status: { code: 200, errorCode: 'SUCCESS' }, status: 'up' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().components).toEqual({ understander: 'ready', referrerStore: 'disabled', rateLimiter: 'ready', recording: 'disabled' });
  });

  it('is not ready while the referrer store does not answer (issue 15)', async () => {
    let reachable = true;
    const store = { kind: 'postgres', ping: async () => { if (!reachable) await new Promise((r) => setTimeout(r, 5000)); }, close: async () => {} } as never;
    const server = await testServer({ referrerStore: store });
    expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    reachable = false;
    const started = Date.now();
    const ready = await server.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(ready.statusCode).toBe(503);
    expect(expectEnvelope(ready).Status.message).toBe('Not ready: referrerStore is unreachable');
    expect(ready.json().components).toEqual({ understander: 'ready', referrerStore: 'unreachable', rateLimiter: 'ready', recording: 'disabled' });
    await server.close();
  });

  it('is up but not ready while the model loads, and says so on understand', async () => {
    let finish: (u: never) => void = () => {};
    const loading = await testServer({ understander: new Promise((resolve) => (finish = resolve as never)) });
    expect((await loading.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await loading.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(expectEnvelope(ready).Status.errorCode).toBe('NOT_READY');
    const understand = await loading.inject(understandRequest({ query: 'order' }));
    expect(understand.statusCode).toBe(503);
    expect(expectEnvelope(understand).Status.errorCode).toBe('NOT_READY');
    finish({ understand: async () => ({ intentId: null, intentName: null, confidence: 0, params: {}, matched: false, fullMatch: false }) } as never);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await loading.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await loading.close();
  });

  it('reports a model that failed to load as not ready', async () => {
    const failed = await testServer({ understander: Promise.reject(new Error('no model')) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const ready = await failed.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().components.understander).toBe('failed');
    await failed.close();
  });
});
