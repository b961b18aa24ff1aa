/**
 * The demo tournament of a simulated tournament table (issue 15): the event and clock the table
 * carries (spec `eventManager`) while the simulation plays one tournament after another. Pure: it
 * only builds `EventManager` values from the table and the time it is given; the driver sends them
 * through the table's `setEventManager` command, journaled like every input.
 *
 * This is the event manager's stand-in until issue 17's real one: that replaces the source of these
 * values (registration, entries, rebuys…), not the command, the model field or the projection.
 *
 * The structure: a buy-in of 100 + 10 for 100 big blinds of the first level, the table's blind levels
 * on their `levelDuration` (a break of `breakDuration` after a level that has one), the last level
 * playing until one player is left, and the prize pool paid by `standardPayouts`.
 */
import type { Clock, Event, EventManager } from '@railbird/protocol';
import type { TableModel } from '../table/model.js';
import { toChips, toUnits, unitOf } from '../table/units.js';

/** What one entry costs (table units): the prize pool takes the amount, the house the fee. */
export const DEMO_BUY_IN = { amount: 100, fee: 10 } as const;
/** Starting stack, in big blinds of the first level. */
export const STARTING_BIG_BLINDS = 100;
/** How long the winner is shown alone at the table before the next field sits down, ms (real time). */
export const WINNER_PAUSE_MS = 20_000;

/**
 * Shares of the prize pool per place, by field size (a common live structure): up to 3 entries the
 * winner takes all; 4–6 pay two places (65/35); 7–10 three (50/30/20); 11–20 four (40/27/19/14);
 * bigger fields five (38/24/17/12/9).
 */
export function payoutShares(entries: number): readonly number[] {
  if (entries <= 3) return [1];
  if (entries <= 6) return [0.65, 0.35];
  if (entries <= 10) return [0.5, 0.3, 0.2];
  if (entries <= 20) return [0.4, 0.27, 0.19, 0.14];
  return [0.38, 0.24, 0.17, 0.12, 0.09];
}

/** Prize per place (1 = winner) of a pool: whole units, the odd units to the winner. */
export function standardPayouts(entries: number, pool: number): Event['payouts'] {
  const shares = payoutShares(entries);
  const amounts = shares.map((s) => Math.floor(pool * s));
  amounts[0]! += pool - amounts.reduce((a, b) => a + b, 0);
  return amounts.map((amount, k) => ({ place: k + 1, amount }));
}

/** The starting stack of a tournament at this table (table units): 100 big blinds of level 1. */
export function startingStack(model: Pick<TableModel, 'gameSettings'>): number {
  const first = model.gameSettings.blindLevels[0]!;
  const unit = unitOf(first);
  const bigBlind = first.blinds[1] || first.smallBet || first.bringIn || 2;
  return toUnits(toChips(bigBlind * STARTING_BIG_BLINDS, unit), unit);
}

/** The number of the demo tournament an event is (1, 2, …), from its uid; 0 for none or another event. */
export function tournamentNumber(event: Event | null | undefined): number {
  const match = event ? /:demo-tournament:(\d+)$/.exec(event.uid) : null;
  return match ? Number(match[1]) : 0;
}

/** How long a level (or its break) lasts at this pace, ms; null when the level is untimed. */
function durationMs(seconds: number, timeScale: number): number | null {
  return seconds > 0 ? Math.max(1, Math.round((seconds * 1000) / timeScale)) : null;
}

/**
 * The next demo tournament, starting `now` with the players seated: level 1 on the clock, the prize
 * pool paid out by the standard structure. `timeScale` > 1 makes the levels that much shorter (a
 * simulation running faster than real time).
 */
