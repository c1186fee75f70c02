import type { FastifyInstance } from 'fastify';
import { errorEnvelope, successStatus } from '../envelope.js';
import type { ComponentState, UnderstanderSlot } from '../readiness.js';

/** /healthz: the process answers. /readyz: every configured component is loaded. */
export function registerHealth(app: FastifyInstance, slot: UnderstanderSlot, hasStore: boolean): void {
  app.get('/healthz', async () => ({ Status: successStatus(), status: 'up' }));

  app.get('/readyz', async (_request, reply) => {
    const components: Record<string, ComponentState> = { understander: slot.status(), referrerStore: hasStore ? 'ready' : 'disabled' };
    const ready = Object.values(components).every((state) => state === 'ready' || state === 'disabled');
    if (ready) return { Status: successStatus(), ready, components };
    reply.code(503);
    return errorEnvelope(503, 'NOT_READY', 'Not ready: the model is still loading or failed to load', { ready, components });
  });
}
