/**
 * Bingo (docs/rules/room-games.md § Bingo): each player holds a grid of distinct cards; a square is
 * marked when its card is dealt to the board of any hand of the game; a complete line (or the full
 * card, by setting) wins the prize from the house, split between players who complete on the same hand.
 */
import type { Card } from '../../cards/cards.js';
import { type Random, shuffledDeck } from '../../cards/deck.js';
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isChips,
  isSeat,
  refuse,
  type SeatIndex,
  splitChips,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

export interface BingoSettings {
  readonly prize: Chips;
  /** Squares per side: 3 (9 cards), 4 or 5. */
  readonly size: 3 | 4 | 5;
  /** A row, column or diagonal, or every square. */
  readonly win: 'LINE' | 'FULL';
}

export interface BingoSquare {
  readonly card: Card;
  readonly isMarked: boolean;
}

export interface BingoPlayer {
  readonly seatIndex: SeatIndex;
  readonly playerId: string | null;
  /** Row by row, `size × size`. */
  readonly squares: readonly BingoSquare[];
  readonly hasBingo: boolean;
}

export interface BingoState {
  readonly settings: BingoSettings;
  readonly players: readonly BingoPlayer[];
  /** 'IDLE' before the first deal, 'WON' once a bingo has been paid (until the next deal). */
  readonly phase: 'IDLE' | 'PLAYING' | 'WON';
  /** Board cards dealt in this game, in order. */
  readonly called: readonly Card[];
  readonly game: number;
  readonly lastHandNumber: number | null;
}

export type BingoInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  /** New cards for these seats: a new game. */
  | {
      readonly type: 'deal';
      readonly seats: readonly { readonly seatIndex: SeatIndex; readonly playerId: string | null }[];
      readonly random: Random;
    }
  | {
      readonly type: 'join';
      readonly seatIndex: SeatIndex;
      readonly playerId: string | null;
      readonly random: Random;
    }
  | { readonly type: 'leave'; readonly seatIndex: SeatIndex };

export type BingoAction = Exclude<BingoInput['type'], 'hand'>;

export type BingoEvent =
  | { readonly type: 'bingoDealt'; readonly game: number; readonly seatIndexes: readonly SeatIndex[] }
  | { readonly type: 'bingoJoined'; readonly seatIndex: SeatIndex }
  | { readonly type: 'bingoLeft'; readonly seatIndex: SeatIndex }
  | {
      readonly type: 'squaresMarked';
      readonly handNumber: number;
      readonly seatIndex: SeatIndex;
      readonly cards: readonly Card[];
    }
  | {
      readonly type: 'bingoWon';
      readonly game: number;
      readonly handNumber: number;
      readonly seatIndexes: readonly SeatIndex[];
      readonly transfers: readonly Transfer[];
    };

export function newBingo(settings: BingoSettings): BingoState {
  return { settings, players: [], phase: 'IDLE', called: [], game: 0, lastHandNumber: null };
}

export function bingoOptions(state: BingoState): BingoAction[] {
  if (state.phase !== 'PLAYING') return ['deal'];
  return state.players.length > 0 ? ['deal', 'join', 'leave'] : ['deal', 'join'];
}

/** A fresh card: `size²` distinct cards from a shuffled deck. */
export function dealBingoCard(size: number, random: Random): Card[] {
  return shuffledDeck(random).slice(0, size * size);
}

/** [BINGO-3] the lines of a grid: every row, every column and both diagonals, as square indices. */
export function bingoLines(size: number): number[][] {
  const range = Array.from({ length: size }, (_, i) => i);
  return [
    ...range.map((r) => range.map((c) => r * size + c)),
    ...range.map((c) => range.map((r) => r * size + c)),
    range.map((i) => i * size + i),
    range.map((i) => i * size + (size - 1 - i)),
  ];
}

export function hasBingo(squares: readonly BingoSquare[], settings: BingoSettings): boolean {
  if (settings.win === 'FULL') return squares.every((s) => s.isMarked);
  return bingoLines(settings.size).some((line) => line.every((i) => squares[i]!.isMarked));
}

function cardFor(
  state: BingoState,
  seatIndex: SeatIndex,
  playerId: string | null,
  random: Random,
): BingoPlayer {
  const called = new Set(state.called);
  // [BINGO-5] a card dealt mid-game is marked with every card already called this game.
  const squares = dealBingoCard(state.settings.size, random).map((card) => ({
    card,
    isMarked: called.has(card),
  }));
  return { seatIndex, playerId, squares, hasBingo: false };
}

