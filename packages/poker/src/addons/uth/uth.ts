/**
 * Ultimate Texas Hold'em as a reducer (issue 19), the same shape as the poker game's `apply`:
 * `applyUth(state, action)` returns the next state and its events, or a refusal that says why and
 * changes nothing. Check, ask, do (STYLE.md habit 1): `verifyUth` says why an action is refused,
 * `canApplyUth` asks, `applyUth` does; `uthOptions` lists what each seat may do now (buttons, bots).
 *
 * Round states (protocol `casinoRoundStateSchema`) and what moves them:
 *
 * | state            | waits for                                           | then                       |
 * |------------------|-----------------------------------------------------|----------------------------|
 * | WAITING_FOR_BETS | `bet` per seat, `closeBets` (at least one ante)     | DEALING                    |
 * | DEALING          | two hole cards per betting seat, round-robin        | PLAYER_ACTION (preflop)    |
 * | PLAYER_ACTION    | preflop 4×/3×/check; flop (3 cards); 2×/check; turn and river (2 cards); 1×/fold | DEALER_ACTION, or SETTLING when every seat folded |
 * | DEALER_ACTION    | the dealer's two cards, turned over on the antenna  | SETTLING (settled at once) |
 * | SETTLING         | `nextRound` (cards collected)                       | WAITING_FOR_BETS           |
 *
 * Seats (UTH-19): `sit` at any time (the player bets from the next round), `leave` and `topUp` only
 * with nothing riding — no bet this round, or the round settled.
 *
 * The dealer's cards are read when they are turned over (DEALER_ACTION), not when they are dealt
 * face down: the engine then never holds them while players decide (rules page, "Dealing").
 */

import { type Card, isCard } from '../../cards/cards.js';
import { checkUthRules, type UthRules, uthHandClass } from './rules.js';
import { dealerQualifies, settleUthHand, uthHandValue } from './settle.js';
import type {
  UthAction,
  UthCardTarget,
  UthError,
  UthErrorCode,
  UthEvent,
  UthResult,
  UthRoundState,
  UthSeat,
  UthSeatSetup,
  UthState,
  UthStreet,
} from './types.js';

/** Board cards that must be out before the players decide on each street. */
const BOARD_FOR: Readonly<Record<UthStreet, number>> = { preflop: 0, flop: 3, river: 5 };
const NEXT_STREET: Readonly<Record<UthStreet, UthStreet | null>> = {
  preflop: 'flop',
  flop: 'river',
  river: null,
};

function refuse(code: UthErrorCode, rule: string, message: string): UthError {
  return { code, rule, message };
}

/** A new table, waiting for the first round's bets. Throws on unusable rules or seats (configuration). */
export function newUthTable(rules: UthRules, seats: readonly UthSeatSetup[]): UthState {
  const bad = checkUthRules(rules);
  if (bad) throw new RangeError(bad);
  const indexes = new Set<number>();
  for (const s of seats) {
    if (!Number.isInteger(s.seatIndex) || s.seatIndex < 0 || indexes.has(s.seatIndex)) {
      throw new RangeError(`seat ${s.seatIndex} is not a valid, distinct seat index`);
    }
    if (!Number.isInteger(s.stack) || s.stack < 0)
      throw new RangeError(`seat ${s.seatIndex + 1} needs a whole, non-negative stack`);
    indexes.add(s.seatIndex);
  }
  return {
    rules,
    roundState: 'WAITING_FOR_BETS',
    roundNumber: 1,
    street: null,
    seats: [...seats].sort((a, b) => a.seatIndex - b.seatIndex).map((s) => emptySeat(s.seatIndex, s.stack)),
    board: [],
    dealerCards: [],
    houseResult: null,
  };
}

function emptySeat(seatIndex: number, stack: number): UthSeat {
  return {
    seatIndex,
    stack,
    ante: 0,
    blind: 0,
    trips: 0,
    play: 0,
    playStreet: null,
    cards: [],
    hasFolded: false,
    decidedStreet: null,
    settlement: null,
  };
}

/** Seats with an ante this round. */
export function seatsInRound(state: UthState): UthSeat[] {
  return state.seats.filter((s) => s.ante > 0);
}

