/**
 * The secure delay as Studio shows it (decision 008: the engine releases each frame of the delayed
 * feeds at a due time that never goes backwards). Pure: what a change will do, how far behind the
 * table a delayed feed is right now, and when a change settles. Times are the engine's (epoch ms).
 */
import { formatSeconds } from './feeds.js';

/** The delays a producer picks most, in seconds. */
export const DELAY_PRESETS = [0, 15, 30, 60, 120, 300] as const;

/** What a change from `from` to `to` seconds will do, said before it is done (UI.md: Producer screens). */
export function delayChangeCopy(
  from: number,
  to: number,
): { title: string; what: string; warning: string | null; confirmLabel: string } | null {
  if (from === to) return null;
  const title = to === 0 ? 'Turn the secure delay off?' : `Set the secure delay to ${formatSeconds(to)}?`;
  const confirmLabel = to === 0 ? 'Turn the delay off' : `Delay ${formatSeconds(to)}`;
  if (to > from) {
    return {
      title,
      what: `The delayed feeds (Overlay, Stream, Stream pro) freeze for ${formatSeconds(to - from)}, then run ${formatSeconds(to)} behind the table. Hidden feeds stay live and never carry hole cards.`,
      warning: null,
      confirmLabel,
    };
  }
  return {
    title,
    what: `No card is released early: the feeds catch up once the frames held under the current delay (${formatSeconds(from)}) come due, in at most ${formatSeconds(from)}, then run ${to === 0 ? 'live' : `${formatSeconds(to)} behind the table`}.`,
    warning:
      to === 0
        ? 'With no delay the Overlay, Stream and Stream pro feeds show hole cards as they are read. Use the hidden feeds if the stream must be live.'
        : null,
    confirmLabel,
  };
}

/** A whole number of seconds the engine takes (0 to 1800), or why not. */
export function checkDelay(
  text: string,
  max: number,
): { ok: true; seconds: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const n = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(n) || n < 0)
    return { ok: false, message: 'Whole seconds, 0 or more.' };
  if (n > max) return { ok: false, message: `At most ${max} s (${formatSeconds(max)}).` };
  return { ok: true, seconds: n };
}

/** A change of the delay seen on the live feed: when, from, to, and when the feeds settle. */
export interface DelayChange {
  from: number;
  to: number;
  /** When the live table took the new delay (engine ms). */
  at: number;
  /**
   * When the delayed feeds run at the new delay: the later of the frames held under the old delay
   * coming due (at + from) and the first frame under the new one (at + to); never earlier than a
   * change still settling before it.
   */
  settlesAt: number;
}

export function settleInMs(change: DelayChange | null, engineNow: number): number {
  return change ? Math.max(0, change.settlesAt - engineNow) : 0;
}

/**
 * How far behind the table a delayed feed is now: how long ago the table first changed from what
 * the feed shows. `airUpdateTime` is the delayed feed's state; `liveTimes` the live table's update
 * times seen lately, oldest first. Zero when the feed shows the table's latest state; null before
 * the feed has a state.
 */
export function feedBehindMs(
  airUpdateTime: number | null,
  liveTimes: readonly number[],
  engineNow: number,
): number | null {
  if (airUpdateTime === null) return null;
  const next = liveTimes.find((t) => t > airUpdateTime);
  return next === undefined ? 0 : Math.max(0, engineNow - next);
}

/**
 * Follows the live table's states (Studio's hidden, live socket): their update times, for
 * `feedBehindMs`, and each change of the delay, for its countdown.
 */
export class LiveTrack {
  times: number[] = [];
  change: DelayChange | null = null;
  delay: number | null = null;

  constructor(
    /** How much history to keep: the longest delay and a margin (ms). */
    private readonly keepMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  observe(state: { updateTime: number; stream: { delaySeconds: number } }): void {
    const last = this.times.at(-1);
    if (last !== undefined && state.updateTime < last) {
      // Another engine run (its clock started over): the old history says nothing about it.
      this.times = [];
      this.change = null;
      this.delay = null;
    }
    if (state.updateTime !== this.times.at(-1)) this.times.push(state.updateTime);
    const oldest = state.updateTime - this.keepMs;
    let drop = 0;
    while (drop < this.times.length - 1 && this.times[drop]! < oldest) drop++;
    if (this.times.length - drop > this.maxEntries) drop = this.times.length - this.maxEntries;
    if (drop > 0) this.times.splice(0, drop);

    const to = state.stream.delaySeconds;
    if (this.delay !== null && to !== this.delay) {
      const at = state.updateTime;
      const settlesAt = Math.max(at + Math.max(this.delay, to) * 1000, this.change?.settlesAt ?? 0);
      this.change = { from: this.delay, to, at, settlesAt };
    }
    this.delay = to;
  }
}

/**
 * The engine's clock read off its heartbeats (each carries the engine's time): the smallest gap
 * between arrival and engine time lately is the clocks' offset plus the quickest delivery.
 */
export class EngineOffset {
  private readonly gaps: number[] = [];

  observe(engineTime: number, arrivedAt: number): void {
    this.gaps.push(arrivedAt - engineTime);
    if (this.gaps.length > 30) this.gaps.shift();
  }

  engineNow(localNow: number): number {
    return this.gaps.length === 0 ? localNow : localNow - Math.min(...this.gaps);
  }
}

/** `12 s behind the table`, `in step with the table` (short: `12 s behind`): a feed's lag as the countdown shows it. */
export function behindText(behindMs: number | null, short = false): string {
  if (behindMs === null) return 'waiting for the feed';
  const s = Math.round(behindMs / 1000);
  if (s === 0) return short ? 'in step' : 'in step with the table';
  return short ? `${formatSeconds(s)} behind` : `${formatSeconds(s)} behind the table`;
}
