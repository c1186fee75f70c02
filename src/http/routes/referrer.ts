/** The referrer endpoints: create (spec), resolve, soft delete and list (ours, docs/referrer.md). */
import type { FastifyInstance } from 'fastify';
import { createReferrer, deleteReferrer, getReferrer, listReferrers } from '../../referrer/create.js';
import type { ReferrerStore } from '../../referrer/store.js';
import { requireJsonObject } from '../body.js';
import { successStatus } from '../envelope.js';
import { HttpError } from '../errors.js';

export const CHANNEL_PATH = '/v1/custom/channel';

function requireStore(store: ReferrerStore | undefined): ReferrerStore {
  if (!store) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'No referrer store is configured on this server');
  return store;
}

function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
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
    const limitText = queryText(request.query, 'limit');
    const limit = limitText === undefined ? undefined : /^\d{1,4}$/.test(limitText) ? Number(limitText) : Number.NaN;
    const after = queryText(request.query, 'after');
    const page = await listReferrers(requireStore(store), createdById, { ...(limit !== undefined ? { limit } : {}), ...(after ? { after } : {}) });
    return { Status: successStatus(), ...page };
  });
}
