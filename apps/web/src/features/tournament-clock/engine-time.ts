import type { SocketFactory } from '../../lib/table-sockets/connection.js';
import { watchHeartbeats } from '../../lib/table-sockets/heartbeat.js';

/**
 * The engine's clock as a room screen reads it (issue 17: every screen shows the same second as the
 * engine, skew under 100 ms). The engine stamps each heartbeat (one a second) with its time when it
 * sends it; the packet reaches us some delay d ≥ 0 later. With θ = engine clock − our clock, a
 * heartbeat stamped E and read at our time L gives E = L + θ − d, so E − L ≤ θ: every heartbeat is a
 * lower bound of the offset, and the greatest over the last minute is θ less the quickest delivery
 * (a millisecond or two on the venue LAN). A screen whose own clock is minutes off thus still shows
 * the engine's second. Heartbeats only: a table state is stamped when it was built, which may be
 * minutes before it is sent (the state a new subscriber gets), so it bounds nothing useful.
 */
export class EngineOffset {
  private readonly samples: { bound: number; at: number }[] = [];

  constructor(
    /** How long a sample counts, ms: our clock or the engine's may be adjusted (NTP) meanwhile. */
    private readonly windowMs = 60_000,
    /** When this screen started listening (our clock). */
    private readonly since = Date.now(),
  ) {}

  /**
   * Whether a time may be shown at `localNow`: once a heartbeat has set the offset (the first comes
   * within a second), or after `patienceMs` without one (an engine that sends none: our clock then).
   * Before that a screen whose clock is off would show a wrong second, so it shows none.
   */
  ready(localNow: number, patienceMs = 3000): boolean {
    return this.samples.length > 0 || localNow - this.since >= patienceMs;
  }

  /** A heartbeat stamped `engineTime` (epoch ms, engine clock) read at `arrivedAt` (our clock). */
  observe(engineTime: number, arrivedAt: number): void {
    this.samples.push({ bound: engineTime - arrivedAt, at: arrivedAt });
    while (this.samples.length > 1 && arrivedAt - this.samples[0]!.at > this.windowMs) this.samples.shift();
  }

  /** Engine clock − our clock, ms; null before the first heartbeat. */
  get offset(): number | null {
    if (this.samples.length === 0) return null;
    let best = Number.NEGATIVE_INFINITY;
    for (const s of this.samples) best = Math.max(best, s.bound);
    return best;
  }

  /** The engine's time now, from our clock's `localNow` (our clock alone before any heartbeat). */
  engineNow(localNow: number): number {
    return localNow + (this.offset ?? 0);
  }
}

/**
 * `create`, with every heartbeat also told to `offset` as it arrives (before anything else reads it,
 * so a busy render does not count as network delay). Everything else passes through untouched.
 */
export function timedSockets(
  create: SocketFactory,
  offset: EngineOffset,
  now: () => number = Date.now,
): SocketFactory {
  return (url) => watchHeartbeats(create(url), (engineTime) => offset.observe(engineTime, now()));
}
