/**
 * Embedded default traffic store: one SQLite file in WAL mode. synchronous=NORMAL: a batch costs a write to
 * the log, not a disk flush (those come with checkpoints); a power cut may lose the last batches, which a
 * traffic sample can afford. better-sqlite3 is synchronous: the server runs this store on a worker thread
 * (threaded-sqlite-traffic-store.ts), the CLI directly.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { TrafficError } from '../errors.js';
import type { NewTrafficMessage, TrafficMessage } from '../message.js';
import { fromRow, INSERT_COLUMNS, insertValues, type PruneLimits, type TrafficListOptions, type TrafficPageOptions, type TrafficRow, type TrafficStore } from '../store.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE traffic_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_time INTEGER NOT NULL,
     text TEXT NOT NULL,
     masked INTEGER NOT NULL,
     matched INTEGER NOT NULL,
     intent_id TEXT,
     intent_name TEXT,
     confidence REAL NOT NULL,
     in_scope_score REAL NOT NULL,
     unmatched_reason TEXT,
     params TEXT NOT NULL,
     corpus_hash TEXT NOT NULL,
     cutoff REAL NOT NULL,
     labelled INTEGER NOT NULL DEFAULT 0,
     label_intent TEXT,
     labelled_time INTEGER
   );
   CREATE INDEX traffic_by_time ON traffic_messages (received_time);`,
  // How many characters of the statement and params were stored as U+FFFD (storable.ts).
  `ALTER TABLE traffic_messages ADD COLUMN replaced_characters INTEGER NOT NULL DEFAULT 0;`,
];

export interface SqliteTrafficOptions {
  /** A file that is not there is an error, and nothing is created (for commands that only read). */
  mustExist?: boolean;
  /** How long a write waits for another process's write (`nlu traffic label` beside the server); default 5 s. */
  busyTimeoutMs?: number;
}

export class SqliteTrafficStore implements TrafficStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;

  private constructor(db: Database.Database) {
    this.db = db;
  }

  static open(file: string, { mustExist = false, busyTimeoutMs = 5000 }: SqliteTrafficOptions = {}): SqliteTrafficStore {
    const inMemory = file === ':memory:';
    if (mustExist && !inMemory && !existsSync(file)) {
      throw new TrafficError('TRAFFIC_STORE_CONFIG', `No traffic store at ${file}: expected an existing SQLite file (nlu serve --record writes one), found nothing there`);
    }
    try {
      if (!inMemory && !mustExist) mkdirSync(dirname(file), { recursive: true });
      const db = new Database(file, { fileMustExist: mustExist && !inMemory });
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
      migrate(db);
      return new SqliteTrafficStore(db);
    } catch (cause) {
      throw new TrafficError('TRAFFIC_STORE_FAILED', `Cannot open the SQLite traffic store at ${file}: ${(cause as Error).message}`, { cause });
    }
  }

  async add(messages: readonly NewTrafficMessage[]): Promise<void> {
    try {
      const insert = this.db.prepare(`INSERT INTO traffic_messages (${INSERT_COLUMNS}) VALUES (${INSERT_COLUMNS.split(',').map(() => '?').join(', ')})`);
      this.db.transaction(() => {
        for (const message of messages) insert.run(...insertValues(message).map(bindable));
      })();
    } catch (cause) {
      if (refusedData(cause)) throw new TrafficError('TRAFFIC_ROW_REFUSED', `SQLite refused a recorded message: ${(cause as Error).message}`, { cause });
      throw new TrafficError('TRAFFIC_STORE_FAILED', `SQLite traffic store failed: ${(cause as Error).message}`, { cause });
    }
  }

  async get(id: number): Promise<TrafficMessage | undefined> {
    const row = this.run(() => this.db.prepare('SELECT * FROM traffic_messages WHERE id = ?').get(id) as TrafficRow | undefined);
    return row ? fromRow(row) : undefined;
  }

  async list(options: TrafficListOptions): Promise<TrafficMessage[]> {
    const rows = this.run(
      () =>
        this.db
          .prepare(
            `SELECT * FROM traffic_messages
             WHERE (? OR labelled = 0) AND (? = 0 OR matched = 0)
             ORDER BY matched, in_scope_score, id DESC LIMIT ?`,
          )
          .all(options.includeLabelled ? 1 : 0, options.unmatchedOnly ? 1 : 0, options.limit) as TrafficRow[],
    );
    return rows.map(fromRow);
  }

  async page(options: TrafficPageOptions): Promise<TrafficMessage[]> {
    const rows = this.run(
      () =>
        this.db
          .prepare('SELECT * FROM traffic_messages WHERE id > ? AND (? = 0 OR labelled = 1) ORDER BY id LIMIT ?')
          .all(options.afterId, options.labelledOnly ? 1 : 0, options.limit) as TrafficRow[],
    );
    return rows.map(fromRow);
  }

  async label(id: number, intent: string | null, time: number): Promise<TrafficMessage | undefined> {
    const row = this.run(
      () => this.db.prepare('UPDATE traffic_messages SET labelled = 1, label_intent = ?, labelled_time = ? WHERE id = ? RETURNING *').get(intent, time, id) as TrafficRow | undefined,
    );
    return row ? fromRow(row) : undefined;
  }

  async prune(limits: PruneLimits): Promise<number> {
    return this.run(() =>
      this.db.transaction(() => {
        const old = this.db.prepare('DELETE FROM traffic_messages WHERE received_time < ?').run(limits.before).changes;
        const over = this.db
          .prepare('DELETE FROM traffic_messages WHERE id <= (SELECT MAX(id) FROM traffic_messages) - ?')
          .run(limits.maxMessages).changes;
        return old + over;
      })(),
    );
  }

  async count(): Promise<number> {
    return this.run(() => (this.db.prepare('SELECT COUNT(*) AS n FROM traffic_messages').get() as { n: number }).n);
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
      throw new TrafficError('TRAFFIC_STORE_FAILED', `SQLite traffic store failed: ${(cause as Error).message}`, { cause });
    }
  }
}

/**
 * Errors about the values written, not the file: a constraint, a value too big or of the wrong type, and the
 * driver's TypeError/RangeError for a value it cannot bind. SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY… are the
 * store's, and worth retrying.
 */
function refusedData(cause: unknown): boolean {
  if (cause instanceof TypeError || cause instanceof RangeError) return true;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH');
}

/** SQLite has no boolean type. */
function bindable(value: unknown): unknown {
  return typeof value === 'boolean' ? Number(value) : value;
}

/**
 * Applies missing migrations in one immediate transaction, so concurrent openers of one file do not race. Its
 * own version table rather than `user_version`, so the file may also hold another store's tables.
 */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS nlu_traffic_migrations (version INTEGER PRIMARY KEY, applied_time INTEGER NOT NULL)');
    const version = (db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM nlu_traffic_migrations').get() as { v: number }).v;
    for (let index = version; index < MIGRATIONS.length; index += 1) {
      db.exec(MIGRATIONS[index]!);
      db.prepare('INSERT INTO nlu_traffic_migrations (version, applied_time) VALUES (?, ?)').run(index + 1, Date.now());
    }
  }).immediate();
}