/** Whose card the antennas read next, or null when no card is expected now. */
export function nextCardFor(state: UthState): UthCardTarget | null {
  switch (state.roundState) {
    case 'DEALING': {
      // Round-robin like a dealer pitching: every betting seat's first card, then every second card.
      const inRound = seatsInRound(state);
      for (const round of [0, 1]) {
        const seat = inRound.find((s) => s.cards.length === round);
        if (seat) return { to: 'seat', seatIndex: seat.seatIndex };
      }
      return null;
    }
    case 'PLAYER_ACTION':
      return state.street && state.board.length < BOARD_FOR[state.street]
        ? { to: 'board', index: state.board.length }
        : null;
    case 'DEALER_ACTION':
      return state.dealerCards.length < 2 ? { to: 'dealer', index: state.dealerCards.length } : null;
    default:
      return null;
  }
}

/**
 * Chips a seat has riding on this round: its bets (ante, blind, trips, play) from the moment they are
 * placed until the round is settled; 0 with no bet, or in SETTLING (UTH-19).
 */
export function chipsRiding(state: UthState, seatIndex: number): number {
  const seat = seatOf(state, seatIndex);
  if (!seat || state.roundState === 'SETTLING') return 0;
  return seat.ante + seat.blind + seat.trips + seat.play;
}

function checkNothingRiding(state: UthState, seatIndex: number, doing: string): UthError | null {
  const riding = chipsRiding(state, seatIndex);
  if (riding === 0) return null;
  const how =
    state.roundState === 'WAITING_FOR_BETS'
      ? 'take the bet back (an ante of 0) first'
      : 'wait until the round is settled';
  return refuse(
    'BET_RIDING',
    'UTH-19',
    `seat ${seatIndex + 1} has ${riding} chips riding on this round (${state.roundState}): to ${doing}, ${how}`,
  );
}

/** Every card already out this round (hole cards, board, dealer). */
export function cardsOut(state: UthState): Set<Card> {
  return new Set<Card>([...state.seats.flatMap((s) => s.cards), ...state.board, ...state.dealerCards]);
}

function seatOf(state: UthState, seatIndex: number): UthSeat | undefined {
  return state.seats.find((s) => s.seatIndex === seatIndex);
}

function describeTarget(t: UthCardTarget): string {
  if (t.to === 'seat') return `seat ${t.seatIndex + 1}'s hole card`;
  if (t.to === 'board') return t.index < 3 ? 'the flop' : t.index === 3 ? 'the turn' : 'the river';
  return "the dealer's cards";
}

/** Seats that still owe a decision on the current street (no play bet, not folded, not yet decided). */
function pendingSeats(state: UthState): UthSeat[] {
  const street = state.street;
  if (state.roundState !== 'PLAYER_ACTION' || !street || state.board.length < BOARD_FOR[street]) return [];
  return seatsInRound(state).filter((s) => !s.hasFolded && s.play === 0 && s.decidedStreet !== street);
}

/** Play multiples the rules allow on a street. */
export function multiplesOn(rules: UthRules, street: UthStreet): readonly number[] {
  if (street === 'preflop') return rules.preflopMultiples;
  return [street === 'flop' ? rules.flopMultiple : rules.riverMultiple];
}

