/**
 * The traffic inbox's data side as a user drives it: a real `nlu serve --record` process answers requests sent
 * with a token, then `nlu traffic list|label|export` read and label what it stored, and the export goes into
 * `nlu evaluate` and `nlu train --tune-on`. Each server is one real process; the store is read as a file.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import type { TrafficMessage } from '../../src/traffic/message.js';
import { TINY_CORPUS, tempDir } from '../helpers.js';
import { runNlu } from './support/process.js';
import { message } from '../traffic/fixtures.js';
import { dropSchema, uniqueSchema } from '../referrer/support/pg-schema.js';
import { serviceUrl } from '../referrer/support/services.js';

const dir = tempDir('nlu-traffic-cli-');
const model = join(dir, 'model.json');
const TOKEN = 'e2e-recording-token-7f3a9c0b1d2e';
const env = { NLU_TOKENS: JSON.stringify([{ name: 'e2e', token: TOKEN, ratePerSecond: null }]) };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const trained = runNlu(['train', '--corpus', TINY_CORPUS, '--out', model]);
  expect((await trained.exited).code, trained.stderr()).toBe(0);
});

let stores = 0;
const newStore = () => join(tempDir('nlu-traffic-store-'), `traffic-${(stores += 1)}.sqlite`);

/** Runs `nlu serve --record` on the store until `work` is done, then stops it with SIGTERM (it exits 0). */
async function withRecordingServer(store: string, extra: string[], work: (url: string) => Promise<void>, moreEnv: Record<string, string> = {}): Promise<string> {
  const run = runNlu(['serve', '--model', model, '--port', '0', '--referrer-store', 'none', '--record', '--record-store', store, ...extra], { env: { ...env, ...moreEnv } });
  try {
    const [, url] = await run.waitFor(/listening on (http:\/\/\S+)/);
    await run.waitFor(/^nlu serve: ready$/m);
    await work(url!);
  } finally {
    run.child.kill('SIGTERM');
  }
  const exit = await run.exited;
  expect(exit.code, run.stderr()).toBe(0);
  return run.stdout() + run.stderr();
}

async function ask(url: string, query: string, authorization = TOKEN): Promise<void> {
  const response = await fetch(`${url}/v1/nlUnderstander/understand`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'x-api-key': TOKEN },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
}

async function stored(file: string): Promise<TrafficMessage[]> {
  const store = SqliteTrafficStore.open(file, { mustExist: true });
  try {
    return await store.page({ afterId: 0, limit: 1000 });
  } finally {
    await store.close();
  }
}

/** Every byte SQLite keeps for this store: the file, its write-ahead log and shared memory, whatever is there. */
function storeBytes(file: string): Buffer {
  const folder = join(file, '..');
  return Buffer.concat(readdirSync(folder).filter((name) => name.startsWith(file.split('/').pop()!)).map((name) => readFileSync(join(folder, name))));
}

