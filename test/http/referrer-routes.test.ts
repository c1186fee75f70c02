import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { referrerSchema } from '../../src/referrer/schema.js';
import { flowRequest, textRequest } from '../referrer/support/fixtures.js';
import { expectEnvelope, testServer, UNLIMITED } from './support/harness.js';

let app: FastifyInstance;
beforeAll(async () => {
  const store = await openReferrerStore(join(mkdtempSync(join(tmpdir(), 'nlu-http-ref-')), 'referrers.sqlite'));
  app = await testServer({ referrerStore: store });
});
afterAll(() => app.close());

const auth = { authorization: UNLIMITED.token };
const create = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/v1/custom/channel', headers: { ...auth, 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('POST /v1/custom/channel', () => {
  it('creates a referrer with every field of the spec, answering 200 with a Location', async () => {
    const before = Date.now();
    const response = await create(textRequest());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    const body = response.json();
    expect(referrerSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      createdById: 'user-42',
      isDeleted: false,
      nm: 'Hello link',
      vars: [],
      aPld: { val: 'Hello! How can I help?', prms: {} },
      updatedById: null,
      keyVsCustomFieldValue: null,
      tags: null,
    });
    expect(body.createdTime).toBe(body.updatedTime);
    expect(body.createdTime).toBeGreaterThanOrEqual(before);
    expect(body._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.headers.location).toBe(`/v1/custom/channel/${body._id}`);
  });

  it('echoes flow payloads and typed variables, adding the per-variable fields', async () => {
    const body = (await create(flowRequest())).json();
    expect(body.aPld).toEqual({ fId: 'flow-onboarding', prms: {} });
    expect(body.vars[1]).toEqual({
      variableIdentifier: { scope: 'FLOW', key: 'city' },
      containsDefaultValue: true,
      vTyp: 'STRING',
      value: 'Zürich 🌷',
      id: null,
      customerKey: null,
      removeOnError: false,
    });
  });

  it('reports every validation problem with its path', async () => {
    const vars = [{ variableIdentifier: { scope: 'FLOW', key: 'a' }, vTyp: 'DOUBLE', value: 'abc' }];
    const response = await create(flowRequest({ vars, nm: 5 }));
    expect(response.statusCode).toBe(400);
    const body = expectEnvelope(response) as unknown as { Status: { errorCode: string }; issues: Array<{ path: string; message: string }> };
    expect(body.Status.errorCode).toBe('REFERRER_INVALID');
    expect(body.issues).toEqual([
      { path: 'nm', message: 'expected a string, found 5' },
      { path: 'vars[0].value', message: 'expected a number for vTyp DOUBLE, found "abc"' },
    ]);
  });

  it('needs a token, JSON and an object', async () => {
    expect((await create(textRequest(), { authorization: '' })).statusCode).toBe(401);
    expect((await create(textRequest(), { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect(expectEnvelope(await create([textRequest()])).Status.errorCode).toBe('BODY_NOT_AN_OBJECT');
  });
});

describe('GET, DELETE and list', () => {
  it('resolves a created referrer, and answers 404 with the envelope for an unknown one', async () => {
    const created = (await create(flowRequest())).json();
    const read = await app.inject({ method: 'GET', url: `/v1/custom/channel/${created._id}`, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'has%20space', 'x'.repeat(65)]) {
      const missing = await app.inject({ method: 'GET', url: `/v1/custom/channel/${id}`, headers: auth });
      expect(missing.statusCode).toBe(404);
      expect(expectEnvelope(missing).Status.errorCode).toBe('REFERRER_NOT_FOUND');
    }
    expect((await app.inject({ method: 'GET', url: `/v1/custom/channel/${created._id}` })).statusCode).toBe(401);
  });

  it('soft-deletes: the record stays readable with isDeleted and leaves the creator’s list', async () => {
    const creator = `c-${Date.now()}`;
    const a = (await create(textRequest({ createdById: creator }))).json();
    const b = (await create(textRequest({ createdById: creator }))).json();
    const deleted = await app.inject({ method: 'DELETE', url: `/v1/custom/channel/${a._id}?updatedById=admin-7`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ _id: a._id, isDeleted: true, updatedById: 'admin-7' });
    expect((await app.inject({ method: 'GET', url: `/v1/custom/channel/${a._id}`, headers: auth })).json().isDeleted).toBe(true);
    const byToken = await app.inject({ method: 'DELETE', url: `/v1/custom/channel/${b._id}`, headers: auth });
    expect(byToken.json().updatedById).toBe(UNLIMITED.name);
    expect((await app.inject({ method: 'DELETE', url: '/v1/custom/channel/AAAAAAAAAAAAAAAAAAAAAA', headers: auth })).statusCode).toBe(404);
  });

  it('lists a creator’s referrers in pages', async () => {
    const creator = `lister-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create(textRequest({ createdById: creator }))).json()._id);
    const page1 = await app.inject({ method: 'GET', url: `/v1/custom/channel?createdById=${creator}&limit=2`, headers: auth });
    expect(page1.statusCode).toBe(200);
    const first = page1.json();
    expect(first.Status).toEqual({ code: 200, errorCode: 'SUCCESS' });
    expect(first.items).toHaveLength(2);
    const page2 = (await app.inject({ method: 'GET', url: `/v1/custom/channel?createdById=${creator}&limit=2&after=${first.next}`, headers: auth })).json();
    expect(page2.next).toBeNull();
    expect([...first.items, ...page2.items].map((r: { _id: string }) => r._id).sort()).toEqual([...ids].sort());
    for (const query of ['', '?createdById=x&limit=0', '?createdById=x&limit=abc', '?createdById=x&after=%%%']) {
      const bad = await app.inject({ method: 'GET', url: `/v1/custom/channel${query}`, headers: auth });
      expect(bad.statusCode).toBe(400);
      expect(expectEnvelope(bad).Status.errorCode).toBe('REFERRER_INVALID');
    }
  });
});

describe('list query errors say what was sent (issue 15)', () => {
  const issues = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/v1/custom/channel${query}`, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).Status.errorCode).toBe('REFERRER_INVALID');
    return (response.json() as { issues: Array<{ path: string; message: string }> }).issues;
  };

  it('shows the limit as sent when it is not an integer from 1 to 100', async () => {
    for (const [limit, found] of [['-1', '"-1"'], ['1.5', '"1.5"'], ['1e2', '"1e2"'], ['abc', '"abc"'], ['0', '0'], ['101', '101'], ['', '""']] as const) {
      expect(await issues(`?createdById=x&limit=${encodeURIComponent(limit)}`)).toEqual([{ path: 'limit', message: `expected an integer from 1 to 100, found ${found}` }]);
    }
  });

  it('says when a parameter is given more than once', async () => {
    expect(await issues('?createdById=x&createdById=y')).toEqual([{ path: 'createdById', message: 'expected one value, found 2: "x", "y"' }]);
    expect(await issues('?createdById=x&limit=2&limit=3')).toEqual([{ path: 'limit', message: 'expected one value, found 2: "2", "3"' }]);
    expect(await issues('')).toEqual([{ path: 'createdById', message: 'expected a string, found nothing' }]);
  });
});

describe('NUL characters (issue 15)', () => {
  it('answers 400 naming the field for a NUL in an identifier, in the body or the query, and keeps it in free text', async () => {
    const message = 'expected text without NUL characters (U+0000) or unpaired surrogates, found "u\\u0000"';
    const body = await create(textRequest({ createdById: 'u\u0000' }));
    expect(body.statusCode).toBe(400);
    expect(body.json().issues).toEqual([{ path: 'createdById', message }]);
    const list = await app.inject({ method: 'GET', url: '/v1/custom/channel?createdById=u%00', headers: auth });
    expect(list.statusCode).toBe(400);
    expect(list.json().issues).toEqual([{ path: 'createdById', message }]);
    const made = (await create(textRequest({ nm: 'a\u0000b' }))).json();
    expect(made.nm).toBe('a\u0000b');
    const deleted = await app.inject({ method: 'DELETE', url: `/v1/custom/channel/${made._id}?updatedById=u%00`, headers: auth });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().issues).toEqual([{ path: 'updatedById', message }]);
  });
});

describe('without a referrer store', () => {
  it('answers 503 with the envelope and reports the store as disabled', async () => {
    const bare = await testServer();
    const response = await bare.inject({ method: 'POST', url: '/v1/custom/channel', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(textRequest()) });
    expect(response.statusCode).toBe(503);
    expect(expectEnvelope(response).Status.errorCode).toBe('SERVICE_UNAVAILABLE');
    await bare.close();
  });
});
