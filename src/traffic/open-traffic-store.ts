/** Chooses a traffic backend from one location string: a PostgreSQL URL, or a SQLite file path (default under data/). */
import { TrafficError } from './errors.js';
import type { TrafficStore } from './store.js';
import { PostgresTrafficStore } from './stores/postgres-traffic-store.js';
import { SqliteTrafficStore } from './stores/sqlite-traffic-store.js';
import { ThreadedSqliteTrafficStore } from './stores/threaded-sqlite-traffic-store.js';

export const DEFAULT_TRAFFIC_FILE = 'data/traffic.sqlite';

export interface OpenTrafficStoreOptions {
  /** PostgreSQL schema for the table (default `public`). */
  pgSchema?: string;
  /** Only open a store that exists (commands that only read leave no file behind). */
  mustExist?: boolean;
  /** SQLite: how long a write waits for another process's (SqliteTrafficOptions). */
  busyTimeoutMs?: number;
  /** SQLite: on a worker thread (ThreadedSqliteTrafficStore), so its writes never hold up the caller's thread; the server's choice. */
  thread?: boolean;
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** A location as printed: a URL's password hidden. */
export function shownLocation(location: string): string {
  return location.replace(/\/\/[^@/]*@/, '//***@');
}

export async function openTrafficStore(location: string = DEFAULT_TRAFFIC_FILE, options: OpenTrafficStoreOptions = {}): Promise<TrafficStore> {
  if (isPostgresUrl(location)) {
    return PostgresTrafficStore.open({ connectionString: location, ...(options.pgSchema ? { schema: options.pgSchema } : {}) });
  }
  const file = location.startsWith('sqlite:') ? location.slice('sqlite:'.length) : location;
  if (file.length === 0 || /^[a-z][a-z0-9+.-]*:\/\//i.test(file)) {
    throw new TrafficError('TRAFFIC_STORE_CONFIG', `Expected a postgres:// URL or a SQLite file path, found "${shownLocation(location)}"`);
  }
  const sqlite = { mustExist: options.mustExist ?? false, ...(options.busyTimeoutMs === undefined ? {} : { busyTimeoutMs: options.busyTimeoutMs }) };
  return options.thread ? ThreadedSqliteTrafficStore.open(file, sqlite) : SqliteTrafficStore.open(file, sqlite);
}
