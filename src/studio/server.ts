/**
 * The studio's HTTP server (Fastify): the request checks every request passes (guard.ts), the answer to errors,
 * and the pages with their API, one route module per page (routes/).
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopback, type StudioConfig } from './config.js';
import { relativeTo, StudioModel, type StudioContext } from './context.js';
import { CorpusEditError } from './corpus-document.js';
import { refusal, sendRefusal, TOKEN_COOKIE } from './guard.js';
import { StudioConfigError } from './project-path.js';
import { corpusRoutes } from './routes/corpus-routes.js';
import { entitiesRoutes } from './routes/entities-routes.js';
import { evaluateRoutes } from './routes/evaluate-routes.js';
import { importRoutes } from './routes/import-routes.js';
import { inboxRoutes } from './routes/inbox-routes.js';
import { publishRoutes } from './routes/publish-routes.js';
import { tryRoutes } from './routes/try-routes.js';
import { openTraffic } from './studio-traffic.js';

export interface Studio {
  app: FastifyInstance;
  /** The per-process token pages carry for requests that change files. */
  csrfToken: string;
  /** Why the traffic store did not open, or null (open, or none configured): `nlu studio` stops on it when the user named the store. */
  trafficProblem: string | null;
}

export async function buildStudio(config: StudioConfig): Promise<Studio> {
  const csrfToken = randomBytes(24).toString('base64url');
  const guard = { token: config.token, csrfToken, loopback: isLoopback(config.host) };
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  const relativeToRoot = relativeTo(config.root);
  const model = new StudioModel(
    { path: config.draftModelPath, label: relativeToRoot(config.draftModelPath) },
    { path: config.modelPath, label: relativeToRoot(config.modelPath) },
  );
  await model.loadIfPresent();
  const traffic = await openTraffic(config.traffic, relativeToRoot);
  if (traffic.store) app.addHook('onClose', async () => { await traffic.store!.close(); });
  const context: StudioContext = { config, common: { csrfToken, corpusLabel: relativeToRoot(config.corpusPath) }, relativeToRoot, model, traffic };

  app.addHook('onRequest', async (request, reply) => {
    // Opening /?token=… once stores the token in a cookie for this site only, then drops it from the address bar.
    const query = request.query as Record<string, unknown> | undefined;
    if (config.token !== null && request.method === 'GET' && typeof query?.token === 'string') {
      const headers = { ...request.headers, authorization: `Bearer ${query.token}` };
      const refused = refusal({ method: request.method, headers }, guard);
      if (refused) return sendRefusal(reply, refused);
      return reply
        .header('set-cookie', `${TOKEN_COOKIE}=${encodeURIComponent(query.token)}; HttpOnly; SameSite=Strict; Path=/`)
        .redirect(request.url.split('?')[0]!, 303);
    }
    const refused = refusal(request, guard);
    if (refused) return sendRefusal(reply, refused);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Neither framed nor sniffed; scripts and styles only the page's own. A route that sets its own policy keeps
    // it (the evaluation report, framed by the Evaluate page: routes/evaluate-routes.ts).
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('x-frame-options', 'DENY')
        .header('content-security-policy', "default-src 'self'; img-src 'self' data:; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    }
    return payload;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof CorpusEditError) return reply.code(error.status).send({ error: error.message });
    // A path a request names that lies outside the project folder (or is missing).
    if (error instanceof StudioConfigError) return reply.code(400).send({ error: error.message });
    if (error instanceof z.ZodError) return reply.code(400).send({ error: `expected ${error.issues.map((i) => `${i.path.join('.') || 'the body'}: ${i.message}`).join('; ')}` });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    return reply.code(500).send({ error: `the studio failed: ${error.message}` });
  });

  corpusRoutes(app, context);
  entitiesRoutes(app, context);
  tryRoutes(app, context);
  evaluateRoutes(app, context);
  inboxRoutes(app, context);
  importRoutes(app, context);
  publishRoutes(app, context);

  return { app, csrfToken, trafficProblem: traffic.store === null && config.traffic !== null ? traffic.problem : null };
}

