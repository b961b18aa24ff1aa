/**
 * Hand facts for the room games' tests: a terse builder for hand-written cases and a random hand
 * (seeded) for the property tests. Pure, like everything in this package.
 */
import type { Card } from '../../cards/cards.js';
import { type Random, shuffledDeck } from '../../cards/deck.js';
import {
  type Chips,
  type HandOutcome,
  handOutcome,
  type SeatIndex,
  type SeatOutcome,
  splitChips,
} from './types.js';

export interface SeatSpec {
  readonly playerId?: string | null;
  readonly won?: Chips;
  readonly holeCards?: readonly Card[];
  readonly showedDown?: boolean;
  readonly foldedPreflop?: boolean;
}

/** A seat going from `startingStack` to `finishingStack`; by default it won what it gained. */
export function seat(
  seatIndex: SeatIndex,
  startingStack: Chips,
  finishingStack: Chips,
  spec: SeatSpec = {},
): Omit<SeatOutcome, 'bestFive'> {
  return {
    seatIndex,
    playerId: spec.playerId === undefined ? `p${seatIndex}` : spec.playerId,
    startingStack,
    finishingStack,
    won: spec.won ?? Math.max(0, finishingStack - startingStack),
    holeCards: spec.holeCards ?? null,
    showedDown: spec.showedDown ?? spec.holeCards !== undefined,
    foldedPreflop: spec.foldedPreflop ?? false,
  };
}

/** A hand whose one pot went to every seat that won something. */
export function hand(
  handNumber: number,
  seats: readonly Omit<SeatOutcome, 'bestFive'>[],
  options: { board?: readonly Card[]; button?: SeatIndex } = {},
): HandOutcome {
  const winners = seats.filter((s) => s.won > 0);
  return handOutcome({
    handNumber,
    buttonSeatIndex: options.button ?? 0,
    board: options.board ?? [],
    seats,
    pots:
      winners.length > 0
        ? [{ amount: winners.reduce((sum, s) => sum + s.won, 0), winners: winners.map((s) => s.seatIndex) }]
        : [],
  });
}

export interface RandomPlayer {
  readonly seatIndex: SeatIndex;
  readonly playerId: string;
  readonly stack: Chips;
}

/**
 * A plausible random hold'em hand between these players: each puts some of their stack in one pot,
 * the board stops on a random street, and the pot goes to the best shown hand (split on a tie, odd
 * chip left of the button) or to one player when fewer than two show. Chips stay between the seats.
 */
export function randomHand(
  random: Random,
  handNumber: number,
  players: readonly RandomPlayer[],
  buttonSeatIndex: SeatIndex,
): HandOutcome {
  const deck = shuffledDeck(random);
  const holes = players.map(() => [deck.pop()!, deck.pop()!]);
  const board = deck.slice(0, [0, 3, 4, 5][Math.floor(random() * 4)]!);
  const put = players.map((p) => Math.floor(random() * (p.stack + 1)));
  const pot = put.reduce((a, b) => a + b, 0);
  const shows = players.map(() => board.length === 5 && random() < 0.7);
  const shown = shows.filter(Boolean).length >= 2;
  const base = players.map((p, k) => ({
    seatIndex: p.seatIndex,
    playerId: p.playerId,
    startingStack: p.stack,
    finishingStack: p.stack,
    won: 0,
    holeCards: shown && shows[k] ? holes[k]! : null,
    showedDown: shown && shows[k]!,
    foldedPreflop: false,
  }));
  const ranking = handOutcome({ handNumber, buttonSeatIndex, board, seats: base, pots: [] }).showdownRanking;
  const winners = shown ? [...ranking[0]!] : [players[Math.floor(random() * players.length)]!.seatIndex];
  const shares = new Map(splitChips(pot, winners, buttonSeatIndex).map((s) => [s.seatIndex, s.amount]));
  return handOutcome({
    handNumber,
    buttonSeatIndex,
    board,
    seats: base.map((s, k) => {
      const won = shares.get(s.seatIndex) ?? 0;
      return { ...s, won, finishingStack: s.startingStack - put[k]! + won };
    }),
    pots: pot > 0 ? [{ amount: pot, winners }] : [],
  });
}
