/**
 * buildServer: the Fastify instance with every route, the auth and rate-limit hook, and the one
 * error mapping. Fastify for its body limits, in-process injection, pino logging and speed.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ReferrerStore } from '../referrer/store.js';
import { authHook } from './auth.js';
import { registerJsonParser } from './body.js';
import { errorEnvelope } from './envelope.js';
import { mapError } from './errors.js';
import { buildOpenApiDocument } from './openapi.js';
import type { RateLimiter } from './rate-limit/limiter.js';
import { MemoryRateLimiter } from './rate-limit/memory-limiter.js';
import { RedisRateLimiter } from './rate-limit/redis-limiter.js';
import { UnderstanderSlot } from './readiness.js';
import { RouteTable } from './route-table.js';
import { registerHealth } from './routes/health.js';
import { registerReferrer } from './routes/referrer.js';
import { registerUnderstand } from './routes/understand.js';
import { TokenRegistry, type TokenConfig } from './tokens.js';
import type { Understanding } from './understanding.js';

export const DEFAULT_LIMITS = {
  /** Bytes; a referrer with 100 long variables fits. */
  bodyLimitBytes: 64 * 1024,
  /** Characters of `query`. */
  maxQueryLength: 1000,
} as const;

export interface ServerLimits {
  bodyLimitBytes?: number;
  maxQueryLength?: number;
}

export interface BuildServerOptions {
  /** The engine, or a promise of it while it loads (readyz answers 503 until then). */
  understander?: Understanding | Promise<Understanding>;
  referrerStore?: ReferrerStore;
  tokens: TokenConfig[];
  /** Shared limits across instances; in-memory limits otherwise. */
  redisUrl?: string;
  /** A limiter to use instead (tests inject one with a fake clock). */
  rateLimiter?: RateLimiter;
  limits?: ServerLimits;
  /** Fastify logger options; false (the default) for silence. */
  logger?: FastifyServerOptions['logger'];
  /** Close the referrer store when the server closes (default true). */
  closeStore?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered path and its methods (405 answers, the OpenAPI test). */
    nluRoutes: RouteTable;
  }
}

const MAX_PARAM_LENGTH = 1000;

export const CACHE_CONTROL = 'no-cache, no-transform, max-age=0';

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const bodyLimitBytes = options.limits?.bodyLimitBytes ?? DEFAULT_LIMITS.bodyLimitBytes;
  const maxQueryLength = options.limits?.maxQueryLength ?? DEFAULT_LIMITS.maxQueryLength;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // Long enough that any over-long id reaches its route and gets that route's answer.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Errors raised before routing (bad URL encoding, a longer parameter) skip the hooks: set the headers here.
    frameworkErrors: (error, request, reply) => {
      const mapped = mapError(error, { requestId: request.id, bodyLimitBytes });
      const plain = reply as unknown as FastifyReply;
      plain.code(mapped.statusCode).header('Content-Type', 'application/json').header('Cache-Control', CACHE_CONTROL).header('X-Request-Id', request.id);
      // A Buffer keeps our Content-Type as set (Fastify appends a charset to JSON strings).
      plain.send(Buffer.from(JSON.stringify(mapped.body)));
    },
    // Malformed HTTP never reaches a route: answer it with an envelope too.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const payload = JSON.stringify(errorEnvelope(400, 'BAD_REQUEST', 'Malformed HTTP request'));
      socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`);
      void error;
    },
  });

  const limiter = options.rateLimiter ?? (options.redisUrl ? new RedisRateLimiter(options.redisUrl) : new MemoryRateLimiter());
  const slot = new UnderstanderSlot(options.understander, (error) => app.log.error({ err: error }, 'model failed to load'));
  const routes = new RouteTable();

  app.decorateRequest('nluToken', null);
  app.decorate('nluRoutes', routes);
  app.addHook('onRoute', (route) => routes.add(route.url, Array.isArray(route.method) ? route.method : [route.method]));
  // Text bodies would otherwise parse as strings; JSON is the only accepted type.
  app.removeContentTypeParser(['text/plain']);
  registerJsonParser(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    reply.header('Cache-Control', CACHE_CONTROL);
  });
  app.addHook('onRequest', authHook(new TokenRegistry(options.tokens), limiter));
  // While closing, answer in-flight requests with `Connection: close` so keep-alive sockets do not hold close() open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // JSON is UTF-8 by definition: send the bare media type the spec shows.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) reply.header('Content-Type', 'application/json');
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error, { requestId: request.id, bodyLimitBytes });
    if (mapped.unexpected) request.log.error({ err: error }, 'unexpected error');
    reply.code(mapped.statusCode).headers(mapped.headers).send(mapped.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = routes.allowed(path);
    if (allowed) {
      reply.code(405).header('Allow', allowed.join(', ')).send(errorEnvelope(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`));
      return;
    }
    reply.code(404).send(errorEnvelope(404, 'NOT_FOUND', `No route ${request.method} ${path.slice(0, 200)}`));
  });

  const openapi = buildOpenApiDocument({ maxQueryLength, bodyLimitBytes });
  registerHealth(app, slot, options.referrerStore, limiter);
  app.get('/openapi.json', async () => openapi);
  registerUnderstand(app, slot, maxQueryLength);
  registerReferrer(app, options.referrerStore);

  app.addHook('onClose', async () => {
    await limiter.close();
    if (options.referrerStore && options.closeStore !== false) await options.referrerStore.close();
  });
  return app;
}
