/**
 * Records answered statements without holding up their answers: record() only queues (the request path pays
 * an array push), and the queue is written in batches after the answers are sent, then the store is pruned to
 * its limits. A store that fails is reported to `onError` (the server logs it) and never to a client; its
 * batch is retried, and past `maxQueued` waiting messages new ones are dropped and counted, so a dead store
 * cannot grow the server's memory.
 */
import type { UnderstandDetails } from '../types.js';
import { maskText } from './mask.js';
import type { NewTrafficMessage, TrafficAnswer } from './message.js';
import type { TrafficStore } from './store.js';

export const DEFAULT_RECORD_LIMITS = {
  /** The newest this many messages are kept. */
  maxMessages: 100_000,
  /** Messages older than this many days are deleted. */
  maxDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RecorderSettings {
  /** Mask digits and e-mail addresses (mask.ts) in the statement and the params before storing. */
  mask: boolean;
  maxMessages: number;
  maxDays: number;
}

export interface RecorderOptions extends RecorderSettings {
  /** Called with a store failure and what was lost or delayed; the server logs it. */
  onError: (error: unknown, message: string) => void;
  now?: () => number;
  /** How long after the first queued message a batch is written (default 500 ms). */
  flushDelayMs?: number;
  /** A batch this size is written at once (default 200). */
  batchSize?: number;
  /** Messages waiting beyond this are dropped (default 10 000). */
  maxQueued?: number;
  /** After a failed write, when to try again (default 5 s). */
  retryMs?: number;
}

/** What answered: the model's corpus hash and cutoff (Understander.info). */
export interface AnsweringModel {
  corpusHash: string;
  cutoff: number;
}

interface Pending {
  time: number;
  text: string;
  details: UnderstandDetails;
  model: AnsweringModel;
}

export class TrafficRecorder {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private dropped = 0;
  private closed = false;
  /** After a failed write, until the retry: a full batch does not try the store again sooner. */
  private waitingToRetry = false;
  private readonly now: () => number;
  private readonly flushDelayMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;
  private readonly retryMs: number;

  constructor(
    private readonly store: TrafficStore,
    private readonly options: RecorderOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.flushDelayMs = options.flushDelayMs ?? 500;
    this.batchSize = options.batchSize ?? 200;
    this.maxQueued = options.maxQueued ?? 10_000;
    this.retryMs = options.retryMs ?? 5000;
  }

  /** Queues one answered statement; never throws, never waits. */
  record(text: string, details: UnderstandDetails, model: AnsweringModel): void {
    if (this.closed) return;
    if (this.queue.length >= this.maxQueued) {
      this.dropped += 1;
      return;
    }
    this.queue.push({ time: this.now(), text, details, model });
    this.schedule(this.queue.length >= this.batchSize ? 0 : this.flushDelayMs);
  }

  /** Writes what is queued, then prunes; resolves when done (failures go to onError). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Deletes what is over the limits now (the server does it at start, and after every batch). */
  async prune(): Promise<void> {
    try {
      await this.store.prune({ maxMessages: this.options.maxMessages, before: this.now() - this.options.maxDays * DAY_MS });
    } catch (error) {
      this.options.onError(error, 'could not prune the traffic store');
    }
  }

  /** Writes what is queued (once, no retry) and closes the store. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.flush();
    if (this.queue.length > 0) this.options.onError(new Error('the traffic store did not take them'), `${this.queue.length} recorded messages were not stored before closing`);
    this.queue = [];
    try {
      await this.store.close();
    } catch (error) {
      this.options.onError(error, 'could not close the traffic store');
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined && (delayMs > 0 || this.waitingToRetry)) return;
    clearTimeout(this.timer);
    // Unref'd: a pending batch never keeps the process alive; close() writes it.
    this.timer = setTimeout(() => void this.flush(), delayMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    this.waitingToRetry = false;
    let wrote = false;
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, this.batchSize);
      try {
        await this.store.add(batch.map((pending) => this.toMessage(pending)));
      } catch (error) {
        this.options.onError(error, `could not store ${batch.length} recorded messages; retrying in ${this.retryMs / 1000} s`);
        if (!this.closed) {
          this.schedule(this.retryMs);
          this.waitingToRetry = true;
        }
        return;
      }
      this.queue.splice(0, batch.length);
      wrote = true;
    }
    if (this.dropped > 0) {
      this.options.onError(new Error('the traffic store is behind'), `dropped ${this.dropped} recorded messages: more than ${this.maxQueued} were waiting for the store`);
      this.dropped = 0;
    }
    if (wrote) await this.prune();
  }

  private toMessage({ time, text, details, model }: Pending): NewTrafficMessage {
    const mask = this.options.mask ? maskText : (value: string) => value;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.params)) params[name] = mask(value);
    const answer: TrafficAnswer = {
      intentId: details.intentId,
      intentName: details.intentName,
      confidence: details.confidence,
      matched: details.matched,
      params,
      unmatchedReason: details.unmatchedReason ?? null,
      inScopeScore: details.inScopeScore,
    };
    return { time, text: mask(text), masked: this.options.mask, answer, corpusHash: model.corpusHash, cutoff: model.cutoff };
  }
}
