/** The library operations: create, resolve, soft delete and list, over any ReferrerStore. */
import { ReferrerError } from './errors.js';
import { isWellFormedReferrerId, newReferrerId } from './id.js';
import { identifierProblem, type Referrer, type ReferrerInput } from './schema.js';
import type { ListCursor, ReferrerStore } from './store.js';
import { validateReferrerInput } from './validate.js';

export interface ReferrerClock {
  now(): number;
}

export interface CreateOptions {
  clock?: ReferrerClock;
  /** For tests; defaults to 128 random bits. */
  newId?: () => string;
}

const systemClock: ReferrerClock = { now: () => Date.now() };

/** Builds the stored record: the request fields plus the spec's additional fields at their creation values. */
export function buildReferrer(input: ReferrerInput, id: string, time: number): Referrer {
  const aPld: Referrer['aPld'] = input.aPld.val !== undefined ? { val: input.aPld.val, prms: {} } : { fId: input.aPld.fId!, prms: {} };
  return {
    _id: id,
    createdById: input.createdById,
    isDeleted: false,
    nm: input.nm,
    vars: input.vars.map((variable) => ({ ...variable, id: null, customerKey: null, removeOnError: false })),
    aPld,
    createdTime: time,
    updatedTime: time,
    updatedById: null,
    keyVsCustomFieldValue: null,
    tags: null,
  };
}

/** Validates `input` (throws REFERRER_INVALID with every problem) and stores a new referrer; resolves once it is durable. */
export async function createReferrer(store: ReferrerStore, input: unknown, options: CreateOptions = {}): Promise<Referrer> {
  const valid = validateReferrerInput(input);
  const clock = options.clock ?? systemClock;
  const newId = options.newId ?? newReferrerId;
  // A collision of 128 random bits is not expected; retrying keeps a bad custom generator from losing data.
  for (let attempt = 1; ; attempt += 1) {
    const referrer = buildReferrer(valid, newId(), clock.now());
    try {
      await store.insert(referrer);
      return referrer;
    } catch (error) {
      if (!(error instanceof ReferrerError && error.code === 'REFERRER_ID_CONFLICT') || attempt >= 3) throw error;
    }
  }
}

function notFound(id: string): ReferrerError {
  const shown = id.length > 64 ? `${id.slice(0, 64)}…` : id;
  return new ReferrerError('REFERRER_NOT_FOUND', `No referrer with id "${shown}"`);
}

/** Resolves a `ref`; soft-deleted referrers are returned with isDeleted true. Throws REFERRER_NOT_FOUND. */
export async function getReferrer(store: ReferrerStore, id: string): Promise<Referrer> {
  if (!isWellFormedReferrerId(id)) throw notFound(id);
  const referrer = await store.get(id);
  if (!referrer) throw notFound(id);
  return referrer;
}

function checkIdentifier(path: string, text: string): void {
  const problem = identifierProblem(text);
  if (problem) throw new ReferrerError('REFERRER_INVALID', `Invalid ${path}`, [{ path, message: problem }]);
}

export async function deleteReferrer(store: ReferrerStore, id: string, updatedById: string | null, clock: ReferrerClock = systemClock): Promise<Referrer> {
  if (updatedById !== null) checkIdentifier('updatedById', updatedById);
  if (!isWellFormedReferrerId(id)) throw notFound(id);
  const referrer = await store.markDeleted(id, updatedById, clock.now());
  if (!referrer) throw notFound(id);
  return referrer;
}

export interface ReferrerPage {
  items: Referrer[];
  /** Opaque cursor for the next page, null on the last one. */
  next: string | null;
}

export const MAX_PAGE_SIZE = 100;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdTime}.${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): ListCursor {
  const decoded = Buffer.from(text, 'base64url').toString();
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{1,64})$/.exec(decoded);
  if (!match) {
    throw new ReferrerError('REFERRER_INVALID', 'Invalid cursor', [{ path: 'after', message: `expected a cursor returned by a previous page, found ${JSON.stringify(text.slice(0, 40))}` }]);
  }
  return { createdTime: Number(match[1]), id: match[2]! };
}

/** A creator's live referrers, oldest first, `limit` (1..100) at a time. */
export async function listReferrers(store: ReferrerStore, createdById: string, options: { limit?: number; after?: string } = {}): Promise<ReferrerPage> {
  const limit = options.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new ReferrerError('REFERRER_INVALID', 'Invalid page size', [{ path: 'limit', message: `expected an integer from 1 to ${MAX_PAGE_SIZE}, found ${limit}` }]);
  }
  if (createdById.length === 0) {
    throw new ReferrerError('REFERRER_INVALID', 'Missing creator', [{ path: 'createdById', message: 'expected a non-empty string, found ""' }]);
  }
  checkIdentifier('createdById', createdById);
  const after = options.after ? decodeCursor(options.after) : undefined;
  const rows = await store.listByCreator(createdById, { limit: limit + 1, ...(after ? { after } : {}) });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const next = rows.length > limit && last ? encodeCursor({ createdTime: last.createdTime, id: last._id }) : null;
  return { items, next };
}
