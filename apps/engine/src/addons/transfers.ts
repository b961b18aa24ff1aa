/**
 * The chips an add-on game moved, as the records say them (issue 19): one row per seat and reason,
 * signed (+ to the seat), in the room's words, for the completed hand (`addOnTransfers`, what the
 * hand's end paid) and for an operator's `addOnAction` (`transfers` of its command record). The
 * server keeps them, so a stack that changed between two hands is explained.
 */
import { room } from '@railbird/poker/addons';
import {
  ADD_ON_TITLES,
  type AddOnActionData,
  type AddOnTransfer,
  type PlayableAddOn,
} from '@railbird/protocol';
import type { SeatModel } from '../table/model.js';
import { seatName } from '../table/seats.js';

type RoomEvent =
  | room.NitGameEvent
  | room.RunnerUpEvent
  | room.OneAndDoneEvent
  | room.TeamGameEvent
  | room.PowerupsEvent
  | room.BingoEvent
  | room.FortuneTellerEvent;

const nameOf = (seats: readonly SeatModel[], seatIndex: number): string =>
  (seats.find((s) => s.seatIndex === seatIndex)?.displayName ?? '').slice(0, 100) || seatName(seatIndex);

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const POWERUP_WORDS: Record<room.PowerupKind, string> = {
  PEEK: 'peek',
  SHIELD: 'shield refunds the loss',
  DOUBLE: 'double matches the win',
  PICKPOCKET: 'pickpocket takes from the hand’s biggest winner',
};

/** Why an event's chips moved, per seat paid or paying (a fortune is the seat's own prediction). */
function reasonOf(
  addOn: PlayableAddOn,
  event: RoomEvent,
  seats: readonly SeatModel[],
): (seatIndex: number) => string {
  const title = ADD_ON_TITLES[addOn];
  const say = (words: string) => () => `${title}: ${words}`;
  const name = (seatIndex: number) => nameOf(seats, seatIndex);
  switch (event.type) {
    case 'nitGameSettled': {
      const nits = event.nitSeatIndexes;
      return say(
        nits.length === 1
          ? `${name(nits[0]!)}, the last nit, pays the players who won a pot`
          : `the nits ${joinNames(nits.map(name))} pay the players who won a pot`,
      );
    }
    case 'runnerUpPaid':
      return say('the best hand shown that won nothing');
    case 'powerupResolved':
      return say(`${name(event.seatIndex)}’s ${POWERUP_WORDS[event.powerup.kind]}`);
    case 'bingoWon':
      return say(
        `${joinNames(event.seatIndexes.map(name))} ${event.seatIndexes.length === 1 ? 'has' : 'share'} bingo (game ${event.game})`,
      );
    case 'predictionsJudged':
      return (seatIndex) => {
        const p = event.predictions.find((x) => x.seatIndex === seatIndex && x.isCorrect === true);
        return `${title}: ${p ? `“${room.PROPHECIES[p.prophecy].text}” came true` : 'a prediction came true'}`;
      };
    case 'boughtIn':
      return say('bought in');
    case 'cashedOut':
      return say('cashed out');
    default:
      return say('paid');
  }
}

function row(addOn: PlayableAddOn, seat: SeatModel, amount: number, reason: string): AddOnTransfer {
  return {
    addOn,
    seatIndex: seat.seatIndex,
    playerId: seat.uid,
    displayName: nameOf([seat], seat.seatIndex),
    amount,
    reason: reason.slice(0, 200),
  };
}

/**
 * A room game's transfers (`{from, to, amount}` in its events, rule ROOM-5) as rows: per event, each
 * seat's net for it, in seat order; the house has no row. Seats no longer at the table are left out,
 * as the stacks they would move (chips.ts `moveStacks`).
 */
export function roomTransferRows(
  addOn: PlayableAddOn,
  events: readonly object[],
  seats: readonly SeatModel[],
): AddOnTransfer[] {
  const rows: AddOnTransfer[] = [];
  for (const e of events as readonly RoomEvent[]) {
    if (!('transfers' in e)) continue;
    const net = new Map<number, number>();
    for (const t of e.transfers) {
      if (t.from !== 'HOUSE') net.set(t.from, (net.get(t.from) ?? 0) - t.amount);
      if (t.to !== 'HOUSE') net.set(t.to, (net.get(t.to) ?? 0) + t.amount);
    }
    const why = reasonOf(addOn, e, seats);
    for (const [seatIndex, amount] of [...net].sort((a, b) => a[0] - b[0])) {
      const seat = seats.find((s) => s.seatIndex === seatIndex);
      if (seat && amount !== 0) rows.push(row(addOn, seat, amount, why(seatIndex)));
    }
  }
  return rows;
}

/** What a banked game's action took from a seat (chips to the felt). */
const BANKED_STAKES: Record<string, string> = {
  bet: 'bet',
  insurance: 'insurance bet',
  double: 'doubled',
  split: 'split',
  play: 'play bet',
};

/**
 * A banked game's stack changes of one action as rows, seat order: what the action put on the felt
 * (`Blackjack: bet`), or what came back to the seat when it settled the round (`Blackjack: paid out`).
 */
export function bankedTransferRows(
  data: Extract<AddOnActionData, { addOn: 'blackjack' | 'uth' }>,
  delta: ReadonlyMap<number, number>,
  seats: readonly SeatModel[],
): AddOnTransfer[] {
  const title = ADD_ON_TITLES[data.addOn];
  const rows: AddOnTransfer[] = [];
  for (const [seatIndex, amount] of [...delta].sort((a, b) => a[0] - b[0])) {
    const seat = seats.find((s) => s.seatIndex === seatIndex);
    if (!seat || amount === 0) continue;
    const words = amount < 0 ? (BANKED_STAKES[data.action.type] ?? 'bet') : 'paid out';
    rows.push(row(data.addOn, seat, amount, `${title}: ${words}`));
  }
  return rows;
}
