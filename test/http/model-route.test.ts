/** GET /v1/model: which model the server answers with; it follows a reload and a refusal. */
import { describe, expect, it } from 'vitest';
import { NluError } from '../../src/errors.js';
import type { Understanding } from '../../src/http/understanding.js';
import { fakeUnderstanding, testServer, UNLIMITED, understandRequest } from './support/harness.js';

const request = { method: 'GET', url: '/v1/model', headers: { authorization: UNLIMITED.token } } as const;

describe('GET /v1/model', () => {
  it('says which model answers, behind a token', async () => {
    const app = await testServer();
    try {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.model).toEqual({
        path: null,
        corpusHash: 'fake-corpus-hash',
        createdAt: '2026-01-01T00:00:00.000Z',
        engineVersion: '0.0.0-fake',
        formatVersion: 11,
        locale: 'en',
        intentCount: 1,
        loadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(body.reload).toEqual({ watching: false, reloads: 0, lastRefused: null });
      expect((await app.inject({ method: 'GET', url: '/v1/model' })).json().Status.errorCode).toBe('TOKEN_MISSING');
    } finally {
      await app.close();
    }
  });

  it('answers 503 NOT_READY when the server has no model', async () => {
    const app = await testServer({ understander: undefined });
    try {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(503);
      expect(response.json().Status.errorCode).toBe('NOT_READY');
    } finally {
      await app.close();
    }
  });

  it('shows the reloaded model, its file as an absolute path, and a refused reload while the old model answers', async () => {
    const next: Understanding = {
      ...fakeUnderstanding,
      info: { ...fakeUnderstanding.info, corpusHash: 'reloaded-hash', intents: [{ id: 'a', name: 'a' }, { id: 'b', name: 'b' }] },
      understand: async () => ({ intentId: 'b', intentName: 'b', confidence: 1, params: {}, matched: true, fullMatch: true }),
    };
    const loads: Array<() => Promise<Understanding>> = [async () => next, () => Promise.reject(new NluError('MODEL_CORRUPT', 'expected a complete JSON model in models/model.json, found an empty file'))];
    const app = await testServer({ modelFile: { path: 'models/model.json', load: () => loads.shift()!() } });
    try {
      const before = (await app.inject(request)).json();
      expect(before.model.path).toMatch(/^\/.*\/models\/model\.json$/);

      await app.nluReloadModel!('SIGHUP');
      const after = (await app.inject(request)).json();
      expect(after.model).toMatchObject({ corpusHash: 'reloaded-hash', intentCount: 2 });
      expect(after.reload).toEqual({ watching: false, reloads: 1, lastRefused: null });
      expect(Date.parse(after.model.loadedAt)).toBeGreaterThanOrEqual(Date.parse(before.model.loadedAt));
      expect((await app.inject(understandRequest({ query: 'anything' }))).json().result.intentId).toBe('b');

      await app.nluReloadModel!('file change');
      const refused = (await app.inject(request)).json();
      expect(refused.model).toEqual(after.model);
      expect(refused.reload.lastRefused).toMatchObject({ trigger: 'file change', errorCode: 'MODEL_CORRUPT', message: 'expected a complete JSON model in models/model.json, found an empty file' });
      expect((await app.inject(understandRequest({ query: 'anything' }))).json().result.intentId).toBe('b');
    } finally {
      await app.close();
    }
  });

  it('has no reload without a model file', async () => {
    const app = await testServer();
    try {
      expect(app.nluReloadModel).toBeNull();
    } finally {
      await app.close();
    }
  });
});
