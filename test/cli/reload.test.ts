/**
 * `nlu serve` picks up a newly trained model without a restart and without failing a request
 * (docs/http.md, "Reloading the model without a restart"). Each case is one real server process, with
 * requests sent in a loop while its model file is replaced as `nlu train --out` replaces it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { trainModel } from '../../src/training.js';
import { tempDir } from '../helpers.js';
import { runNlu, type Running } from './support/process.js';

const TOKEN = 'reload-test-token-123';
const TOKENS = JSON.stringify([{ name: 'reload-test', token: TOKEN, ratePerSecond: null }]);
const STATEMENT = 'where is my order';
const LISTENING = /listening on (http:\/\/\S+)/;

/** Two tiny corpora where the statement maps to another intent. */
const corpus = (intentId: string, intentName: string) => `locale: en
intents:
  - id: greeting
    name: greeting
    utterances: [hello, hi there, good morning, hey]
  - id: ${intentId}
    name: ${intentName}
    utterances: [where is my order, track my order, has my order shipped, when will my order arrive]
`;

const dir = tempDir('nlu-reload-');
let before: ModelFile;
let after: ModelFile;

beforeAll(async () => {
  const train = async (name: string, text: string) => {
    const path = join(dir, `${name}.yaml`);
    writeFileSync(path, text);
    return trainModel(await loadCorpus(path));
  };
  before = await train('before', corpus('order-status', 'orderStatus'));
  after = await train('after', corpus('package-tracking', 'packageTracking'));
  expect(before.corpusHash).not.toBe(after.corpusHash);
});

interface Server {
  run: Running;
  url: string;
  modelPath: string;
}

async function startServing(name: string, extra: string[] = []): Promise<Server> {
  const modelPath = join(tempDir('nlu-reload-model-'), 'model.json');
  await writeModelFile(modelPath, before);
  const run = runNlu(['serve', '--model', modelPath, '--port', '0', '--referrer-store', 'none', ...extra], { env: { NLU_TOKENS: TOKENS } });
  try {
    const [, url] = await run.waitFor(LISTENING);
    await run.waitFor(/^nlu serve: ready$/m);
    return { run, url: url!, modelPath };
  } catch (error) {
    run.child.kill('SIGKILL');
    throw new Error(`${name}: the server did not start`, { cause: error });
  }
}

async function stopServing(server: Server): Promise<void> {
  server.run.child.kill('SIGTERM');
  expect((await server.run.exited).code).toBe(0);
}

async function understand(url: string): Promise<{ status: number; intentId: string | null }> {
  const response = await fetch(`${url}/v1/nlUnderstander/understand`, {
    method: 'POST',
    headers: { authorization: TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ query: STATEMENT }),
  });
  const body = (await response.json()) as { result?: { intentId: string | null } };
  return { status: response.status, intentId: body.result?.intentId ?? null };
}

