import type { FastifyInstance } from 'fastify';
import type { ReferrerStore } from '../../referrer/store.js';
import { errorEnvelope, successStatus } from '../envelope.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { probe, type ComponentState, type UnderstanderSlot } from '../readiness.js';

/**
 * /healthz: the process answers. /readyz: every dependency a request may need answers now: the model
 * is loaded, and the referrer store and the rate limiter (Redis, when configured) respond within
 * a second; otherwise 503 NOT_READY naming what is not ready.
 */
export function registerHealth(app: FastifyInstance, slot: UnderstanderSlot, store: ReferrerStore | undefined, limiter: RateLimiter): void {
  app.get('/healthz', async () => ({ Status: successStatus(), status: 'up' }));

  app.get('/readyz', async (_request, reply) => {
    const [referrerStore, rateLimiter] = await Promise.all([store ? probe(() => store.ping()) : ('disabled' as const), probe(() => limiter.ping())]);
    const components: Record<string, ComponentState> = { understander: slot.status(), referrerStore, rateLimiter };
    const waiting = Object.entries(components).filter(([, state]) => state !== 'ready' && state !== 'disabled');
    const ready = waiting.length === 0;
    if (ready) return { Status: successStatus(), ready, components };
    reply.code(503);
    return errorEnvelope(503, 'NOT_READY', `Not ready: ${waiting.map(([name, state]) => `${name} is ${state}`).join(', ')}`, { ready, components });
  });
}
