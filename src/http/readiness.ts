import type { ReferrerStore } from '../referrer/store.js';
import type { RecordingStatus } from '../traffic/recorder.js';
import type { RateLimiter } from './rate-limit/limiter.js';
import type { Understanding } from './understanding.js';

export type ComponentState = 'ready' | 'loading' | 'failed' | 'disabled' | 'unreachable';

/** Recording's state in /readyz: `failing` while its store fails (the recorder retries with backoff). */
export type RecordingState = 'ready' | 'failing' | 'disabled';

/**
 * Holds the understander, which may still be loading (or training) when the server starts listening,
 * and swaps it for a reloaded one (model-reloader.ts) with one assignment: a request reads the slot once
 * and answers with that model, so a request in flight finishes on the model it started with.
 */
export class UnderstanderSlot {
  private value: Understanding | undefined;
  private state: ComponentState;
  private since: Date | undefined;

  constructor(
    source: Understanding | Promise<Understanding> | undefined,
    onFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (source === undefined) {
      this.state = 'disabled';
    } else if (source instanceof Promise) {
      this.state = 'loading';
      source.then(
        (understander) => this.replace(understander),
        (error: unknown) => {
          this.state = 'failed';
          onFailure(error);
        },
      );
    } else {
      this.state = 'loading';
      this.replace(source);
    }
  }

  get(): Understanding | undefined {
    return this.value;
  }

  /** When the model now answering was put in the slot (undefined before one is). */
  get loadedAt(): Date | undefined {
    return this.since;
  }

  /** Puts a loaded and checked model in place of the one answering; returns that one. */
  replace(next: Understanding): Understanding | undefined {
    const previous = this.value;
    this.value = next;
    this.since = this.now();
    this.state = 'ready';
    return previous;
  }

  status(): ComponentState {
    return this.state;
  }
}

/** How long /readyz waits for a dependency (the rate limiter's Redis, the referrer store) to answer. */
export const PROBE_TIMEOUT_MS = 1000;

/** 'ready' when `ping` resolves within the timeout, 'unreachable' when it rejects or takes longer. */
export async function probe(ping: () => Promise<void>, timeoutMs = PROBE_TIMEOUT_MS): Promise<ComponentState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)));
  try {
    await Promise.race([ping(), late]);
    return 'ready';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

type RequestComponents = { understander: ComponentState; referrerStore: ComponentState; rateLimiter: ComponentState };

export interface Readiness {
  /** Every dependency a request needs answers. Recording is not one: a failing traffic store does not make it false. */
  ready: boolean;
  components: RequestComponents & { recording: RecordingState };
  /** `--record`'s queue, counts and failure (null when not recording). */
  recording: RecordingStatus | null;
  /** The request components that are neither ready nor disabled, with their state. */
  waiting: Array<[name: keyof RequestComponents, state: ComponentState]>;
}

/**
 * What /readyz answers and `nlu serve` prints: every dependency a request may need, probed now, and how recording
 * is doing. A failing traffic store leaves the server ready: it answers as well as before, and taking every
 * server out of a load balancer because their shared traffic store is down would turn a lost sample into an outage.
 */
export async function checkReadiness(slot: UnderstanderSlot, store: ReferrerStore | undefined, limiter: RateLimiter, recording?: () => RecordingStatus): Promise<Readiness> {
  const [referrerStore, rateLimiter] = await Promise.all([store ? probe(() => store.ping()) : ('disabled' as const), probe(() => limiter.ping())]);
  const requestComponents: RequestComponents = { understander: slot.status(), referrerStore, rateLimiter };
  const waiting = (Object.entries(requestComponents) as Readiness['waiting']).filter(([, state]) => state !== 'ready' && state !== 'disabled');
  const status = recording?.() ?? null;
  const recordingState: RecordingState = status === null ? 'disabled' : status.state === 'failing' ? 'failing' : 'ready';
  return { ready: waiting.length === 0, components: { ...requestComponents, recording: recordingState }, recording: status, waiting };
}
