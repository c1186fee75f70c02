/**
 * The SQLite traffic store on a worker thread, for `nlu serve --record`: better-sqlite3 is synchronous, so on
 * the server's own thread every batch written, every prune and every WAL checkpoint (a disk flush) would
 * hold up the requests waiting behind it. Here the server's thread only posts each call to the thread that
 * owns the connection, and the store interface is unchanged. The CLI opens the plain SqliteTrafficStore.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TrafficError, type TrafficErrorCode } from '../errors.js';
import type { NewTrafficMessage, TrafficMessage } from '../message.js';
import type { PruneLimits, TrafficListOptions, TrafficPageOptions, TrafficStore } from '../store.js';
import type { SqliteTrafficOptions } from './sqlite-traffic-store.js';
import type { ThreadCall, ThreadMethod, ThreadReply, ThreadSetup } from './sqlite-traffic-thread.js';

/**
 * The worker's first code, as a CommonJS script (evaluated, so the built package needs no extra file), as in
 * src/train/task-pool.ts: from a TypeScript checkout tsx's require hook reads the thread module's source.
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let thread;
  if (workerData.tsx) { require(workerData.tsx); thread = require(workerData.module); }
  else thread = await import(workerData.module);
  thread.runTrafficThread(workerData.setup, parentPort);
})().catch((error) => parentPort.postMessage({ type: 'failed', code: 'TRAFFIC_STORE_FAILED', message: String(error && error.message || error) }));
`;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class ThreadedSqliteTrafficStore implements TrafficStore {
  readonly kind = 'sqlite' as const;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: TrafficError | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      if (reply.type !== 'result' && reply.type !== 'error') return;
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.type === 'result') call?.resolve(reply.value);
      else call?.reject(new TrafficError(reply.code as TrafficErrorCode, reply.message));
    });
    const stop = (why: string) => {
      this.stopped ??= new TrafficError('TRAFFIC_STORE_FAILED', `The traffic store's thread ${why}`);
      for (const call of this.pending.values()) call.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(`failed: ${error.message}`));
    worker.on('exit', (code) => stop(`stopped (exit code ${code})`));
  }

  /** Starts the thread and opens the file there; fails as SqliteTrafficStore.open() would. */
  static async open(file: string, options: SqliteTrafficOptions = {}): Promise<ThreadedSqliteTrafficStore> {
    const fromSource = import.meta.url.endsWith('.ts');
    const thread = new URL(`./sqlite-traffic-thread.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const setup: ThreadSetup = { file, options };
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { module: fromSource ? fileURLToPath(thread) : thread.href, tsx: fromSource ? createRequire(import.meta.url).resolve('tsx/cjs') : null, setup },
    });
    // The thread never keeps the process alive: the server closes it, and a process exiting without closing loses at most the queued batch.
    worker.unref();
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: ThreadReply) => {
        if (reply.type === 'ready') return done(resolve);
        if (reply.type === 'failed') return done(() => reject(new TrafficError(reply.code as TrafficErrorCode, reply.message)));
      };
      const onError = (error: Error) => done(() => reject(new TrafficError('TRAFFIC_STORE_FAILED', `Cannot start the traffic store's thread: ${error.message}`, { cause: error })));
      const done = (settle: () => void) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        settle();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new ThreadedSqliteTrafficStore(worker);
  }

  add(messages: readonly NewTrafficMessage[]): Promise<void> {
    return this.call('add', [messages]);
  }

  get(id: number): Promise<TrafficMessage | undefined> {
    return this.call('get', [id]);
  }

  list(options: TrafficListOptions): Promise<TrafficMessage[]> {
    return this.call('list', [options]);
  }

  page(options: TrafficPageOptions): Promise<TrafficMessage[]> {
    return this.call('page', [options]);
  }

  label(id: number, intent: string | null, time: number): Promise<TrafficMessage | undefined> {
    return this.call('label', [id, intent, time]);
  }

  prune(limits: PruneLimits): Promise<number> {
    return this.call('prune', [limits]);
  }

  count(): Promise<number> {
    return this.call('count', []);
  }

  ping(): Promise<void> {
    return this.call('ping', []);
  }

  /** Closes the file on its thread (after every call sent before), then stops the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.call('close', []);
    } finally {
      await this.worker.terminate();
    }
  }

  private call<T>(method: ThreadMethod, args: unknown[]): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, method, args } satisfies ThreadCall);
    });
  }
}
