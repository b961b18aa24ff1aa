/**
 * Chips between the add-on games and the table's seats. The table's seat stacks stay the one
 * authority the screens show: a banked game's seat stack moves the table's by the same amount, and a
 * room game's transfers move chips between seats and the house.
 */
import type { blackjack, room, uth } from '@railbird/poker/addons';
import type { SeatModel } from '../table/model.js';

/** Adds `delta` chips to each seat listed (a seat no longer at the table is skipped). */
export function moveStacks(
  seats: readonly SeatModel[],
  delta: ReadonlyMap<number, number>,
): readonly SeatModel[] {
  if ([...delta.values()].every((d) => d === 0)) return seats;
  return seats.map((s) => {
    const d = delta.get(s.seatIndex) ?? 0;
    return d === 0 ? s : { ...s, stack: Math.max(0, s.stack + d) };
  });
}

/** Each seat's stack change from one banked-game state to the next (a seat that left takes its chips). */
export function bankedDelta(
  before: readonly { seatIndex: number; stack: number }[],
  after: readonly { seatIndex: number; stack: number }[],
  left: ReadonlyMap<number, number> = new Map(),
): Map<number, number> {
  const delta = new Map<number, number>();
  for (const b of before) {
    const a = after.find((x) => x.seatIndex === b.seatIndex);
    const now = a ? a.stack : (left.get(b.seatIndex) ?? b.stack);
    if (now !== b.stack) delta.set(b.seatIndex, now - b.stack);
  }
  return delta;
}

export function blackjackDelta(
  before: blackjack.BlackjackState,
  after: blackjack.BlackjackState,
  events: readonly blackjack.BlackjackEvent[],
): Map<number, number> {
  const left = new Map<number, number>();
  for (const e of events) if (e.type === 'left') left.set(e.seatIndex, e.stack);
  return bankedDelta(before.seats, after.seats, left);
}

export function uthDelta(before: uth.UthState, after: uth.UthState): Map<number, number> {
  return bankedDelta(before.seats, after.seats);
}

/** The seats' side of room-game transfers (the house's side is the house's). */
export function transferDelta(transfers: readonly room.Transfer[]): Map<number, number> {
  const delta = new Map<number, number>();
  for (const t of transfers) {
    if (t.from !== 'HOUSE') delta.set(t.from, (delta.get(t.from) ?? 0) - t.amount);
    if (t.to !== 'HOUSE') delta.set(t.to, (delta.get(t.to) ?? 0) + t.amount);
  }
  return delta;
}

/** Every transfer a room game's events carry. */
export function transfersOf(events: readonly object[]): room.Transfer[] {
  return events.flatMap((e) => ('transfers' in e ? (e.transfers as room.Transfer[]) : []));
}
