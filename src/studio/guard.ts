/**
 * The studio's request checks, in one place: the access token (when one is set), the Host header (a page on
 * another site that rebinds its name to 127.0.0.1 sends its own name), and, on requests that change files, a
 * CSRF defence: the per-process token the page carries, in a header another origin cannot set without CORS,
 * a JSON body, and an Origin, when sent, that is the studio's own.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from './config.js';

export const CSRF_HEADER = 'x-nlu-studio-csrf';
export const TOKEN_COOKIE = 'nlu_studio_token';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface GuardOptions {
  token: string | null;
  csrfToken: string;
  /** Whether the server listens on loopback: then only loopback names are accepted in Host. */
  loopback: boolean;
}

export interface Refusal {
  status: 401 | 403;
  message: string;
}

/** Why a request is refused, or null when it may go on. */
export function refusal(request: Pick<FastifyRequest, 'method' | 'headers'> & { url?: string }, options: GuardOptions): Refusal | null {
  const host = request.headers.host ?? '';
  if (options.loopback && !isLoopback(hostName(host))) return { status: 403, message: `expected a loopback Host header (127.0.0.1, localhost, [::1]), found ${JSON.stringify(host)}` };
  if (options.token !== null && !same(presentedToken(request.headers), options.token)) {
    return { status: 401, message: 'expected the studio token: open the studio at /?token=<token>, or send "Authorization: Bearer <token>"' };
  }
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return { status: 403, message: `expected the studio's own origin http://${host}, found ${JSON.stringify(origin)}` };
  const csrf = request.headers[CSRF_HEADER];
  if (typeof csrf !== 'string' || !same(csrf, options.csrfToken)) return { status: 403, message: `expected the page's ${CSRF_HEADER} header: reload the studio page` };
  const type = request.headers['content-type'] ?? '';
  // The one body that is no JSON: an export's zip uploaded to the Import page (the CSRF header above still holds).
  if (type.startsWith('application/zip') && request.url?.split('?')[0] === '/api/import/zip') return null;
  if (!type.startsWith('application/json')) return { status: 403, message: `expected a JSON body (content-type application/json), found ${JSON.stringify(type)}` };
  return null;
}

export function sendRefusal(reply: FastifyReply, refused: Refusal): void {
  void reply.code(refused.status).type('application/json').send({ error: refused.message });
}

/** The token from the Authorization header, or from the cookie set when the studio was opened with ?token=. */
function presentedToken(headers: FastifyRequest['headers']): string {
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      // A cookie that is not valid percent-encoding is no token (401), not an error of the studio.
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