export function startTournament(
  model: Pick<TableModel, 'key' | 'settings' | 'gameSettings' | 'seats' | 'eventManager'>,
  now: number,
  timeScale = 1,
): EventManager {
  const number = tournamentNumber(model.eventManager?.event) + 1;
  const entries = model.seats.length;
  const levelMs = durationMs(model.gameSettings.blindLevels[0]!.levelDuration, timeScale);
  return {
    event: {
      uid: `${model.key}:demo-tournament:${number}`,
      name: `${model.settings.name} tournament #${number}`,
      startTime: now,
      endTime: null,
      maxPlayers: Math.max(1, entries),
      numEntries: entries,
      isRegistrationOpen: false,
      isRunning: true,
      buyIn: { ...DEMO_BUY_IN, chips: startingStack(model) },
      rebuy: null,
      reEntry: null,
      addOn: null,
      bounty: null,
      payouts: standardPayouts(entries, entries * DEMO_BUY_IN.amount),
      points: [],
      league: null,
      results: [],
    },
    clock: {
      levelIndex: 0,
      isOnBreak: false,
      levelEndTime: levelMs === null ? null : now + levelMs,
      pausedRemaining: null,
    },
  };
}

/**
 * The clock once its level (or break) has run out at `now`, or null while it runs on. A level with a
 * break goes to the break, a break to the next level; the last level has no end. The next end is
 * counted from the last one, so the clock keeps time however late it is looked at.
 */
export function nextClock(
  clock: Clock | null,
  levels: TableModel['gameSettings']['blindLevels'],
  now: number,
  timeScale = 1,
): Clock | null {
  if (!clock || clock.levelEndTime === null || clock.pausedRemaining !== null) return null;
  if (now < clock.levelEndTime) return null;
  const level = levels[clock.levelIndex];
  const breakMs = level && !clock.isOnBreak ? durationMs(level.breakDuration, timeScale) : null;
  if (breakMs !== null) return { ...clock, isOnBreak: true, levelEndTime: clock.levelEndTime + breakMs };
  const next = clock.levelIndex + 1;
  if (next >= levels.length) return { ...clock, isOnBreak: false, levelEndTime: null };
  const levelMs = durationMs(levels[next]!.levelDuration, timeScale);
  return {
    levelIndex: next,
    isOnBreak: false,
    levelEndTime: levelMs === null ? null : clock.levelEndTime + levelMs,
    pausedRemaining: null,
  };
}

/**
 * The players knocked out in the last hand (`model.eliminations`) added to the results, or null when
 * they already are. Of several out in one hand, the one who started it with more chips finishes
 * higher; places count down from the players left.
 */
export function withEliminations(
  model: Pick<TableModel, 'eliminations' | 'seats' | 'hand' | 'eventManager'>,
): EventManager | null {
  const manager = model.eventManager;
  const event = manager?.event;
  if (!manager || !event?.isRunning) return null;
  const recorded = new Set(event.results.map((r) => r.uid));
  const out = model.seats.filter(
    (s) => model.eliminations.includes(s.seatIndex) && !recorded.has(s.sessionId),
  );
  if (out.length === 0) return null;
  const run = model.hand;
  const startedWith = (seatIndex: number) => {
    const i = run ? run.seats.indexOf(seatIndex) : -1;
    return i < 0 ? 0 : run!.state.players[i]!.startingStack;
  };
  // The first to go is the one with the fewest chips at the start of the hand: the worst place.
  out.sort((a, b) => startedWith(a.seatIndex) - startedWith(b.seatIndex) || b.seatIndex - a.seatIndex);
  let place = event.numEntries - event.results.length;
  const results = [...event.results];
  for (const seat of out) {
    results.push(resultOf(event, place, seat));
    place--;
  }
  return { ...manager, event: { ...event, results } };
}

/** The tournament over: the winner (if anyone is left) in first place, the clock stopped. */
export function finished(
  manager: EventManager,
  winner: TableModel['seats'][number] | undefined,
  now: number,
): EventManager {
  const event = manager.event!;
  const results = winner ? [...event.results, resultOf(event, 1, winner)] : event.results;
  return { event: { ...event, results, isRunning: false, endTime: now }, clock: null };
}

function resultOf(event: Event, place: number, seat: TableModel['seats'][number]): Event['results'][number] {
  return {
    place,
    uid: seat.sessionId,
    displayName: seat.displayName,
    payout: event.payouts.find((p) => p.place === place)?.amount ?? 0,
    points: 0,
  };
}