async function nlu(args: string[], moreEnv: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = runNlu(args, { env: moreEnv });
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

const STATEMENTS = ['where is my order', 'hello', 'zxqv blorp', 'what is the weather like', 'show me nike boots under $90', 'ｈｅｌｌｏ'];

describe('nlu serve --record', () => {
  it('stores each answered statement with its answer and the model, and never the token, in any file of the store', async () => {
    const file = newStore();
    const output = await withRecordingServer(file, [], async (url) => {
      for (const query of STATEMENTS.slice(0, 3)) await ask(url, query);
      await ask(url, STATEMENTS[3]!, `Bearer ${TOKEN}`);
      for (const query of STATEMENTS.slice(4)) await ask(url, query);
      // Written while the server runs, not only when it stops (a batch waits at most half a second).
      await expect.poll(async () => (await stored(file)).length, { timeout: 10_000 }).toBe(STATEMENTS.length);
    });
    expect(output).toMatch(new RegExp(`^nlu serve: recording answered statements into ${file} \\(the newest 100000 kept, none older than 30 days\\)$`, 'm'));

    const messages = await stored(file);
    expect(messages.map((m) => m.text)).toEqual(STATEMENTS);
    const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as { corpusHash: string };
    for (const m of messages) expect(m.corpusHash).toBe(model.corpusHash);
    expect(messages[0]!.answer).toMatchObject({ matched: true, intentName: 'orderStatus', unmatchedReason: null });
    expect(messages[2]!.answer).toMatchObject({ matched: false, intentName: null, unmatchedReason: expect.any(String) });
    expect(messages[4]!.answer.params).toMatchObject({ vendor: 'Nike', toPrice: '90' });

    const bytes = storeBytes(file);
    expect(bytes.includes('zxqv blorp')).toBe(true);
    expect(bytes.includes(TOKEN)).toBe(false);
    expect(bytes.includes(TOKEN.slice(0, 12))).toBe(false);
    expect(bytes.toString('latin1')).not.toMatch(/authorization|x-api-key|bearer/i);
  });

  it('with --record-mask, stores digits as 0 and e-mail addresses as <email>, in the statement and its params', async () => {
    const file = newStore();
    const output = await withRecordingServer(file, ['--record-mask'], async (url) => {
      await ask(url, 'track order 784512');
      await ask(url, 'mail the receipt to ann.lee42@example.com');
    });
    expect(output).toContain(', digits and e-mail addresses masked (');
    const messages = await stored(file);
    expect(messages.map((m) => m.text)).toEqual(['track order 000000', 'mail the receipt to <email>']);
    expect(messages[0]).toMatchObject({ masked: true, answer: { intentName: 'orderStatus', params: { orderNumber: '000000' } } });
    const bytes = storeBytes(file);
    expect(bytes.includes('784512')).toBe(false);
    expect(bytes.includes('ann.lee42')).toBe(false);
  });

  it('keeps only the newest --record-max-messages', async () => {
    const file = newStore();
    await withRecordingServer(file, ['--record-max-messages', '3'], async (url) => {
      for (const query of ['hello', 'hi there', 'good morning', 'hey', 'hiya']) await ask(url, query);
    });
    expect((await stored(file)).map((m) => m.text)).toEqual(['good morning', 'hey', 'hiya']);
  });

  it('deletes what is older than --record-max-days when it starts, labelled or not', async () => {
    const file = newStore();
    const store = SqliteTrafficStore.open(file);
    const now = Date.now();
    await store.add([message({ text: '40 days old', time: now - 40 * DAY }), message({ text: '11 days old', time: now - 11 * DAY }), message({ text: '1 day old', time: now - DAY })]);
    await store.label(1, 'greeting', now);
    await store.close();
    await withRecordingServer(file, ['--record-max-days', '10'], async () => {
      expect((await stored(file)).map((m) => m.text)).toEqual(['1 day old']);
    });
  });

  it('stops before listening when the store cannot be opened: one error line, exit 1', async () => {
    const notADir = join(tempDir('nlu-traffic-bad-'), 'file');
    writeFileSync(notADir, 'x');
    const run = runNlu(['serve', '--model', model, '--port', '0', '--referrer-store', 'none', '--record', '--record-store', join(notADir, 't.sqlite')], { env });
    expect((await run.exited).code).toBe(1);
    expect(run.stderr()).toMatch(/^error: Cannot open the SQLite traffic store at .*t\.sqlite: .*\n$/);
    expect(run.stdout()).not.toMatch(/listening/);
  });

  it('refuses recording settings without --record, before listening', async () => {
    const run = runNlu(['serve', '--model', model, '--port', '0', '--referrer-store', 'none', '--record-mask'], { env });
    expect((await run.exited).code).toBe(1);
    expect(run.stderr()).toBe('error: --record-mask needs --record (recording is off unless asked for)\n');
    expect(run.stdout()).toBe('');
  });
});

describe('nlu traffic', () => {
  const file = newStore();
  beforeAll(async () => {
    await withRecordingServer(file, [], async (url) => {
      for (const query of STATEMENTS) await ask(url, query);
    });
  });

  it('lists the messages to label most useful first: unmatched, then the lowest in-scope score', async () => {
    const json = await nlu(['traffic', 'list', '--store', file, '--json']);
    expect(json.code, json.stderr).toBe(0);
    const listed = json.stdout.trim().split('\n').map((line) => JSON.parse(line) as TrafficMessage);
    expect(listed).toHaveLength(STATEMENTS.length);
    const firstMatched = listed.findIndex((m) => m.answer.matched);
    expect(firstMatched).toBeGreaterThan(0);
    expect(listed.slice(firstMatched).every((m) => m.answer.matched)).toBe(true);
    for (const group of [listed.slice(0, firstMatched), listed.slice(firstMatched)]) {
      const scores = group.map((m) => m.answer.inScopeScore);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
    }

    const table = await nlu(['traffic', 'list', '--store', file]);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id +time \(UTC\) +score +answer +statement$/);
    expect(lines.slice(1).map((line) => Number(line.split(' ')[0]))).toEqual(listed.map((m) => m.id));
    expect(lines[1]).toContain('unmatched: ');

    const unmatched = await nlu(['traffic', 'list', '--store', file, '--unmatched', '--limit', '1', '--json']);
    expect(unmatched.stdout.trim().split('\n').map((line) => (JSON.parse(line) as TrafficMessage).id)).toEqual([listed[0]!.id]);
  });

  it('labels a message with an intent or as out of scope, and says so; an unknown id or no label is an error', async () => {
    const messages = await stored(file);
    const blorp = messages.find((m) => m.text === 'zxqv blorp')!;
    const weather = messages.find((m) => m.text === 'what is the weather like')!;
    const where = messages.find((m) => m.text === 'where is my order')!;
    expect(await nlu(['traffic', 'label', String(blorp.id), '--out-of-scope', '--store', file])).toMatchObject({ code: 0, stdout: `labelled message ${blorp.id} "zxqv blorp" as out of scope\n` });
    expect(await nlu(['traffic', 'label', String(weather.id), '--intent', 'greeting', '--store', file])).toMatchObject({ code: 0 });
    expect(await nlu(['traffic', 'label', String(weather.id), '--out-of-scope', '--store', file])).toMatchObject({ code: 0 });
    expect(await nlu(['traffic', 'label', String(where.id), '--intent', 'orderStatus', '--model', model, '--store', file])).toMatchObject({ code: 0, stdout: `labelled message ${where.id} "where is my order" as orderStatus\n` });
    expect(await nlu(['traffic', 'label', '9999', '--intent', 'greeting', '--store', file])).toMatchObject({ code: 1, stderr: 'error: No recorded message with id 9999 (it may have been pruned)\n' });
    expect(await nlu(['traffic', 'label', String(where.id), '--store', file])).toMatchObject({ code: 2, stderr: expect.stringContaining('expected --intent NAME or --out-of-scope') });
    expect(await nlu(['traffic', 'label', 'abc', '--intent', 'x', '--store', file])).toMatchObject({ code: 2, stderr: expect.stringContaining('expected a message id (a whole number from 1), found "abc"') });

    const hello = messages.find((m) => m.text === 'hello')!;
    expect(await nlu(['traffic', 'label', String(hello.id), '--intent', 'Greeting', '--model', model, '--store', file])).toMatchObject({
      code: 1,
      stderr: `error: Expected an intent of ${model}, found "Greeting" (did you mean "greeting"?)\n  - its intents: productSearch, orderStatus, greeting\n`,
    });
    expect((await stored(file)).find((m) => m.id === hello.id)?.label).toBeNull();

    const listed = await nlu(['traffic', 'list', '--store', file, '--json']);
    expect(listed.stdout.trim().split('\n')).toHaveLength(STATEMENTS.length - 3);
    const all = await nlu(['traffic', 'list', '--store', file, '--all']);
    expect(all.stdout.split('\n')[0]).toMatch(/ label +statement$/);
    expect(all.stdout).toMatch(/out of scope +"zxqv blorp"/);
  });

  it('exports the labelled messages as {"text", "intent"} lines that nlu evaluate and nlu train --tune-on accept', async () => {
    const out = join(tempDir('nlu-traffic-export-'), 'messages.jsonl');
    const exported = await nlu(['traffic', 'export', '--labelled', '--out', out, '--store', file]);
    expect(exported).toMatchObject({ code: 0, stderr: `wrote 3 labelled messages to ${out}\n` });
    expect(readFileSync(out, 'utf8')).toBe(
      ['{"text":"where is my order","intent":"orderStatus"}', '{"text":"zxqv blorp","intent":null}', '{"text":"what is the weather like","intent":null}', ''].join('\n'),
    );

    const evaluated = await nlu(['evaluate', '--model', model, '--test', out, '--out', join(dir, 'report')]);
    expect(evaluated.code, evaluated.stderr).toBe(0);
    expect(evaluated.stdout).toContain(`on ${out} — 3 statements (1 in scope, 2 out of scope)`);
    const tuned = await nlu(['train', '--corpus', TINY_CORPUS, '--out', join(dir, 'tuned.json'), '--tune-on', out]);
    expect(tuned.code, tuned.stderr).toBe(0);
    expect(existsSync(join(dir, 'tuned.json'))).toBe(true);
  });

  it('exports every message as stored without --labelled, to standard output', async () => {
    const all = await nlu(['traffic', 'export', '--store', file]);
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n').map((line) => JSON.parse(line) as TrafficMessage);
    expect(lines.map((m) => m.text)).toEqual(STATEMENTS);
    expect(lines.find((m) => m.text === 'zxqv blorp')?.label).toMatchObject({ intent: null });
  });

  it('reports a store that is not there without creating it', async () => {
    const missing = join(tempDir('nlu-traffic-none-'), 'none.sqlite');
    expect(await nlu(['traffic', 'list', '--store', missing])).toMatchObject({ code: 1, stderr: `error: No traffic store at ${missing}: expected an existing SQLite file (nlu serve --record writes one), found nothing there\n` });
    expect(existsSync(missing)).toBe(false);
  });
});

