/**
 * The studio's HTTP server (Fastify): the request checks every request passes (guard.ts), the answer to errors,
 * and the pages with their API, one route module per page (routes/).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopback, type StudioConfig } from './config.js';
import { relativeTo, StudioModel, type StudioContext } from './context.js';
import { CorpusEditError, corpusLocale } from './corpus-document.js';
import { CorpusFiles } from './corpus-files.js';
import { CorpusSnapshots } from './corpus-snapshot.js';
import { refusal, sendRefusal, TOKEN_COOKIE, type Refusal } from './guard.js';
import { TOKEN_ATTEMPT_LIMITS, TokenAttempts } from './token-attempts.js';
import { StudioConfigError } from './project-path.js';
import { corpusRoutes } from './routes/corpus-routes.js';
import { entitiesRoutes } from './routes/entities-routes.js';
import { evaluateRoutes } from './routes/evaluate-routes.js';
import { importRoutes } from './routes/import-routes.js';
import { inboxRoutes } from './routes/inbox-routes.js';
import { historyRoutes } from './routes/history-routes.js';
import { publishRoutes } from './routes/publish-routes.js';
import { missingCorpusPage } from './pages/missing-corpus-page.js';
import type { PageKey } from './pages/layout.js';
import { tryRoutes } from './routes/try-routes.js';
import { openTraffic } from './studio-traffic.js';

export interface Studio {
  app: FastifyInstance;
  /** The per-process token pages carry for requests that change files. */
  csrfToken: string;
  /** Why the traffic store did not open, or null (open, or none configured): `nlu studio` stops on it when the user named the store. */
  trafficProblem: string | null;
}

export interface StudioOptions {
  /** Wrong tokens allowed per address and window (token-attempts.ts); tests pass a clock. */
  tokenAttempts?: TokenAttempts;
}

export async function buildStudio(config: StudioConfig, options: StudioOptions = {}): Promise<Studio> {
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
  // Whatever store is open at close: the Inbox may open the default one after start (inbox-routes.ts).
  app.addHook('onClose', async () => { await traffic.store?.close(); });
  const files = new CorpusFiles(config.root);
  // Temp files a studio killed mid-write left behind (kill -9): gone before anything reads the corpus.
  await files.sweep(config.corpusPath);
  await files.sweep(dirname(config.modelPath), { recursive: false }); // Publish's temp beside the published model
  await files.journal.latest();
  const common = {
    csrfToken,
    corpusLabel: relativeToRoot(config.corpusPath),
    corpusLocale: await corpusLocale(config.corpusPath),
    /** Read as each page is drawn (layout's bar under the header). */
    get lastChange() {
      const entry = files.journal.latestNow();
      return entry ? { id: entry.id, label: entry.label, at: entry.at } : null;
    },
  };
  const corpus = new CorpusSnapshots(config.corpusPath, config.root);
  // Read once now, in the background: a large corpus's first page then comes from memory.
  corpus.read().catch(() => undefined);
  const context: StudioContext = { config, common, relativeToRoot, model, traffic, files, corpus };

  const attempts = options.tokenAttempts ?? new TokenAttempts();
  /** A refusal, after counting a wrong token against the address that sent it. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, refused: Refusal) => {
    if (refused.status === 401) attempts.wrong(request.ip);
    return sendRefusal(reply, refused);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (config.token !== null) {
      const wait = attempts.retryAfter(request.ip);
      if (wait !== null) {
        return reply.code(429).header('retry-after', String(wait)).type('application/json')
          .send({ error: `expected the studio token, found ${TOKEN_ATTEMPT_LIMITS.limit} wrong ones from this address within ${TOKEN_ATTEMPT_LIMITS.windowMs / 1000} s: try again in ${wait} s` });
      }
    }
    // Opening /?token=… once stores the token in a cookie for this site only, then drops it from the address bar.
    const query = request.query as Record<string, unknown> | undefined;
    if (config.token !== null && request.method === 'GET' && typeof query?.token === 'string') {
      const headers = { ...request.headers, authorization: `Bearer ${query.token}` };
      const refused = refusal({ method: request.method, headers }, guard);
      if (refused) return refuse(request, reply, refused);
      return reply
        .header('set-cookie', `${TOKEN_COOKIE}=${encodeURIComponent(query.token)}; HttpOnly; SameSite=Strict; Path=/`)
        .redirect(request.url.split('?')[0]!, 303);
    }
    const refused = refusal(request, guard);
    if (refused) return refuse(request, reply, refused);
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
  // No corpus at the corpus path: the pages that read it say what is missing and how to make it; the API says so in a 404.
  const corpusPages: Record<string, PageKey> = { '/': 'corpus', '/entities': 'entities', '/evaluate': 'evaluate', '/inbox': 'inbox' };
  app.addHook('preHandler', async (request, reply) => {
    const page = request.method === 'GET' ? corpusPages[request.url.split('?')[0]!] : undefined;
    if (page === undefined || existsSync(config.corpusPath)) return;
    return reply.code(404).type('text/html; charset=utf-8').send(missingCorpusPage(page, relativeToRoot(config.corpusPath), context.common));
  });
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
    if (error.code === 'ENOENT' && !existsSync(config.corpusPath)) {
      return reply.code(404).send({ error: `expected a corpus at ${relativeToRoot(config.corpusPath)}, found nothing there: create it (a folder of YAML files) or open the studio with --corpus` });
    }
    if (error instanceof CorpusEditError) return reply.code(error.status).send({ error: error.message });
    // A path a request names that lies outside the project folder (or is missing).
    if (error instanceof StudioConfigError) return reply.code(400).send({ error: error.message });
    if (error instanceof z.ZodError) return reply.code(400).send({ error: `expected ${error.issues.map((i) => `${i.path.join('.') || 'the body'}: ${i.message}`).join('; ')}` });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    // A name the file system refuses (a request's id that names a file): the request's fault, not the studio's.
    if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') return reply.code(400).send({ error: 'expected a shorter name: the file system refuses a file name this long' });
    return reply.code(500).send({ error: `the studio failed: ${error.message}` });
  });

  corpusRoutes(app, context);
  entitiesRoutes(app, context);
  tryRoutes(app, context);
  evaluateRoutes(app, context);
  inboxRoutes(app, context);
  importRoutes(app, context);
  publishRoutes(app, context);
  historyRoutes(app, context);

  return { app, csrfToken, trafficProblem: traffic.store === null && config.traffic !== null ? traffic.problem : null };
}

