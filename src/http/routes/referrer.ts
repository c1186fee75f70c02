/** The referrer endpoints: create (spec), resolve, soft delete and list (ours, docs/referrer.md). */
import type { FastifyInstance } from 'fastify';
import { createReferrer, deleteReferrer, getReferrer, listReferrers, MAX_PAGE_SIZE } from '../../referrer/create.js';
import { describeFound } from '../../referrer/describe.js';
import { ReferrerError } from '../../referrer/errors.js';
import type { ReferrerStore } from '../../referrer/store.js';
import { requireJsonObject } from '../body.js';
import { successStatus } from '../envelope.js';
import { HttpError } from '../errors.js';

export const CHANNEL_PATH = '/v1/custom/channel';

function requireStore(store: ReferrerStore | undefined): ReferrerStore {
  if (!store) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'No referrer store is configured on this server');
  return store;
}

const invalidQuery = (path: string, message: string) => new ReferrerError('REFERRER_INVALID', `Invalid query parameter ${path}`, [{ path, message }]);

/** One query parameter's text; a parameter given twice is refused rather than read as absent. */
function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) {
    const shown = value.slice(0, 5).map(describeFound).join(', ');
    throw invalidQuery(name, `expected one value, found ${value.length}: ${shown}${value.length > 5 ? ', …' : ''}`);
  }
  return typeof value === 'string' ? value : undefined;
}

/** `limit` as sent: digits only (no sign, fraction or exponent); the range is the library's check. */
function pageSize(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,4}$/.test(text)) throw invalidQuery('limit', `expected an integer from 1 to ${MAX_PAGE_SIZE}, found ${describeFound(text)}`);
  return Number(text);
}

export function registerReferrer(app: FastifyInstance, store: ReferrerStore | undefined): void {
  app.post(CHANNEL_PATH, { config: { auth: true } }, async (request, reply) => {
    const body = requireJsonObject(request);
    const referrer = await createReferrer(requireStore(store), body);
    reply.header('Location', `${CHANNEL_PATH}/${referrer._id}`);
    return referrer;
  });

  app.get(`${CHANNEL_PATH}/:id`, { config: { auth: true } }, async (request) => {
    const { id } = request.params as { id: string };
    return getReferrer(requireStore(store), id);
  });

  app.delete(`${CHANNEL_PATH}/:id`, { config: { auth: true } }, async (request) => {
    const { id } = request.params as { id: string };
    const by = queryText(request.query, 'updatedById') ?? request.nluToken?.name ?? null;
    return deleteReferrer(requireStore(store), id, by);
  });

  app.get(CHANNEL_PATH, { config: { auth: true } }, async (request) => {
    const createdById = queryText(request.query, 'createdById');
    if (createdById === undefined) {
      throw new HttpError(400, 'REFERRER_INVALID', 'Expected a createdById query parameter', {}, { issues: [{ path: 'createdById', message: 'expected a string, found nothing' }] });
    }
    const limit = pageSize(queryText(request.query, 'limit'));
    const after = queryText(request.query, 'after');
    const page = await listReferrers(requireStore(store), createdById, { ...(limit !== undefined ? { limit } : {}), ...(after ? { after } : {}) });
    return { Status: successStatus(), ...page };
  });
}
