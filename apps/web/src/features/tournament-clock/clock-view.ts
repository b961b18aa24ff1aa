/**
 * What a room's tournament clock says, as plain data from a table state and the engine's time: the
 * level, the time left in it, its blinds and the next level's, the time to the next break, the field
 * and the prizes. Pure and tested; the screens only lay it out. The clock is stored as an end time
 * (`levelEndTime`) or the time left when paused (`pausedRemaining`), never a ticking counter
 * (protocol clockSchema): the time left is always `levelEndTime − engineNow`.
 */
import { formatBlinds, formatNumber, formatStack } from '@railbird/poker/format';
import type { BlindLevel, Clock, Event, GameMode, TableState } from '@railbird/protocol';

/** `20:00`, `9:05`, `0:00`, `1:02:03`: whole seconds, hours only when there are some. */
export function formatClockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * The second a clock shows with `remainingMs` left: rounded up, so a 20-minute level shows 20:00 for
 * its first second and 0:00 only when it is over (the moment the engine moves on), never below zero.
 */
export function shownSecond(remainingMs: number): number {
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 1000);
}

/**
 * Milliseconds until the shown second changes (the next boundary counted from the end time, which
 * need not fall on a whole second of the clock); null once at zero, when it no longer changes.
 */
export function msUntilNextSecond(remainingMs: number): number | null {
  if (remainingMs <= 0) return null;
  const intoSecond = remainingMs % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

/** Time left on a clock at the engine's `engineNow`: frozen when paused; null when the level is untimed. */
export function clockRemainingMs(clock: Clock, engineNow: number): number | null {
  if (clock.pausedRemaining !== null) return clock.pausedRemaining;
  if (clock.levelEndTime !== null) return clock.levelEndTime - engineNow;
  return null;
}

/** A level's forced bets, for a screen read across the room: the blinds and the ante apart. */
export interface LevelBlinds {
  /** Spec §9 without the ante: `25/50`, `$1/$2`, `1k/2k 2B`. */
  blinds: string;
  /** The ante (`50`), or null without one. */
  ante: string | null;
  /** `BB ante` when only the big blind posts it (our antes per slot: `antes[1]`), else `Ante`. */
  anteLabel: string;
  /** All of it in one line, as spec §9 writes it: `25/50 (50)`. */
  text: string;
}

/** A level's blinds and ante, formatted as spec §9 writes them. */
export function levelBlinds(level: BlindLevel, mode: GameMode): LevelBlinds {
  const forced = level.blinds.filter((b) => b > 0);
  const display = {
    mode,
    blinds: forced.length > 0 ? [...forced, ...level.straddles.filter((s) => s > 0)] : [level.bringIn],
    numBoards: level.numBoards,
    bombPot: level.bombPotAmount > 0,
  };
  const ante = level.antes.find((a) => a > 0) ?? level.studAnte;
  const bigBlindOnly = level.antes.every((a, slot) => (slot === 1 ? a > 0 : a === 0));
  return {
    blinds: formatBlinds(display),
    ante: ante > 0 ? (mode === 'CASH' ? `$${formatNumber(ante)}` : formatNumber(ante)) : null,
    anteLabel: bigBlindOnly ? 'BB ante' : 'Ante',
    text: formatBlinds({ ...display, ante }),
  };
}

/**
 * Milliseconds to the next break at `remainingMs` into the level `levelIndex`: a break follows each level
 * with a `breakDuration` (the engine's event manager plays it then), so it is what is left of this
 * level plus every level before the next one that has a break. Null on a break, after the last break,
 * or when a level on the way is untimed.
 */
export function msToNextBreak(
  levels: readonly BlindLevel[],
  clock: Pick<Clock, 'levelIndex' | 'isOnBreak'>,
  remainingMs: number,
): number | null {
  if (clock.isOnBreak) return null;
  let total = Math.max(0, remainingMs);
  for (let i = clock.levelIndex; i < levels.length; i++) {
    const level = levels[i]!;
    if (i > clock.levelIndex) {
      if (level.levelDuration <= 0) return null;
      total += level.levelDuration * 1000;
    }
    if (level.breakDuration > 0) return total;
  }
  return null;
}

/** Players still in: entries less those with a finishing place. */
export function playersLeft(event: Pick<Event, 'numEntries' | 'results'>): number {
  return Math.max(0, event.numEntries - event.results.length);
}

/**
 * The average stack: the chips in play (each entry's starting chips) shared by the players left; null
 * when no one is left. Rebuys and add-ons bought are not in the event's figures yet, so they are not
 * counted.
 */
export function averageStack(event: Pick<Event, 'numEntries' | 'results' | 'buyIn'>): number | null {
  const left = playersLeft(event);
  if (left === 0 || event.buyIn.chips <= 0) return null;
  return (event.numEntries * event.buyIn.chips) / left;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${{ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'}`;
}

export type ClockPhase = 'level' | 'break' | 'paused' | 'starting' | 'finished' | 'waiting';

/** Everything a clock screen shows, formatted. */
export interface ClockView {
  phase: ClockPhase;
  /** True when the clock stands still (paused, or a break paused). */
  isPaused: boolean;
  isOnBreak: boolean;
  eventName: string;
  /** `Level 3`, or null before the clock starts. */
  levelLabel: string | null;
  /** The big figure's milliseconds left (level, break or start); null when there is none to count. */
  remainingMs: number | null;
  /** The end the big figure counts to, engine time; null when paused or untimed. */
  target: number | null;
  blinds: LevelBlinds | null;
  /** The level after this one (`Level 4`, its blinds), or null at the last level. */
  next: { label: string; blinds: LevelBlinds } | null;
  /** Time to the next break, ms; null on a break or when none is left. */
  nextBreakMs: number | null;
  playersLeft: number;
  entries: number;
  averageStack: string | null;
  prizePool: string;
  /** Prize per place, with who finished there once someone has. */
  payouts: { place: string; amount: string; name: string | null }[];
  /** When finished: the winner, if named. */
  winner: string | null;
}

/**
 * The clock screen of an event at the engine's time `engineNow`. Before the start it counts to the
 * start; a finished event shows its winner; with no clock yet it waits.
 */
export function clockView(
  state: Pick<TableState, 'eventManager' | 'gameSettings'>,
  event: Event,
  engineNow: number,
): ClockView {
  const { clock } = state.eventManager;
  const levels = state.gameSettings.blindLevels;
  // An event's blinds are tournament chips: never dollars, even on a table still set to CASH (spec §9
  // gives the dollar sign to cash games only).
  const mode = state.gameSettings.mode === 'CASH' ? 'MTT' : state.gameSettings.mode;
  const pool = event.payouts.reduce((sum, p) => sum + p.amount, 0);
  const avg = averageStack(event);
  const base = {
    eventName: event.name,
    playersLeft: playersLeft(event),
    entries: event.numEntries,
    averageStack: avg === null ? null : formatStack(avg),
    prizePool: formatNumber(pool),
    payouts: [...event.payouts]
      .sort((a, b) => a.place - b.place)
      .map((p) => ({
        place: ordinal(p.place),
        amount: formatNumber(p.amount),
        name: event.results.find((r) => r.place === p.place)?.displayName ?? null,
      })),
    winner: null,
  };
  if (event.endTime !== null) {
    const winner = event.results.find((r) => r.place === 1)?.displayName ?? null;
    return {
      ...base,
      phase: 'finished',
      isPaused: false,
      isOnBreak: false,
      levelLabel: null,
      remainingMs: null,
      target: null,
      blinds: null,
      next: null,
      nextBreakMs: null,
      winner,
    };
  }
  if (!clock) {
    const starting = !event.isRunning && event.startTime > engineNow;
    const first = levels[0];
    return {
      ...base,
      phase: starting ? 'starting' : 'waiting',
      isPaused: false,
      isOnBreak: false,
      levelLabel: null,
      remainingMs: starting ? event.startTime - engineNow : null,
      target: starting ? event.startTime : null,
      blinds: null,
      next: first ? { label: 'Level 1', blinds: levelBlinds(first, mode) } : null,
      nextBreakMs: null,
    };
  }
  const level = levels[clock.levelIndex];
  const after = levels[clock.levelIndex + 1];
  const remaining = clockRemainingMs(clock, engineNow);
  const isPaused = clock.pausedRemaining !== null;
  return {
    ...base,
    phase: isPaused ? 'paused' : clock.isOnBreak ? 'break' : 'level',
    isPaused,
    isOnBreak: clock.isOnBreak,
    levelLabel: `Level ${clock.levelIndex + 1}`,
    remainingMs: remaining,
    target: isPaused ? null : clock.levelEndTime,
    blinds: level ? levelBlinds(level, mode) : null,
    next: after ? { label: `Level ${clock.levelIndex + 2}`, blinds: levelBlinds(after, mode) } : null,
    nextBreakMs: remaining === null ? null : msToNextBreak(levels, clock, remaining),
  };
}
