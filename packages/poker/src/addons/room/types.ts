/**
 * What every room game (nit game, runner-up, one-and-done, team games, powerups, bingo, fortune
 * teller) shares: the poker hand's facts they are fed after each hand (`HandOutcome`), the chip
 * transfers they settle with, and the result shape of their reducers. Rules: docs/rules/room-games.md.
 */
import { type Card, cardFromIndex, cardIndex, isCard } from '../../cards/cards.js';
import { describeHand } from '../../evaluate/describe.js';
import { evaluateHand } from '../../evaluate/evaluate-hand.js';
import type { HandType } from '../../evaluate/hand-type.js';
import type { Chips } from '../../game/types.js';

export type { Chips };
/** A table seat (0-based), as the table and the screens number them. */
export type SeatIndex = number;
/** Who chips move between: a seat, or the house (the cage, a promotion fund, the rake box). */
export type Party = SeatIndex | 'HOUSE';

/** One movement of whole chips. Every settlement of a room game is a list of these. */
export interface Transfer {
  readonly from: Party;
  readonly to: Party;
  readonly amount: Chips;
}

export interface AddOnError {
  readonly code: string;
  readonly message: string;
}

/** What every `apply<Game>` returns: the new state and its events, or a refusal that changes nothing. */
export type AddOnResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: AddOnError };

export function refuse(code: string, message: string): { ok: false; error: AddOnError } {
  return { ok: false, error: { code, message } };
}

/** One seat's part in a finished poker hand. */
export interface SeatOutcome {
  readonly seatIndex: SeatIndex;
  /** The seated player's account or session; null for an anonymous seat. */
  readonly playerId: string | null;
  readonly startingStack: Chips;
  readonly finishingStack: Chips;
  /** Chips collected from pots this hand (0 when the seat won nothing). */
  readonly won: Chips;
  /** Hole cards when they were shown (tabled at showdown), otherwise null. */
  readonly holeCards: readonly Card[] | null;
  /** The five cards that play, best first, when the hand was shown; filled by `handOutcome`. */
  readonly bestFive: readonly Card[] | null;
  /** Still in at showdown and tabled the hand. */
  readonly showedDown: boolean;
  /** Folded before the flop (or before the first draw / third street). */
  readonly foldedPreflop: boolean;
}

export interface PotOutcome {
  readonly amount: Chips;
  /** Seats that took a share of this pot. */
  readonly winners: readonly SeatIndex[];
}

/** The facts of one finished poker hand that the room games read. Build it with `handOutcome`. */
export interface HandOutcome {
  readonly handNumber: number;
  /** The button's seat: the odd chip of a split goes to the first winner left of it. */
  readonly buttonSeatIndex: SeatIndex;
  /** The community cards dealt, in order (flop, turn, river); empty in draw and stud games. */
  readonly board: readonly Card[];
  readonly seats: readonly SeatOutcome[];
  readonly pots: readonly PotOutcome[];
  /**
   * The shown hands ranked by the high hand (the first share of the pot): groups of seats that tie,
   * best group first. Only seats that showed down with a qualifying hand appear.
   */
  readonly showdownRanking: readonly (readonly SeatIndex[])[];
}

export interface HandOutcomeInput {
  readonly handNumber: number;
  readonly buttonSeatIndex: SeatIndex;
  readonly board: readonly Card[];
  readonly seats: readonly Omit<SeatOutcome, 'bestFive'>[];
  readonly pots: readonly PotOutcome[];
  /** How shown hands rank: the variation's first share (`high`, `omahaHigh`…). Default `high`. */
  readonly handType?: HandType;
}

/**
 * Builds the hand's facts: ranks the shown hands with the poker evaluator and names the five cards
 * that play for each, so every room game reads the same ranking.
 */
