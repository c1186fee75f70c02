/** What the README says about the CLI and the HTTP envelope is true (issue 15). */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelSchema } from '../src/model/schema.js';
import { openReferrerStore } from '../src/referrer/open-store.js';
import { MODEL_FORMAT_VERSION } from '../src/version.js';
import { sampleCurl } from '../src/http/start.js';
import { textRequest } from './referrer/support/fixtures.js';
import { testServer, UNLIMITED, understandRequest } from './http/support/harness.js';

const README = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
/** The README as one line of prose: wrapping may change, the words may not. */
const PROSE = README.replace(/\s+/g, ' ');

describe('README', () => {
  it('has one CLI table with a row for every command', () => {
    const lines = README.slice(README.indexOf('## CLI reference')).split('\n');
    const start = lines.findIndex((line) => line.startsWith('| command |'));
    const table = lines.slice(start, lines.findIndex((line, i) => i > start && !line.startsWith('|')));
    const commands = table.slice(2).map((row) => /^\| `nlu (\w+)/.exec(row)?.[1]);
    expect(commands).toEqual(['train', 'understand', 'evaluate', 'serve', 'traffic', 'referrer', 'import', 'export', 'studio']);
  });

  it('gives the model format version the code writes, and a row for every top-level field of the model file', () => {
    const lines = README.slice(README.indexOf('## Model format')).split('\n');
    const start = lines.findIndex((line) => line.startsWith('| field |'));
    const rows = lines.slice(start + 2, lines.findIndex((line, i) => i > start && !line.startsWith('|')));
    const version = rows.find((row) => row.startsWith('| `formatVersion` |'));
    expect(/^\| `formatVersion` \| `(\d+)`/.exec(version ?? '')?.[1]).toBe(String(MODEL_FORMAT_VERSION));
    // A row may name several fields ("`engineVersion`, `createdAt`"): every name in the first cell counts,
    // except a field's own fields in brackets ("`intents` (`id`, `name`)").
    const documented = rows.flatMap((row) => [...(row.split('|')[1] ?? '').replace(/\([^)]*\)/g, '').matchAll(/`(\w+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual(Object.keys(modelSchema.shape).sort());
    expect(PROSE).toContain(`(format ${MODEL_FORMAT_VERSION})`);
  });

  it('shows the curl line npm start prints', () => {
    const quickStart = README.slice(README.indexOf('## Quick start'), README.indexOf('## CLI reference'));
    const block = /```sh\n(curl [\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    // The README wraps the command with backslash continuations; the server prints it on one line.
    const command = block.split('\n').filter((line) => !line.startsWith('#')).join('\n').replace(/\s*\\\n\s*/g, ' ').trim();
    expect(command).toBe(sampleCurl('http://127.0.0.1:3000'));
  });

  it('says which HTTP responses carry the Status envelope, and they do', async () => {
    expect(PROSE).not.toContain('Every response carries the `Status` envelope');
    expect(PROSE).toContain(
      'Every error response carries the `Status` envelope, and so do the successful answers of `understand`, the referrer list, `/v1/model`, `/healthz` and `/readyz`; the successful answers of referrer create, resolve and delete are the referrer record alone (as the specification shows), and `/openapi.json` is the bare OpenAPI document.',
    );
    const app = await testServer({ referrerStore: await openReferrerStore(join(mkdtempSync(join(tmpdir(), 'nlu-readme-')), 'r.sqlite')) });
    const auth = { authorization: UNLIMITED.token };
    const created = await app.inject({ method: 'POST', url: '/v1/custom/channel', headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(textRequest()) });
    const id = (created.json() as { _id: string })._id;
    const answers = {
      understand: await app.inject(understandRequest({ query: 'order' })),
      list: await app.inject({ method: 'GET', url: '/v1/custom/channel?createdById=user-42', headers: auth }),
      model: await app.inject({ method: 'GET', url: '/v1/model', headers: auth }),
      healthz: await app.inject({ method: 'GET', url: '/healthz' }),
      readyz: await app.inject({ method: 'GET', url: '/readyz' }),
      create: created,
      resolve: await app.inject({ method: 'GET', url: `/v1/custom/channel/${id}`, headers: auth }),
      delete: await app.inject({ method: 'DELETE', url: `/v1/custom/channel/${id}`, headers: auth }),
      openapi: await app.inject({ method: 'GET', url: '/openapi.json' }),
      error: await app.inject({ method: 'GET', url: '/nowhere' }),
    };
    const withStatus = Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, 'Status' in (response.json() as object)]));
    expect(withStatus).toEqual({ understand: true, list: true, model: true, healthz: true, readyz: true, create: false, resolve: false, delete: false, openapi: false, error: true });
    await app.close();
  });
});
