/** What the README and the reference pages it links say about the CLI, the model file and the HTTP envelope is true (issue 15). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../src/corpus/load.js';
import { modelSchema } from '../src/model/schema.js';
import { trainModel } from '../src/train/train.js';
import { Understander } from '../src/understander.js';
import { openReferrerStore } from '../src/referrer/open-store.js';
import { MODEL_FORMAT_VERSION } from '../src/version.js';
import { sampleCurl } from '../src/http/start.js';
import { textRequest } from './referrer/support/fixtures.js';
import { testServer, UNLIMITED, understandRequest } from './http/support/harness.js';

const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');
const README = read('README.md');
/** A page as one line of prose: wrapping may change, the words may not. */
const prose = (text: string) => text.replace(/\s+/g, ' ');
const COMMANDS = ['train', 'understand', 'evaluate', 'serve', 'traffic', 'referrer', 'import', 'export', 'studio'];

/** The rows of the first table after `heading` whose header starts with `header`. */
function tableRows(text: string, heading: string, header: string): string[] {
  const lines = text.slice(text.indexOf(heading)).split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  return lines.slice(start + 2, lines.findIndex((line, i) => i > start && !line.startsWith('|')));
}

describe('README', () => {
  it('names every command in its tour, and docs/cli.md has a row for each', () => {
    const commandOf = (row: string) => /^\| `nlu (\w+)/.exec(row)?.[1];
    expect(tableRows(README, '## A short tour', '| command |').map(commandOf)).toEqual(COMMANDS);
    expect(tableRows(read('docs/cli.md'), '# Command line', '| command |').map(commandOf)).toEqual(COMMANDS);
  });

  it('docs/model-format.md gives the format version the code writes, and a row for every top-level field of the model file', () => {
    const rows = tableRows(read('docs/model-format.md'), '# Model format', '| field |');
    const version = rows.find((row) => row.startsWith('| `formatVersion` |'));
    expect(/^\| `formatVersion` \| `(\d+)`/.exec(version ?? '')?.[1]).toBe(String(MODEL_FORMAT_VERSION));
    // A row may name several fields ("`engineVersion`, `createdAt`"): every name in the first cell counts,
    // except a field's own fields in brackets ("`intents` (`id`, `name`)").
    const documented = rows.flatMap((row) => [...(row.split('|')[1] ?? '').replace(/\([^)]*\)/g, '').matchAll(/`(\w+)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual(Object.keys(modelSchema.shape).sort());
    expect(prose(read('docs/benchmarks.md'))).toContain(`(format ${MODEL_FORMAT_VERSION})`);
  });

  it("trains the tour's corpus as written, and it answers as its comments say", async () => {
    const yaml = /```yaml\n(# corpus\/shop\.yaml\n[\s\S]*?)```/.exec(README)?.[1] ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'nlu-readme-corpus-'));
    writeFileSync(join(dir, 'shop.yaml'), yaml);
    const u = Understander.fromModel(await trainModel(await loadCorpus(dir), { parallel: false }));
    const options = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };
    expect(await u.understand('a table for 2 tomorrow at 8pm', options)).toMatchObject({
      intentId: 'book-table', intentName: 'bookTable', params: { guests: '2', when: '2026-03-07T20:00:00+01:00' },
    });
    expect(await u.understand('boots by nikes', options)).toMatchObject({ intentId: 'product-search', params: { vendor: 'Nike' } });
    expect(await u.understand('tell me a joke', options)).toMatchObject({ intentId: null, matched: false });
  });

  it('shows the curl line npm start prints', () => {
    const quickStart = README.slice(README.indexOf('## Quick start'), README.indexOf('## A short tour'));
    const block = /```sh\n(curl [\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    // The README wraps the command with backslash continuations; the server prints it on one line.
    const command = block.split('\n').filter((line) => !line.startsWith('#')).join('\n').replace(/\s*\\\n\s*/g, ' ').trim();
    expect(command).toBe(sampleCurl('http://127.0.0.1:3000'));
  });

  it('docs/http.md says which HTTP responses carry the Status envelope, and they do', async () => {
    const PROSE = prose(read('docs/http.md'));
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
