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

/** Milliseconds from `remainingMs` left in level `index` to the next break, or null when none is left. */
function toBreak(levels: readonly BlindLevel[], index: number, remainingMs: number): number | null {
  let sum = remainingMs;
  for (let i = index; i < levels.length; i++) {
    if (i > index) sum += levels[i]!.levelDuration * 1000;
    if (levels[i]!.breakDuration > 0) return sum;
  }
  return null;
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
      toBreakMs: levels[0] ? toBreak(levels, 0, levels[0].levelDuration * 1000) : null,
    };
  }
  const remainingMs =
    clock.levelEndTime !== null
      ? Math.max(0, clock.levelEndTime - now)
      : clock.pausedRemaining !== null
        ? clock.pausedRemaining
        : null;
  return {
    status: clock.levelEndTime !== null ? 'running' : 'paused',
    levelIndex: clock.levelIndex,
    isOnBreak: clock.isOnBreak,
    remainingMs,
    level: levels[clock.levelIndex],
    next: levels[clock.levelIndex + 1],
    toBreakMs:
      !clock.isOnBreak && remainingMs !== null ? toBreak(levels, clock.levelIndex, remainingMs) : null,
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

/**
 * The clock's keys (UI.md: every frequent action has one): P starts, pauses or resumes; + and −
 * add or remove a minute. Null for any other key, or while the clock cannot take that action.
 */
export function clockShortcut(
  key: string,
  status: ClockStatus,
): {
  what: string;
  action: { action: 'start' | 'pause' | 'resume' } | { action: 'adjust'; ms: number };
} | null {
  switch (key) {
    case 'p':
    case 'P':
      return status === 'not-started'
        ? { what: 'Start the clock', action: { action: 'start' } }
        : status === 'running'
          ? { what: 'Pause', action: { action: 'pause' } }
          : { what: 'Resume', action: { action: 'resume' } };
    case '+':
    case '=':
      return status === 'not-started' ? null : { what: '+1 min', action: { action: 'adjust', ms: 60_000 } };
    case '-':
    case '−':
      return status === 'not-started' ? null : { what: '−1 min', action: { action: 'adjust', ms: -60_000 } };
    default:
      return null;
  }
}
