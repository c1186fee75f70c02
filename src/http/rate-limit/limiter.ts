/**
 * Per-token rate limits as GCRA (a token bucket kept as one timestamp per key): `ratePerSecond`
 * sustained, `burst` at once. One number per key makes the Redis version a single atomic script.
 */
export interface RateRule {
  ratePerSecond: number;
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: milliseconds until the next request would be allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(key: string, rule: RateRule): Promise<RateDecision>;
  /** Resolves when the limiter can answer now (readiness); rejects when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The GCRA step: from the stored theoretical arrival time (TAT), decide and compute the next TAT. */
export function gcra(storedTat: number | undefined, now: number, rule: RateRule): { decision: RateDecision; tat: number } {
  const interval = 1000 / rule.ratePerSecond;
  const tolerance = interval * (rule.burst - 1);
  const tat = Math.max(storedTat ?? now, now);
  const allowAt = tat - tolerance;
  if (allowAt > now) return { decision: { allowed: false, retryAfterMs: Math.ceil(allowAt - now) }, tat };
  return { decision: { allowed: true, retryAfterMs: 0 }, tat: tat + interval };
}
