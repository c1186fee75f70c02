import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadTokens, parseTokens, SAMPLE_TOKEN, tokenFromHeader, TokenRegistry } from '../../src/http/tokens.js';
import { testServer, understandRequest, UNLIMITED } from './support/harness.js';

describe('token configuration', () => {
  it('has the sample token on by default, limited to 0.2 queries per second', () => {
    expect(loadTokens({})).toEqual([{ name: 'sample', token: 'sample-token-0.2qps', ratePerSecond: 0.2 }]);
    expect(loadTokens({ sample: false })).toEqual([]);
  });

  it('reads tokens from the environment and from a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-tokens-')), 'tokens.json');
    writeFileSync(file, JSON.stringify([{ name: 'bench', token: 'bench-token-123456', ratePerSecond: null }]));
    const tokens = loadTokens({ file, env: JSON.stringify([{ name: 'app', token: 'app-token-1234567', ratePerSecond: 10, burst: 20 }]) });
    expect(tokens.map((t) => t.name)).toEqual(['sample', 'app', 'bench']);
  });

  it('says where a token entry is wrong', () => {
    expect(() => parseTokens('[{"name":"a","token":"short","ratePerSecond":-1}]', 'NLU_TOKENS')).toThrow(/NLU_TOKENS: \[0\]\.token: .*\n.*\[0\]\.ratePerSecond/);
    expect(() => parseTokens('{', 'tokens.json')).toThrow(/tokens.json: expected a JSON array/);
    expect(() => loadTokens({ env: JSON.stringify([{ ...SAMPLE_TOKEN, token: 'another-token-1' }]) })).toThrow(/used twice/);
    expect(() => loadTokens({ file: '/nonexistent/tokens.json' })).toThrow(/cannot read the token file/);
  });

  it('finds tokens by the whole header value or after Bearer', () => {
    const registry = new TokenRegistry([UNLIMITED, SAMPLE_TOKEN]);
    expect(registry.find(tokenFromHeader(UNLIMITED.token)!)).toBe(UNLIMITED);
    expect(registry.find(tokenFromHeader(`bearer   ${SAMPLE_TOKEN.token}`)!)).toBe(SAMPLE_TOKEN);
    expect(registry.find(`${UNLIMITED.token}x`)).toBeUndefined();
    expect(registry.find(UNLIMITED.token.slice(0, -1))).toBeUndefined();
    expect(tokenFromHeader('  ')).toBeUndefined();
    expect(tokenFromHeader('Bearer ')).toBe('Bearer');
  });
});

describe('logging', () => {
  it('logs requests and errors with request ids, never the token', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const app = await testServer({ logger: { level: 'debug', stream } });
    await app.inject(understandRequest({ query: 'order' }));
    const failed = await app.inject(understandRequest({ query: 'boom' }));
    await app.inject(understandRequest({ query: 'x' }, { authorization: 'Bearer some-wrong-token-value' }));
    await app.close();
    expect(logged).toContain(String(failed.headers['x-request-id']));
    expect(logged).toContain('engine exploded');
    expect(logged).not.toContain(UNLIMITED.token);
    expect(logged).not.toContain('some-wrong-token-value');
  });
});
