/**
 * Records answered statements without holding up their answers: record() only queues (the request path pays
 * an array push), and the queue is written in batches after the answers are sent, then the store is pruned to
 * its limits. Nothing here reaches a client: every failure goes to `onError` (the server logs it) and to
 * status() (/readyz shows it).
 * - A batch the store refuses for a row's data (TRAFFIC_ROW_REFUSED) is written again row by row: a row
 *   refused alone is set aside (logged, counted) and the rest are stored; one bad row never blocks the queue.
 * - A store that fails is retried with exponential backoff (1 s, doubling, at most 30 s), and nothing else
 *   tries it sooner, however fast messages arrive.
 * - Past `maxQueued` waiting messages, new ones are dropped: the first drop is logged at once, then how many
 *   at each retry and when the queue drains; the count is in status().
 */
import type { UnderstandDetails } from '../types.js';
import { isRowRefused } from './errors.js';
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
  /** Called when a failing store works again (the server logs it as a warning). */
  onRecovered?: (message: string) => void;
  now?: () => number;
  /** How long after the first queued message a batch is written (default 500 ms). */
  flushDelayMs?: number;
  /** A batch this size is written at once (default 200). */
  batchSize?: number;
  /** Messages waiting beyond this are dropped (default 10 000). */
  maxQueued?: number;
  /** After a first failed write, when to try again (default 1 s); it doubles after each failure in a row. */
  retryMs?: number;
  /** The longest wait between two tries of a failing store (default 30 s). */
  maxRetryMs?: number;
}

/** What recording is doing now: /readyz's `recording`. Counts are since the server started. */
export interface RecordingStatus {
  /** `failing`: the last write failed and a retry is scheduled. */
  state: 'recording' | 'failing' | 'closed';
  /** Messages waiting to be written. */
  queued: number;
  stored: number;
  /** Dropped because more than `maxQueued` were waiting. */
  dropped: number;
  /** Refused by the store for their data, alone, and not stored (each logged). */
  setAside: number;
  /** While failing: since when (ISO 8601), the last error, and when the next try is due (ISO 8601). */
  failingSince: string | null;
  lastError: string | null;
  nextRetry: string | null;
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
  /** A write is running: it loops until the queue is empty, so what arrives meanwhile needs no timer. */
  private busy = false;
  private closed = false;
  /** The wait before the retry now scheduled; 0 while the store works. */
  private backoffMs = 0;
  private failingSince: number | undefined;
  private nextRetryAt: number | undefined;
  private lastError: unknown;
  private counts = { stored: 0, dropped: 0, setAside: 0 };
  /** Dropped since the last log line about dropping. */
  private droppedUnreported = 0;
  /** Dropped since the queue was last drained (said when it drains). */
  private droppedInEpisode = 0;
  private readonly now: () => number;
  private readonly flushDelayMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;

  constructor(
    private readonly store: TrafficStore,
    private readonly options: RecorderOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.flushDelayMs = options.flushDelayMs ?? 500;
    this.batchSize = options.batchSize ?? 200;
    this.maxQueued = options.maxQueued ?? 10_000;
    this.retryMs = options.retryMs ?? 1000;
    this.maxRetryMs = Math.max(this.retryMs, options.maxRetryMs ?? 30_000);
  }

  /** Queues one answered statement; never throws, never waits. */
  record(text: string, details: UnderstandDetails, model: AnsweringModel): void {
    if (this.closed) return;
    if (this.queue.length >= this.maxQueued) {
      this.drop();
      return;
    }
    this.queue.push({ time: this.now(), text, details, model });
    // While a write runs or a retry waits, the queue is left to them.
    if (this.busy || this.backoffMs > 0) return;
    if (this.queue.length >= this.batchSize) this.schedule(0);
    else if (this.timer === undefined) this.schedule(this.flushDelayMs);
  }

