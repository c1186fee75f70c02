/**
 * PostgreSQL store for several server instances behind a load balancer. The schema is created or
 * migrated on start-up under an advisory lock, so instances starting together do not race.
 */
import pg from 'pg';
import { migratePostgres } from './postgres-migrations.js';
import { ReferrerError } from '../errors.js';
import type { Referrer } from '../schema.js';
import { fromRow, toBody, type ListOptions, type ReferrerRow, type ReferrerStore } from '../store.js';

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE referrers (
     id text COLLATE "C" PRIMARY KEY,
     created_by_id text COLLATE "C" NOT NULL,
     is_deleted boolean NOT NULL DEFAULT false,
     created_time bigint NOT NULL,
     updated_time bigint NOT NULL,
     updated_by_id text,
     body json NOT NULL
   );
   CREATE INDEX referrers_by_creator ON referrers (created_by_id, created_time, id);`,
];

/** Arbitrary constant naming this module's migration lock. */
const MIGRATION_LOCK = 7_270_461;

export interface PostgresStoreOptions {
  connectionString: string;
  /** PostgreSQL schema holding the tables (default `public`); tests use a throwaway one each. */
  schema?: string;
  poolSize?: number;
}

export class PostgresReferrerStore implements ReferrerStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  static async open(options: PostgresStoreOptions): Promise<PostgresReferrerStore> {
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new ReferrerError('REFERRER_STORE_CONFIG', `PostgreSQL schema name must match [a-z_][a-z0-9_]*, found "${schema}"`);
    }
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      options: `-c search_path=${schema}`,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    try {
      await migratePostgres(pool, schema, { table: 'nlu_referrer_migrations', lock: MIGRATION_LOCK, steps: MIGRATIONS });
    } catch (cause) {
      await pool.end().catch(() => {});
      throw new ReferrerError('REFERRER_STORE_FAILED', `Cannot open the PostgreSQL referrer store: ${(cause as Error).message}`, [], { cause });
    }
    return new PostgresReferrerStore(pool);
  }

  async insert(referrer: Referrer): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO referrers (id, created_by_id, is_deleted, created_time, updated_time, updated_by_id, body)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [referrer._id, referrer.createdById, referrer.isDeleted, referrer.createdTime, referrer.updatedTime, referrer.updatedById, toBody(referrer)],
      );
    } catch (cause) {
      if ((cause as { code?: string }).code === '23505') {
        throw new ReferrerError('REFERRER_ID_CONFLICT', `A referrer with id ${referrer._id} exists`, [], { cause });
      }
      throw storeFailed(cause);
    }
  }

  async get(id: string): Promise<Referrer | undefined> {
    const result = await this.query('SELECT * FROM referrers WHERE id = $1', [id]);
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  async markDeleted(id: string, updatedById: string | null, time: number): Promise<Referrer | undefined> {
    const result = await this.query(
      'UPDATE referrers SET is_deleted = true, updated_time = $1, updated_by_id = $2 WHERE id = $3 RETURNING *',
      [time, updatedById, id],
    );
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  async listByCreator(createdById: string, options: ListOptions): Promise<Referrer[]> {
    const after = options.after ?? { createdTime: -1, id: '' };
    const result = await this.query(
      `SELECT * FROM referrers
       WHERE created_by_id = $1 AND (created_time, id) > ($2, $3) AND ($4 OR NOT is_deleted)
       ORDER BY created_time, id LIMIT $5`,
      [createdById, after.createdTime, after.id, options.includeDeleted ?? false, options.limit],
    );
    return result.rows.map(fromRow);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async query(text: string, values: unknown[]): Promise<pg.QueryResult<ReferrerRow>> {
    try {
      return await this.pool.query<ReferrerRow>(text, values);
    } catch (cause) {
      throw storeFailed(cause);
    }
  }
}

function storeFailed(cause: unknown): ReferrerError {
  return new ReferrerError('REFERRER_STORE_FAILED', `PostgreSQL referrer store failed: ${(cause as Error).message}`, [], { cause });
}
