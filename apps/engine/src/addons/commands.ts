/**
 * The add-on games' operator commands (issue 19): `setAddOns` switches games on and off between
 * hands; `addOnAction` is one decision in a game that is on. Both are journaled like every command,
 * so a replay rebuilds the games exactly.
 */
import type { ClientPacketData } from '@railbird/protocol';
import type { TableModel } from '../table/model.js';
import { accept, refuse, type StepContext, type StepResult } from '../table/results.js';
import { ADD_ON_NAMES, applyAddOnAction } from './actions.js';
import { addOnSeats, buildAddOns } from './setup.js';

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
        `${ADD_ON_NAMES[key]} has a round in play (${state.roundState}): finish it and clear it (nextRound) before changing the game.`,
      );
    }
  }
  const built = buildAddOns(current, data, addOnSeats(model.seats), { key: model.key, time: ctx.time });
  if (!built.ok) return refuse('BAD_REQUEST', built.message);
  return accept({ ...model, addOns: built.addOns });
}

export function addOnAction(
  model: TableModel,
  ctx: StepContext,
  data: ClientPacketData<'addOnAction'>,
): StepResult {
  const applied = applyAddOnAction(model, data, ctx.time);
  if (!applied.ok) return refuse(applied.code, applied.message);
  return accept({ ...model, addOns: applied.addOns, seats: applied.seats });
}
