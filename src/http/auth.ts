/** Token check and rate limit for `/v1/` routes, before the body is read. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import type { RateLimiter } from './rate-limit/limiter.js';
import { tokenFromHeader, type TokenConfig, type TokenRegistry } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated token's config; set by the auth hook on `/v1/` routes. */
    nluToken: TokenConfig | null;
  }
  interface FastifyContextConfig {
    /** Route needs a token and counts against its rate limit. */
    auth?: boolean;
    /** The understand route: the only one a token of scope `understand` (the sample token) may call. */
    understand?: boolean;
  }
}

/**
 * The hook in callback style: a route without auth and a token without a rate limit pass synchronously,
 * with no promise made per request (an async hook costs every request, healthz included).
 */
export function authHook(tokens: TokenRegistry, limiter: RateLimiter) {
  return function authenticate(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
    if (request.routeOptions.config?.auth !== true) return done();
    const presented = tokenFromHeader(request.headers.authorization);
    if (presented === undefined) return done(new HttpError(401, 'TOKEN_MISSING', 'Expected an access token in the Authorization header'));
    const token = tokens.find(presented);
    if (!token) return done(new HttpError(401, 'TOKEN_INVALID', 'The access token is not valid'));
    request.nluToken = token;
    // Before the rate limit: a forbidden call does not spend the token's budget.
    if (token.scope === 'understand' && request.routeOptions.config.understand !== true) {
      return done(new HttpError(403, 'TOKEN_FORBIDDEN', `Token "${token.name}" may only call POST /v1/nlUnderstander/understand; ${request.method} ${request.routeOptions.url ?? ''} needs a token of scope "all" (NLU_TOKENS or --tokens)`));
    }
    if (token.ratePerSecond === null) return done();
    const rule = { ratePerSecond: token.ratePerSecond, burst: token.burst ?? 1 };
    limiter.take(token.name, rule).then(
      (decision) => {
        if (decision.allowed) return done();
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        void reply;
        done(new HttpError(429, 'RATE_LIMITED', `Token "${token.name}" is limited to ${token.ratePerSecond} queries per second; retry in ${seconds} s`, {
          'Retry-After': String(seconds),
        }));
      },
      (cause: unknown) => {
        request.log.error({ err: cause, token: token.name }, 'rate limiter unavailable');
        done(new HttpError(503, 'SERVICE_UNAVAILABLE', 'The rate limiter is unavailable, try again later', { 'Retry-After': '1' }));
      },
    );
  };
}
