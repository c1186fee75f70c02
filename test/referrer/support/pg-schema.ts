import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throwaway PostgreSQL schema per test file, so runs never see each other's rows. */
export function uniqueSchema(prefix = 'nlu_t'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
