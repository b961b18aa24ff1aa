/**
 * The simulated add-on games of a DEMO table (issue 19): the simulation switches the table's add-ons
 * on once its bots are seated, deals a banked game (blackjack by basic strategy with
 * `simulatedTableAction`, UTH with `uthBotAction`) instead of poker, and between poker hands plays
 * the room games' bots — predictions, buy-ins, powerups — and confirms what waits for the operator
 * after a short pause. Like the poker simulation it reads only the model and seeds every choice from
 * it, so it carries on after a restart.
 */
import { ALL_CARDS, type Card, cardIndex, seededRandom, shuffledDeck } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import type { AddOnActionData, PlayableAddOn, SetAddOnsData } from '@railbird/protocol';
import { SIMULATED_CUT_CARD_TAG } from '../addons/banked.js';
import { addOnConfirmation, bankedGame } from '../addons/model.js';
import { simulatedCardTag } from '../rfid/tags.js';
import { antennasOf } from '../table/antennas.js';
import type { TableInput } from '../table/inputs.js';
import type { TableModel } from '../table/model.js';

export interface AddOnStep {
  input: TableInput;
  delayMs: number;
}

/** A 32-bit FNV-1a hash, to seed choices from the model. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const action = (data: AddOnActionData, delayMs: number): AddOnStep => ({
  input: { kind: 'command', command: { event: 'addOnAction', data } } as TableInput,
  delayMs,
});

/** The settings simulated tables play their add-ons with: small prizes, things happening often. */
export const SIMULATED_ADD_ON_SETTINGS: SetAddOnsData['settings'] = {
  blackjack: { decks: 2, minBet: 10, maxBet: 200, penetration: 0.7 },
  uth: { minAnte: 5, maxAnte: 100 },
  nitGameAddOn: { amountPerPlayer: 10 },
  runnerUpAddOn: { prize: 20 },
  oneNDoneAddOn: { buyIn: 50 },
  powerupsAddOn: { everyNHands: 1, maxInventory: 2 },
  bingoAddOn: { prize: 100, size: 3 },
  fortuneTellerAddOn: { prize: 15 },
};

/** Switches the wanted add-ons on, with the simulated settings of each. */
export function setAddOnsStep(wanted: readonly PlayableAddOn[]): AddOnStep {
  const settings = Object.fromEntries(
    wanted
      .filter((a) => a in SIMULATED_ADD_ON_SETTINGS)
      .map((a) => [a, SIMULATED_ADD_ON_SETTINGS[a as keyof typeof SIMULATED_ADD_ON_SETTINGS]]),
  );
  return {
    input: {
      kind: 'command',
      command: { event: 'setAddOns', data: { addOns: [...wanted], settings } },
    } as TableInput,
    delayMs: 1500,
  };
}

/** Whether the table has every wanted add-on on. */
export function hasAddOns(model: TableModel, wanted: readonly PlayableAddOn[]): boolean {
  return wanted.every((a) => model.addOns?.list.includes(a));
}

const cardRead = (model: TableModel, card: Card): TableInput => ({
  kind: 'read',
  antennaId: antennasOf(model.settings).board ?? 0,
  tagId: simulatedCardTag(card),
});

/** The next step of the banked game a table deals instead of poker, or null when it cannot go on. */
export function bankedStep(model: TableModel): AddOnStep | null {
  const game = bankedGame(model.addOns);
  if (game === 'blackjack') return blackjackStep(model, model.addOns!.blackjack!);
  if (game === 'uth') return uthStep(model, model.addOns!.uth!);
  return null;
}

function blackjackStep(model: TableModel, state: blackjack.BlackjackState): AddOnStep | null {
  const seed = `${model.key}|bj|${state.round}|${state.shoe.dealt}|${state.roundState}|${state.hands.length}`;
  const random = seededRandom(hash(seed));
  // The shoe's next card: one of the cards not yet dealt since the shuffle (the simulated dealer's).
  const left: Card[] = [];
  for (const card of ALL_CARDS) {
    for (let k = state.shoe.seen[cardIndex(card)]!; k < state.rules.decks; k++) left.push(card);
  }
  const next = left[Math.floor(random() * left.length)];
  const shoe: Card[] = next ? [...Array<Card>(state.shoe.dealt).fill(next), next] : [];
  const a = blackjack.simulatedTableAction(state, shoe, random);
  if (!a) return null;
  if (a.type === 'dealCard') return { input: cardRead(model, a.card), delayMs: 900 };
  if (a.type === 'cutCard') {
    const board = antennasOf(model.settings).board ?? 0;
    return { input: { kind: 'read', antennaId: board, tagId: SIMULATED_CUT_CARD_TAG }, delayMs: 600 };
  }
  const delay = a.type === 'nextRound' ? 4000 : a.type === 'shuffle' ? 6000 : 1500;
  return action({ addOn: 'blackjack', action: a }, delay);
}

