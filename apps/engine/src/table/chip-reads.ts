/**
 * Chips and the all-in button read during a hand: at the seat of the player to act they make a bet the
 * operator confirms (CALL / RAISE / ALL IN CONFIRMATION); elsewhere chips are only remembered.
 */
import type { Antenna } from '@railbird/protocol';
import type { HandRun, TableModel } from './model.js';
import { accept, type StepResult } from './results.js';
import { actorOf, optionsOf, playerOfSeat, seatOfPlayer } from './seats.js';
import { toChips } from './units.js';

/** Chips at the acting seat make a bet the operator confirms (CALL / RAISE / ALL IN CONFIRMATION). */
export function chipRead(model: TableModel, antenna: Antenna, tagId: string): StepResult {
  const run = model.hand!;
  if (!model.settings.isChipsEnabled || antenna.role !== 'SEAT' || antenna.seatIndex === null)
    return accept(model);
  const seat = antenna.seatIndex;
  const tags = run.chipTags[seat] ?? [];
  if (tags.includes(tagId)) return accept(model);
  const chipTags: Record<string, readonly string[]> = { ...run.chipTags, [seat]: [...tags, tagId] };
  const withChips: HandRun = { ...run, chipTags };
  const player = playerOfSeat(run, seat);
  if (player === undefined || actorOf(run) !== player) return accept({ ...model, hand: withChips });
  const amount = chipTags[seat]!.reduce((sum, tag) => sum + (model.registry.chips[tag]?.value ?? 0), 0);
  return accept({
    ...model,
    hand: { ...withChips, inference: inferred(withChips, player, toChips(amount, run.unit)) },
  });
}

export function allInRead(model: TableModel, antenna: Antenna): StepResult {
  const run = model.hand!;
  if (antenna.role !== 'SEAT' || antenna.seatIndex === null) return accept(model);
  const player = playerOfSeat(run, antenna.seatIndex);
  if (player === undefined || actorOf(run) !== player) return accept(model);
  const p = run.state.players[player]!;
  return accept({
    ...model,
    hand: { ...run, inference: { seatIndex: antenna.seatIndex, kind: 'allIn', to: p.stack + p.bet } },
  });
}

/** What chips worth `amount` in front of the actor mean: a call, a raise to that total, or all in. */
function inferred(run: HandRun, player: number, amount: number): HandRun['inference'] {
  const options = optionsOf(run);
  const p = run.state.players[player]!;
  if (!options) return null;
  const to = Math.max(amount, p.bet);
  const seatIndex = seatOfPlayer(run, player);
  if (to >= p.stack + p.bet) return { seatIndex, kind: 'allIn', to: p.stack + p.bet };
  if (to > options.currentBet) return { seatIndex, kind: 'raise', to };
  if (to === options.currentBet && options.callAmount > 0) return { seatIndex, kind: 'call', to };
  return null;
}
