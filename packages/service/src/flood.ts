/**
 * Shared by the engine's room and the relays (decision 013).
 *
 * Flood control of one connection: a token bucket holding `burst` messages, refilled at `rate` a
 * second. A message that finds no token is dropped; the sender is told at most every 250 ms, and a
 * connection that keeps flooding is cut off: its dropped messages add up, and leak away at a tenth of
 * the rate, so a sender held over its rate — at twice the rate or at a thousand times — passes
 * MAX_DROPS and is closed (in about 11 s at twice the rate of 200/s, at once far above it), however many
 * of its messages the refilling bucket lets through meanwhile. A screen that bursts once and then keeps
 * to the rate is never closed.
 */

/** A connection whose dropped messages add up past this is closed. */
export const MAX_DROPS = 2000;
/** The shortest time between two "too many messages" replies to one connection. */
const WARN_EVERY_MS = 250;
/** Dropped messages are forgiven at this share of the rate. */
const FORGIVE_SHARE = 0.1;

/** What to do with a message: handle it, drop it, drop it and tell the sender, or cut the sender off. */
export type FloodVerdict = 'pass' | 'drop' | 'warn' | 'cutOff';

export class FloodGate {
  readonly rate: number;
  readonly burst: number;
  #tokens: number;
  #refilledAt: number;
  #drops = 0;
  #warnedAt = Number.NEGATIVE_INFINITY;

  constructor(rate: number, burst: number, now: number) {
    this.rate = rate;
    this.burst = burst;
    this.#tokens = burst;
    this.#refilledAt = now;
  }

  /** Takes a token for a message arriving at `now`. */
  take(now: number): FloodVerdict {
    const seconds = Math.max(0, now - this.#refilledAt) / 1000;
    this.#tokens = Math.min(this.burst, this.#tokens + seconds * this.rate);
    this.#drops = Math.max(0, this.#drops - seconds * this.rate * FORGIVE_SHARE);
    this.#refilledAt = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
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
