import type { FastifyInstance } from 'fastify';
import { errorEnvelope, successStatus } from '../envelope.js';
import type { Readiness } from '../readiness.js';

/**
 * /healthz: the process answers. /readyz: every dependency a request may need answers now: the model
 * is loaded, and the referrer store and the rate limiter (Redis, when configured) respond within
 * a second; otherwise 503 NOT_READY naming what is not ready. Both also say how recording is doing
 * (`recording`, null when off), which never makes the server not ready (readiness.ts says why).
 */
export function registerHealth(app: FastifyInstance, readiness: () => Promise<Readiness>): void {
  app.get('/healthz', async () => ({ Status: successStatus(), status: 'up' }));

  app.get('/readyz', async (_request, reply) => {
    const { ready, components, recording, waiting } = await readiness();
    if (ready) return { Status: successStatus(), ready, components, recording };
    reply.code(503);
    return errorEnvelope(503, 'NOT_READY', `Not ready: ${waiting.map(([name, state]) => `${name} is ${state}`).join(', ')}`, { ready, components, recording });
  });
}
