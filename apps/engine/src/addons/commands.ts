/**
 * The add-on games' operator commands (issue 19): `setAddOns` switches games on and off between
 * hands; `addOnAction` is one decision in a game that is on. Both are journaled like every command,
 * so a replay rebuilds the games exactly.
 */
import { blackjack, uth } from '@railbird/poker/addons';
import { ADD_ON_TITLES, type ClientPacketData, MAX_ADD_ON_TRANSFERS } from '@railbird/protocol';
import type { TableModel } from '../table/model.js';
import { accept, refuse, type StepContext, type StepResult } from '../table/results.js';
import { applyAddOnAction } from './actions.js';
import { blackjackDelta, moveStacks, uthDelta } from './chips.js';
import type { AddOnsModel } from './model.js';
import { addOnSeats, buildAddOns } from './setup.js';

type BetsBack =
  | { ok: true; addOns: AddOnsModel; delta: Map<number, number> }
  | { ok: false; message: string };

/** Every bet placed in a banked game's WAITING_FOR_BETS taken back: UTH by an ante of 0, blackjack by a leave and a sit. */
function betsBack(addOns: AddOnsModel, key: 'blackjack' | 'uth'): BetsBack {
  if (key === 'uth') {
    const before = addOns.uth!;
    let state = before;
    for (const seat of before.seats) {
      if (seat.ante === 0) continue;
      const r = uth.applyUth(state, { type: 'bet', seatIndex: seat.seatIndex, ante: 0 });
      if (!r.ok) return { ok: false, message: `${ADD_ON_TITLES.uth}: ${r.error.message}.` };
      state = r.state;
    }
    return { ok: true, addOns: { ...addOns, uth: state }, delta: uthDelta(before, state) };
  }
  const before = addOns.blackjack!;
  let state = before;
  const events: blackjack.BlackjackEvent[] = [];
  for (const seat of before.seats) {
    if (seat.bet === 0) continue;
    const left = blackjack.applyBlackjack(state, { type: 'leave', seatIndex: seat.seatIndex });
    if (!left.ok) return { ok: false, message: `${ADD_ON_TITLES.blackjack}: ${left.error.message}.` };
    events.push(...left.events);
    const stack = left.events.find((e) => e.type === 'left')?.stack ?? seat.stack + seat.bet;
    const sat = blackjack.applyBlackjack(left.state, { type: 'sit', seatIndex: seat.seatIndex, stack });
    if (!sat.ok) return { ok: false, message: `${ADD_ON_TITLES.blackjack}: ${sat.error.message}.` };
    state = sat.state;
  }
  const delta = blackjackDelta(before, state, []);
  return { ok: true, addOns: { ...addOns, blackjack: state }, delta };
}

export function setAddOns(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'setAddOns'>,
): StepResult {
  if (model.gameState === 'IN ROUND') {
    return refuse('CONFLICT', 'A hand is being played: switch add-on games on or off between hands.');
  }
  const current = model.addOns;
  // A banked round in play finishes first: its bets are on the felt.
  for (const key of ['blackjack', 'uth'] as const) {
    const state = current?.[key];
    const changing = !data.addOns.includes(key) || data.settings[key] !== undefined;
    if (state && changing && state.roundState !== 'WAITING_FOR_BETS') {
      return refuse(
        'CONFLICT',
        `${ADD_ON_TITLES[key]} has a round in play (${state.roundState}): finish it and clear it (nextRound) before changing the game.`,
      );
    }
  }
  // Bets placed for a round not yet dealt go back to their seats, as a dealer hands them back when the
  // game closes: each seat takes its bet back through the game's own rules, so chips stay exact.
  let seats = model.seats;
  let games = current;
  for (const key of ['blackjack', 'uth'] as const) {
    const changing = !data.addOns.includes(key) || data.settings[key] !== undefined;
    if (!games?.[key] || !changing) continue;
    const back = betsBack(games, key);
    if (!back.ok) return refuse('CONFLICT', back.message);
    games = back.addOns;
    seats = moveStacks(seats, back.delta);
  }
  const built = buildAddOns(games, data, addOnSeats(seats), { key: model.key, time: ctx.time });
  if (!built.ok) return refuse('BAD_REQUEST', built.message);
  // A banked game switched on deals on a clear felt: the finished poker hand (CLEARING) is cleared, as
  // confirmAction would, so screens stop showing its cards under the new game.
  const dealing = (['blackjack', 'uth'] as const).some((k) => built.addOns[k] && !current?.[k]);
  const hand = dealing && model.gameState === 'CLEARING' ? null : model.hand;
  return accept({ ...model, addOns: built.addOns, seats, hand });
}

export function addOnAction(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'addOnAction'>,
): StepResult {
  const applied = applyAddOnAction(model, data, ctx.time);
  if (!applied.ok) return refuse(applied.code, applied.message);
  // The chips it moved are part of what it did (a buy-in, a nit game paid): its audit record says so.
  const transfers = applied.transfers.slice(0, MAX_ADD_ON_TRANSFERS);
  if (transfers.length > 0) ctx.effects.push({ type: 'addOnTransfers', transfers });
  return accept({ ...model, addOns: applied.addOns, seats: applied.seats });
}
