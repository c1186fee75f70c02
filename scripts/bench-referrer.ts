/**
 * npm run bench:referrer [-- --duration 20 --connections 10 --pg-url postgres://… --write --doc docs/benchmarks.md]
 *
 * Creates/s and resolves/s over HTTP for both backends: the real server as a child process on
 * loopback (referrer-only), a fresh SQLite file, then a fresh schema on PostgreSQL when a URL is
 * given (--pg-url or NLU_TEST_PG_URL); otherwise the PostgreSQL row says why it was skipped, and
 * --write refuses to replace the published section (scripts/lib/publish.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHILD_TOKEN, startChildServer } from '../test/referrer/support/child-server.js';
import { dropSchema } from '../test/referrer/support/pg-schema.js';
import { commitId, runAutocannon, type LoadResult } from './bench-http.js';
import { PUBLISH_OPTIONS, publish, refusesToWrite } from './lib/publish.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    'pg-url': { type: 'string' },
    ...PUBLISH_OPTIONS,
  },
});
const COMMAND = 'npm run bench:referrer';
const duration = Number(values.duration);
const connections = Number(values.connections);
const pgUrl = values['pg-url'] ?? process.env.NLU_TEST_PG_URL;
const missing = pgUrl ? [] : [{ figure: 'PostgreSQL', reason: 'no --pg-url or NLU_TEST_PG_URL (`source scripts/ci/start-services.sh` starts one and sets it)' }];
if (refusesToWrite(COMMAND, { write: values.write, doc: values.doc, missing })) process.exit(1);

const REQUEST = JSON.stringify({
  createdById: 'bench-user',
  isDeleted: false,
  nm: 'Benchmark link',
  vars: [
    { variableIdentifier: { scope: 'FLOW', key: 'discount' }, containsDefaultValue: false, vTyp: 'DOUBLE', value: 12.5 },
    { variableIdentifier: { scope: 'FLOW', key: 'city' }, containsDefaultValue: false, vTyp: 'STRING', value: 'Zürich' },
  ],
  aPld: { fId: 'flow-onboarding' },
});

async function measure(store: string, pgSchema?: string): Promise<{ creates: LoadResult; resolves: LoadResult }> {
  const server = await startChildServer({ store, ...(pgSchema ? { pgSchema } : {}) });
  try {
    const ids: string[] = [];
    const headers = { authorization: CHILD_TOKEN.token, 'content-type': 'application/json' };
    const creates = await runAutocannon(
      server.url,
      { method: 'POST', path: '/v1/custom/channel', headers, bodies: [REQUEST], onBody: (status, body) => status === 200 && ids.push((JSON.parse(body) as { _id: string })._id) },
      duration,
      connections,
    );
    const paths = ids.map((id) => `/v1/custom/channel/${id}`);
    const resolves = await runAutocannon(server.url, { method: 'GET', path: paths[0]!, paths, headers: { authorization: CHILD_TOKEN.token }, bodies: [undefined] }, duration, connections);
    return { creates, resolves };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const row = (name: string, what: string, r: LoadResult) => `| ${name} | ${what} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${r.total} |`;

const dir = mkdtempSync(join(tmpdir(), 'nlu-bench-referrer-'));
const rows: string[] = [];
let failed = false;
try {
  const sqlite = await measure(join(dir, 'referrers.sqlite'));
  rows.push(row('SQLite (WAL, synchronous=FULL)', 'create', sqlite.creates), row('SQLite (WAL, synchronous=FULL)', 'resolve', sqlite.resolves));
  failed ||= [sqlite.creates, sqlite.resolves].some((r) => r.errors + r.non2xx > 0);
  if (pgUrl) {
    const schema = `nlu_bench_${randomBytes(4).toString('hex')}`;
    try {
      const pg = await measure(pgUrl, schema);
      rows.push(row('PostgreSQL (local, default settings)', 'create', pg.creates), row('PostgreSQL (local, default settings)', 'resolve', pg.resolves));
      failed ||= [pg.creates, pg.resolves].some((r) => r.errors + r.non2xx > 0);
    } finally {
      await dropSchema(pgUrl, schema);
    }
  } else {
    rows.push(`| PostgreSQL | skipped: ${missing[0]!.reason} | | | | | |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const body = [
  '### Referrers over HTTP (`npm run bench:referrer`)',
  '',
  'Server: `node --import tsx src/http/main.ts --model none`, log level warn, unlimited token, loopback; one server per backend, fresh store.',
  `Load: autocannon, ${connections} connections, ${duration} s of creates (2 variables, flow payload), then ${duration} s resolving the ids created, in rotation.`,
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, commit ${commitId()}, ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Backend | Operation | Requests/s | p50 ms | p99 ms | Errors + non-2xx | Requests |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n');
if (publish({ name: 'referrer', body, command: COMMAND }, { write: values.write, doc: values.doc, missing }) === 'refused') failed = true;
if (failed) process.exitCode = 1;
