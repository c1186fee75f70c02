import { gcra, systemClock, type Clock, type RateDecision, type RateLimiter, type RateRule } from './limiter.js';

/** One process's limits. Keys are token names, a small fixed set, so the map stays small. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly tats = new Map<string, number>();

  constructor(private readonly clock: Clock = systemClock) {}

  async take(key: string, rule: RateRule): Promise<RateDecision> {
    const { decision, tat } = gcra(this.tats.get(key), this.clock.now(), rule);
    this.tats.set(key, tat);
    return decision;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
