/**
 * A fixed-window counter per key, in memory: enough for one server process (a Redis counter takes
 * its place when there are several, DESIGN.md §3). `now` is passed in so tests need no clock.
 */
export interface RateLimiter {
  /** Counts one use; false when the key has used up its window (nothing is counted then). */
  take(key: string, now: number): boolean;
  /** Seconds until the key's window resets. */
  retryAfterS(key: string, now: number): number;
}

export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    if (w && now - w.start < windowMs) return w;
    if (windows.size > 10_000) {
      for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
    }
    const fresh = { start: now, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    take(key, now) {
      const w = current(key, now);
      if (w.count >= max) return false;
      w.count++;
      return true;
    },
    retryAfterS(key, now) {
      const w = windows.get(key);
      return w ? Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) : 0;
    },
  };
}
