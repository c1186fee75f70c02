import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * The JSON body parser, in place of Fastify's: the same checks (empty body, syntax, and no
 * `__proto__` key or `constructor` key holding `prototype` at any depth), but a refused key is
 * named with its path and the reason, instead of "not valid JSON" for what is valid JSON.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, 'INVALID_JSON', 'Expected a JSON object, found an empty body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, 'INVALID_JSON', `The body is not valid JSON (${(error as Error).message})`);
  }
  const key = mayHoldPrototypeKey(text) ? prototypeKey(value) : undefined;
  if (key !== undefined) {
    throw new HttpError(
      400,
      'BODY_KEY_REFUSED',
      `Refused the key ${key}: a "__proto__" key, or a "constructor" key holding "prototype", can change object prototypes on the server (prototype pollution); rename it`,
    );
  }
  return value;
}

/**
 * Whether the text can parse to a `__proto__` or `constructor` key: only by writing it, or by spelling
 * it with \u escapes (JSON has no other escape for letters or "_"). Most bodies can't, and skip the walk.
 */
function mayHoldPrototypeKey(text: string): boolean {
  return text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
}

/** The path of the first `__proto__` key or `constructor.prototype` pair, breadth first; undefined when none. */
function prototypeKey(root: unknown): string | undefined {
  let level: Array<[unknown, string]> = [[root, '']];
  while (level.length > 0) {
    const next: Array<[unknown, string]> = [];
    for (const [node, path] of level) {
      if (node === null || typeof node !== 'object') continue;
      if (Array.isArray(node)) {
        node.forEach((item, index) => next.push([item, `${path}[${index}]`]));
        continue;
      }
      const at = (key: string) => (path ? `${path}.${key}` : key);
      if (Object.hasOwn(node, '__proto__')) return `"${at('__proto__')}"`;
      const ctor = (node as Record<string, unknown>).constructor;
      if (Object.hasOwn(node, 'constructor') && ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return `"${at('constructor.prototype')}"`;
      for (const [key, child] of Object.entries(node)) next.push([child, at(key)]);
    }
    level = next;
  }
  return undefined;
}

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