function uthStep(model: TableModel, state: uth.UthState): AddOnStep | null {
  const seed = `${model.key}|uth|${state.roundNumber}|${uth.cardsOut(state).size}|${state.roundState}`;
  const random = seededRandom(hash(seed));
  if (state.roundState === 'WAITING_FOR_BETS') {
    const ante = state.rules.minAnte;
    const trips = state.rules.maxTrips > 0 ? state.rules.minTrips : 0;
    const bettor = state.seats.find((s) => s.ante === 0 && s.stack >= 6 * ante + trips);
    // Every seat that can cover a round (ante, blind, trips and a 4× play) bets; then "no more bets".
    if (bettor)
      return action(
        { addOn: 'uth', action: { type: 'bet', seatIndex: bettor.seatIndex, ante, trips } },
        1200,
      );
    if (state.seats.some((s) => s.ante > 0))
      return action({ addOn: 'uth', action: { type: 'closeBets' } }, 1500);
    return null;
  }
  if (uth.nextCardFor(state)) {
    const deck = shuffledDeck(random, uth.cardsOut(state));
    return { input: cardRead(model, deck[0]!), delayMs: 800 };
  }
  if (state.roundState === 'SETTLING') return action({ addOn: 'uth', action: { type: 'nextRound' } }, 5000);
  for (const seat of uth.seatsInRound(state)) {
    const a = uth.uthBotAction(state, seat.seatIndex);
    if (a) return action({ addOn: 'uth', action: a }, 1500);
  }
  return null;
}

/**
 * Between poker hands: what the room games' bots and the operator do — confirm what waits, then one
 * move of a room game that has something to do (a prediction, a buy-in, a powerup played, a new bingo
 * game). Null when nothing is left to do before the next hand.
 */
export function roomStep(model: TableModel): AddOnStep | null {
  const a = model.addOns;
  if (!a) return null;
  const waiting = addOnConfirmation(a);
  if (waiting === 'NIT GAME CONFIRMATION')
    return action({ addOn: 'nitGameAddOn', action: { type: 'confirm' } }, 4000);
  if (waiting === 'POWERUP CONFIRMATION')
    return action({ addOn: 'powerupsAddOn', action: { type: 'confirm' } }, 3000);
  // The operator calls the nit game every eighth hand if it has not ended by itself (the last nit).
  if (a.nitGameAddOn && model.roundCount > 0 && model.roundCount % 8 === 0) {
    const nit = a.nitGameAddOn;
    if (nit.lastHandNumber === model.roundCount && room.nitGameOptions(nit).includes('call')) {
      return action({ addOn: 'nitGameAddOn', action: { type: 'call' } }, 2000);
    }
  }
  const seated = model.seats.filter((s) => !s.sittingOut && !s.isEliminated).map((s) => s.seatIndex);
  const random = seededRandom(hash(`${model.key}|room|${model.roundCount}`));
  if (a.fortuneTellerAddOn) {
    const ft = a.fortuneTellerAddOn;
    const seat = seated.find((s) => !ft.open.some((p) => p.seatIndex === s));
    if (seat !== undefined && ft.offered.length > 0) {
      const prophecy = ft.offered[Math.floor(random() * ft.offered.length)]!;
      return action(
        { addOn: 'fortuneTellerAddOn', action: { type: 'predict', seatIndex: seat, prophecy } },
        800,
      );
    }
  }
  if (a.oneNDoneAddOn && a.oneNDoneAddOn.phase === 'OPEN') {
    const od = a.oneNDoneAddOn;
    const seat = model.seats.find(
      (s) =>
        !s.isEliminated &&
        !od.players.some((p) => p.seatIndex === s.seatIndex || p.playerId === (s.uid ?? s.sessionId)),
    );
    if (seat && room.canBuyIn(od, seat.uid ?? seat.sessionId)) {
      return action({ addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: seat.seatIndex } }, 1000);
    }
  }
  if (a.oneNDoneAddOn?.phase === 'FINISHED')
    return action({ addOn: 'oneNDoneAddOn', action: { type: 'newGame' } }, 3000);
  if (a.bingoAddOn && a.bingoAddOn.phase !== 'PLAYING')
    return action({ addOn: 'bingoAddOn', action: { type: 'deal' } }, 2000);
  if (a.powerupsAddOn && !a.powerupsAddOn.pending) {
    const holder = a.powerupsAddOn.players.find((p) => p.armed === null && p.powerups.some((x) => !x.isUsed));
    const powerup = holder?.powerups.find((x) => !x.isUsed);
    if (holder && powerup && seated.includes(holder.seatIndex)) {
      return action(
        {
          addOn: 'powerupsAddOn',
          action: { type: 'play', seatIndex: holder.seatIndex, powerupId: powerup.id },
        },
        1500,
      );
    }
  }
  return null;
}

/**
 * A banked game that cannot go on (nobody covers the minimum): the broke player leaves the table (and
 * so the game: its seats follow the table's, addons/seats.ts), and the simulation seats a fresh bot.
 * Null when nothing can be done.
 */
export function bankedRefill(model: TableModel): AddOnStep | null {
  const a = model.addOns;
  const unseat = (seatIndex: number): AddOnStep => ({
    input: { kind: 'command', command: { event: 'unseatPlayer', data: { seatIndex } } } as TableInput,
    delayMs: 2000,
  });
  if (a?.blackjack && a.blackjack.roundState === 'WAITING_FOR_BETS') {
    const min = a.blackjack.rules.minBet;
    const broke = a.blackjack.seats.find((s) => s.stack < min && s.bet === 0);
    if (broke) return unseat(broke.seatIndex);
  }
  if (a?.uth && a.uth.roundState === 'WAITING_FOR_BETS') {
    const need = 6 * a.uth.rules.minAnte + a.uth.rules.minTrips;
    const broke = a.uth.seats.find((s) => s.stack < need && s.ante === 0);
    if (broke) return unseat(broke.seatIndex);
  }
  return null;
}

/** `--addons`: table k of the simulated tables plays add-on k, in turn. */
export function simulatedAddOns(
  tables: readonly { key: string }[],
  addOns: readonly PlayableAddOn[],
): Record<string, PlayableAddOn[]> {
  if (addOns.length === 0) return {};
  return Object.fromEntries(tables.map((t, k) => [t.key, [addOns[k % addOns.length]!]]));
}
