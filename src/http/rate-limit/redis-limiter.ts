/**
 * Limits shared by every server instance using one Redis. The GCRA step runs as one Lua script
 * (atomic) on Redis's own clock, so instances with skewed clocks still agree.
 */
import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter, RateRule } from './limiter.js';

const GCRA_SCRIPT = `
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local allowAt = tat - tolerance
if allowAt > now then return {0, math.ceil(allowAt - now)} end
local nextTat = tat + interval
redis.call('SET', KEYS[1], string.format('%.3f', nextTat), 'PX', math.ceil(nextTat - now) + 1000)
return {1, 0}
`;

type GcraRedis = Redis & { nluGcra(key: string, interval: string, tolerance: string): Promise<[number, number]> };

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: GcraRedis;

  constructor(url: string, private readonly prefix = 'nlu:rate:') {
    // Fail fast rather than queue requests behind a dead Redis: the caller answers 503.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000, enableAutoPipelining: true }) as GcraRedis;
    this.redis.on('error', () => {});
    this.redis.defineCommand('nluGcra', { numberOfKeys: 1, lua: GCRA_SCRIPT });
  }

  async take(key: string, rule: RateRule): Promise<RateDecision> {
    const interval = 1000 / rule.ratePerSecond;
    const tolerance = interval * (rule.burst - 1);
    const [allowed, retryAfterMs] = await this.redis.nluGcra(this.prefix + key, interval.toFixed(3), tolerance.toFixed(3));
    return { allowed: allowed === 1, retryAfterMs: Number(retryAfterMs) };
  }

  /** Fails at once while the connection is lost (ioredis reconnects in the background), else PINGs (queued while connecting). */
  async ping(): Promise<void> {
    const status = this.redis.status;
    if (status === 'reconnecting' || status === 'close' || status === 'end') throw new Error(`the Redis connection is ${status}`);
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
