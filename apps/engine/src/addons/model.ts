/**
 * The add-on games a table runs (issue 19), kept in the table model: the list switched on and each
 * game's domain state (@railbird/poker/addons). Every change comes from a journaled input (a command,
 * a read, the end of a poker hand), and the chance they need (a bingo card, a powerup draw) is seeded
 * from the input's time, so replaying the journal rebuilds them exactly.
 */
import { seededRandom } from '@railbird/poker';
import type { blackjack, room, uth } from '@railbird/poker/addons';
import type { PlayableAddOn } from '@railbird/protocol';

export interface AddOnsModel {
  /** Switched on, in the order the operator listed them. */
  readonly list: readonly PlayableAddOn[];
  readonly blackjack?: blackjack.BlackjackState;
  readonly uth?: uth.UthState;
  readonly nitGameAddOn?: room.NitGameState;
  readonly runnerUpAddOn?: room.RunnerUpState;
  readonly oneNDoneAddOn?: room.OneAndDoneState;
  readonly teamAddOn?: room.TeamGameState;
  readonly powerupsAddOn?: room.PowerupsState;
  readonly bingoAddOn?: room.BingoState;
  readonly fortuneTellerAddOn?: room.FortuneTellerState;
}

export const NO_ADD_ONS_MODEL: AddOnsModel = { list: [] };

/** The banked game the table deals instead of poker, if one is on. */
export function bankedGame(addOns: AddOnsModel | undefined): 'blackjack' | 'uth' | null {
  if (addOns?.blackjack) return 'blackjack';
  if (addOns?.uth) return 'uth';
  return null;
}

/** The room game waiting for an operator's confirmation, shown as the table's round state. */
export function addOnConfirmation(
  addOns: AddOnsModel | undefined,
): 'NIT GAME CONFIRMATION' | 'POWERUP CONFIRMATION' | null {
  if (addOns?.nitGameAddOn?.phase === 'CONFIRMATION') return 'NIT GAME CONFIRMATION';
  if (addOns?.powerupsAddOn?.pending) return 'POWERUP CONFIRMATION';
  return null;
}

/** A random source for one input, from the table and the input's time (the journal's clock). */
export function inputRandom(tableKey: string, time: number, salt: number): () => number {
  let h = 2166136261 ^ salt;
  for (const ch of `${tableKey}:${time}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return seededRandom(h >>> 0);
}

/** Why the next poker hand cannot start because of an add-on, or null. */
export function addOnHold(addOns: AddOnsModel | undefined): string | null {
  const banked = bankedGame(addOns);
  if (banked === 'blackjack') {
    return 'Blackjack is on at this table: it is dealt instead of poker. Switch it off (setAddOns) to deal poker again.';
  }
  if (banked === 'uth') {
    return 'Ultimate Texas hold’em is on at this table: it is dealt instead of poker. Switch it off (setAddOns) to deal poker again.';
  }
  const waiting = addOnConfirmation(addOns);
  if (waiting === 'NIT GAME CONFIRMATION') {
    return 'The nit game is waiting for its confirmation: confirm or reject it (addOnAction) first.';
  }
  if (waiting === 'POWERUP CONFIRMATION') {
    return 'A powerup is waiting for its confirmation: confirm or reject it (addOnAction) first.';
  }
  return null;
}
