import type pg from 'pg';

/** What one store's PostgreSQL schema needs to be brought up to date. */
export interface PostgresMigrations {
  /** The table that records which migrations ran ("nlu_referrer_migrations"). */
  table: string;
  /** An advisory lock of this store's own, so instances starting together migrate one at a time. */
  lock: number;
  /** The schema's changes in order; the table records how many ran. */
  steps: readonly string[];
}

/**
 * Runs the migrations not yet applied in `schema`, in one transaction under the store's advisory lock. The
 * referrer store and the traffic store (src/traffic) share it: each has its own table, lock and steps. It lives
 * here because the referrer module stands alone (test/referrer/boundary.test.ts).
 */
export async function migratePostgres(pool: pg.Pool, schema: string, { table, lock, steps }: PostgresMigrations): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = await client.query<{ version: number }>(`SELECT COALESCE(MAX(version), 0) AS version FROM ${table}`);
    const version = applied.rows[0]?.version ?? 0;
    for (let index = version; index < steps.length; index += 1) {
      await client.query(steps[index]!);
      await client.query(`INSERT INTO ${table} (version) VALUES ($1)`, [index + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
