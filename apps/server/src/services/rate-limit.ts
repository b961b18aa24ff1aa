import type { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import type { SharedRedis } from '../redis/client.js';

/** One use counted, or refused. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key's window resets (at least 1 when refused). */
  retryAfterS: number;
}

/**
 * Fixed-window counters shared by every limiter of a server: in this process, or in Redis so that all
 * servers behind one address count together (docs/decisions/014-stateless-servers.md).
 */
export interface RateLimitCounter {
  /**
   * Counts one use of `key` in a window of `windowMs` that starts at the key's first use; once `max`
   * uses are in, refuses (and counts nothing) until the window ends. `now` is this process's clock;
   * the Redis counter keeps time with Redis's own expiry instead.
   */
  consume(key: string, max: number, windowMs: number, now: number): Promise<RateLimitDecision>;
}

/** A limit of `max` uses per `windowMs` per key, e.g. texts read out per admin per minute. */
export interface RateLimiter {
  take(key: string, now: number): Promise<RateLimitDecision>;
}

const retryAfterS = (remainingMs: number) => Math.max(1, Math.ceil(remainingMs / 1000));

/** Counters in this process's memory: enough for one server. */
export function createMemoryCounter(): RateLimitCounter {
  const windows = new Map<string, { end: number; count: number }>();
  return {
    async consume(key, max, windowMs, now) {
      let w = windows.get(key);
      if (!w || now >= w.end) {
        if (windows.size > 10_000) for (const [k, v] of windows) if (now >= v.end) windows.delete(k);
        w = { end: now + windowMs, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) return { allowed: false, retryAfterS: retryAfterS(w.end - now) };
      w.count++;
      return { allowed: true, retryAfterS: 0 };
    },
  };
}

/**
 * Check and count in one step inside Redis, so two servers cannot both let the last use through.
 * Returns {allowed 0|1, milliseconds left in the window}. A refused use is not counted.
 */
const CONSUME_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n < tonumber(ARGV[1]) then
  n = redis.call('INCR', KEYS[1])
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  return {1, redis.call('PTTL', KEYS[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {0, ttl}
`;

type WithConsume = Redis & {
  railbirdRateLimitConsume(key: string, max: number, windowMs: number): Promise<[number, number]>;
};

/**
 * Counters in Redis under `<prefix>rl:<key>`. Should Redis fail mid-flight (it reconnects by itself),
 * each server falls back to its own counters, as without REDIS_URL, and logs it: the limits then hold
 * per server for the outage rather than locking every admin out or letting every request through.
 */
export function createRedisCounter(
  redis: SharedRedis,
  log: Logger,
  fallback: RateLimitCounter = createMemoryCounter(),
): RateLimitCounter {
  const client = redis.client as WithConsume;
  if (typeof client.railbirdRateLimitConsume !== 'function')
    client.defineCommand('railbirdRateLimitConsume', { numberOfKeys: 1, lua: CONSUME_LUA });
  let lastWarning = 0;
  return {
    async consume(key, max, windowMs, now) {
      try {
        const [allowed, ttlMs] = await client.railbirdRateLimitConsume(
          `${redis.prefix}rl:${key}`,
          max,
          windowMs,
        );
        return allowed === 1
          ? { allowed: true, retryAfterS: 0 }
          : { allowed: false, retryAfterS: retryAfterS(ttlMs) };
      } catch (error) {
        if (now - lastWarning > 10_000) {
          lastWarning = now;
          log.warn(
            { component: 'rate-limit', err: (error as Error).message },
            'redis unavailable: rate limits are counted in this server alone until it is back',
          );
        }
        return fallback.consume(key, max, windowMs, now);
      }
    },
  };
}

/**
 * `max` uses per `windowMs` per key, counted under `<name>:<key>` (in memory unless a Redis counter is
 * given, see app.ts).
 */
export function createRateLimiter(
  max: number,
  windowMs: number,
  options: { counter?: RateLimitCounter; name?: string } = {},
): RateLimiter {
  const { counter = createMemoryCounter(), name = 'limit' } = options;
  return { take: (key, now) => counter.consume(`${name}:${key}`, max, windowMs, now) };
}
