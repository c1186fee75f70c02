import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteReferrerStore } from '../../src/referrer/stores/sqlite-store.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { ThreadedSqliteTrafficStore } from '../../src/traffic/stores/threaded-sqlite-traffic-store.js';
import { message } from './fixtures.js';
import { runTrafficStoreContract } from './store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'nlu-traffic-'));
let files = 0;

runTrafficStoreContract('SQLite file', () => ({
  open: async () => SqliteTrafficStore.open(join(dir, 'nested', `traffic-${(files += 1)}.sqlite`)),
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
}));

// What the server runs: the same store on a worker thread, every call posted to it.
runTrafficStoreContract('SQLite file on a worker thread', () => ({
  open: () => ThreadedSqliteTrafficStore.open(join(dir, 'threaded', `traffic-${(files += 1)}.sqlite`)),
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
}));

describe('SQLite traffic store setup', () => {
  it('uses WAL mode, and migrates an existing file idempotently', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 't.sqlite');
    const a = SqliteTrafficStore.open(file);
    const b = SqliteTrafficStore.open(file);
    await a.add([message()]);
    await a.close();
    expect(await b.count()).toBe(1);
    await b.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version FROM nlu_traffic_migrations').all()).toEqual([{ version: 1 }, { version: 2 }]);
    db.close();
  });

  it('migrates a file written before replacedCharacters: its messages read as they were', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 'old.sqlite');
    await SqliteTrafficStore.open(file).close();
    const db = new Database(file);
    // The file as version 1 left it, with one message.
    db.exec('DELETE FROM nlu_traffic_migrations WHERE version = 2; ALTER TABLE traffic_messages DROP COLUMN replaced_characters');
    db.prepare(`INSERT INTO traffic_messages (received_time, text, masked, matched, intent_id, intent_name, confidence, in_scope_score, unmatched_reason, params, corpus_hash, cutoff)
                VALUES (1, 'old message', 0, 1, 'i', 'greeting', 0.9, 0.8, NULL, '{}', 'sha256:x', 0.4)`).run();
    db.close();
    const store = SqliteTrafficStore.open(file);
    const [old] = await store.page({ afterId: 0, limit: 1 });
    expect(old).toMatchObject({ text: 'old message', label: null });
    expect(old).not.toHaveProperty('replacedCharacters');
    await store.close();
  });

  it('shares a file with the referrer store without either losing its tables', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 'both.sqlite');
    await SqliteReferrerStore.open(file).close();
    const traffic = SqliteTrafficStore.open(file);
    await traffic.add([message()]);
    await traffic.close();
    const referrers = SqliteReferrerStore.open(file);
    await expect(referrers.ping()).resolves.toBeUndefined();
    await referrers.close();
    const again = SqliteTrafficStore.open(file);
    expect(await again.count()).toBe(1);
    await again.close();
  });

  it('with mustExist, refuses a missing file without creating it or its folder', () => {
    const base = mkdtempSync(join(tmpdir(), 'nlu-traffic-'));
    const missing = join(base, 'sub', 't.sqlite');
    expect(() => SqliteTrafficStore.open(missing, { mustExist: true })).toThrow(
      expect.objectContaining({ code: 'TRAFFIC_STORE_CONFIG', message: `No traffic store at ${missing}: expected an existing SQLite file (nlu serve --record writes one), found nothing there` }),
    );
    expect(existsSync(join(base, 'sub'))).toBe(false);
  });

  it('reports an unusable path as a store error', () => {
    const notADir = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 'file');
    writeFileSync(notADir, 'x');
    expect(() => SqliteTrafficStore.open(join(notADir, 't.sqlite'))).toThrow(expect.objectContaining({ code: 'TRAFFIC_STORE_FAILED' }));
  });

  it('on a worker thread, reports an unusable path as the same store error, and a closed store as failed', async () => {
    const notADir = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 'file');
    writeFileSync(notADir, 'x');
    await expect(ThreadedSqliteTrafficStore.open(join(notADir, 't.sqlite'))).rejects.toMatchObject({ code: 'TRAFFIC_STORE_FAILED', message: expect.stringContaining('Cannot open the SQLite traffic store') });
    const missing = join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 'none.sqlite');
    await expect(ThreadedSqliteTrafficStore.open(missing, { mustExist: true })).rejects.toMatchObject({ code: 'TRAFFIC_STORE_CONFIG' });
    const store = await ThreadedSqliteTrafficStore.open(join(mkdtempSync(join(tmpdir(), 'nlu-traffic-')), 't.sqlite'));
    await store.close();
    await expect(store.count()).rejects.toMatchObject({ code: 'TRAFFIC_STORE_FAILED' });
  });
});
