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
  }
}

export function authHook(tokens: TokenRegistry, limiter: RateLimiter) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.routeOptions.config?.auth !== true) return;
    const presented = tokenFromHeader(request.headers.authorization);
    if (presented === undefined) throw new HttpError(401, 'TOKEN_MISSING', 'Expected an access token in the Authorization header');
    const token = tokens.find(presented);
    if (!token) throw new HttpError(401, 'TOKEN_INVALID', 'The access token is not valid');
    request.nluToken = token;
    if (token.ratePerSecond === null) return;
    let decision;
    try {
      decision = await limiter.take(token.name, { ratePerSecond: token.ratePerSecond, burst: token.burst ?? 1 });
    } catch (cause) {
      request.log.error({ err: cause, token: token.name }, 'rate limiter unavailable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The rate limiter is unavailable, try again later', { 'Retry-After': '1' });
    }
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      void reply;
      throw new HttpError(429, 'RATE_LIMITED', `Token "${token.name}" is limited to ${token.ratePerSecond} queries per second; retry in ${seconds} s`, {
        'Retry-After': String(seconds),
      });
    }
  };
}
