/** `--record` in the HTTP adapter, in process over the real engine: same answers, answered statements stored, failures only logged. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/http/server.js';
import { Understander } from '../../src/understander.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import type { TrafficStore } from '../../src/traffic/store.js';
import { tempDir, trainedModel } from '../helpers.js';
import { UNLIMITED, understandRequest } from './support/harness.js';

const STATEMENTS = ['Hello!', 'show me nike boots under $1,200', 'track order 784512', 'ｓｈｏｗ ｍｅ ｂｏｏｔｓ', 'zxqv blorp', 'what is the weather like', 'wher is my ordr'];
const RECORDING = { mask: false, maxMessages: 1000, maxDays: 30 };

let understander: Understander;
beforeAll(async () => {
  understander = Understander.fromModel(await trainedModel());
});

async function answers(app: FastifyInstance): Promise<unknown[]> {
  const bodies = [];
  for (const query of STATEMENTS) bodies.push((await app.inject(understandRequest({ query }))).json());
  return bodies;
}

describe('nlu serve --record, in process', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildServer({ tokens: [UNLIMITED], understander });
  });
  afterAll(() => plain.close());

  it('answers exactly as without recording, and stores each answered statement with its details() answer and the model', async () => {
    const file = join(tempDir('nlu-rec-'), 'traffic.sqlite');
    const recording = await buildServer({ tokens: [UNLIMITED], understander, recording: { store: SqliteTrafficStore.open(file), ...RECORDING } });
    expect(await answers(recording)).toEqual(await answers(plain));
    await recording.close();

    const store = SqliteTrafficStore.open(file, { mustExist: true });
    const stored = await store.page({ afterId: 0, limit: 100 });
    await store.close();
    expect(stored.map((m) => m.text)).toEqual(STATEMENTS);
    for (const message of stored) {
      const details = understander.detailsSync(message.text);
      expect(message.answer).toEqual({
        intentId: details.intentId, intentName: details.intentName, confidence: details.confidence, matched: details.matched,
        params: details.params, unmatchedReason: details.unmatchedReason ?? null, inScopeScore: details.inScopeScore,
      });
      expect(message).toMatchObject({ corpusHash: understander.info.corpusHash, cutoff: understander.info.cutoff, masked: false, label: null });
    }
  });

  it('stores nothing for a request it did not answer: a bad token, an empty query, a body that is not JSON', async () => {
    const file = join(tempDir('nlu-rec-'), 'traffic.sqlite');
    const app = await buildServer({ tokens: [UNLIMITED], understander, recording: { store: SqliteTrafficStore.open(file), ...RECORDING } });
    expect((await app.inject(understandRequest({ query: 'hello' }, { authorization: 'wrong-token-000000' }))).statusCode).toBe(401);
    expect((await app.inject(understandRequest({ query: '  ' }))).statusCode).toBe(400);
    expect((await app.inject(understandRequest('{"query": "hello"'))).statusCode).toBe(400);
    await app.close();
    const store = SqliteTrafficStore.open(file, { mustExist: true });
    expect(await store.count()).toBe(0);
    await store.close();
  });

  it('answers every request while the store fails, and logs the failure instead', async () => {
    const broken = SqliteTrafficStore.open(':memory:');
    const failing: TrafficStore = Object.assign(Object.create(broken) as TrafficStore, { add: () => Promise.reject(new Error('disk I/O error')) });
    const lines: string[] = [];
    const app = await buildServer({
      tokens: [UNLIMITED], understander, recording: { store: failing, ...RECORDING },
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    for (const query of STATEMENTS) expect((await app.inject(understandRequest({ query }))).statusCode).toBe(200);
    await app.close();
    expect(lines.join('')).toMatch(/recording: 7 recorded messages were not stored before closing/);
    expect(lines.join('')).toMatch(/disk I\/O error/);
    expect(lines.join('')).not.toContain(UNLIMITED.token);
  });
});
