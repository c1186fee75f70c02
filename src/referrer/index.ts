/**
 * Public entry of the referrer module (package export `./referrer`): create and resolve the record
 * behind a bot link's `ref` parameter. It imports nothing of the NLU engine.
 */
export { ReferrerError, isReferrerError, formatReferrerIssue, type ReferrerErrorCode, type ReferrerIssue } from './errors.js';
export {
  referrerInputSchema,
  referrerSchema,
  REFERRER_LIMITS,
  SCOPES,
  VALUE_TYPES,
  type Referrer,
  type ReferrerInput,
  type ReferrerVariable,
} from './schema.js';
export { validateReferrerInput } from './validate.js';
export {
  createReferrer,
  getReferrer,
  deleteReferrer,
  listReferrers,
  MAX_PAGE_SIZE,
  type CreateOptions,
  type ReferrerClock,
  type ReferrerPage,
} from './create.js';
export { newReferrerId, isWellFormedReferrerId, REFERRER_ID_PATTERN } from './id.js';
export { buildBotLink, LINK_TEMPLATES } from './links.js';
export type { ReferrerStore, ListOptions, ListCursor } from './store.js';
export { SqliteReferrerStore } from './stores/sqlite-store.js';
export { PostgresReferrerStore, type PostgresStoreOptions } from './stores/postgres-store.js';
export { openReferrerStore, DEFAULT_SQLITE_FILE, isPostgresUrl } from './open-store.js';
