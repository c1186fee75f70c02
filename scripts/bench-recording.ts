/**
 * npm run bench:recording [-- --duration 30 --rounds 3 --connections 10 --model models/model.json --write --doc docs/benchmarks.md]
 *
 * What `nlu serve --record` costs a request: two real servers on one model, one plain and one recording into
 * a fresh SQLite store, loaded in turns with the same statements (--rounds windows of each, duration / rounds
 * seconds apiece, so a window the shared machine slows shows as one odd round): requests/s, p50/p99 latency,
 * errors, and how many messages the store holds at the end (every answered request, once the server closed).
 * Prints the "recording" section of docs/benchmarks.md; --write replaces (or appends) it there.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './lib/bench-stats.js';
import { PUBLISH_OPTIONS, publish, shownPath } from './lib/publish.js';
import { commitId, runAutocannon, type LoadResult } from './bench-http.js';
import { CHILD_TOKEN, startChildServer } from '../test/referrer/support/child-server.js';
import { SqliteTrafficStore } from '../src/traffic/stores/sqlite-traffic-store.js';

const COMMAND = 'npm run bench:recording';

/** Matched with entities, matched without, unmatched (as bench:http's). */
const STATEMENTS = [
  'where is my order A93817',
  'I want to cancel my order',
  'how do I send back a shirt that does not fit',
  'can I pay with paypal',
  'good evening',
  'do you sell hiking boots under 100 dollars',
  'what is the weather in paris tomorrow',
  'play some jazz',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '10' },
      model: { type: 'string', default: 'models/model.json' },
      ...PUBLISH_OPTIONS,
    },
  });
  if (!existsSync(values.model)) {
    process.stderr.write(`${COMMAND}: no model to serve: ${shownPath(values.model)} not found; train it first (\`npm run train -- --out ${values.model}\`), or give --model <file>.\n`);
    process.exitCode = 1;
    return;
  }
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const rounds = Math.max(1, Math.floor(Number(values.rounds)));
  const dir = mkdtempSync(join(tmpdir(), 'nlu-bench-recording-'));
  const storeFile = join(dir, 'traffic.sqlite');
  const common = { store: 'none', model: values.model, waitReady: true, timeoutMs: 300_000, logLevel: 'warn' };
  const plain = await startChildServer(common);
  const recording = await startChildServer({ ...common, extraArgs: ['--record', '--record-store', storeFile] });
  let answered = 0;
  try {
    const target = {
      method: 'POST',
      path: '/v1/nlUnderstander/understand',
      headers: { authorization: CHILD_TOKEN.token, 'content-type': 'application/json' },
      bodies: STATEMENTS.map((query) => JSON.stringify({ query })),
    };
    // Warm-up of both, so the JIT settles before the figures.
    await runAutocannon(plain.url, target, 3, connections);
    answered += (await runAutocannon(recording.url, target, 3, connections)).total;
    const windows: Array<{ plain: LoadResult; recording: LoadResult }> = [];
    for (let round = 0; round < rounds; round++) {
      const plainWindow = await runAutocannon(plain.url, target, duration / rounds, connections);
      const recordingWindow = await runAutocannon(recording.url, target, duration / rounds, connections);
      answered += recordingWindow.total;
      windows.push({ plain: plainWindow, recording: recordingWindow });
      process.stderr.write(`bench:recording round ${round + 1}/${rounds}: plain ${plainWindow.rps.toFixed(0)}/s, recording ${recordingWindow.rps.toFixed(0)}/s\n`);
    }
    for (const server of [plain, recording]) server.child.kill('SIGTERM');
    await Promise.all([plain.exited, recording.exited]);
    const store = SqliteTrafficStore.open(storeFile, { mustExist: true });
    const stored = await store.count();
    await store.close();
    const storeMiB = statSync(storeFile).size / 2 ** 20;

    const ratios = windows.map((w) => w.recording.rps / w.plain.rps);
    const row = (name: string, r: LoadResult) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${r.total} |`;
    const lines = [
      `Servers: \`node --import tsx src/http/main.ts\`, model \`${values.model}\`, log level warn, unlimited token, loopback; one plain, one with \`--record\` into a new SQLite store.`,
      `Load: autocannon, ${connections} connections, ${duration} s per server after a warm-up, in ${rounds} rounds of ${(duration / rounds).toFixed(0)} s of each server in turn; ${STATEMENTS.length} statements in rotation. Requests/s: the mean over the rounds; p50: the median of the rounds'; p99: the largest.`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commitId()}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| Server | Requests/s | p50 ms | p99 ms | Errors + non-2xx | Requests |',
      '|---|---:|---:|---:|---:|---:|',
      row('plain', combined(windows.map((w) => w.plain))),
      row('`--record`', combined(windows.map((w) => w.recording))),
      '',
      `recording / plain throughput, median of the rounds: **${median(ratios).toFixed(2)}** (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}).`,
      `Stored: ${stored} of the ${answered} requests the recording server answered (warm-up included), ${storeMiB.toFixed(1)} MiB of SQLite.`,
    ];
    publish({ name: 'recording', body: ['### Recording traffic (`npm run bench:recording`)', '', ...lines].join('\n'), command: COMMAND }, { write: values.write, doc: values.doc });
    if (windows.some((w) => w.plain.errors + w.plain.non2xx + w.recording.errors + w.recording.non2xx > 0) || stored !== Math.min(answered, 100_000)) process.exitCode = 1;
  } finally {
    for (const server of [plain, recording]) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([plain.exited, recording.exited]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rounds of one server as one result: mean requests/s, median p50, largest p99, sums. */
function combined(windows: readonly LoadResult[]): LoadResult {
  return {
    rps: windows.reduce((sum, w) => sum + w.rps, 0) / windows.length,
    p50: median(windows.map((w) => w.p50)),
    p99: Math.max(...windows.map((w) => w.p99)),
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    non2xx: windows.reduce((sum, w) => sum + w.non2xx, 0),
    total: windows.reduce((sum, w) => sum + w.total, 0),
  };
}

await main();
