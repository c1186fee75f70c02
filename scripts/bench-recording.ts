/**
 * npm run bench:recording [-- --duration 30 --rounds 3 --connections 10 --rate 1000 --model models/model.json --write --doc docs/benchmarks.md]
 *
 * What `nlu serve --record` costs a request: two real servers on one model, one plain and one recording into
 * a fresh SQLite store, loaded in turns with the same statements (--rounds windows of each, duration / rounds
 * seconds apiece, so a window the shared machine slows shows as one odd round), once at a steady --rate
 * (what a request waits under a given traffic) and once as fast as each answers (what recording costs in
 * CPU): requests/s, p50/p99 latency, errors, and how many messages the store holds once the server closed.
 * Prints the "recording" section of docs/benchmarks.md; --write replaces (or appends) it there.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
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
      rate: { type: 'string', default: '1000' },
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
  const rate = Number(values.rate);
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
    const windows: Array<{ plain: LoadResult; recording: LoadResult; plainAtRate: PacedResult; recordingAtRate: PacedResult }> = [];
    for (let round = 0; round < rounds; round++) {
      const seconds = duration / rounds;
      const plainAtRate = await runPaced(plain.url, target, seconds, rate);
      const recordingAtRate = await runPaced(recording.url, target, seconds, rate);
      const plainWindow = await runAutocannon(plain.url, target, seconds, connections);
      const recordingWindow = await runAutocannon(recording.url, target, seconds, connections);
      answered += recordingAtRate.total + recordingWindow.total;
      windows.push({ plain: plainWindow, recording: recordingWindow, plainAtRate, recordingAtRate });
      process.stderr.write(`bench:recording round ${round + 1}/${rounds}: at ${rate}/s p99 plain ${plainAtRate.p99.toFixed(2)} ms, recording ${recordingAtRate.p99.toFixed(2)} ms; as fast as it answers: plain ${plainWindow.rps.toFixed(0)}/s, recording ${recordingWindow.rps.toFixed(0)}/s\n`);
    }
    for (const server of [plain, recording]) server.child.kill('SIGTERM');
    await Promise.all([plain.exited, recording.exited]);
    const store = SqliteTrafficStore.open(storeFile, { mustExist: true });
    const stored = await store.count();
    await store.close();
    const storeMiB = statSync(storeFile).size / 2 ** 20;

    const ratios = windows.map((w) => w.recording.rps / w.plain.rps);
    const row = (name: string, r: LoadResult) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${r.total} |`;
    const paced = (name: string, r: readonly PacedResult[]) =>
      `| ${name} | ${(r.reduce((sum, w) => sum + w.rps, 0) / r.length).toFixed(0)} | ${median(r.map((w) => w.p50)).toFixed(2)} | ${median(r.map((w) => w.p99)).toFixed(2)} (${Math.max(...r.map((w) => w.p99)).toFixed(2)}) | ${r.reduce((sum, w) => sum + w.failed, 0)} | ${r.reduce((sum, w) => sum + w.total, 0)} |`;
    const lines = [
      `Servers: \`node --import tsx src/http/main.ts\`, model \`${values.model}\`, log level warn, unlimited token, loopback; one plain, one with \`--record\` into a new SQLite store.`,
      `Load: ${duration} s per server and load after a warm-up, in ${rounds} rounds of ${(duration / rounds).toFixed(0)} s of each server in turn; ${STATEMENTS.length} statements in rotation. At a steady rate: one request every ${(1000 / rate).toFixed(2)} ms from this process (keep-alive connections, none waiting for another), latency from sending to the last byte of the answer. As fast as each answers: autocannon, ${connections} connections. Requests/s: the mean over the rounds; p50: the median of the rounds'; p99: the largest, and at a steady rate the median of the rounds' with the largest in brackets (one round the shared machine slowed moves the largest alone).`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commitId()}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| Server | Requests/s | p50 ms | p99 ms | Errors + non-2xx | Requests |',
      '|---|---:|---:|---:|---:|---:|',
      paced(`plain, ${rate}/s`, windows.map((w) => w.plainAtRate)),
      paced(`\`--record\`, ${rate}/s`, windows.map((w) => w.recordingAtRate)),
      row('plain, as fast as it answers', combined(windows.map((w) => w.plain))),
      row('`--record`, as fast as it answers', combined(windows.map((w) => w.recording))),
      '',
      `recording / plain throughput as fast as each answers, median of the rounds: **${median(ratios).toFixed(2)}** (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}).`,
      `Stored: ${stored} of the ${answered} requests the recording server answered (warm-up included), ${storeMiB.toFixed(1)} MiB of SQLite.`,
    ];
    publish({ name: 'recording', body: ['### Recording traffic (`npm run bench:recording`)', '', ...lines].join('\n'), command: COMMAND }, { write: values.write, doc: values.doc });
    if (windows.some((w) => [w.plain, w.recording].some((r) => r.errors + r.non2xx > 0) || w.plainAtRate.failed + w.recordingAtRate.failed > 0) || stored !== Math.min(answered, 100_000)) process.exitCode = 1;
  } finally {
    for (const server of [plain, recording]) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([plain.exited, recording.exited]);
    rmSync(dir, { recursive: true, force: true });
  }
}

interface PacedResult {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  failed: number;
  total: number;
}

/**
 * Sends requests at a steady rate (each when its time comes, whether or not earlier ones were answered) and
 * times each from sending to the end of its answer: what a request waits at that traffic. autocannon's
 * overallRate sends each second's requests in bursts, which measures its own queue.
 */
async function runPaced(url: string, target: { path: string; headers: Record<string, string>; bodies: string[] }, seconds: number, rate: number): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const total = Math.round(seconds * rate);
  const start = performance.now();
  const sent: Array<Promise<void>> = [];
  for (let k = 0; k < total; k++) {
    const due = start + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = target.bodies[k % target.bodies.length]!;
    sent.push(
      new Promise<void>((resolve) => {
        const begun = performance.now();
        const req = request({ hostname, port, path: target.path, method: 'POST', agent, headers: { ...target.headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - begun);
            else failed += 1;
            resolve();
          });
        });
        req.on('error', () => ((failed += 1), resolve()));
        req.end(body);
      }),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rps: total / elapsed, p50: at(0.5), p99: at(0.99), failed, total };
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