/** Why `action` is refused now, or null when it is legal (habit 1's "check" face). */
export function verifyUth(state: UthState, action: UthAction): UthError | null {
  const rs = state.roundState;
  switch (action.type) {
    case 'bet': {
      if (rs !== 'WAITING_FOR_BETS') {
        return refuse(
          'WRONG_STATE',
          'UTH-1',
          `bets are closed (the round is in ${rs}); wait for the next round`,
        );
      }
      const seat = seatOf(state, action.seatIndex);
      if (!seat)
        return refuse('NO_SUCH_SEAT', 'UTH-2', `there is no seat ${action.seatIndex + 1} at this table`);
      const { rules } = state;
      const trips = action.trips ?? 0;
      if (!Number.isInteger(action.ante) || !Number.isInteger(trips) || action.ante < 0 || trips < 0) {
        return refuse('BET_OUT_OF_LIMITS', 'UTH-1', 'bets are whole, non-negative numbers of chips');
      }
      if (action.ante === 0 && trips > 0) {
        return refuse('BET_OUT_OF_LIMITS', 'UTH-1', 'a trips bet needs an ante and blind in the same round');
      }
      if (action.ante !== 0 && (action.ante < rules.minAnte || action.ante > rules.maxAnte)) {
        return refuse(
          'BET_OUT_OF_LIMITS',
          'UTH-1',
          `the ante must be between ${rules.minAnte} and ${rules.maxAnte} chips (the blind matches it); ${action.ante} is not`,
        );
      }
      if (trips > 0 && rules.maxTrips === 0)
        return refuse('BET_OUT_OF_LIMITS', 'UTH-1', 'this table takes no trips bets');
      if (trips > 0 && (trips < rules.minTrips || trips > rules.maxTrips)) {
        return refuse(
          'BET_OUT_OF_LIMITS',
          'UTH-1',
          `the trips bet must be between ${rules.minTrips} and ${rules.maxTrips} chips; ${trips} is not`,
        );
      }
      const available = seat.stack + seat.ante + seat.blind + seat.trips;
      const needed = 2 * action.ante + trips;
      if (needed > available) {
        return refuse(
          'INSUFFICIENT_STACK',
          'UTH-2',
          `seat ${seat.seatIndex + 1} has ${available} chips; ante ${action.ante} + blind ${action.ante} + trips ${trips} needs ${needed}`,
        );
      }
      return null;
    }
    case 'closeBets':
      if (rs !== 'WAITING_FOR_BETS') return refuse('WRONG_STATE', 'UTH-1', `bets are already closed (${rs})`);
      if (seatsInRound(state).length === 0)
        return refuse('NO_BETS', 'UTH-1', 'nobody has bet: place an ante first');
      return null;
    case 'dealCard': {
      if (!isCard(action.card)) {
        return refuse(
          'MALFORMED_CARD',
          'UTH-3',
          `"${String(action.card)}" is not a card (expected e.g. SA, HT)`,
        );
      }
      const target = nextCardFor(state);
      if (!target) {
        const waiting = pendingSeats(state).map((s) => s.seatIndex);
        const why =
          waiting.length > 0
            ? `seats ${waiting.map((s) => s + 1).join(', ')} have not decided yet`
            : `the round is in ${rs}`;
        return refuse(
          'NO_CARD_EXPECTED',
          'UTH-3',
          `no card is expected now (${why}); ${action.card} was not placed`,
        );
      }
      if (cardsOut(state).has(action.card)) {
        return refuse(
          'CARD_ALREADY_OUT',
          'UTH-3',
          `${action.card} is already out this round; re-read the card meant for ${describeTarget(target)}`,
        );
      }
      return null;
    }
    case 'play':
    case 'check':
    case 'fold': {
      if (rs !== 'PLAYER_ACTION' || !state.street) {
        return refuse('WRONG_STATE', 'UTH-4', `players decide only in PLAYER_ACTION; the round is in ${rs}`);
      }
      const seat = seatOf(state, action.seatIndex);
      if (!seat)
        return refuse('NO_SUCH_SEAT', 'UTH-2', `there is no seat ${action.seatIndex + 1} at this table`);
      if (seat.ante === 0)
        return refuse('NOT_IN_ROUND', 'UTH-4', `seat ${seat.seatIndex + 1} has no bet in this round`);
      if (seat.hasFolded) return refuse('ALREADY_DECIDED', 'UTH-4', `seat ${seat.seatIndex + 1} has folded`);
      if (seat.play > 0) {
        return refuse(
          'ALREADY_DECIDED',
          'UTH-4',
          `seat ${seat.seatIndex + 1} already made its play bet (${seat.play} on the ${seat.playStreet}); one play bet per hand`,
        );
      }
      const street = state.street;
      const need = BOARD_FOR[street] - state.board.length;
      if (need > 0) {
        return refuse(
          'WRONG_STATE',
          'UTH-4',
          `deal the ${street === 'flop' ? 'flop' : 'turn and river'} first (${need} card(s) to come)`,
        );
      }
      if (seat.decidedStreet === street) {
        return refuse(
          'ALREADY_DECIDED',
          'UTH-4',
          `seat ${seat.seatIndex + 1} already checked on the ${street}`,
        );
      }
      if (action.type === 'check' && street === 'river') {
        return refuse(
          'CHECK_NOT_ALLOWED',
          'UTH-7',
          `on the river seat ${seat.seatIndex + 1} must bet ${state.rules.riverMultiple}× or fold`,
        );
      }
      if (action.type === 'fold' && street !== 'river') {
        return refuse(
          'FOLD_NOT_ALLOWED',
          'UTH-7',
          `a player folds only on the river; on the ${street} check instead`,
        );
      }
      if (action.type === 'play') {
        const allowed = multiplesOn(state.rules, street);
        if (!allowed.includes(action.multiple)) {
          return refuse(
            'MULTIPLE_NOT_ALLOWED',
            street === 'preflop' ? 'UTH-5' : street === 'flop' ? 'UTH-6' : 'UTH-7',
            `on the ${street} the play bet is ${allowed.map((m) => `${m}×`).join(' or ')} the ante, not ${action.multiple}×`,
          );
        }
        const amount = action.multiple * seat.ante;
        if (amount > seat.stack) {
          return refuse(
            'INSUFFICIENT_STACK',
            'UTH-2',
            `a ${action.multiple}× play bet is ${amount} chips; seat ${seat.seatIndex + 1} has ${seat.stack}`,
          );
        }
      }
      return null;
    }
    case 'nextRound':
      if (rs !== 'SETTLING') return refuse('WRONG_STATE', 'UTH-1', `the round is not settled yet (${rs})`);
      return null;
    case 'sit':
      if (!Number.isInteger(action.seatIndex) || action.seatIndex < 0)
        return refuse('NO_SUCH_SEAT', 'UTH-19', `${action.seatIndex} is not a seat number`);
      if (seatOf(state, action.seatIndex))
        return refuse('SEAT_TAKEN', 'UTH-19', `seat ${action.seatIndex + 1} is already taken`);
      if (!Number.isInteger(action.stack) || action.stack < 0)
        return refuse('BAD_AMOUNT', 'UTH-19', `a stack is a whole number of chips, not ${action.stack}`);
      return null;
    case 'leave':
    case 'topUp': {
      if (!seatOf(state, action.seatIndex))
        return refuse('NO_SUCH_SEAT', 'UTH-19', `there is no seat ${action.seatIndex + 1} at this table`);
      const riding = checkNothingRiding(
        state,
        action.seatIndex,
        action.type === 'leave' ? 'leave' : 'add chips',
      );
      if (riding) return riding;
      if (action.type === 'topUp' && (!Number.isInteger(action.amount) || action.amount <= 0))
        return refuse(
          'BAD_AMOUNT',
          'UTH-19',
          `chips are added in a whole, positive number, not ${action.amount}`,
        );
      return null;
    }
  }
}

