import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteReferrerStore } from '../../src/referrer/stores/sqlite-store.js';
import { runStoreContract } from './store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'nlu-sqlite-'));
const file = join(dir, 'nested', 'referrers.sqlite');

runStoreContract('SQLite file', () => ({
  open: async () => SqliteReferrerStore.open(file),
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
}));

describe('SQLite store setup', () => {
  it('uses WAL mode with full sync, and migrates an existing file idempotently', async () => {
    const other = join(mkdtempSync(join(tmpdir(), 'nlu-sqlite-')), 'r.sqlite');
    const a = SqliteReferrerStore.open(other);
    const b = SqliteReferrerStore.open(other);
    await a.close();
    await b.close();
    const db = new Database(other, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    db.close();
  });

  it('with mustExist, opens an existing file and refuses a missing one without creating it or its folder', async () => {
    const base = mkdtempSync(join(tmpdir(), 'nlu-sqlite-'));
    const missing = join(base, 'sub', 'r.sqlite');
    expect(() => SqliteReferrerStore.open(missing, { mustExist: true })).toThrow(
      expect.objectContaining({ code: 'REFERRER_STORE_CONFIG', message: `No referrer store at ${missing}: expected an existing SQLite file, found nothing there` }),
    );
    expect(existsSync(join(base, 'sub'))).toBe(false);
    await SqliteReferrerStore.open(join(base, 'made.sqlite')).close();
    await SqliteReferrerStore.open(join(base, 'made.sqlite'), { mustExist: true }).close();
  });

  it('reports an unusable path as a store error', () => {
    const notADir = join(mkdtempSync(join(tmpdir(), 'nlu-sqlite-')), 'file');
    writeFileSync(notADir, 'x');
    expect(() => SqliteReferrerStore.open(join(notADir, 'x.sqlite'))).toThrow(expect.objectContaining({ code: 'REFERRER_STORE_FAILED' }));
  });
});