const pgUrl = serviceUrl('NLU_TEST_PG_URL', 'nlu serve --record into PostgreSQL');
describe.skipIf(!pgUrl)('nlu serve --record into PostgreSQL', () => {
  it('records into the table, and nlu traffic lists, labels and exports from it', async () => {
    const schema = uniqueSchema('nlu_traffic_cli');
    const pgEnv = { NLU_TRAFFIC_PG_SCHEMA: schema };
    try {
      const output = await withRecordingServer(pgUrl!, ['--record-mask'], async (url) => {
        await ask(url, 'track order 784512');
        await ask(url, 'zxqv blorp');
      }, pgEnv);
      expect(output).toContain('recording answered statements into postgres://***@');
      expect(output).not.toContain('nlu_test_pw');
      const listed = await nlu(['traffic', 'list', '--json', '--store', pgUrl!], pgEnv);
      const messages = listed.stdout.trim().split('\n').map((line) => JSON.parse(line) as TrafficMessage);
      expect(messages.map((m) => m.text)).toEqual(['zxqv blorp', 'track order 000000']);
      expect(await nlu(['traffic', 'label', String(messages[0]!.id), '--out-of-scope', '--store', pgUrl!], pgEnv)).toMatchObject({ code: 0 });
      expect((await nlu(['traffic', 'export', '--labelled', '--store', pgUrl!], pgEnv)).stdout).toBe('{"text":"zxqv blorp","intent":null}\n');
    } finally {
      await dropSchema(pgUrl!, schema);
    }
  });
});