/** Whether `action` would be accepted now (habit 1's "ask" face). */
export function canApplyUth(state: UthState, action: UthAction): boolean {
  return verifyUth(state, action) === null;
}

/** Applies `action` (habit 1's "do" face); a refusal changes nothing. */
export function applyUth(state: UthState, action: UthAction): UthResult {
  const error = verifyUth(state, action);
  if (error) return { ok: false, error };
  const events: UthEvent[] = [];
  let next = perform(state, action, events);
  next = advance(next, events);
  return { ok: true, state: next, events };
}

function withSeat(state: UthState, seatIndex: number, change: (s: UthSeat) => UthSeat): UthState {
  return { ...state, seats: state.seats.map((s) => (s.seatIndex === seatIndex ? change(s) : s)) };
}

function moveTo(state: UthState, to: UthRoundState, events: UthEvent[]): UthState {
  events.push({ type: 'roundStateChanged', from: state.roundState, to });
  return { ...state, roundState: to };
}

function perform(state: UthState, action: UthAction, events: UthEvent[]): UthState {
  switch (action.type) {
    case 'bet': {
      const trips = action.trips ?? 0;
      events.push({
        type: 'betPlaced',
        seatIndex: action.seatIndex,
        ante: action.ante,
        blind: action.ante,
        trips,
      });
      return withSeat(state, action.seatIndex, (s) => ({
        ...s,
        stack: s.stack + s.ante + s.blind + s.trips - 2 * action.ante - trips,
        ante: action.ante,
        blind: action.ante,
        trips,
      }));
    }
    case 'closeBets': {
      events.push({ type: 'betsClosed', seatIndexes: seatsInRound(state).map((s) => s.seatIndex) });
      return moveTo(state, 'DEALING', events);
    }
    case 'dealCard': {
      const target = nextCardFor(state)!;
      events.push({ type: 'cardDealt', card: action.card, target });
      if (target.to === 'seat')
        return withSeat(state, target.seatIndex, (s) => ({ ...s, cards: [...s.cards, action.card] }));
      if (target.to === 'board') return { ...state, board: [...state.board, action.card] };
      return { ...state, dealerCards: [...state.dealerCards, action.card] };
    }
    case 'play': {
      const street = state.street!;
      const seat = seatOf(state, action.seatIndex)!;
      const amount = action.multiple * seat.ante;
      events.push({ type: 'playBet', seatIndex: seat.seatIndex, street, multiple: action.multiple, amount });
      return withSeat(state, seat.seatIndex, (s) => ({
        ...s,
        stack: s.stack - amount,
        play: amount,
        playStreet: street,
        decidedStreet: street,
      }));
    }
    case 'check': {
      const street = state.street!;
      events.push({ type: 'checked', seatIndex: action.seatIndex, street });
      return withSeat(state, action.seatIndex, (s) => ({ ...s, decidedStreet: street }));
    }
    case 'fold': {
      events.push({ type: 'folded', seatIndex: action.seatIndex });
      return withSeat(state, action.seatIndex, (s) => ({ ...s, hasFolded: true, decidedStreet: 'river' }));
    }
    case 'nextRound': {
      const roundNumber = state.roundNumber + 1;
      events.push({ type: 'roundReset', roundNumber });
      const reset: UthState = {
        ...state,
        roundNumber,
        street: null,
        board: [],
        dealerCards: [],
        houseResult: null,
        seats: state.seats.map((s) => emptySeat(s.seatIndex, s.stack)),
      };
      return moveTo(reset, 'WAITING_FOR_BETS', events);
    }
    case 'sit': {
      events.push({ type: 'seated', seatIndex: action.seatIndex, stack: action.stack });
      const seats = [...state.seats, emptySeat(action.seatIndex, action.stack)];
      return { ...state, seats: seats.sort((a, b) => a.seatIndex - b.seatIndex) };
    }
    case 'leave': {
      const seat = seatOf(state, action.seatIndex)!;
      events.push({ type: 'left', seatIndex: seat.seatIndex, stack: seat.stack });
      return { ...state, seats: state.seats.filter((s) => s !== seat) };
    }
    case 'topUp': {
      const stack = seatOf(state, action.seatIndex)!.stack + action.amount;
      events.push({ type: 'toppedUp', seatIndex: action.seatIndex, amount: action.amount, stack });
      return withSeat(state, action.seatIndex, (s) => ({ ...s, stack }));
    }
  }
}

