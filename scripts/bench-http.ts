/**
 * npm run bench:http [-- --duration 60 --rounds 4 --connections 10 --model models/model.json --log-level info --write --doc docs/benchmarks.md]
 *
 * Starts the real server as a child process on loopback with an unlimited token, then runs
 * autocannon against `GET /healthz` and `understand` on the model of the same server, in turns
 * (--rounds windows of each, duration / rounds seconds apiece): requests/s, p50/p99 latency, errors, the
 * ratio of the two routes in each round and its median (a window the shared machine slows shows as one
 * odd round instead of moving the whole figure), and the server's RSS before and after. The server
 * logs at its default level (info: one access line per request, to a file, as a service's logs) unless
 * --log-level says otherwise.
 * Prints the "http" section of docs/benchmarks.md; --write replaces (or appends) it there, --doc <file>
 * elsewhere (scripts/lib/publish.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_LOG_LEVEL } from '../src/http/config.js';
import { median } from './lib/bench-stats.js';
import { PUBLISH_OPTIONS, publish, shownPath } from './lib/publish.js';
import { CHILD_TOKEN, startChildServer, type ChildServer } from '../test/referrer/support/child-server.js';
import { pathToFileURL } from 'node:url';

// ---- shared with scripts/bench-referrer.ts: autocannon runs, RSS of a process ----
export interface LoadTarget {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Bodies (or paths, via `paths`) sent in rotation. */
  bodies: Array<string | undefined>;
  paths?: string[];
  onBody?: (status: number, body: string) => void;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => unknown;
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** `rate`: requests per second over all connections (autocannon's overallRate); as fast as the server answers when absent. */
export function runAutocannon(url: string, target: LoadTarget, seconds: number, connections: number, rate?: number): Promise<LoadResult> {
  let next = 0;
  const request = {
    method: target.method,
    path: target.path,
    headers: target.headers,
    setupRequest: (req: Record<string, unknown>) => {
      const i = next++;
      const body = target.bodies[i % target.bodies.length];
      const path = target.paths ? target.paths[i % target.paths.length] : target.path;
      return { ...req, path, ...(body !== undefined ? { body } : {}) };
    },
    ...(target.onBody ? { onResponse: (status: number, body: string) => target.onBody!(status, body) } : {}),
  };
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests: [request], timeout: 10, ...(rate ? { overallRate: rate } : {}) }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
      });
    });
  });
}

/** The commit measured (with "+changes" when the tree differs), so a figure can be traced back. */
export function commitId(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** Resident set size of a process, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

// ---- this benchmark ----

const COMMAND = 'npm run bench:http';

/** Varied statements: matched with entities, matched without, unmatched. */
const STATEMENTS = [
  'where is my order A93817',
  'I want to cancel my order',
  'how do I send back a shirt that does not fit',
  'how long does delivery take',
  'can I pay with paypal',
  'let me speak to a real person',
  'good evening',
  'thanks a lot',
  'do you sell hiking boots under 100 dollars',
  'cancel order 784512 please',
  'what is the weather in paris tomorrow',
  'play some jazz',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      rounds: { type: 'string', default: '4' },
      connections: { type: 'string', default: '10' },
      model: { type: 'string', default: 'models/model.json' },
      'log-level': { type: 'string', default: DEFAULT_LOG_LEVEL },
      ...PUBLISH_OPTIONS,
    },
  });
  if (!existsSync(values.model)) {
    process.stderr.write(`${COMMAND}: no model to serve: ${shownPath(values.model)} not found; train it first (\`npm run train -- --out ${values.model}\`), or give --model <file>.\n`);
    process.exitCode = 1;
    return;
  }
  const logLevel = values['log-level'];
  const logFile = join(tmpdir(), `nlu-bench-http-${process.pid}.log`);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const modelPath = values.model;
  const server: ChildServer = await startChildServer({ store: 'none', model: modelPath, waitReady: true, timeoutMs: 300_000, logLevel, logFile });
  const pid = server.child.pid!;
  try {
    const headers = { authorization: CHILD_TOKEN.token, 'content-type': 'application/json' };
    const understand = { method: 'POST', path: '/v1/nlUnderstander/understand', headers, bodies: STATEMENTS.map((query) => JSON.stringify({ query })) };
    const trivial = { method: 'GET', path: '/healthz', headers: {}, bodies: [undefined] };

    // Warm-up, so the JIT and the allocator settle before "before".
    await runAutocannon(server.url, understand, 5, connections);
    await runAutocannon(server.url, trivial, 3, connections);
    const rssBefore = rssMiB(pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMiB(pid)), 5000);
    const results: Array<[string, LoadResult]> = [];
    const rounds = Math.max(1, Math.floor(Number(values.rounds)));
    const windows: Array<{ trivial: LoadResult; understand: LoadResult }> = [];
    for (let round = 0; round < rounds; round++) {
      const trivialWindow = await runAutocannon(server.url, trivial, duration / rounds, connections);
      const understandWindow = await runAutocannon(server.url, understand, duration / rounds, connections);
      windows.push({ trivial: trivialWindow, understand: understandWindow });
      process.stderr.write(`bench:http round ${round + 1}/${rounds}: healthz ${trivialWindow.rps.toFixed(0)}/s, understand ${understandWindow.rps.toFixed(0)}/s\n`);
    }
    results.push(['`GET /healthz` (trivial)', combined(windows.map((w) => w.trivial))]);
    results.push(['`POST /v1/nlUnderstander/understand`', combined(windows.map((w) => w.understand))]);
    clearInterval(sampler);
    const rssAfter = rssMiB(pid);
    const logMiB = statSync(logFile).size / 2 ** 20;

    const ratios = windows.map((w) => w.understand.rps / w.trivial.rps);
    const modelBytes = readFileSync(modelPath).length;
    const lines = [
      `Server: \`node --import tsx src/http/main.ts\`, model \`${modelPath}\` (${(modelBytes / 1e6).toFixed(1)} MB), log level ${logLevel}${logLevel === DEFAULT_LOG_LEVEL ? ' (the default: an access line per request, written to a file)' : ''}, unlimited token, loopback.`,
      `Load: autocannon, ${connections} connections, ${duration} s per route after a warm-up, in ${rounds} rounds of ${(duration / rounds).toFixed(0)} s of each route in turn, one server; ${STATEMENTS.length} statements in rotation. Requests/s: the mean over the rounds; p50: the median of the rounds'; p99: the largest.`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commitId()}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| Route | Requests/s | p50 ms | p99 ms | Errors + non-2xx | Requests |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map(([name, r]) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${r.total} |`),
      '',
      `understand / trivial throughput, median of the rounds: **${median(ratios).toFixed(2)}** (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}).`,
      `Server log: ${logMiB.toFixed(0)} MiB written. Server RSS: ${rssBefore.toFixed(0)} MiB before, ${rssAfter.toFixed(0)} MiB after (samples every 5 s: ${samples.map((s) => s.toFixed(0)).join(', ')}).`,
    ];
    const body = ['### HTTP adapter (`npm run bench:http`)', '', ...lines].join('\n');
    publish({ name: 'http', body, command: COMMAND }, { write: values.write, doc: values.doc });
    const failed = results.some(([, r]) => r.errors + r.non2xx > 0);
    if (failed) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(logFile, { force: true });
  }
}

/** The rounds of one route as one result: mean requests/s (the windows are equally long), median p50, largest p99, sums. */
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
