/**
 * Embedded default store: one SQLite file in WAL mode. synchronous=FULL so an answered create
 * survives a crash of the process or of the machine; busy_timeout lets several processes share the file.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ReferrerError } from '../errors.js';
import type { Referrer } from '../schema.js';
import { fromRow, toBody, type ListOptions, type ReferrerRow, type ReferrerStore } from '../store.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE referrers (
     id TEXT PRIMARY KEY,
     created_by_id TEXT NOT NULL,
     is_deleted INTEGER NOT NULL DEFAULT 0,
     created_time INTEGER NOT NULL,
     updated_time INTEGER NOT NULL,
     updated_by_id TEXT,
     body TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX referrers_by_creator ON referrers (created_by_id, created_time, id);`,
];

export class SqliteReferrerStore implements ReferrerStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;

  private constructor(db: Database.Database) {
    this.db = db;
  }

  /** `mustExist`: a file that is not there is an error, and nothing is created (for commands that only read). */
  static open(file: string, { mustExist = false }: { mustExist?: boolean } = {}): SqliteReferrerStore {
    const inMemory = file === ':memory:';
    if (mustExist && !inMemory && !existsSync(file)) {
      throw new ReferrerError('REFERRER_STORE_CONFIG', `No referrer store at ${file}: expected an existing SQLite file, found nothing there`);
    }
    try {
      if (!inMemory && !mustExist) mkdirSync(dirname(file), { recursive: true });
      const db = new Database(file, { fileMustExist: mustExist && !inMemory });
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma('busy_timeout = 5000');
      migrate(db);
      return new SqliteReferrerStore(db);
    } catch (cause) {
      throw new ReferrerError('REFERRER_STORE_FAILED', `Cannot open the SQLite referrer store at ${file}: ${(cause as Error).message}`, [], { cause });
    }
  }

  async insert(referrer: Referrer): Promise<void> {
    try {
      this.db
        .prepare(
          `INSERT INTO referrers (id, created_by_id, is_deleted, created_time, updated_time, updated_by_id, body)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(referrer._id, referrer.createdById, referrer.isDeleted ? 1 : 0, referrer.createdTime, referrer.updatedTime, referrer.updatedById, toBody(referrer));
    } catch (cause) {
      if ((cause as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        throw new ReferrerError('REFERRER_ID_CONFLICT', `A referrer with id ${referrer._id} exists`, [], { cause });
      }
      throw storeFailed(cause);
    }
  }

  async get(id: string): Promise<Referrer | undefined> {
    const row = this.run(() => this.db.prepare('SELECT * FROM referrers WHERE id = ?').get(id) as ReferrerRow | undefined);
    return row ? fromRow(row) : undefined;
  }

  async markDeleted(id: string, updatedById: string | null, time: number): Promise<Referrer | undefined> {
    const row = this.run(
      () =>
        this.db
          .prepare('UPDATE referrers SET is_deleted = 1, updated_time = ?, updated_by_id = ? WHERE id = ? RETURNING *')
          .get(time, updatedById, id) as ReferrerRow | undefined,
    );
    return row ? fromRow(row) : undefined;
  }

  async listByCreator(createdById: string, options: ListOptions): Promise<Referrer[]> {
    const after = options.after ?? { createdTime: -1, id: '' };
    const rows = this.run(
      () =>
        this.db
          .prepare(
            `SELECT * FROM referrers
             WHERE created_by_id = ? AND (created_time, id) > (?, ?) AND (? OR is_deleted = 0)
             ORDER BY created_time, id LIMIT ?`,
          )
          .all(createdById, after.createdTime, after.id, options.includeDeleted ? 1 : 0, options.limit) as ReferrerRow[],
    );
    return rows.map(fromRow);
  }

  async ping(): Promise<void> {
    this.run(() => this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private run<T>(work: () => T): T {
    try {
      return work();
    } catch (cause) {
      throw storeFailed(cause);
    }
  }
}

function storeFailed(cause: unknown): ReferrerError {
  return new ReferrerError('REFERRER_STORE_FAILED', `SQLite referrer store failed: ${(cause as Error).message}`, [], { cause });
}

/** Applies missing migrations in one immediate transaction, so concurrent openers of one file do not race. */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let index = version; index < MIGRATIONS.length; index += 1) db.exec(MIGRATIONS[index]!);
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}
