/** Keeps /openapi.json true: same routes as the server, and real responses match the documented schemas. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { NluError } from '../../src/errors.js';
import { ERROR_CODES } from '../../src/http/errors.js';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { flowRequest, textRequest } from '../referrer/support/fixtures.js';
import { Understander } from '../../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';
import { testServer, understandRequest, UNLIMITED } from './support/harness.js';

type Json = Record<string, unknown>;
let app: FastifyInstance;
let doc: Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

beforeAll(async () => {
  const store = await openReferrerStore(join(mkdtempSync(join(tmpdir(), 'nlu-openapi-')), 'r.sqlite'));
  app = await testServer({ referrerStore: store });
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => app.close());

/** Inlines `$ref`s and closes every object, so an undocumented field fails too. */
function resolve(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolve);
  if (schema === null || typeof schema !== 'object') return schema;
  const object = schema as Json;
  if (typeof object.$ref === 'string') return resolve(doc.components.schemas[object.$ref.split('/').pop()!]);
  const out: Json = Object.fromEntries(Object.entries(object).map(([key, value]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, resolve(v)])) : resolve(value)]));
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

function documentedSchema(path: string, method: string, status: number): z.ZodType {
  const operation = doc.paths[path]?.[method.toLowerCase()] as { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } | undefined;
  const response = operation?.responses[String(status)];
  if (!response?.content) throw new Error(`${method} ${path} does not document status ${status}`);
  return z.fromJSONSchema(resolve(response.content['application/json']!.schema) as never) as unknown as z.ZodType;
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3 document listing exactly the server’s routes', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const served = app.nluRoutes.list().map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('lists every errorCode, and docs/http.md explains each', () => {
    const envelope = doc.components.schemas.ErrorEnvelope as { properties: { Status: { properties: { errorCode: { enum: string[] } } } } };
    expect(envelope.properties.Status.properties.errorCode.enum).toEqual(['SUCCESS', ...ERROR_CODES]);
    const guide = readFileSync(new URL('../../docs/http.md', import.meta.url), 'utf8');
    for (const code of ERROR_CODES) expect(guide, `docs/http.md lacks ${code}`).toContain(`\`${code}\``);
  });

  it('checks strictly: an undocumented field or a wrong type fails', async () => {
    const schema = documentedSchema('/v1/nlUnderstander/understand', 'POST', 200);
    const good = (await app.inject(understandRequest({ query: 'order' }))).json();
    expect(schema.safeParse(good).success).toBe(true);
    expect(schema.safeParse({ ...good, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...good, result: { ...good.result, params: { a: 1 } } }).success).toBe(false);
  });

  it('documents the real responses of every route, success and error', async () => {
    const auth = { authorization: UNLIMITED.token };
    const json = { ...auth, 'content-type': 'application/json' };
    const created = (await app.inject({ method: 'POST', url: '/v1/custom/channel', headers: json, payload: JSON.stringify(flowRequest()) })).json();
    const calls: Array<[string, InjectOptions]> = [
      ['/v1/nlUnderstander/understand', understandRequest({ query: 'order' })],
      ['/v1/nlUnderstander/understand', understandRequest({ query: 'joke' })],
      ['/v1/nlUnderstander/understand', { ...understandRequest({ query: 'order' }), url: '/v1/nlUnderstander/understand?explain=true' }],
      ['/v1/nlUnderstander/understand', { ...understandRequest({ query: 'joke' }), url: '/v1/nlUnderstander/understand?explain=true' }],
      ['/v1/nlUnderstander/understand', { ...understandRequest({ query: 'order' }), url: '/v1/nlUnderstander/understand?explain=maybe' }],
      ['/v1/nlUnderstander/understand', understandRequest({ query: 1 })],
      ['/v1/nlUnderstander/understand', understandRequest({ query: 'boom' })],
      ['/v1/nlUnderstander/understand', understandRequest('{"query": "x"}', { 'content-type': 'text/plain' })],
      ['/v1/nlUnderstander/understand', understandRequest({ query: 'x'.repeat(70_000) })],
      ['/v1/nlUnderstander/understand', { method: 'GET', url: '/v1/nlUnderstander/understand' }],
      ['/v1/nlUnderstander/understand', understandRequest({ query: 'x' }, { authorization: 'nope' })],
      ['/v1/custom/channel', { method: 'POST', url: '/v1/custom/channel', headers: json, payload: JSON.stringify(textRequest()) }],
      ['/v1/custom/channel', { method: 'POST', url: '/v1/custom/channel', headers: json, payload: JSON.stringify({ nm: 1 }) }],
      ['/v1/custom/channel', { method: 'GET', url: '/v1/custom/channel?createdById=user-42&limit=2', headers: auth }],
      ['/v1/custom/channel/{id}', { method: 'GET', url: `/v1/custom/channel/${created._id}`, headers: auth }],
      ['/v1/custom/channel/{id}', { method: 'GET', url: '/v1/custom/channel/unknown', headers: auth }],
      ['/v1/custom/channel/{id}', { method: 'DELETE', url: `/v1/custom/channel/${created._id}`, headers: auth }],
      ['/healthz', { method: 'GET', url: '/healthz' }],
      ['/readyz', { method: 'GET', url: '/readyz' }],
      ['/v1/model', { method: 'GET', url: '/v1/model', headers: auth }],
      ['/v1/model', { method: 'GET', url: '/v1/model' }],
    ];
    for (const [path, request] of calls) {
      const response = await app.inject(request);
      const method = response.statusCode === 405 ? 'POST' : (request.method ?? 'GET');
      const check = documentedSchema(path, String(method), response.statusCode).safeParse(response.json());
      expect(check.success, `${String(request.method)} ${request.url} → ${response.statusCode}: ${check.error?.message ?? ''}`).toBe(true);
    }
  });

  it('documents GET /v1/model after a refused reload and with no model', async () => {
    const refusing = await testServer({ modelFile: { path: 'models/model.json', load: () => Promise.reject(new NluError('MODEL_CORRUPT', 'expected a complete JSON model in models/model.json, found invalid or truncated JSON')) } });
    const none = await testServer({ understander: undefined });
    try {
      await refusing.nluReloadModel!('SIGHUP');
      const request = { method: 'GET', url: '/v1/model', headers: { authorization: UNLIMITED.token } } as const;
      const refused = await refusing.inject(request);
      expect(refused.json().reload.lastRefused).toMatchObject({ errorCode: 'MODEL_CORRUPT' });
      const schema = documentedSchema('/v1/model', 'GET', 200);
      const body = refused.json() as { reload: object };
      expect(schema.safeParse(body).success).toBe(true);
      expect(schema.safeParse({ ...body, reload: { ...body.reload, lastRefused: { at: 1 } } }).success).toBe(false);
      const missing = await none.inject(request);
      expect(missing.statusCode).toBe(503);
      expect(documentedSchema('/v1/model', 'GET', 503).safeParse(missing.json()).success).toBe(true);
    } finally {
      await refusing.close();
      await none.close();
    }
  });

  it('documents the explained answers of the real engine (?explain=true), every field of them', async () => {
    const real = await testServer({ understander: Understander.fromModel(await trainedModel(DEFAULT_CORPUS)) });
    const schema = documentedSchema('/v1/nlUnderstander/understand', 'POST', 200);
    const steps = new Set<string>();
    for (const query of ['show me nike boots under 90 dollars', 'thank you so much', 'tell me a funny joke', 'asdkjh qwpoeiru', '!!!', 'boots from hokara brand']) {
      const body = (await real.inject({ ...understandRequest({ query }), url: '/v1/nlUnderstander/understand?explain=true' })).json();
      const check = schema.safeParse(body);
      expect(check.success, `${query}: ${check.error?.message ?? ''}`).toBe(true);
      steps.add(body.explanation.decision.decidedBy);
      // A field the schema does not document fails (objects are closed).
      if (body.explanation.intents) expect(schema.safeParse({ ...body, explanation: { ...body.explanation, intents: { ...body.explanation.intents, extra: 1 } } }).success).toBe(false);
    }
    expect([...steps].sort()).toEqual(['background-class', 'detector', 'empty', 'full-match', 'nothing-known']);
    await real.close();
  });

  it('documents the explain parameter of understand', () => {
    const operation = doc.paths['/v1/nlUnderstander/understand']!.post as { parameters: Array<{ name: string; in: string; schema: { enum: string[] } }> };
    expect(operation.parameters).toEqual([expect.objectContaining({ name: 'explain', in: 'query', schema: expect.objectContaining({ enum: ['true', 'false'] }) })]);
  });
});