async function modelIdentity(url: string) {
  const response = await fetch(`${url}/v1/model`, { headers: { authorization: TOKEN } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    model: { path: string; corpusHash: string; formatVersion: number; intentCount: number; loadedAt: string };
    reload: { watching: boolean; reloads: number; lastRefused: null | { trigger: string; errorCode: string; message: string } };
  };
}

/**
 * Requests in a loop from several clients at once until stopped: every answer's status and intent,
 * in order per client, and every request that failed outright.
 */
function requestLoop(url: string, clients = 4) {
  let stopped = false;
  const answers: string[][] = Array.from({ length: clients }, () => []);
  const failures: string[] = [];
  let count = 0;
  const finished = Promise.all(
    answers.map(async (mine) => {
      while (!stopped) {
        try {
          const { status, intentId } = await understand(url);
          count += 1;
          if (status !== 200) failures.push(`status ${status}`);
          mine.push(String(intentId));
        } catch (error) {
          failures.push(String(error));
        }
      }
    }),
  );
  return {
    answers,
    failures,
    count: () => count,
    /** Resolves once `n` more requests were answered. */
    async more(n: number) {
      const target = count + n;
      while (count < target && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async stop() {
      stopped = true;
      await finished;
    },
  };
}

/** Each client saw the old intent, then only the new one: no answer from the old model after one from the new. */
function expectOneSwitch(answers: string[][], from: string, to: string) {
  for (const mine of answers) {
    const first = mine.indexOf(to);
    expect(first, `a client never saw ${to}: ${mine.slice(-5).join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(new Set(mine.slice(0, first))).toEqual(new Set([from]));
    expect(new Set(mine.slice(first))).toEqual(new Set([to]));
  }
}

describe('nlu serve --watch-model', () => {
  it('answers with the new model once its file is replaced, failing no request on the way', { timeout: 60_000 }, async () => {
    const server = await startServing('watch', ['--watch-model']);
    try {
      const start = await modelIdentity(server.url);
      expect(start.model).toMatchObject({ path: server.modelPath, corpusHash: before.corpusHash, formatVersion: before.formatVersion, intentCount: 2 });
      expect(start.reload).toEqual({ watching: true, reloads: 0, lastRefused: null });

      const loop = requestLoop(server.url);
      await loop.more(50);
      await writeModelFile(server.modelPath, after);
      await server.run.waitFor(new RegExp(`"msg":"model reloaded: corpusHash ${before.corpusHash} -> ${after.corpusHash}"`));
      await loop.more(50);
      await loop.stop();

      expect(loop.failures).toEqual([]);
      expectOneSwitch(loop.answers, 'order-status', 'package-tracking');
      const now = await modelIdentity(server.url);
      expect(now.model.corpusHash).toBe(after.corpusHash);
      expect(now.reload).toEqual({ watching: true, reloads: 1, lastRefused: null });
      expect(Date.parse(now.model.loadedAt)).toBeGreaterThan(Date.parse(start.model.loadedAt));
      expect(server.run.stdout()).toMatch(/"level":30,[^\n]*"oldCorpusHash":"[^"]+","newCorpusHash":"[^"]+"/);
    } finally {
      await stopServing(server);
    }
  });

  it('refuses a truncated file and one of another format version, keeps answering with the old model, then takes a good one', { timeout: 60_000 }, async () => {
    const server = await startServing('damaged', ['--watch-model']);
    try {
      const loop = requestLoop(server.url, 2);
      await loop.more(20);

      // Copied in place and cut short, as a failed copy leaves it.
      const text = `${JSON.stringify(after)}\n`;
      writeFileSync(server.modelPath, text.slice(0, Math.floor(text.length / 2)));
      await server.run.waitFor(/"level":50,[^\n]*"msg":"model reload refused \(MODEL_CORRUPT\): expected a complete JSON model in [^"]*, found invalid or truncated JSON; still serving the loaded model"/);
      await loop.more(20);
      let identity = await modelIdentity(server.url);
      expect(identity.model.corpusHash).toBe(before.corpusHash);
      expect(identity.reload.lastRefused).toMatchObject({ trigger: 'file change', errorCode: 'MODEL_CORRUPT' });

      // Complete JSON, written atomically, but of another format version.
      await writeModelFile(server.modelPath, { ...after, formatVersion: before.formatVersion - 1 } as ModelFile);
      await server.run.waitFor(new RegExp(`"msg":"model reload refused \\(MODEL_VERSION_MISMATCH\\): expected model format version ${before.formatVersion} in [^"]*, found ${before.formatVersion - 1}: retrain it with this version of the engine; still serving the loaded model"`));
      await loop.more(20);
      identity = await modelIdentity(server.url);
      expect(identity.model.corpusHash).toBe(before.corpusHash);
      expect(identity.reload).toMatchObject({ reloads: 0, lastRefused: { errorCode: 'MODEL_VERSION_MISMATCH' } });

      await writeModelFile(server.modelPath, after);
      await server.run.waitFor(/"msg":"model reloaded: /);
      await loop.more(20);
      await loop.stop();

      expect(loop.failures).toEqual([]);
      expectOneSwitch(loop.answers, 'order-status', 'package-tracking');
      identity = await modelIdentity(server.url);
      expect(identity.model.corpusHash).toBe(after.corpusHash);
      expect(identity.reload).toEqual({ watching: true, reloads: 1, lastRefused: null });
    } finally {
      await stopServing(server);
    }
  });
});

describe('nlu serve and SIGHUP', () => {
  it('reloads on SIGHUP without --watch-model, refuses a damaged file, and keeps running', { timeout: 60_000 }, async () => {
    const server = await startServing('sighup');
    try {
      expect((await modelIdentity(server.url)).reload.watching).toBe(false);
      const loop = requestLoop(server.url, 2);
      await loop.more(20);

      writeFileSync(server.modelPath, '{"kind":');
      server.run.child.kill('SIGHUP');
      await server.run.waitFor(/"trigger":"SIGHUP"[^\n]*"msg":"model reload refused \(MODEL_CORRUPT\)/);
      await loop.more(20);
      expect((await modelIdentity(server.url)).model.corpusHash).toBe(before.corpusHash);

      await writeModelFile(server.modelPath, after);
      server.run.child.kill('SIGHUP');
      await server.run.waitFor(new RegExp(`"trigger":"SIGHUP"[^\\n]*"msg":"model reloaded: corpusHash ${before.corpusHash} -> ${after.corpusHash}"`));
      await loop.more(20);
      await loop.stop();

      expect(loop.failures).toEqual([]);
      expectOneSwitch(loop.answers, 'order-status', 'package-tracking');
      const identity = await modelIdentity(server.url);
      expect(identity.model.corpusHash).toBe(after.corpusHash);
      expect(identity.reload).toEqual({ watching: false, reloads: 1, lastRefused: null });
      expect(server.run.stderr()).toContain('nlu serve: SIGHUP, reloading the model\n');
    } finally {
      await stopServing(server);
    }
  });
});