  /** Writes what is queued now (even while waiting to retry), then prunes; resolves when done (failures go to onError). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  status(): RecordingStatus {
    const failing = this.backoffMs > 0;
    const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());
    return {
      state: this.closed ? 'closed' : failing ? 'failing' : 'recording',
      queued: this.queue.length,
      ...this.counts,
      failingSince: failing ? iso(this.failingSince) : null,
      lastError: failing ? describe(this.lastError) : null,
      nextRetry: failing ? iso(this.nextRetryAt) : null,
    };
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
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length > 0) this.options.onError(this.lastError ?? new Error('the traffic store did not take them'), `${this.queue.length} recorded messages were not stored before closing`);
    this.queue = [];
    try {
      await this.store.close();
    } catch (error) {
      this.options.onError(error, 'could not close the traffic store');
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // Unref'd: a pending batch never keeps the process alive; close() writes it.
    this.timer = setTimeout(() => void this.flush(), delayMs);
    this.timer.unref();
  }

  private drop(): void {
    this.counts.dropped += 1;
    this.droppedInEpisode += 1;
    this.droppedUnreported += 1;
    // The first drop is said at once; the next ones at each retry and when the queue drains.
    if (this.droppedInEpisode === 1) {
      this.droppedUnreported = 0;
      this.options.onError(new Error('the traffic store is behind'), `dropping recorded messages: ${this.maxQueued} are waiting for the store, the most it keeps`);
    }
  }

  private async write(): Promise<void> {
    this.busy = true;
    let wrote = false;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, this.batchSize).map((pending) => this.toMessage(pending));
        try {
          await this.store.add(batch);
          this.queue.splice(0, batch.length);
          this.counts.stored += batch.length;
          wrote = true;
        } catch (error) {
          // The store failed (unreachable, disk full…): the batch waits as it is.
          if (!isRowRefused(error)) {
            this.failed(error);
            return;
          }
          const outcome = await this.writeOneByOne(batch, error);
          wrote ||= outcome.wrote;
          if (outcome.failure !== undefined) {
            this.failed(outcome.failure);
            return;
          }
        }
      }
      this.recovered();
    } finally {
      this.busy = false;
    }
    if (wrote) await this.prune();
  }

  /**
   * After a batch was refused for a row's data: each of its messages alone, in order, each one leaving the queue once stored or set
   * aside. Stops at the first failure that is the store's (returned), leaving that message first in the queue.
   */
  private async writeOneByOne(batch: NewTrafficMessage[], batchError: unknown): Promise<{ wrote: boolean; failure?: unknown }> {
    let wrote = false;
    for (const message of batch) {
      // A one-message batch already failed alone.
      let error: unknown = batch.length === 1 ? batchError : undefined;
      if (error === undefined) {
        try {
          await this.store.add([message]);
          this.counts.stored += 1;
          wrote = true;
        } catch (failure) {
          error = failure;
        }
      }
      if (error !== undefined) {
        if (!isRowRefused(error)) return { wrote, failure: error };
        this.counts.setAside += 1;
        this.options.onError(error, `set aside 1 recorded message (answered at ${new Date(message.time).toISOString()}, ${message.text.length} characters) that the store refused; ${this.counts.setAside} set aside since start`);
      }
      this.queue.shift();
    }
    return { wrote };
  }

  private failed(error: unknown): void {
    this.backoffMs = this.backoffMs === 0 ? this.retryMs : Math.min(this.maxRetryMs, this.backoffMs * 2);
    this.failingSince ??= this.now();
    this.lastError = error;
    // Closing: close() says what was not stored.
    if (this.closed) return;
    const dropped = this.droppedUnreported > 0 ? `; dropped ${this.droppedUnreported} more since the last line (queue full)` : '';
    this.droppedUnreported = 0;
    this.nextRetryAt = this.now() + this.backoffMs;
    this.options.onError(error, `could not store ${this.queue.length} recorded messages; retrying in ${this.backoffMs / 1000} s${dropped}`);
    this.schedule(this.backoffMs);
  }

  private recovered(): void {
    if (this.backoffMs > 0) {
      const downMs = this.now() - (this.failingSince ?? this.now());
      this.options.onRecovered?.(`the traffic store works again after ${Math.round(downMs / 1000)} s of failures; the waiting messages are stored`);
    }
    if (this.droppedInEpisode > 0) {
      this.options.onError(new Error('the traffic store was behind'), `dropped ${this.droppedInEpisode} recorded messages in all: more than ${this.maxQueued} were waiting for the store`);
    }
    this.backoffMs = 0;
    this.failingSince = undefined;
    this.nextRetryAt = undefined;
    this.lastError = undefined;
    this.droppedInEpisode = 0;
    this.droppedUnreported = 0;
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

function describe(error: unknown): string | null {
  if (error === undefined) return null;
  return error instanceof Error ? error.message : String(error);
}
