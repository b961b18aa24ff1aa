/**
 * The tournament clock as the console reads it from a table's `eventManager.clock`. The engine stores
 * when the current level (or break) ends, never a ticking counter (DESIGN.md §8), so the time left is
 * computed from `levelEndTime` and the time now at each render; a paused clock carries what was left.
 */
import type { BlindLevel, Clock } from '@railbird/protocol';

export type ClockStatus = 'not-started' | 'running' | 'paused';

export interface ClockView {
  status: ClockStatus;
  levelIndex: number;
  isOnBreak: boolean;
  /** Milliseconds left in the level (or break); null before the clock starts. */
  remainingMs: number | null;
  level: BlindLevel | undefined;
  /** The level after this one (after the break, when on one). */
  next: BlindLevel | undefined;
  /** Milliseconds until the next break starts; null when none is left or on a break now. */
  toBreakMs: number | null;
}

export function clockView(clock: Clock | null, levels: readonly BlindLevel[], now: number): ClockView {
  if (!clock) {
    return {
      status: 'not-started',
      levelIndex: 0,
      isOnBreak: false,
      remainingMs: null,
      level: levels[0],
      next: levels[1],
      toBreakMs: null,
    };
  }
  const remainingMs =
    clock.levelEndTime !== null
      ? Math.max(0, clock.levelEndTime - now)
      : clock.pausedRemaining !== null
        ? clock.pausedRemaining
        : null;
  const level = levels[clock.levelIndex];
  let toBreakMs: number | null = null;
  if (!clock.isOnBreak && remainingMs !== null) {
    let sum = remainingMs;
    for (let i = clock.levelIndex; i < levels.length; i++) {
      if (i > clock.levelIndex) sum += levels[i]!.levelDuration * 1000;
      if (levels[i]!.breakDuration > 0) {
        toBreakMs = sum;
        break;
      }
    }
  }
  return {
    status: clock.levelEndTime !== null ? 'running' : 'paused',
    levelIndex: clock.levelIndex,
    isOnBreak: clock.isOnBreak,
    remainingMs,
    level,
    next: levels[clock.levelIndex + 1],
    toBreakMs,
  };
}

/** `9:05`, `1:02:03`; seconds rounded up, so a clock shows 0:00 only when the time is out. */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** "Level 3", "Break after level 3": levels are numbered from 1 for people. */
export function levelName(view: Pick<ClockView, 'levelIndex' | 'isOnBreak'>): string {
  return view.isOnBreak ? `Break after level ${view.levelIndex + 1}` : `Level ${view.levelIndex + 1}`;
}
