/**
 * The tournament clock's arithmetic (issue 17, DESIGN.md §8): a clock is the level it is at and when
 * that level (or its break) ends — never a ticking counter — so a restart, a pause or a slow screen
 * never drifts. Pure: every function takes the time it should read.
 *
 * Running: `levelEndTime` set, `pausedRemaining` null. Paused: the time left in `pausedRemaining`,
 * `levelEndTime` null. A level without a duration (the last one, which plays until the end) has
 * neither. When a level ends, a level with a `breakDuration` goes to its break, a break to the next
 * level, and the next end is counted from the last end, however late it is applied.
 */
import type { BlindLevel, Clock } from '@railbird/protocol';

type Levels = readonly Pick<BlindLevel, 'levelDuration' | 'breakDuration'>[];

/** How long a level lasts, ms; null when it has no duration (it plays until the end). */
export function levelMs(level: Pick<BlindLevel, 'levelDuration'> | undefined): number | null {
  return level && level.levelDuration > 0 ? level.levelDuration * 1000 : null;
}

/** How long the break after a level lasts, ms; null when it has none. */
export function breakMs(level: Pick<BlindLevel, 'breakDuration'> | undefined): number | null {
  return level && level.breakDuration > 0 ? level.breakDuration * 1000 : null;
}

/** Level `levelIndex` starting afresh at `at`. */
export function levelClock(levels: Levels, levelIndex: number, at: number): Clock {
  const ms = levelMs(levels[levelIndex]);
  return { levelIndex, isOnBreak: false, levelEndTime: ms === null ? null : at + ms, pausedRemaining: null };
}

export const isPaused = (clock: Clock): boolean => clock.pausedRemaining !== null;

/** Whether the clock counts down (running, not paused, the level has an end). */
export const isCounting = (clock: Clock): boolean =>
  clock.levelEndTime !== null && clock.pausedRemaining === null;

/**
 * The clock once its level (or break) has run out at `now`, one step on; null while it runs on (or is
 * paused, or the level has no end). The last level, once over, plays on without an end.
 */
export function nextClock(clock: Clock | null, levels: Levels, now: number): Clock | null {
  if (!clock || clock.levelEndTime === null || clock.pausedRemaining !== null) return null;
  if (now < clock.levelEndTime) return null;
  const pause = clock.isOnBreak ? null : breakMs(levels[clock.levelIndex]);
  if (pause !== null) return { ...clock, isOnBreak: true, levelEndTime: clock.levelEndTime + pause };
  const next = clock.levelIndex + 1;
  if (next >= levels.length) return { ...clock, isOnBreak: false, levelEndTime: null };
  const ms = levelMs(levels[next]);
  return {
    levelIndex: next,
    isOnBreak: false,
    levelEndTime: ms === null ? null : clock.levelEndTime + ms,
    pausedRemaining: null,
  };
}

/**
 * The clock as it stands at `now`: every end that has passed applied in turn, from end to end (an
 * engine that was down for three levels comes back at the right second of the fourth). The same
 * object when nothing has ended.
 */
export function clockAt(clock: Clock, levels: Levels, now: number): Clock {
  let current = clock;
  for (let next = nextClock(current, levels, now); next; next = nextClock(current, levels, now))
    current = next;
  return current;
}

/** "level 3" or "the break after level 3", as a tournament director says it. */
export function clockPlace(clock: Clock): string {
  return clock.isOnBreak ? `the break after level ${clock.levelIndex + 1}` : `level ${clock.levelIndex + 1}`;
}

/** `ms` as m:ss (or h:mm:ss), for messages. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
