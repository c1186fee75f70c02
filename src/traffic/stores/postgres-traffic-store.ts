/**
 * PostgreSQL traffic store, for several server instances recording into one place. The schema is created or
 * migrated on start-up under an advisory lock, so instances starting together do not race.
 */
import pg from 'pg';
import { migratePostgres } from '../../referrer/stores/postgres-migrations.js';
import { TrafficError } from '../errors.js';
import type { NewTrafficMessage, TrafficMessage } from '../message.js';
import { fromRow, INSERT_COLUMNS, insertValues, type PruneLimits, type TrafficListOptions, type TrafficPageOptions, type TrafficRow, type TrafficStore } from '../store.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE traffic_messages (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     received_time bigint NOT NULL,
     text text NOT NULL,
     masked boolean NOT NULL,
     matched boolean NOT NULL,
     intent_id text,
     intent_name text,
     confidence double precision NOT NULL,
     in_scope_score double precision NOT NULL,
     unmatched_reason text,
     params json NOT NULL,
     corpus_hash text NOT NULL,
     cutoff double precision NOT NULL,
     labelled boolean NOT NULL DEFAULT false,
     label_intent text,
     labelled_time bigint
   );
   CREATE INDEX traffic_by_time ON traffic_messages (received_time);`,
  // How many characters of the statement and params were stored as U+FFFD (storable.ts).
  `ALTER TABLE traffic_messages ADD COLUMN replaced_characters integer NOT NULL DEFAULT 0;`,
];

/** Arbitrary constant naming this module's migration lock (the referrer store's is another). */
const MIGRATION_LOCK = 7_270_462;
const COLUMN_COUNT = INSERT_COLUMNS.split(',').length;

export interface PostgresTrafficOptions {
  connectionString: string;
  /** PostgreSQL schema holding the table (default `public`); tests use a throwaway one each. */
  schema?: string;
  poolSize?: number;
}

export class PostgresTrafficStore implements TrafficStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  static async open(options: PostgresTrafficOptions): Promise<PostgresTrafficStore> {
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new TrafficError('TRAFFIC_STORE_CONFIG', `PostgreSQL schema name must match [a-z_][a-z0-9_]*, found "${schema}"`);
    }
    const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 4, options: `-c search_path=${schema}`, connectionTimeoutMillis: 10_000 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    try {
      await migratePostgres(pool, schema, { table: 'nlu_traffic_migrations', lock: MIGRATION_LOCK, steps: MIGRATIONS });
    } catch (cause) {
      await pool.end().catch(() => {});
      throw new TrafficError('TRAFFIC_STORE_FAILED', `Cannot open the PostgreSQL traffic store: ${(cause as Error).message}`, { cause });
    }
    return new PostgresTrafficStore(pool);
  }

  async add(messages: readonly NewTrafficMessage[]): Promise<void> {
    if (messages.length === 0) return;
    // One statement: all rows or none.
    const rows = messages.map((_, m) => `(${Array.from({ length: COLUMN_COUNT }, (_, c) => `$${m * COLUMN_COUNT + c + 1}`).join(', ')})`);
    try {
      await this.pool.query(`INSERT INTO traffic_messages (${INSERT_COLUMNS}) VALUES ${rows.join(', ')}`, messages.flatMap(insertValues));
    } catch (cause) {
      if (refusedData(cause)) throw new TrafficError('TRAFFIC_ROW_REFUSED', `PostgreSQL refused a recorded message: ${(cause as Error).message}`, { cause });
      throw storeFailed(cause);
    }
  }

  async get(id: number): Promise<TrafficMessage | undefined> {
    const result = await this.query('SELECT * FROM traffic_messages WHERE id = $1', [id]);
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  async list(options: TrafficListOptions): Promise<TrafficMessage[]> {
    const result = await this.query(
      `SELECT * FROM traffic_messages
       WHERE ($1 OR NOT labelled) AND (NOT $2 OR NOT matched)
       ORDER BY matched, in_scope_score, id DESC LIMIT $3`,
      [options.includeLabelled ?? false, options.unmatchedOnly ?? false, options.limit],
    );
    return result.rows.map(fromRow);
  }

  async page(options: TrafficPageOptions): Promise<TrafficMessage[]> {
    const result = await this.query('SELECT * FROM traffic_messages WHERE id > $1 AND (NOT $2 OR labelled) ORDER BY id LIMIT $3', [
      options.afterId,
      options.labelledOnly ?? false,
      options.limit,
    ]);
    return result.rows.map(fromRow);
  }

  async label(id: number, intent: string | null, time: number): Promise<TrafficMessage | undefined> {
    const result = await this.query('UPDATE traffic_messages SET labelled = true, label_intent = $1, labelled_time = $2 WHERE id = $3 RETURNING *', [intent, time, id]);
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  async prune(limits: PruneLimits): Promise<number> {
    const client = await this.connect();
    try {
      await client.query('BEGIN');
      const old = await client.query('DELETE FROM traffic_messages WHERE received_time < $1', [limits.before]);
      const over = await client.query('DELETE FROM traffic_messages WHERE id <= (SELECT MAX(id) FROM traffic_messages) - $1', [limits.maxMessages]);
      await client.query('COMMIT');
      return (old.rowCount ?? 0) + (over.rowCount ?? 0);
    } catch (cause) {
      await client.query('ROLLBACK').catch(() => {});
      throw storeFailed(cause);
    } finally {
      client.release();
    }
  }

  async count(): Promise<number> {
    const result = await this.query<{ n: string }>('SELECT COUNT(*) AS n FROM traffic_messages', []);
    return Number(result.rows[0]!.n);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async connect(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (cause) {
      throw storeFailed(cause);
    }
  }

  private async query<R extends pg.QueryResultRow = TrafficRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (cause) {
      throw storeFailed(cause);
    }
  }
}

/**
 * SQLSTATE classes about the values written, not the server: 22 data exception (an encoding, a number out of
 * range), 23 integrity constraint, 54 program limit exceeded (a value too large). Retrying the same row fails the
 * same way, so the recorder sets it aside instead of retrying the batch forever.
 */
const ROW_CLASSES = new Set(['22', '23', '54']);

function refusedData(cause: unknown): boolean {
  const sqlState = (cause as { code?: unknown }).code;
  return typeof sqlState === 'string' && sqlState.length === 5 && ROW_CLASSES.has(sqlState.slice(0, 2));
}

function storeFailed(cause: unknown): TrafficError {
  return new TrafficError('TRAFFIC_STORE_FAILED', `PostgreSQL traffic store failed: ${(cause as Error).message}`, { cause });
}
