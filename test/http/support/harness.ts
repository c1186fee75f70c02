/** A server over a fake engine, driven by Fastify's in-process injection. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../../src/http/server.js';
import type { TokenConfig } from '../../../src/http/tokens.js';
import type { Understanding } from '../../../src/http/understanding.js';
import { NluError } from '../../../src/errors.js';
import type { UnderstandDetails, UnderstandOptions, UnderstandResult } from '../../../src/types.js';

export const UNLIMITED: TokenConfig = { name: 'test-unlimited', token: 'unlimited-test-token-123', ratePerSecond: null };

/** Matches statements containing "order"; throws on "boom"; otherwise unmatched. */
export const fakeUnderstanding: Understanding = {
  info: {
    corpusHash: 'fake-corpus-hash',
    createdAt: '2026-01-01T00:00:00.000Z',
    engineVersion: '0.0.0-fake',
    formatVersion: 11,
    locale: 'en',
    intents: [{ id: 'order-status', name: 'orderStatus' }],
    cutoff: 0.5,
  },
  async understand(statement: string): Promise<UnderstandResult> {
    if (statement.includes('boom')) throw new Error('engine exploded at /secret/path.ts:42');
    if (statement.includes('refuse')) throw new NluError('INPUT_INVALID', 'expected a statement the engine can read, found control characters');
    if (statement.includes('order')) {
      return { intentId: 'order-status', intentName: 'orderStatus', confidence: 0.93, params: { orderNumber: 'A93817', qty: '2' }, matched: true, fullMatch: false };
    }
    return { intentId: null, intentName: null, confidence: 0.31, params: {}, matched: false, fullMatch: false };
  },
  /** The same answer; asked to explain, an explanation that says a model without a detector decided (no scores). */
  async details(statement: string, options: UnderstandOptions): Promise<UnderstandDetails> {
    const result = await this.understand(statement);
    const details: UnderstandDetails = { ...result, alternatives: [], entities: [], inScopeScore: result.confidence };
    if (!result.matched) details.unmatchedReason = 'background';
    if (options.explain) {
      const decision = { decidedBy: result.matched ? 'classifier' : 'background-class', matched: result.matched, inScopeScore: result.confidence, cutoff: 0, threshold: null, outOfScopeShare: 0.5 } as const;
      details.explanation = { intents: null, decision: result.matched ? decision : { ...decision, unmatchedReason: 'background' }, entities: [] };
    }
    return details;
  },
};

export async function testServer(overrides: Partial<BuildServerOptions> = {}): Promise<FastifyInstance> {
  return buildServer({ tokens: [UNLIMITED], understander: fakeUnderstanding, ...overrides });
}

export function understandRequest(body: unknown, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url: '/v1/nlUnderstander/understand',
    headers: { authorization: UNLIMITED.token, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** Every answer, success or error, carries Status with an integer code equal to the HTTP status. */
export function expectEnvelope(response: { statusCode: number; body: string; headers: Record<string, unknown> }): { Status: { code: number; errorCode: string; message?: string } } {
  const body = JSON.parse(response.body) as { Status?: { code?: unknown; errorCode?: unknown; message?: unknown } };
  if (!body.Status || body.Status.code !== response.statusCode || typeof body.Status.errorCode !== 'string') {
    throw new Error(`not a well-formed envelope for status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  if (response.statusCode !== 200 && (typeof body.Status.message !== 'string' || body.Status.message.length === 0)) {
    throw new Error(`error without a message: ${response.body.slice(0, 300)}`);
  }
  if (/\bat .+:\d+:\d+\)?/.test(response.body)) throw new Error(`stack trace leaked: ${response.body.slice(0, 300)}`);
  return body as { Status: { code: number; errorCode: string; message?: string } };
}
