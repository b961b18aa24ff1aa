/**
 * The demo tournament of a simulated tournament table (issue 15): the event the table carries (spec
 * `eventManager`) while the simulation plays one tournament after another. Pure: it only builds the
 * event from the table and the time it is given; the driver sends it through the operator's own
 * commands — `setEvent` to attach and update it, `eventClock` to start and stop its clock — journaled
 * like every input, and the clock runs on the engine's event manager (table/event-commands.ts,
 * table/clock.ts) exactly as at a real tournament.
 *
 * The structure: a buy-in of 100 + 10 for 100 big blinds of the first level, the table's blind levels
 * on their `levelDuration` (a break of `breakDuration` after a level that has one), the last level
 * playing until one player is left, and the prize pool paid by `standardPayouts`. A simulation faster
 * than real time plays the structure with its durations divided by its speed.
 */
import type { BlindLevel, Event, EventManager, SetEventData } from '@railbird/protocol';
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

/**
 * The table's own structure (the server's settings) at this pace: each duration divided by
 * `timeScale`, at least a second. Null when it cannot be an event's (a level without a duration
 * before the last): the event then plays the table's structure as it is.
 */
export function demoLevels(model: Pick<TableModel, 'settings'>, timeScale = 1): BlindLevel[] | null {
  const levels = model.settings.defaultGameSettings.blindLevels;
  if (levels.some((level, k) => level.levelDuration === 0 && k < levels.length - 1)) return null;
  const scaled = (seconds: number) => (seconds > 0 ? Math.max(1, Math.round(seconds / timeScale)) : 0);
  return levels.map((level) => ({
    ...level,
    levelDuration: scaled(level.levelDuration),
    breakDuration: scaled(level.breakDuration),
  }));
}

/**
 * The next demo tournament, starting `now` with the players seated: the prize pool paid out by the
 * standard structure, the table's structure at the simulation's pace (`timeScale` > 1 makes the levels
 * that much shorter). The driver starts its clock (`eventClock` start at `startTime`).
 */
export function startTournament(
  model: Pick<TableModel, 'key' | 'settings' | 'gameSettings' | 'seats' | 'eventManager'>,
  now: number,
  timeScale = 1,
): SetEventData {
  const number = tournamentNumber(model.eventManager?.event) + 1;
  const entries = model.seats.length;
  const blindLevels = demoLevels(model, timeScale);
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
    ...(blindLevels ? { blindLevels } : {}),
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

/** The tournament over: the winner (if anyone is left) in first place (the driver stops the clock first). */
export function finished(
  manager: EventManager,
  winner: TableModel['seats'][number] | undefined,
  now: number,
): SetEventData {
  const event = manager.event!;
  const results = winner ? [...event.results, resultOf(event, 1, winner)] : event.results;
  return { event: { ...event, results, isRunning: false, endTime: now } };
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
