/**
 * Shared by the engine's room and the relays (decision 013).
 *
 * Flood control of one connection: a token bucket holding `burst` messages, refilled at `rate` a
 * second. A message that finds no token is dropped; the sender is told at most every 250 ms, and a
 * connection that keeps flooding past MAX_DROPS dropped messages in a row is cut off.
 */

/** A connection that keeps flooding after this many dropped messages is closed. */
export const MAX_DROPS = 2000;
/** The shortest time between two "too many messages" replies to one connection. */
const WARN_EVERY_MS = 250;

/** What to do with a message: handle it, drop it, drop it and tell the sender, or cut the sender off. */
export type FloodVerdict = 'pass' | 'drop' | 'warn' | 'cutOff';

export class FloodGate {
  readonly rate: number;
  readonly burst: number;
  #tokens: number;
  #refilledAt: number;
  #drops = 0;
  #warnedAt = 0;

  constructor(rate: number, burst: number, now: number) {
    this.rate = rate;
    this.burst = burst;
    this.#tokens = burst;
    this.#refilledAt = now;
  }

  /** Takes a token for a message arriving at `now`. */
  take(now: number): FloodVerdict {
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#refilledAt) / 1000) * this.rate);
    this.#refilledAt = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      this.#drops = 0;
      return 'pass';
    }
    this.#drops++;
    if (this.#drops > MAX_DROPS) return 'cutOff';
    if (now - this.#warnedAt >= WARN_EVERY_MS) {
      this.#warnedAt = now;
      return 'warn';
    }
    return 'drop';
  }
}
