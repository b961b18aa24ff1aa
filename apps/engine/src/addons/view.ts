/**
 * The add-on part of the table state message: `addOns` and each add-on field from the games' own
 * `view` functions (null while off), and each player's room-game fields. Everyone receives the same
 * projection; hidden screens get it through protocol `hideHoleCards`, which blanks UTH hole cards
 * (blackjack is dealt face up; its hole card is null here until the dealer turns it).
 */
import { blackjack, room, uth } from '@railbird/poker/addons';
import { NO_ADD_ONS, type TableState } from '@railbird/protocol';
import type { AddOnsModel } from './model.js';

type AddOnFields = Pick<
  TableState,
  | 'addOns'
  | 'partyGameDealer'
  | 'blackjack'
  | 'uth'
  | 'bingoAddOn'
  | 'fortuneTellerAddOn'
  | 'nitGameAddOn'
  | 'powerupsAddOn'
  | 'runnerUpAddOn'
  | 'oneNDoneAddOn'
  | 'teamAddOn'
>;

const NONE: AddOnFields = { addOns: [], ...NO_ADD_ONS };

export function addOnFields(addOns: AddOnsModel | undefined): AddOnFields {
  if (!addOns || addOns.list.length === 0) return NONE;
  const a = addOns;
  const blackjackField = a.blackjack
    ? (blackjack.blackjackView(a.blackjack, { hideHole: true }) as unknown as TableState['blackjack'])
    : null;
  const uthField = a.uth
    ? (uth.uthView(a.uth, { hideHoleCards: false }) as unknown as TableState['uth'])
    : null;
  return {
    addOns: [...a.list],
    partyGameDealer: partyGameDealer(blackjackField, uthField),
    blackjack: blackjackField,
    uth: uthField,
    bingoAddOn: a.bingoAddOn ? room.bingoView(a.bingoAddOn) : null,
    fortuneTellerAddOn: a.fortuneTellerAddOn ? room.fortuneTellerView(a.fortuneTellerAddOn) : null,
    nitGameAddOn: a.nitGameAddOn ? room.nitGameView(a.nitGameAddOn) : null,
    powerupsAddOn: a.powerupsAddOn ? room.powerupsView(a.powerupsAddOn) : null,
    runnerUpAddOn: a.runnerUpAddOn ? room.runnerUpView(a.runnerUpAddOn) : null,
    oneNDoneAddOn: a.oneNDoneAddOn ? room.oneAndDoneView(a.oneNDoneAddOn) : null,
    teamAddOn: a.teamAddOn ? room.teamGameView(a.teamAddOn) : null,
  };
}

/**
 * The house's side of the banked game the table deals (spec's `partyGameDealer`): its name, round
 * state and the dealer's cards as viewers may see them, so a screen that knows no add-on can still
 * say what the table is dealing. Null while the table deals poker.
 */
function partyGameDealer(
  blackjackField: TableState['blackjack'],
  uthField: TableState['uth'],
): TableState['partyGameDealer'] {
  if (blackjackField) {
    return {
      gameName: 'Blackjack',
      roundState: blackjackField.roundState,
      dealerCards: blackjackField.dealerHand,
    };
  }
  if (uthField) {
    return {
      gameName: 'Ultimate Texas Hold’em',
      roundState: uthField.roundState,
      dealerCards: uthField.dealerCards,
    };
  }
  return null;
}

/** A player's room-game fields (protocol Player.isNit, nitGameWinCount, powerups). */
export function addOnPlayerFields(
  addOns: AddOnsModel | undefined,
  seatIndex: number,
): {
  isNit: boolean;
  nitGameWinCount: number;
  powerups: TableState['playerGroup']['players'][number]['powerups'];
} {
  const nit = addOns?.nitGameAddOn ? room.nitGamePlayerView(addOns.nitGameAddOn, seatIndex) : null;
  return {
    isNit: nit?.isNit ?? false,
    nitGameWinCount: nit?.nitGameWinCount ?? 0,
    powerups: addOns?.powerupsAddOn
      ? (room.powerupsPlayerView(
          addOns.powerupsAddOn,
          seatIndex,
        ) as TableState['playerGroup']['players'][number]['powerups'])
      : null,
  };
}