export function handOutcome(input: HandOutcomeInput): HandOutcome {
  const handType = input.handType ?? 'high';
  const board = input.board.map(cardIndex);
  const values = new Map<SeatIndex, number>();
  const seats = input.seats.map((seat): SeatOutcome => {
    if (!seat.showedDown || seat.holeCards === null) return { ...seat, bestFive: null };
    const hole = seat.holeCards.map(cardIndex);
    const value = evaluateHand(handType, hole, board);
    if (value > 0) values.set(seat.seatIndex, value);
    const described = value > 0 ? describeHand(handType, hole, board) : null;
    return { ...seat, bestFive: described ? described.cards.map(cardFromIndex) : null };
  });
  const distinct = [...new Set(values.values())].sort((a, b) => b - a);
  const showdownRanking = distinct.map((v) =>
    [...values.entries()].filter(([, value]) => value === v).map(([seatIndex]) => seatIndex),
  );
  return {
    handNumber: input.handNumber,
    buttonSeatIndex: input.buttonSeatIndex,
    board: [...input.board],
    seats,
    pots: input.pots,
    showdownRanking,
  };
}

/** Refuses a hand outcome no real hand can produce: repeated seats, fractional chips, strangers winning. */
export function verifyHandOutcome(outcome: HandOutcome): AddOnError | null {
  const seen = new Set<SeatIndex>();
  for (const seat of outcome.seats) {
    if (!isSeat(seat.seatIndex)) return bad(`seat ${seat.seatIndex} is not a seat index`);
    if (seen.has(seat.seatIndex))
      return bad(`seat ${seat.seatIndex + 1} appears twice in hand ${outcome.handNumber}`);
    seen.add(seat.seatIndex);
    for (const [name, value] of [
      ['startingStack', seat.startingStack],
      ['finishingStack', seat.finishingStack],
      ['won', seat.won],
    ] as const) {
      if (!isChips(value))
        return bad(`seat ${seat.seatIndex + 1}: ${name} ${value} is not a whole number of chips`);
    }
  }
  const cards = [...outcome.board, ...outcome.seats.flatMap((s) => s.holeCards ?? [])];
  const bogus = cards.find((c) => !isCard(c));
  if (bogus !== undefined) return bad(`"${bogus}" is not a card`);
  if (new Set(cards).size !== cards.length) return bad(`a card appears twice in hand ${outcome.handNumber}`);
  for (const pot of outcome.pots) {
    if (!isChips(pot.amount)) return bad(`a pot of ${pot.amount} is not a whole number of chips`);
    for (const w of pot.winners)
      if (!seen.has(w)) return bad(`seat ${w + 1} won a pot but was not in the hand`);
  }
  return null;
}

function bad(message: string): AddOnError {
  return { code: 'BAD_HAND_OUTCOME', message };
}

export function isChips(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

export function isSeat(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 100;
}

/** Seats that won any share of any pot this hand. */
export function potWinners(outcome: HandOutcome): Set<SeatIndex> {
  const winners = new Set<SeatIndex>();
  for (const pot of outcome.pots) for (const w of pot.winners) winners.add(w);
  for (const seat of outcome.seats) if (seat.won > 0) winners.add(seat.seatIndex);
  return winners;
}

/** Seats in table order starting with the first seat left of the button. */
export function leftOfButton(seats: readonly SeatIndex[], buttonSeatIndex: SeatIndex): SeatIndex[] {
  const key = (s: SeatIndex) => (s > buttonSeatIndex ? s - buttonSeatIndex : s - buttonSeatIndex + 1000);
  return [...seats].sort((a, b) => key(a) - key(b));
}

/**
 * Splits `amount` whole chips between `seats`: equal shares, and the chips that do not divide go to
 * the first of them left of the button, the poker package's odd-chip rule (game/pots.ts splitAmong).
 */
export function splitChips(
  amount: Chips,
  seats: readonly SeatIndex[],
  buttonSeatIndex: SeatIndex,
): { seatIndex: SeatIndex; amount: Chips }[] {
  if (seats.length === 0) return [];
  const ordered = leftOfButton(seats, buttonSeatIndex);
  const share = Math.floor(amount / ordered.length);
  const odd = amount - share * ordered.length;
  return ordered.map((seatIndex, k) => ({ seatIndex, amount: share + (k === 0 ? odd : 0) }));
}

/** Net chips per party after the transfers (positive = received). */
export function netOf(transfers: readonly Transfer[]): Map<Party, Chips> {
  const net = new Map<Party, Chips>();
  for (const t of transfers) {
    net.set(t.from, (net.get(t.from) ?? 0) - t.amount);
    net.set(t.to, (net.get(t.to) ?? 0) + t.amount);
  }
  return net;
}
