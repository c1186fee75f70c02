/**
 * Wrong studio tokens, counted per client address: after `limit` wrong ones within `windowMs`, every request from
 * that address is refused (429, with Retry-After) until the window ends, a right token included, so guessing
 * gains nothing. The count lives in memory: a studio is one process.
 */
export interface AttemptLimits {
  limit: number;
  windowMs: number;
}

export const TOKEN_ATTEMPT_LIMITS: AttemptLimits = { limit: 10, windowMs: 60_000 };
/** Addresses remembered at most; the oldest window is forgotten first (a flood of addresses cannot grow memory). */
const MAX_ADDRESSES = 10_000;

export class TokenAttempts {
  private readonly windows = new Map<string, { start: number; wrong: number }>();

  constructor(private readonly limits: AttemptLimits = TOKEN_ATTEMPT_LIMITS, private readonly now: () => number = Date.now) {}

  /** Seconds until `address` may try again, or null when it may now. */
  retryAfter(address: string): number | null {
    const window = this.current(address);
    if (!window || window.wrong < this.limits.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.limits.windowMs - this.now()) / 1000));
  }

  /** Counts a wrong token from `address`. */
  wrong(address: string): void {
    const window = this.current(address) ?? { start: this.now(), wrong: 0 };
    window.wrong += 1;
    this.windows.delete(address);
    this.windows.set(address, window);
    if (this.windows.size > MAX_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
  }

  private current(address: string): { start: number; wrong: number } | undefined {
    const window = this.windows.get(address);
    if (window && this.now() - window.start >= this.limits.windowMs) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }
}
