/**
 * Bounded fuzz: a few thousand malformed bodies and headers (in-process), and a few hundred malformed
 * raw HTTP messages on a real loopback port. Every answer is a well-formed envelope (or, for the
 * success routes, the documented body), and the server is healthy afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { referrerSchema } from '../../src/referrer/schema.js';
import { SAMPLE_TOKEN } from '../../src/http/tokens.js';
import { flowRequest } from '../referrer/support/fixtures.js';
import { expectEnvelope, testServer, UNLIMITED } from './support/harness.js';

/** Seeded PRNG (mulberry32): a failure replays exactly. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20_260_521);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const randomText = (max: number): string => Array.from({ length: Math.floor(rand() * max) }, () => String.fromCharCode(Math.floor(rand() * 0xd7ff))).join('');

const PATHS = ['/v1/nlUnderstander/understand', '/v1/custom/channel', '/v1/custom/channel/AAAAAAAAAAAAAAAAAAAAAA', '/v1/custom/channel/%00', '/healthz', '/readyz', '/v1/', '/v1/nlUnderstander/understand/x', '//', '/v1/custom/channel?createdById=%FF&limit=-1', `/v1/custom/channel/${'x'.repeat(150)}`, `/v1/custom/channel/${'x'.repeat(1500)}`, '/healthz/', '/v1/custom/channel/%E0%A4%A', '/v1/custom/channel/abc/'];
const METHODS = ['POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
const TYPES = ['application/json', 'application/json; charset=utf-8', 'application/JSON', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/json; charset=latin1', '*/*', 'application/jsonx'];
const AUTHS = [UNLIMITED.token, `Bearer ${UNLIMITED.token}`, `bearer\t${UNLIMITED.token}`, SAMPLE_TOKEN.token, '', 'Bearer', 'Basic dXNlcjpwYXNz', randomText(30), UNLIMITED.token.toUpperCase()];

function body(): string {
  const valid = JSON.stringify(pick([{ query: 'where is my order' }, flowRequest(), { query: '' }]));
  const generators: Array<() => string> = [
    () => valid.slice(0, Math.floor(rand() * valid.length)),
    () => randomText(200),
    () => JSON.stringify({ query: pick([null, 1, true, [], {}, 'x'.repeat(2000), randomText(50), '\u0000', '\ud800']) }),
    () => JSON.stringify(flowRequest({ vars: [{ variableIdentifier: pick([null, {}, { scope: 'FLOW' }]), vTyp: pick(['DOUBLE', 'STRING', 1]), value: pick([1, 'a', null, {}]) }] })),
    () => JSON.stringify(flowRequest({ aPld: pick([null, [], { val: 1 }, { fId: '' }, { val: 'a', fId: 'b' }]) })),
    () => '['.repeat(5000) + ']'.repeat(5000),
    () => `{"a":${'1'.repeat(400)}}`,
    () => '{"__proto__":{"polluted":true},"query":"x"}',
    () => '{"constructor":{"prototype":{"polluted":true}},"query":"x"}',
    () => 'x'.repeat(70_000),
    () => pick(['null', 'true', '"string"', '1e999', '-0', '{}', '[]', ' ', '\ufeff{"query":"x"}']),
  ];
  return pick(generators)();
}

/** A path from URL-ish pieces: known prefixes, percent escapes (some broken), odd characters. */
function randomPath(): string {
  const pieces = ['/v1', '/custom', '/channel', '/nlUnderstander', '/understand', '/', '%', '%2F', '%00', '%E0%A4', '%ZZ', '..', ';', '?', '#', '&', '=', 'a', '~', ':id', '*'];
  return `/${Array.from({ length: 1 + Math.floor(rand() * 8) }, () => pick(pieces)).join('')}`;
}

function request(): InjectOptions {
  const headers: Record<string, string> = {};
  const type = pick(TYPES);
  if (type) headers['content-type'] = type;
  if (rand() < 0.9) headers.authorization = pick(AUTHS);
  if (rand() < 0.1) headers['content-encoding'] = pick(['gzip', 'br', 'bogus']);
  const method = pick(METHODS);
  return { method, url: rand() < 0.15 ? randomPath() : pick(PATHS), headers, ...(method === 'GET' ? {} : { payload: body() }) };
}

let app: FastifyInstance;
beforeAll(async () => {
  const store = await openReferrerStore(join(mkdtempSync(join(tmpdir(), 'nlu-fuzz-')), 'r.sqlite'));
  app = await testServer({ tokens: [UNLIMITED, SAMPLE_TOKEN], referrerStore: store, limits: { bodyLimitBytes: 64 * 1024, maxQueryLength: 1000 } });
});
afterAll(() => app.close());

describe('fuzz', () => {
  it('answers 3000 malformed requests with well-formed bodies and stays healthy', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 3000; i += 1) {
      const sent = request();
      const response = await app.inject(sent);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = `#${i} ${sent.method} ${sent.url} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.headers['content-type'], where).toBe('application/json');
      const json = JSON.parse(response.body) as Record<string, unknown>;
      const isReferrer = response.statusCode === 200 && String(sent.url).startsWith('/v1/custom/channel') && !('Status' in json);
      if (isReferrer) expect(referrerSchema.safeParse(json).success, where).toBe(true);
      else expect(() => expectEnvelope(response), where).not.toThrow();
    }
    // The mix reached every kind of answer, not just one.
    for (const status of [200, 400, 401, 404, 405, 413, 415, 429]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 300 malformed raw HTTP messages on a real port, or closes, and stays healthy', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const messages: Array<() => string> = [
      () => `${randomText(40)}\r\n\r\n`,
      () => `POST /v1/nlUnderstander/understand HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
      () => `POST /v1/nlUnderstander/understand HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      () => `GET /${'a'.repeat(Math.floor(rand() * 20_000))} HTTP/1.1\r\nHost: x\r\n\r\n`,
      () => `GET / HTTP/1.1\r\n${'X-A: b\r\n'.repeat(3000)}\r\n`,
      () => `POST /v1/custom/channel HTTP/1.1\r\nHost: x\r\nAuthorization: ${UNLIMITED.token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${randomText(10)}\r\n0\r\n\r\n`,
      () => `GET /healthz HTTP/9.9\r\n\r\n`,
      () => `\u0000\u0001\u0002 / HTTP/1.1\r\n\r\n`,
    ];
    const exchange = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: Number(port) });
        let received = '';
        socket.setTimeout(2000, () => socket.destroy());
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', () => {});
        socket.write(text, 'latin1');
        socket.end();
      });
    let enveloped = 0;
    for (let i = 0; i < 300; i += 1) {
      const answer = await exchange(pick(messages)());
      if (answer === '') continue; // closed without an answer: acceptable for unparseable input
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      expect(status, answer.slice(0, 200)).toBeGreaterThanOrEqual(200);
      const text = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head) || text === '') continue;
      const parsed = JSON.parse(text) as { Status?: { code?: number } };
      expect(parsed.Status?.code ?? 200, answer.slice(0, 200)).toBe(status);
      if (parsed.Status) enveloped += 1;
    }
    expect(enveloped).toBeGreaterThan(150);
    const health = await fetch(`${address}/healthz`);
    expect(health.status).toBe(200);
  });
});
