/**
 * buildServer: the Fastify instance with every route, the auth and rate-limit hook, and the one
 * error mapping. Fastify for its body limits, in-process injection, pino logging and speed.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ReferrerStore } from '../referrer/store.js';
import { TrafficRecorder, type RecorderSettings } from '../traffic/recorder.js';
import type { TrafficStore } from '../traffic/store.js';
import { OneLineAccessLog } from './access-log.js';
import { authHook } from './auth.js';
import { registerJsonParser } from './body.js';
import { errorEnvelope } from './envelope.js';
import { mapError } from './errors.js';
import { buildOpenApiDocument } from './openapi.js';
import type { RateLimiter } from './rate-limit/limiter.js';
import { MemoryRateLimiter } from './rate-limit/memory-limiter.js';
import { RedisRateLimiter } from './rate-limit/redis-limiter.js';
import { ModelReloader, type ReloadOutcome, type ReloadTrigger } from './model-reloader.js';
import { watchModelFile } from './model-watcher.js';
import { checkReadiness, UnderstanderSlot, type Readiness } from './readiness.js';
import { RouteTable } from './route-table.js';
import { registerHealth } from './routes/health.js';
import { registerModel } from './routes/model.js';
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

/**
 * Deadlines that cut off slow or idle clients, so a few sockets cannot hold the server's connections
 * (docs/http.md, "Timeouts"). Over one: 408 REQUEST_TIMEOUT and the connection is closed.
 */
export const DEFAULT_TIMEOUTS = {
  /** From the connection (or the previous response) until the request's headers are complete. */
  headersMs: 10_000,
  /** From the connection until the whole request, body included, is received. */
  requestMs: 30_000,
  /** How long a keep-alive connection may sit idle between requests. */
  keepAliveMs: 5_000,
} as const;

export interface ServerTimeouts {
  headersMs?: number;
  requestMs?: number;
  keepAliveMs?: number;
}

export interface ServerLimits {
  bodyLimitBytes?: number;
  maxQueryLength?: number;
}

export interface BuildServerOptions {
  /** The engine, or a promise of it while it loads (readyz answers 503 until then). */
  understander?: Understanding | Promise<Understanding>;
  /**
   * The file the model came from and how to load it again: GET /v1/model names it, and the server can
   * reload it (app.nluReloadModel, on SIGHUP) and, with `watch`, whenever the file changes.
   */
  modelFile?: ModelFileSource;
  referrerStore?: ReferrerStore;
  tokens: TokenConfig[];
  /** Shared limits across instances; in-memory limits otherwise. */
  redisUrl?: string;
  /** A limiter to use instead (tests inject one with a fake clock). */
  rateLimiter?: RateLimiter;
  limits?: ServerLimits;
  timeouts?: ServerTimeouts;
  /** Fastify logger options; false (the default) for silence. */
  logger?: FastifyServerOptions['logger'];
  /** Close the referrer store when the server closes (default true). */
  closeStore?: boolean;
  /**
   * Record answered statements into this store (`nlu serve --record`); the server owns it from here and closes
   * it on close, after writing what is queued. Store failures are logged, never answered.
   */
  recording?: RecorderSettings & { store: TrafficStore; flushDelayMs?: number };
}

export interface ModelFileSource {
  /** The default model's file. */
  path: string;
  /** Every served file when there are several (one per locale, `path` first); each is watched, any change reloads all. */
  paths?: string[];
  /** Loads and checks the file (Understander.load); rejects with a coded error when it is not a good model. */
  load: (path: string) => Promise<Understanding>;
  /** Reload when the file changes (nlu serve --watch-model; model-watcher.ts). */
  watch?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered path and its methods (405 answers, the OpenAPI test). */
    nluRoutes: RouteTable;
    /** Probes every dependency now, as /readyz does (`nlu serve` prints what it finds). */
    nluReadiness: () => Promise<Readiness>;
    /** `--record`'s recorder (null when not recording): its state, and a write of its queue now. */
    nluRecording: Pick<TrafficRecorder, 'status' | 'flush'> | null;
    /** Reloads the model from its file (null when the server has no model file to reload). */
    nluReloadModel: ((trigger: ReloadTrigger) => Promise<ReloadOutcome>) | null;
  }
}

const MAX_PARAM_LENGTH = 1000;