/** Moves the round on as far as the cards and decisions in hand allow. */
function advance(state: UthState, events: UthEvent[]): UthState {
  let s = state;
  for (;;) {
    if (s.roundState === 'DEALING' && nextCardFor(s) === null) {
      s = moveTo(s, 'PLAYER_ACTION', events);
      s = { ...s, street: 'preflop' };
      events.push({ type: 'streetStarted', street: 'preflop' });
      continue;
    }
    if (s.roundState === 'PLAYER_ACTION' && s.street) {
      if (nextCardFor(s) !== null || pendingSeats(s).length > 0) return s;
      const next = NEXT_STREET[s.street];
      if (next) {
        s = { ...s, street: next };
        events.push({ type: 'streetStarted', street: next });
        continue;
      }
      s = { ...s, street: null };
      const live = seatsInRound(s).some((seat) => !seat.hasFolded);
      if (live) {
        s = moveTo(s, 'DEALER_ACTION', events);
        continue;
      }
      return settle(s, events);
    }
    if (s.roundState === 'DEALER_ACTION' && s.dealerCards.length === 2) return settle(s, events);
    return s;
  }
}

/** Settles every seat in the round, credits the stacks and enters SETTLING. */
function settle(state: UthState, events: UthEvent[]): UthState {
  const dealerValue = state.dealerCards.length === 2 ? uthHandValue(state.dealerCards, state.board) : 0;
  if (dealerValue > 0) {
    events.push({
      type: 'dealerRevealed',
      cards: state.dealerCards,
      handClass: uthHandClass(dealerValue),
      qualifies: dealerQualifies(dealerValue),
    });
  }
  let houseResult = 0;
  const seats = state.seats.map((seat) => {
    if (seat.ante === 0) return seat;
    const settlement = settleUthHand(
      {
        seatIndex: seat.seatIndex,
        ante: seat.ante,
        blind: seat.blind,
        trips: seat.trips,
        play: seat.play,
        hasFolded: seat.hasFolded,
        playerValue: uthHandValue(seat.cards, state.board),
        dealerValue,
      },
      state.rules,
    );
    houseResult -= settlement.net;
    events.push({ type: 'seatSettled', settlement });
    return { ...seat, stack: seat.stack + settlement.returned, settlement };
  });
  houseResult = houseResult === 0 ? 0 : houseResult;
  events.push({ type: 'roundSettled', roundNumber: state.roundNumber, houseResult });
  return moveTo({ ...state, seats, houseResult }, 'SETTLING', events);
}

