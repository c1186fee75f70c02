import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Readiness } from '../../src/http/readiness.js';
import { announceReadiness, closeOnSignals, REPEATED_SIGNAL_MS, startServer, type RunningServer } from '../../src/http/start.js';
import { SAMPLE_TOKEN } from '../../src/http/tokens.js';
import { fakeUnderstanding } from './support/harness.js';

describe('startServer', () => {
  it('loads the model, listens, prints a ready-to-paste curl line with the sample token, then that it is ready', async () => {
    const lines: string[] = [];
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      tokens: [SAMPLE_TOKEN],
      logLevel: 'silent',
      referrerStore: join(mkdtempSync(join(tmpdir(), 'nlu-start-')), 'r.sqlite'),
      loadUnderstanding: async () => fakeUnderstanding,
      print: (line) => lines.push(line),
    });
    try {
      expect(lines[0]).toBe(`nlu serve: listening on ${server.url}`);
      const curl = lines.find((line) => line.trim().startsWith('curl'))!;
      expect(curl).toContain(`-H 'Authorization: ${SAMPLE_TOKEN.token}'`);
      await server.ready;
      expect(lines.at(-1)).toBe('nlu serve: ready');
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

  it('fails before listening when the model fails to load, and prints nothing', async () => {
    const lines: string[] = [];
    const failure = new Error('no model here');
    await expect(startServer({ host: '127.0.0.1', port: 0, tokens: [], logLevel: 'silent', loadUnderstanding: () => Promise.reject(failure), print: (line) => lines.push(line) })).rejects.toBe(failure);
    expect(lines).toEqual([]);
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

describe('announceReadiness', () => {
  const names = { understander: 'the model', referrerStore: 'the referrer store at r.sqlite', rateLimiter: 'Redis at redis://h:1' };
  const unreachable: Readiness = { ready: false, components: { understander: 'ready', referrerStore: 'disabled', rateLimiter: 'unreachable', recording: 'disabled' }, recording: null, waiting: [['rateLimiter', 'unreachable']] };
  const ready: Readiness = { ready: true, components: { understander: 'ready', referrerStore: 'disabled', rateLimiter: 'ready', recording: 'disabled' }, recording: null, waiting: [] };

  it('says what does not answer, once, and that it is ready only when every dependency answers', async () => {
    const answers = [unreachable, unreachable, unreachable, ready];
    const lines: string[] = [];
    await announceReadiness({ readiness: async () => answers.shift()!, open: () => true, names, print: (line) => lines.push(line), retryMs: 1 });
    expect(lines).toEqual(['nlu serve: not ready: Redis at redis://h:1 is unreachable; /readyz answers 503 until then (checking every 0.001 s)', 'nlu serve: ready']);
    expect(answers).toEqual([]);
  });

  it('stops checking once the server is closed', async () => {
    let checks = 0;
    let open = true;
    const lines: string[] = [];
    void announceReadiness({ readiness: async () => (checks++, (open = false), unreachable), open: () => open, names, print: (line) => lines.push(line), retryMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checks).toBe(1);
    expect(lines).toEqual([]);
  });
});

describe('closeOnSignals', () => {
  function setUp() {
    const source = new EventEmitter();
    const lines: string[] = [];
    const exits: number[] = [];
    let clock = 0;
    let finishClose: () => void = () => {};
    const server = { close: () => new Promise<void>((resolve) => (finishClose = resolve)) } as unknown as RunningServer;
    const stopped = closeOnSignals(Promise.resolve(server), { source, print: (line) => lines.push(line), exit: (code) => void exits.push(code), now: () => clock });
    return { source, lines, exits, stopped, finishClose: () => finishClose(), advance: (ms: number) => (clock += ms) };
  }

  it('closes on the first signal and takes a repeat within REPEATED_SIGNAL_MS (npm forwarding a Ctrl-C) as the same request', async () => {
    const run = setUp();
    run.source.emit('SIGINT', 'SIGINT');
    run.advance(REPEATED_SIGNAL_MS - 1);
    run.source.emit('SIGINT', 'SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    run.finishClose();
    await run.stopped;
    expect(run.exits).toEqual([]);
    expect(run.lines).toEqual(['nlu serve: SIGINT, finishing in-flight requests', 'nlu serve: closed']);
    expect(run.source.listenerCount('SIGINT') + run.source.listenerCount('SIGTERM')).toBe(0);
  });

  it('exits at once with status 1 on a second signal a while later', () => {
    const run = setUp();
    run.source.emit('SIGTERM', 'SIGTERM');
    run.advance(REPEATED_SIGNAL_MS);
    run.source.emit('SIGTERM', 'SIGTERM');
    expect(run.exits).toEqual([1]);
    expect(run.lines).toEqual(['nlu serve: SIGTERM, finishing in-flight requests', 'nlu serve: SIGTERM again, exiting now']);
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
