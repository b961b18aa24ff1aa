import { Redis } from 'ioredis';
import type { Logger } from '../log.js';

/** A connected client and the prefix for every key of this deployment. */
export interface SharedRedis {
  client: Redis;
  /** REDIS_PREFIX (`railbird:` by default): two deployments (or two test runs) on one Redis never collide. */
  prefix: string;
  close(): Promise<void>;
}

/** Redis was not reachable at start: the message names REDIS_URL, never its password. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** The URL with any password masked, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * Connects once, at start: an unreachable Redis stops the server with an error naming REDIS_URL rather
 * than leaving limits silently per process. Once connected, the client reconnects by itself (with a
 * back-off); meanwhile a command fails at once, and one that reached a dying Redis waits at most
 * `commandTimeoutMs`, so an outage never hangs a request (the limiters fall back to this process's own
 * counters, rate-limit.ts).
 */
export async function connectRedis(
  url: string,
  prefix: string,
  log: Logger,
  options: { connectTimeoutMs?: number; commandTimeoutMs?: number } = {},
): Promise<SharedRedis> {
  const { connectTimeoutMs = 5000, commandTimeoutMs = 1000 } = options;
  let connected = false;
  let lastError: Error | undefined;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    // While disconnected a command fails at once (the caller falls back) and is never sent later: a
    // queued or resent count would land on the restarted Redis and count an attempt twice.
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    // Before the first connection: fail at once (start-up reports it). After: retry with a back-off.
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
  });
  client.on('error', (error: Error) => {
    lastError = error;
    if (connected) log.warn({ component: 'redis', err: error.message }, 'redis error');
  });
  client.on('ready', () => {
    if (connected) log.info({ component: 'redis' }, 'redis reconnected');
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const cause = lastError ?? (error as Error);
    throw new RedisUnavailableError(
      `Redis is not reachable at REDIS_URL (${redactRedisUrl(url)}): ${cause.message}. Start Redis there, or unset REDIS_URL to keep rate limits and the speech queue in this one server.`,
      { cause },
    );
  }
  connected = true;
  return {
    client,
    prefix,
    close: async () => {
      connected = false;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