export function applyBingo(state: BingoState, input: BingoInput): AddOnResult<BingoState, BingoEvent> {
  switch (input.type) {
    case 'deal': {
      const seatIndexes = input.seats.map((s) => s.seatIndex);
      if (seatIndexes.some((s) => !isSeat(s))) return refuse('BAD_SEAT', 'every seat must be a seat index');
      if (new Set(seatIndexes).size !== seatIndexes.length)
        return refuse('BAD_SEAT', 'a seat is listed twice');
      if (!isChips(state.settings.prize))
        return refuse('BAD_AMOUNT', `a prize of ${state.settings.prize} is not whole chips`);
      const fresh: BingoState = { ...state, players: [], called: [], phase: 'PLAYING', game: state.game + 1 };
      const players = input.seats
        .map((s) => cardFor(fresh, s.seatIndex, s.playerId, input.random))
        .sort((a, b) => a.seatIndex - b.seatIndex);
      return {
        ok: true,
        state: { ...fresh, players },
        events: [{ type: 'bingoDealt', game: fresh.game, seatIndexes: players.map((p) => p.seatIndex) }],
      };
    }
    case 'join': {
      if (state.phase !== 'PLAYING') return refuse('NO_GAME', 'no bingo game is running: deal one first');
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (state.players.some((p) => p.seatIndex === input.seatIndex))
        return refuse('SEAT_TAKEN', `seat ${input.seatIndex + 1} already has a bingo card`);
      const player = cardFor(state, input.seatIndex, input.playerId, input.random);
      const players = [...state.players, player].sort((a, b) => a.seatIndex - b.seatIndex);
      return {
        ok: true,
        state: { ...state, players },
        events: [{ type: 'bingoJoined', seatIndex: input.seatIndex }],
      };
    }
    case 'leave': {
      if (!state.players.some((p) => p.seatIndex === input.seatIndex))
        return refuse('NOT_PLAYING', `seat ${input.seatIndex + 1} has no bingo card`);
      return {
        ok: true,
        state: { ...state, players: state.players.filter((p) => p.seatIndex !== input.seatIndex) },
        events: [{ type: 'bingoLeft', seatIndex: input.seatIndex }],
      };
    }
    case 'hand':
      return applyHand(state, input.outcome);
  }
}

function applyHand(state: BingoState, outcome: HandOutcome): AddOnResult<BingoState, BingoEvent> {
  const bad = verifyHandOutcome(outcome);
  if (bad) return { ok: false, error: bad };
  if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
    return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already called for bingo`);
  // [BINGO-6] between games (before the first deal, after a bingo) hands call nothing.
  if (state.phase !== 'PLAYING')
    return { ok: true, state: { ...state, lastHandNumber: outcome.handNumber }, events: [] };
  // [BINGO-2] only board cards are called: hole cards, shown or not, mark nothing.
  const board = new Set(outcome.board);
  const events: BingoEvent[] = [];
  const players = state.players.map((p) => {
    const marked = p.squares.filter((s) => !s.isMarked && board.has(s.card)).map((s) => s.card);
    if (marked.length === 0) return p;
    events.push({
      type: 'squaresMarked',
      handNumber: outcome.handNumber,
      seatIndex: p.seatIndex,
      cards: marked,
    });
    const squares = p.squares.map((s) => (board.has(s.card) ? { ...s, isMarked: true } : s));
    return { ...p, squares, hasBingo: hasBingo(squares, state.settings) };
  });
  const called = [...state.called, ...outcome.board.filter((c) => !state.called.includes(c))];
  const next: BingoState = { ...state, players, called, lastHandNumber: outcome.handNumber };
  const winners = players.filter((p) => p.hasBingo).map((p) => p.seatIndex);
  if (winners.length === 0) return { ok: true, state: next, events };
  // [BINGO-4] bingos completed on the same hand split the prize, odd chip left of the button.
  const transfers: Transfer[] = splitChips(state.settings.prize, winners, outcome.buttonSeatIndex)
    .filter((s) => s.amount > 0)
    .map((s) => ({ from: 'HOUSE', to: s.seatIndex, amount: s.amount }));
  return {
    ok: true,
    state: { ...next, phase: 'WON' },
    events: [
      ...events,
      { type: 'bingoWon', game: state.game, handNumber: outcome.handNumber, seatIndexes: winners, transfers },
    ],
  };
}

/** The screen shape (protocol bingoAddOnSchema). */
export function bingoView(state: BingoState): {
  prize: Chips;
  players: { seatIndex: SeatIndex; squares: { card: Card; isMarked: boolean }[]; hasBingo: boolean }[];
} {
  return {
    prize: state.settings.prize,
    players: state.players.map((p) => ({
      seatIndex: p.seatIndex,
      squares: p.squares.map((s) => ({ ...s })),
      hasBingo: p.hasBingo,
    })),
  };
}
