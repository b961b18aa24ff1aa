import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import type { SharedRedis } from '../redis/client.js';

/** Gives a slot back. */
export type ReleaseSlot = () => Promise<void>;

/**
 * The places speech is synthesized in: at most `max` at once, in this process or across every server
 * sharing Redis (docs/decisions/014-stateless-servers.md).
 */
export interface SpeechSlots {
  readonly max: number;
  /** A slot, or null when all are taken (the caller waits or refuses; espeak.ts). */
  tryAcquire(): Promise<ReleaseSlot | null>;
}

/** Slots counted in this process. */
export function createLocalSlots(max: number): SpeechSlots {
  let running = 0;
  return {
    max,
    async tryAcquire() {
      if (running >= max) return null;
      running++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        running--;
      };
    },
  };
}

/**
 * A semaphore in Redis: a sorted set of holders scored by the time their lease ends (Redis's clock).
 * Expired leases are swept before counting, so the slots of a server that crashed mid-synthesis come
 * back after `leaseMs`; the set itself expires when nobody has taken a slot for a lease's length.
 */
const ACQUIRE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

type WithAcquire = Redis & {
  railbirdSlotAcquire(key: string, max: number, leaseMs: number, token: string): Promise<number>;
};

/**
 * `max` slots shared by every server on this Redis, under `<prefix>tts:slots`. `leaseMs` must outlast
 * the longest synthesis (espeak.ts kills one at its timeout), so a live holder never loses its slot.
 * Should Redis fail mid-flight, this server falls back to `fallback` (its own `max`) and logs it.
 */
export function createRedisSlots(
  redis: SharedRedis,
  options: { max: number; leaseMs: number; log: Logger; fallback?: SpeechSlots; name?: string },
): SpeechSlots {
  const { max, leaseMs, log, fallback = createLocalSlots(max), name = 'tts' } = options;
  const client = redis.client as WithAcquire;
  if (typeof client.railbirdSlotAcquire !== 'function')
    client.defineCommand('railbirdSlotAcquire', { numberOfKeys: 1, lua: ACQUIRE_LUA });
  const key = `${redis.prefix}${name}:slots`;
  let lastWarning = 0;
  return {
    max,
    async tryAcquire() {
      const token = randomUUID();
      try {
        if ((await client.railbirdSlotAcquire(key, max, leaseMs, token)) !== 1) return null;
      } catch (error) {
        if (Date.now() - lastWarning > 10_000) {
          lastWarning = Date.now();
          log.warn(
            { component: 'tts', err: (error as Error).message },
            'redis unavailable: speech slots are counted in this server alone until it is back',
          );
        }
        return fallback.tryAcquire();
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        // If this fails, the lease runs out by itself.
        await client.zrem(key, token).catch(() => {});
      };
    },
  };
}
