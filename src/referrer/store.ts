/**
 * Storage behind one interface; every backend runs the same contract suite (test/referrer/store-contract.ts).
 * A referrer is written in one statement, so a crash leaves it either absent or whole.
 */
import type { Referrer } from './schema.js';

/** Keyset position for listing: the last (createdTime, _id) seen. */
export interface ListCursor {
  createdTime: number;
  id: string;
}

export interface ListOptions {
  limit: number;
  after?: ListCursor;
  includeDeleted?: boolean;
}

export interface ReferrerStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Inserts a new referrer; throws REFERRER_ID_CONFLICT when the id exists. Durable when it resolves. */
  insert(referrer: Referrer): Promise<void>;
  get(id: string): Promise<Referrer | undefined>;
  /** Soft delete: sets isDeleted, updatedTime and updatedById; returns the updated record, undefined when absent. */
  markDeleted(id: string, updatedById: string | null, time: number): Promise<Referrer | undefined>;
  /** A creator's referrers, oldest first, by (createdTime, _id). */
  listByCreator(createdById: string, options: ListOptions): Promise<Referrer[]>;
  /** Resolves when the store answers a trivial query (readiness); rejects with REFERRER_STORE_FAILED otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Columns for the mutable and indexed fields; `body` for the rest, written once. */
export interface ReferrerRow {
  id: string;
  created_by_id: string;
  is_deleted: boolean | number;
  created_time: number | string;
  updated_time: number | string;
  updated_by_id: string | null;
  body: string | Pick<Referrer, 'nm' | 'vars' | 'aPld'>;
}

export function toBody(referrer: Referrer): string {
  return JSON.stringify({ nm: referrer.nm, vars: referrer.vars, aPld: referrer.aPld });
}

export function fromRow(row: ReferrerRow): Referrer {
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as Pick<Referrer, 'nm' | 'vars' | 'aPld'>) : row.body;
  return {
    _id: row.id,
    createdById: row.created_by_id,
    isDeleted: Boolean(row.is_deleted),
    nm: body.nm,
    vars: body.vars,
    aPld: body.aPld,
    createdTime: Number(row.created_time),
    updatedTime: Number(row.updated_time),
    updatedById: row.updated_by_id,
    keyVsCustomFieldValue: null,
    tags: null,
  };
}
