/** The adapter over the real Understander (trained on the tiny fixture corpus): the spec's wire format end to end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Understander } from '../../src/understander.js';
import { trainedModel } from '../helpers.js';
import { testServer, understandRequest } from './support/harness.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ understander: Understander.fromModel(await trainedModel()) });
});
afterAll(() => app.close());

describe('understand over the real engine', () => {
  it('answers a training utterance as a full match with confidence 1', async () => {
    const response = await app.inject(understandRequest({ query: 'Hello!' }));
    expect(response.json()).toEqual({
      Status: { code: 200, errorCode: 'SUCCESS' },
      result: { intentId: 'greeting', intentName: 'greeting', confidence: 1, params: {} },
      matchStat: 'Intent matched.',
    });
  });

  it('returns entity values as strings, numbers as decimal text', async () => {
    const body = (await app.inject(understandRequest({ query: 'show me nike boots under $1,200' }))).json();
    expect(body.result.intentName).toBe('productSearch');
    expect(body.result.params).toMatchObject({ vendor: 'Nike', toPrice: '1200' });
    expect(body.matchStat).toBe('Intent matched.');
  });

  it('explains an answer on ?explain=true: the same result, and the library\'s explanation beside it', async () => {
    const u = Understander.fromModel(await trainedModel());
    for (const query of ['show me nike boots under $1,200', 'zxqv blorp', 'Hello!']) {
      const plain = (await app.inject(understandRequest({ query }))).json();
      const { explanation, ...rest } = (await app.inject({ ...understandRequest({ query }), url: '/v1/nlUnderstander/understand?explain=true' })).json();
      expect(rest).toEqual(plain);
      expect(explanation).toEqual(JSON.parse(JSON.stringify(u.detailsSync(query, { explain: true }).explanation)));
      const { winner } = explanation.intents;
      const total = winner.bias + winner.features.reduce((sum: number, f: { contribution: number }) => sum + f.contribution, 0);
      expect(Math.abs(total - winner.score)).toBeLessThanOrEqual(1e-9);
    }
  });

  it('answers an unrelated statement with "No intent matched." and null ids', async () => {
    const body = (await app.inject(understandRequest({ query: 'zxqv blorp' }))).json();
    expect(body).toMatchObject({ Status: { code: 200, errorCode: 'SUCCESS' }, result: { intentId: null, intentName: null, params: {} }, matchStat: 'No intent matched.' });
    expect(body.result.confidence).toBeGreaterThanOrEqual(0);
    expect(body.result.confidence).toBeLessThan(1);
  });

  it('gives an unmatched answer the same confidence as the library: 0 when nothing in it is known', async () => {
    const understander = Understander.fromModel(await trainedModel());
    for (const query of ['hfjdks', 'zxqv blorp', 'what is the weather like on mars']) {
      const body = (await app.inject(understandRequest({ query }))).json();
      const own = understander.understandSync(query);
      expect(body.result.confidence, query).toBe(own.confidence);
    }
    expect((await app.inject(understandRequest({ query: 'hfjdks' }))).json().result.confidence).toBe(0);
  });
});
