import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** POST routes take JSON only; a body-less request without Content-Type is refused the same way. */
export function requireJsonObject(request: FastifyRequest): Record<string, unknown> {
  const type = request.headers['content-type'];
  if (type === undefined || !/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected Content-Type: application/json');
  }
  const body: unknown = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const found = body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body;
    throw new HttpError(400, 'BODY_NOT_AN_OBJECT', `Expected a JSON object, found ${found}`);
  }
  return body as Record<string, unknown>;
}
