/**
 * The worker side of ThreadedSqliteTrafficStore: owns the SQLite connection and runs each call it is sent on
 * the store, answering with the result or the error's code and message.
 */
import type { MessagePort } from 'node:worker_threads';
import { SqliteTrafficStore, type SqliteTrafficOptions } from './sqlite-traffic-store.js';

export const THREAD_METHODS = ['add', 'get', 'list', 'page', 'label', 'prune', 'count', 'ping', 'close'] as const;
export type ThreadMethod = (typeof THREAD_METHODS)[number];

export interface ThreadSetup {
  file: string;
  options: SqliteTrafficOptions;
}

export type ThreadCall = { id: number; method: ThreadMethod; args: unknown[] };
export type ThreadReply =
  | { type: 'ready' }
  | { type: 'failed'; code: string; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; code: string; message: string };

export function runTrafficThread(setup: ThreadSetup, port: MessagePort): void {
  let store: SqliteTrafficStore;
  try {
    store = SqliteTrafficStore.open(setup.file, setup.options);
  } catch (error) {
    port.postMessage(failure(error, 'failed'));
    return;
  }
  port.postMessage({ type: 'ready' } satisfies ThreadReply);
  port.on('message', (call: ThreadCall) => {
    if (!THREAD_METHODS.includes(call.method)) {
      port.postMessage({ type: 'error', id: call.id, code: 'TRAFFIC_STORE_FAILED', message: `No store method ${String(call.method)}` } satisfies ThreadReply);
      return;
    }
    const method = store[call.method] as (...args: unknown[]) => Promise<unknown>;
    method.apply(store, call.args).then(
      (value) => port.postMessage({ type: 'result', id: call.id, value } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ ...failure(error, 'error'), id: call.id }),
    );
  });
}

function failure<T extends 'failed' | 'error'>(error: unknown, type: T): { type: T; code: string; message: string } {
  const code = (error as { code?: unknown }).code;
  return { type, code: typeof code === 'string' && code.startsWith('TRAFFIC_') ? code : 'TRAFFIC_STORE_FAILED', message: (error as Error).message ?? String(error) };
}
