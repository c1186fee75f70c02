/**
 * Slow and idle clients are cut off (issue 15): headers, the whole request (body included) and an idle
 * keep-alive connection each have a deadline. Real sockets on loopback, with short deadlines.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIMEOUTS } from '../../src/http/server.js';
import { testServer, UNLIMITED } from './support/harness.js';

const timeouts = { headersMs: 400, requestMs: 800, keepAliveMs: 300 };
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await testServer({ timeouts });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

interface Outcome {
  received: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Connects, runs `talk`, and resolves when the server closes the socket (or after `limitMs`, as a failure). */
function session(talk: (socket: Socket) => void, limitMs = 5000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let trickle: NodeJS.Timeout | undefined;
    const limit = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limitMs} ms; received ${JSON.stringify(received)}`));
    }, limitMs);
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(limit);
      clearInterval(trickle);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      talk(socket);
      trickle = (socket as Socket & { trickle?: NodeJS.Timeout }).trickle;
    });
  });
}

/** Writes one byte of `text` every `everyMs` while the socket is open. */
function trickleOut(socket: Socket, text: string, everyMs = 100): void {
  let index = 0;
  (socket as Socket & { trickle?: NodeJS.Timeout }).trickle = setInterval(() => {
    if (index < text.length && socket.writable) socket.write(text[index++]!);
  }, everyMs);
}

describe('server timeouts', () => {
  it('has production defaults: headers 10 s, whole request 30 s, idle keep-alive 5 s', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
  });

  it('answers 408 and closes a client that sends its headers too slowly', async () => {
    const outcome = await session((socket) => {
      socket.write('GET /healthz HTTP/1.1\r\n');
      trickleOut(socket, 'Host: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(200));
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(outcome.received).toContain('"errorCode":"REQUEST_TIMEOUT"');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(timeouts.headersMs + 1500);
  });

  it('answers 408 and closes a client that trickles its body', async () => {
    const outcome = await session((socket) => {
      socket.write(
        `POST /v1/nlUnderstander/understand HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${UNLIMITED.token}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
      );
      trickleOut(socket, '{"query":"' + 'a'.repeat(180) + '"}');
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(timeouts.requestMs + 1500);
  });

  it('closes the connection after an error answered before the body arrived (a 401)', async () => {
    const outcome = await session((socket) => {
      socket.write('POST /v1/nlUnderstander/understand HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"qu');
      trickleOut(socket, 'ery":"' + 'a'.repeat(180), 100);
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 401 /);
    expect(outcome.received).toMatch(/\r\nconnection: close\r\n/i);
    expect(outcome.closedAfterMs).toBeLessThan(timeouts.requestMs);
  });

  it('closes an idle keep-alive connection', async () => {
    const outcome = await session((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(outcome.received).toMatch(/\r\nkeep-alive: timeout=\d+\r\n/i);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 50);
    expect(outcome.closedAfterMs).toBeLessThan(timeouts.keepAliveMs + 1500);
  });
});
