/**
 * Operator commands about who sits where: seat a player, unseat, move to another seat, sit out, buy
 * more chips. A player in the hand being played stays where they are, with the chips they had, until
 * it ends. While a banked add-on game (blackjack, UTH) is dealt, its seats follow (addons/seats.ts):
 * the command is a sit, leave or top-up there too, refused while the seat has chips riding on its round.
 */
import { emptyPlayerStats } from '@railbird/poker';
import type { ClientPacketData } from '@railbird/protocol';
import { bankedLeave, bankedMove, bankedRebuy, bankedSit } from '../addons/seats.js';
import type { SeatModel, TableModel } from './model.js';
import { accept, refuse, type StepContext, type StepResult } from './results.js';
import { seatName } from './seats.js';
import { handInProgress } from './states.js';

export function seatPlayer(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'seatPlayer'>,
): StepResult {
  const seat = data.seatIndex;
  if (seat >= model.settings.capacity) {
    return refuse(
      'BAD_REQUEST',
      `${seatName(seat)} does not exist: this table has ${model.settings.capacity} seats.`,
    );
  }
  if (model.seats.some((s) => s.seatIndex === seat)) return refuse('CONFLICT', `${seatName(seat)} is taken.`);
  if (!(data.stack > 0))
    return refuse('BAD_REQUEST', 'A player sits down with chips: the stack must be more than 0.');
  const player: SeatModel = {
    seatIndex: seat,
    displayName: data.displayName,
    sessionId: `${model.key}-${seat + 1}-${ctx.time}`,
    uid: data.uid ?? null,
    handle: data.handle ?? null,
    playerType: data.playerType ?? 'GUEST',
    stack: data.stack,
    sittingOut: false,
    buyIn: data.stack,
    lastRoundResult: null,
    isEliminated: false,
    stats: emptyPlayerStats(),
  };
  const game = bankedSit(model.addOns, seat, player.stack);
  if (!game.ok) return refuse('CONFLICT', game.message);
  return accept({
    ...model,
    ...(game.addOns ? { addOns: game.addOns } : {}),
    seats: [...model.seats, player].sort((a, b) => a.seatIndex - b.seatIndex),
  });
}

export function unseatPlayer(model: TableModel, data: ClientPacketData<'unseatPlayer'>): StepResult {
  const seat = data.seatIndex;
  if (!model.seats.some((s) => s.seatIndex === seat))
    return refuse('NOT_FOUND', `Nobody sits at ${seatName(seat)}.`);
  if (handInProgress(model) && model.hand!.seats.includes(seat)) {
    return refuse(
      'CONFLICT',
      `${seatName(seat)} is in the hand being played: wait for it to end (or void it) first.`,
    );
  }
  // The player takes a blackjack bet not yet dealt to with them (`returned`): the table keeps no stack.
  const game = bankedLeave(model.addOns, seat);
  if (!game.ok) return refuse('CONFLICT', game.message);
  return accept({
    ...model,
    ...(game.addOns ? { addOns: game.addOns } : {}),
    seats: model.seats.filter((s) => s.seatIndex !== seat),
    eliminations: model.eliminations.filter((s) => s !== seat),
  });
}

export function movePlayer(model: TableModel, data: ClientPacketData<'movePlayer'>): StepResult {
  if (data.toTableKey !== undefined && data.toTableKey !== model.key) {
    return refuse(
      'BAD_REQUEST',
      'Moving a player to another table is done from the table manager: unseat here, seat there.',
    );
  }
  const from = model.seats.find((s) => s.seatIndex === data.fromSeatIndex);
  if (!from) return refuse('NOT_FOUND', `Nobody sits at ${seatName(data.fromSeatIndex)}.`);
  if (data.toSeatIndex >= model.settings.capacity)
    return refuse('BAD_REQUEST', `${seatName(data.toSeatIndex)} does not exist.`);
  if (model.seats.some((s) => s.seatIndex === data.toSeatIndex))
    return refuse('CONFLICT', `${seatName(data.toSeatIndex)} is taken.`);
  if (handInProgress(model) && model.hand!.seats.includes(from.seatIndex)) {
    return refuse('CONFLICT', `${seatName(from.seatIndex)} is in the hand being played: move them after it.`);
  }
  const game = bankedMove(model.addOns, from.seatIndex, data.toSeatIndex, from.stack);
  if (!game.ok) return refuse('CONFLICT', game.message);
  const stack = from.stack + game.returned;
  return accept({
    ...model,
    ...(game.addOns ? { addOns: game.addOns } : {}),
    seats: model.seats
      .map((s) => (s === from ? { ...s, seatIndex: data.toSeatIndex, stack } : s))
      .sort((a, b) => a.seatIndex - b.seatIndex),
  });
}

export function sitOut(model: TableModel, data: ClientPacketData<'sitOut'>): StepResult {
  const seat = model.seats.find((s) => s.seatIndex === data.seatIndex);
  if (!seat) return refuse('NOT_FOUND', `Nobody sits at ${seatName(data.seatIndex)}.`);
  return accept({
    ...model,
    seats: model.seats.map((s) => (s === seat ? { ...s, sittingOut: data.sittingOut } : s)),
  });
}

/**
 * A seated player becomes a directory player (or anonymous again): the seat keeps its chips and its
 * place in any hand, and the hands it finishes from now on carry the id (settle.ts reads the seat's
 * uid when the hand ends, so the hand being played is theirs too).
 */
export function identifyPlayer(model: TableModel, data: ClientPacketData<'identifyPlayer'>): StepResult {
  const seat = model.seats.find((s) => s.seatIndex === data.seatIndex);
  if (!seat) return refuse('NOT_FOUND', `Nobody sits at ${seatName(data.seatIndex)}.`);
  const taken = data.uid ? model.seats.find((s) => s !== seat && s.uid === data.uid) : undefined;
  if (taken)
    return refuse(
      'CONFLICT',
      `That player already sits at ${seatName(taken.seatIndex)}: one person plays one seat.`,
    );
  const linked: SeatModel = {
    ...seat,
    uid: data.uid,
    displayName: data.displayName ?? seat.displayName,
    handle: data.handle === undefined ? seat.handle : data.handle,
    playerType: data.uid && seat.playerType === 'GUEST' ? 'REGISTERED' : seat.playerType,
  };
  return accept({ ...model, seats: model.seats.map((s) => (s === seat ? linked : s)) });
}

/** A rebuy or top-up: chips are added between the player's hands, never to a stack in play. */
export function rebuy(model: TableModel, data: ClientPacketData<'rebuy'>): StepResult {
  const seat = model.seats.find((s) => s.seatIndex === data.seatIndex);
  if (!seat) return refuse('NOT_FOUND', `Nobody sits at ${seatName(data.seatIndex)}.`);
  if (handInProgress(model) && model.hand!.seats.includes(seat.seatIndex)) {
    return refuse(
      'CONFLICT',
      `${seatName(seat.seatIndex)} is in the hand being played: add the chips after it.`,
    );
  }
  const add = (a: number, b: number) => Math.round((a + b) * 1e6) / 1e6;
  const game = bankedRebuy(model.addOns, seat.seatIndex, seat.stack, add(seat.stack, data.amount));
  if (!game.ok) return refuse('CONFLICT', game.message);
  return accept({
    ...model,
    ...(game.addOns ? { addOns: game.addOns } : {}),
    seats: model.seats.map((s) =>
      s === seat
        ? { ...s, stack: add(s.stack, data.amount), buyIn: add(s.buyIn, data.amount), isEliminated: false }
        : s,
    ),
  });
}