export const CACHE_CONTROL = 'no-cache, no-transform, max-age=0';

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const bodyLimitBytes = options.limits?.bodyLimitBytes ?? DEFAULT_LIMITS.bodyLimitBytes;
  const maxQueryLength = options.limits?.maxQueryLength ?? DEFAULT_LIMITS.maxQueryLength;

  const headersMs = options.timeouts?.headersMs ?? DEFAULT_TIMEOUTS.headersMs;
  const requestMs = options.timeouts?.requestMs ?? DEFAULT_TIMEOUTS.requestMs;
  const keepAliveMs = options.timeouts?.keepAliveMs ?? DEFAULT_TIMEOUTS.keepAliveMs;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: bodyLimitBytes,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    // Node checks the header and request deadlines on this interval (30 s by default, which let a slow
    // client linger ~70 s): check often enough that a deadline holds within about a quarter of itself.
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(headersMs, requestMs) / 4))) },
    genReqId: () => randomUUID(),
    logController: new OneLineAccessLog(),
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
    // Malformed HTTP and missed deadlines never reach a route: answer them with an envelope too.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const [status, text, body] =
        (error as NodeJS.ErrnoException).code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'Request Timeout', errorEnvelope(408, 'REQUEST_TIMEOUT', `The request was not received in time: headers within ${headersMs / 1000} s, the whole request within ${requestMs / 1000} s`)] as const)
          : ([400, 'Bad Request', errorEnvelope(400, 'BAD_REQUEST', 'Malformed HTTP request')] as const);
      const payload = JSON.stringify(body);
      socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`);
    },
  });

  const limiter = options.rateLimiter ?? (options.redisUrl ? new RedisRateLimiter(options.redisUrl) : new MemoryRateLimiter());
  const slot = new UnderstanderSlot(options.understander, (error) => app.log.error({ err: error }, 'model failed to load'));
  const routes = new RouteTable();
  const reloader = options.modelFile ? new ModelReloader({ path: options.modelFile.path, load: options.modelFile.load, slot, log: app.log }) : null;
  const watchedPaths = options.modelFile ? (options.modelFile.paths ?? [options.modelFile.path]) : [];
  const watchers = options.modelFile?.watch ? watchedPaths.map((path) => watchModelFile(path, () => void reloader!.reload('file change'), { log: app.log })) : [];

  let recorder: TrafficRecorder | undefined;
  app.decorateRequest('nluToken', null);
  app.decorate('nluRoutes', routes);
  // `recorder` is set below, before the first request.
  const readiness = () => checkReadiness(slot, options.referrerStore, limiter, recorder ? () => recorder!.status() : undefined);
  app.decorate('nluReadiness', readiness);
  app.decorate('nluReloadModel', reloader ? (trigger: ReloadTrigger) => reloader.reload(trigger) : null);
  app.addHook('onRoute', (route) => routes.add(route.url, Array.isArray(route.method) ? route.method : [route.method]));
  // Text bodies would otherwise parse as strings; JSON is the only accepted type.
  app.removeContentTypeParser(['text/plain']);
  registerJsonParser(app);
  // Hooks in callback style: an async hook makes promises for every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    reply.header('Cache-Control', CACHE_CONTROL);
    done();
  });
  app.addHook('onRequest', authHook(new TokenRegistry(options.tokens), limiter));
  // While closing, answer in-flight requests with `Connection: close` so keep-alive sockets do not hold close() open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // JSON is UTF-8 by definition: send the bare media type the spec shows.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) reply.header('Content-Type', 'application/json');
    // An answer sent before the body was read (401, 429, 415…) ends the connection: otherwise a client
    // trickling a body would keep it open after its answer.
    if (closing || !request.raw.complete) reply.header('Connection', 'close');
    done(null, payload);
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

  if (options.recording) {
    const { store, ...settings } = options.recording;
    recorder = new TrafficRecorder(store, {
      ...settings,
      onError: (error, message) => app.log.error({ err: error }, `recording: ${message}`),
      onRecovered: (message) => app.log.warn(`recording: ${message}`),
    });
    // What aged out while the server was down goes before the first request.
    await recorder.prune();
  }

  app.decorate('nluRecording', recorder ?? null);
  const openapi = buildOpenApiDocument({ maxQueryLength, bodyLimitBytes });
  registerHealth(app, readiness);
  app.get('/openapi.json', async () => openapi);
  registerUnderstand(app, slot, maxQueryLength, recorder);
  registerModel(app, { slot, path: options.modelFile?.path ?? null, reloader, watching: () => watchers.length > 0 && watchers.every((watcher) => watcher.active) });
  registerReferrer(app, options.referrerStore);

  app.addHook('onClose', async () => {
    for (const watcher of watchers) watcher.close();
    // After the last request: everything answered is written before the store closes.
    await recorder?.close();
    await limiter.close();
    if (options.referrerStore && options.closeStore !== false) await options.referrerStore.close();
  });
  return app;
}
