import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadTokens, parseTokens, SAMPLE_TOKEN, tokenConfigSchema, tokenFromHeader, TokenRegistry } from '../../src/http/tokens.js';
import { TOKEN_FIELDS } from '../../src/http/token-problems.js';
import { testServer, understandRequest, UNLIMITED } from './support/harness.js';

describe('token configuration', () => {
  it('has the sample token on by default, limited to 0.2 queries per second and to the understand endpoint', () => {
    expect(loadTokens({})).toEqual([{ name: 'sample', token: 'sample-token-0.2qps', ratePerSecond: 0.2, scope: 'understand' }]);
    expect(loadTokens({ sample: false })).toEqual([]);
  });

  it('reads tokens from the environment and from a file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-tokens-')), 'tokens.json');
    writeFileSync(file, JSON.stringify([{ name: 'bench', token: 'bench-token-123456', ratePerSecond: null }]));
    const tokens = loadTokens({ file, env: JSON.stringify([{ name: 'app', token: 'app-token-1234567', ratePerSecond: 10, burst: 20 }]) });
    expect(tokens.map((t) => t.name)).toEqual(['sample', 'app', 'bench']);
  });

  it('says where a token entry is wrong', () => {
    expect(() => parseTokens('[{"name":"a","token":"short","ratePerSecond":-1}]', 'NLU_TOKENS')).toThrow(/NLU_TOKENS: token \[0\] \("a"\): token: .*\n.*\[0\] \("a"\): ratePerSecond/);
    expect(() => parseTokens('{', 'tokens.json')).toThrow(/tokens.json: expected a JSON array/);
    expect(() => loadTokens({ env: JSON.stringify([{ ...SAMPLE_TOKEN, token: 'another-token-1' }]) })).toThrow(/used twice/);
    expect(() => loadTokens({ file: '/nonexistent/tokens.json' })).toThrow(/cannot read the token file/);
  });

  it('says what is wrong in the words of docs/http.md: entry, field, what was expected, what was found (issue 26, item 9)', () => {
    const problems = (tokens: unknown) => {
      try {
        parseTokens(JSON.stringify(tokens), 'tokens.json');
      } catch (error) {
        return (error as Error).message.split('\n');
      }
      throw new Error('expected the token list to be refused');
    };
    expect(problems([{ name: 'shop-bot', token: 'a-long-random-secret' }])).toEqual([
      'tokens.json: token [0] ("shop-bot"): ratePerSecond is required: expected sustained queries per second (a number above 0, at most 1000000), or null for unlimited; the entry has none',
    ]);
    expect(problems([SAMPLE_TOKEN, { name: 'bench', token: 'short-1', ratePerSecond: '20', brust: 4 }])).toEqual([
      'tokens.json: token [1] ("bench"): token: expected the secret, 8 to 512 characters, found 7 characters',
      'tokens.json: token [1] ("bench"): ratePerSecond: expected sustained queries per second (a number above 0, at most 1000000), or null for unlimited, found the text "20"',
      'tokens.json: token [1] ("bench"): unknown field "brust": a token has name, token, ratePerSecond, burst and scope',
    ]);
    expect(problems(['x', { token: 'a-long-random-secret', ratePerSecond: null, burst: 0 }])).toEqual([
      'tokens.json: token [0]: expected an object with name, token and ratePerSecond (and optionally burst and scope), found the text "x"',
      'tokens.json: token [1]: name is required: expected a name of 1 to 64 characters of A-Z, a-z, 0-9, "_", "." and "-", unique; the entry has none',
      'tokens.json: token [1]: burst: expected requests allowed at once before the rate applies (a whole number from 1 to 10000; default 1), found 0',
    ]);
    expect(problems({ tokens: [] })).toEqual(['tokens.json: expected a JSON array of tokens, found an object']);
    // The secret is never echoed, only its length.
    const secret = `top-secret-${'x'.repeat(600)}`;
    const lines = problems([{ name: 'a', token: secret, ratePerSecond: 1 }]);
    expect(lines).toEqual(['tokens.json: token [0] ("a"): token: expected the secret, 8 to 512 characters, found 611 characters']);
  });

  it('has docs/http.md describe every field in the words its messages use', () => {
    const docs = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'http.md'), 'utf8');
    expect(Object.keys(TOKEN_FIELDS).sort()).toEqual(Object.keys(tokenConfigSchema.shape).sort());
    for (const [field, words] of Object.entries(TOKEN_FIELDS)) {
      const required = !tokenConfigSchema.shape[field as keyof typeof TOKEN_FIELDS].safeParse(undefined).success;
      expect(docs).toContain(`| \`${field}\` | ${required ? 'yes' : 'no'} | ${words}`);
    }
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
