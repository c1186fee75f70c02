/** Chooses a backend from one location string: a PostgreSQL URL, or a SQLite file path (default under data/). */
import { ReferrerError } from './errors.js';
import type { ReferrerStore } from './store.js';
import { PostgresReferrerStore } from './stores/postgres-store.js';
import { SqliteReferrerStore } from './stores/sqlite-store.js';

export const DEFAULT_SQLITE_FILE = 'data/referrers.sqlite';

export interface OpenStoreOptions {
  /** PostgreSQL schema for the tables (default `public`). */
  pgSchema?: string;
  /**
   * Only open a store that exists: a SQLite file that is not there is an error (REFERRER_STORE_CONFIG)
   * instead of a new empty store, so a command that only reads never leaves a file behind.
   */
  mustExist?: boolean;
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

export async function openReferrerStore(location: string = DEFAULT_SQLITE_FILE, options: OpenStoreOptions = {}): Promise<ReferrerStore> {
  if (isPostgresUrl(location)) {
    return PostgresReferrerStore.open({ connectionString: location, ...(options.pgSchema ? { schema: options.pgSchema } : {}) });
  }
  const file = location.startsWith('sqlite:') ? location.slice('sqlite:'.length) : location;
  if (file.length === 0 || /^[a-z][a-z0-9+.-]*:\/\//i.test(file)) {
    throw new ReferrerError('REFERRER_STORE_CONFIG', `Expected a postgres:// URL or a SQLite file path, found "${location.replace(/\/\/[^@/]*@/, '//***@')}"`);
  }
  return SqliteReferrerStore.open(file, { mustExist: options.mustExist ?? false });
}
