/**
 * Nothing lost: creates race a SIGKILL of the server; after a restart on the same store every
 * answered create resolves, whole. Then two servers on one PostgreSQL create concurrently.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { referrerSchema, type Referrer } from '../../src/referrer/schema.js';
import { textRequest } from './support/fixtures.js';
import { getJson, postJson, startChildServer } from './support/child-server.js';
import { dropSchema, uniqueSchema } from './support/pg-schema.js';
import { serviceUrl } from './support/services.js';

const pgUrl = serviceUrl('NLU_TEST_PG_URL', 'PostgreSQL crash and multi-instance');
const schemas: string[] = [];
afterAll(async () => {
  if (pgUrl) for (const schema of schemas) await dropSchema(pgUrl, schema);
});

/** Creates from `workers` concurrent loops until the server dies or `max` answers; returns what was answered 200. */
async function createUntilDead(url: string, creator: string, workers: number, max: number, onAnswered: (count: number) => void): Promise<Referrer[]> {
  const answered: Referrer[] = [];
  let stop = false;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; i < max && !stop; i += 1) {
        try {
          const response = await postJson(`${url}/v1/custom/channel`, textRequest({ createdById: creator, nm: `w${worker}-${i}` }));
          if (response.status !== 200) throw new Error(`status ${response.status}`);
          answered.push((await response.json()) as Referrer);
          onAnswered(answered.length);
          if (answered.length >= max) stop = true;
        } catch {
          stop = true; // the server is gone
        }
      }
    }),
  );
  return answered;
}

async function crashAndRecover(store: string, pgSchema?: string): Promise<void> {
  const creator = `crash-${randomBytes(4).toString('hex')}`;
  const first = await startChildServer({ store, ...(pgSchema ? { pgSchema } : {}) });
  // Kill in the middle of the stream: after some creates were answered, with many in flight.
  const answered = await createUntilDead(first.url, creator, 16, 2000, (count) => {
    if (count === 120) first.child.kill('SIGKILL');
  });
  expect((await first.exited).signal).toBe('SIGKILL');
  expect(answered.length).toBeGreaterThanOrEqual(120);

  const second = await startChildServer({ store, ...(pgSchema ? { pgSchema } : {}) });
  try {
    for (const referrer of answered) {
      const response = await getJson(`${second.url}/v1/custom/channel/${referrer._id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(referrer);
    }
    // No partial records: every stored row (answered or not) is a whole referrer.
    const direct = await openReferrerStore(store, pgSchema ? { pgSchema } : {});
    const rows = await direct.listByCreator(creator, { limit: 10_000, includeDeleted: true });
    await direct.close();
    expect(rows.length).toBeGreaterThanOrEqual(answered.length);
    for (const row of rows) expect(referrerSchema.safeParse(row).success).toBe(true);
  } finally {
    // Graceful shutdown on SIGTERM: exits by itself with status 0.
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('closed');
  }
}

describe('nothing lost on SIGKILL', () => {
  it('SQLite: every answered create resolves after a restart', async () => {
    await crashAndRecover(join(mkdtempSync(join(tmpdir(), 'nlu-crash-')), 'referrers.sqlite'));
  });

  it.skipIf(!pgUrl)('PostgreSQL: every answered create resolves after a restart', async () => {
    const schema = uniqueSchema('nlu_crash');
    schemas.push(schema);
    await crashAndRecover(pgUrl!, schema);
  });
});

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL database', () => {
  it('create concurrently without id collisions, each resolvable through the other', async () => {
    const schema = uniqueSchema('nlu_multi');
    schemas.push(schema);
    const [a, b] = await Promise.all([startChildServer({ store: pgUrl!, pgSchema: schema }), startChildServer({ store: pgUrl!, pgSchema: schema })]);
    try {
      const creator = `multi-${randomBytes(4).toString('hex')}`;
      const [fromA, fromB] = await Promise.all([createUntilDead(a.url, creator, 8, 200, () => {}), createUntilDead(b.url, creator, 8, 200, () => {})]);
      // Each side stops after 200 answers; creates already in flight then may add a few more.
      expect(fromA.length).toBeGreaterThanOrEqual(200);
      expect(fromB.length).toBeGreaterThanOrEqual(200);
      const ids = new Set([...fromA, ...fromB].map((r) => r._id));
      expect(ids.size).toBe(fromA.length + fromB.length);
      for (const [server, made] of [[b, fromA], [a, fromB]] as const) {
        for (const referrer of made) {
          const response = await getJson(`${server.url}/v1/custom/channel/${referrer._id}`);
          expect(await response.json()).toEqual(referrer);
        }
      }
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });
});
