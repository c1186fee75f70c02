import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { startServer } from '../../src/http/start.js';
import { SAMPLE_TOKEN } from '../../src/http/tokens.js';
import { fakeUnderstanding } from './support/harness.js';

describe('startServer', () => {
  it('listens, prints a ready-to-paste curl line with the sample token, and reports readiness', async () => {
    const lines: string[] = [];
    let release: () => void = () => {};
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      tokens: [SAMPLE_TOKEN],
      logLevel: 'silent',
      referrerStore: join(mkdtempSync(join(tmpdir(), 'nlu-start-')), 'r.sqlite'),
      loadUnderstanding: () => new Promise((resolve) => (release = () => resolve(fakeUnderstanding))),
      print: (line) => lines.push(line),
    });
    try {
      expect(lines[0]).toBe(`nlu serve: listening on ${server.url}`);
      const curl = lines.find((line) => line.trim().startsWith('curl'))!;
      expect(curl).toContain(`-H 'Authorization: ${SAMPLE_TOKEN.token}'`);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      release();
      await server.ready;
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // The printed command works as printed (its URL, headers and body).
      const url = /curl -s -X POST (\S+)/.exec(curl)![1]!;
      const body = /-d '([^']+)'/.exec(curl)![1]!;
      const response = await fetch(url, { method: 'POST', headers: { authorization: SAMPLE_TOKEN.token, 'content-type': 'application/json' }, body });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('fails on a taken port and releases what it opened', async () => {
    const first = await startServer({ host: '127.0.0.1', port: 0, tokens: [], logLevel: 'silent', print: () => {} });
    const port = Number(new URL(first.url).port);
    try {
      await expect(startServer({ host: '127.0.0.1', port, tokens: [], logLevel: 'silent', print: () => {} })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });
});

describe('nlu serve configuration errors', () => {
  let stderr = '';
  beforeEach(() => {
    stderr = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says what is wrong with the tokens and exits 1', async () => {
    vi.stubEnv('NLU_TOKENS', '[{"name":"x"}]');
    try {
      expect(await main(['serve', '--model', 'none', '--referrer-store', 'none', '--port', '0'])).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(stderr).toMatch(/^error: NLU_TOKENS: token \[0\] \("x"\): token is required: expected the secret, 8 to 512 characters; the entry has none\n/);
  });
});