/** What one seat may do now. */
export interface UthSeatOptions {
  readonly seatIndex: number;
  /** WAITING_FOR_BETS: the limits a bet must respect (null when bets are closed). */
  readonly bet: {
    readonly minAnte: number;
    readonly maxAnte: number;
    readonly minTrips: number;
    readonly maxTrips: number;
  } | null;
  /** Play bets open to the seat now, with their amounts. */
  readonly plays: readonly { readonly multiple: number; readonly amount: number }[];
  readonly canCheck: boolean;
  readonly canFold: boolean;
}

export interface UthOptions {
  readonly roundState: UthRoundState;
  readonly street: UthStreet | null;
  /** The card the antennas should read next (null = none expected). */
  readonly nextCard: UthCardTarget | null;
  readonly canCloseBets: boolean;
  readonly canStartNextRound: boolean;
  /** Seats that owe a decision now (PLAYER_ACTION), in seat order. */
  readonly waitingOn: readonly number[];
  readonly seats: readonly UthSeatOptions[];
}

/** Who may do what now, for the dealer screen's buttons and for bots (habit 1's "ask", in bulk). */
export function uthOptions(state: UthState): UthOptions {
  const waiting = new Set(pendingSeats(state).map((s) => s.seatIndex));
  const { rules } = state;
  return {
    roundState: state.roundState,
    street: state.street,
    nextCard: nextCardFor(state),
    canCloseBets: canApplyUth(state, { type: 'closeBets' }),
    canStartNextRound: state.roundState === 'SETTLING',
    waitingOn: [...waiting],
    seats: state.seats.map((seat) => {
      const deciding = waiting.has(seat.seatIndex) && state.street !== null;
      const street = state.street;
      return {
        seatIndex: seat.seatIndex,
        bet:
          state.roundState === 'WAITING_FOR_BETS'
            ? {
                minAnte: rules.minAnte,
                maxAnte: rules.maxAnte,
                minTrips: rules.minTrips,
                maxTrips: rules.maxTrips,
              }
            : null,
        plays:
          deciding && street
            ? multiplesOn(rules, street)
                .map((multiple) => ({ multiple, amount: multiple * seat.ante }))
                .filter((p) => p.amount <= seat.stack)
            : [],
        canCheck: deciding && street !== 'river',
        canFold: deciding && street === 'river',
      };
    }),
  };
}
