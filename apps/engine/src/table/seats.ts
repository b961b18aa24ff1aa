/**
 * Who sits where: seats in the room's words, a hand's player indexes and seats, who is to act, who can
 * play the next hand and where the button goes. Facts read off the model; nothing here changes it.
 */
import { actionOptions } from '@railbird/poker';
import type { HandRun, SeatModel } from './model.js';
import { toChips } from './units.js';

/** A seat as the room says it: "seat 3" for seatIndex 2. */
export function seatName(seatIndex: number): string {
  return `seat ${seatIndex + 1}`;
}

export function playerOfSeat(run: HandRun, seatIndex: number): number | undefined {
  const i = run.seats.indexOf(seatIndex);
  return i < 0 ? undefined : i;
}

export function seatOfPlayer(run: HandRun, player: number): number {
  return run.seats[player]!;
}

/** The player to act now, if betting is open. */
export function actorOf(run: HandRun): number | undefined {
  return run.state.phase === 'betting' ? run.state.betting?.actors[0] : undefined;
}

/** Options of the acting player in reducer chips (for `round.actionOptions` and bet checks). */
export function optionsOf(run: HandRun) {
  if (run.state.phase !== 'betting') return null;
  return actionOptions(run.state);
}

/** Players able to play the next hand: seated, not sitting out, not knocked out, with chips. */
export function eligibleSeats(seats: readonly SeatModel[], unit: number): SeatModel[] {
  return seats.filter((s) => !s.sittingOut && !s.isEliminated && toChips(s.stack, unit) > 0);
}

/** The next eligible seat after `from` going round the table (the button moves left). */
export function nextSeat(eligible: readonly number[], from: number, capacity: number): number {
  for (let k = 1; k <= capacity; k++) {
    const seat = (from + k) % capacity;
    if (eligible.includes(seat)) return seat;
  }
  return from;
}
