/**
 * Fortune teller (docs/rules/room-games.md § Fortune teller): before a hand each player may make one
 * prediction about the board from the prompts on offer; the house pays `prize` for every correct
 * prediction once the cards it needs are dealt. A prediction whose cards never come is void.
 */
import { type Card, cardIndex, rankOf, suitOf } from '../../cards/cards.js';
import type { Random } from '../../cards/deck.js';
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isSeat,
  refuse,
  type SeatIndex,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

/** A prediction: the board cards it needs and whether they make it true. */
export interface Prophecy {
  readonly text: string;
  /** Board cards that must be dealt before it can be judged. */
  readonly needs: number;
  readonly holds: (board: readonly Card[]) => boolean;
}

const ranks = (board: readonly Card[]) => board.map((c) => rankOf(cardIndex(c)));
const suits = (board: readonly Card[]) => board.map((c) => suitOf(cardIndex(c)));
const ACE = 12;

/** The catalogue. */
export const PROPHECIES = {
  PAIRED_BOARD: {
    text: 'The board pairs',
    needs: 5,
    holds: (b) => new Set(ranks(b.slice(0, 5))).size < 5,
  },
  FLUSH_POSSIBLE: {
    text: 'Three of a suit on the board',
    needs: 5,
    holds: (b) => [0, 1, 2, 3].some((s) => suits(b.slice(0, 5)).filter((x) => x === s).length >= 3),
  },
  ACE_ON_FLOP: { text: 'An ace on the flop', needs: 3, holds: (b) => ranks(b.slice(0, 3)).includes(ACE) },
  RED_RIVER: { text: 'The river is red', needs: 5, holds: (b) => [1, 2].includes(suitOf(cardIndex(b[4]!))) },
  FACE_ON_TURN: {
    text: 'The turn is a jack, queen or king',
    needs: 4,
    holds: (b) => [9, 10, 11].includes(rankOf(cardIndex(b[3]!))),
  },
  MONOTONE_FLOP: {
    text: 'The flop is all one suit',
    needs: 3,
    holds: (b) => new Set(suits(b.slice(0, 3))).size === 1,
  },
} as const satisfies Record<string, Prophecy>;

export type ProphecyId = keyof typeof PROPHECIES;
export const PROPHECY_IDS = Object.keys(PROPHECIES) as ProphecyId[];

/** Whether a prophecy came true on this board; null when the board stopped before the cards it needs. */
export function judgeProphecy(id: ProphecyId, board: readonly Card[]): boolean | null {
  const p: Prophecy = PROPHECIES[id];
  return board.length < p.needs ? null : p.holds(board);
}

export interface Prediction {
  readonly seatIndex: SeatIndex;
  readonly prophecy: ProphecyId;
  /** Null until judged; stays null for a void prediction. */
  readonly isCorrect: boolean | null;
}

export interface FortuneTellerState {
  readonly prize: Chips;
  /** How many prompts the operator draws for a hand. */
  readonly promptsPerHand: number;
  /** The prompts a player may pick from now. */
  readonly offered: readonly ProphecyId[];
  /** Predictions for the coming hand. */
  readonly open: readonly Prediction[];
  /** The predictions of the last judged hand (what the screen shows between hands). */
  readonly judged: readonly Prediction[];
  readonly lastHandNumber: number | null;
}

export type FortuneTellerInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  /** The operator draws the prompts for the next hand; open predictions are cleared. */
  | { readonly type: 'drawPrompts'; readonly random: Random }
  | { readonly type: 'predict'; readonly seatIndex: SeatIndex; readonly prophecy: ProphecyId }
  | { readonly type: 'withdraw'; readonly seatIndex: SeatIndex };

export type FortuneTellerAction = Exclude<FortuneTellerInput['type'], 'hand'>;

export type FortuneTellerEvent =
  | { readonly type: 'promptsDrawn'; readonly offered: readonly ProphecyId[] }
  | { readonly type: 'predicted'; readonly seatIndex: SeatIndex; readonly prophecy: ProphecyId }
  | { readonly type: 'predictionWithdrawn'; readonly seatIndex: SeatIndex }
  | {
      readonly type: 'predictionsJudged';
      readonly handNumber: number;
      readonly predictions: readonly Prediction[];
      readonly transfers: readonly Transfer[];
    };

export function newFortuneTeller(prize: Chips, promptsPerHand = 3): FortuneTellerState {
  return { prize, promptsPerHand, offered: PROPHECY_IDS, open: [], judged: [], lastHandNumber: null };
}

export function fortuneTellerOptions(state: FortuneTellerState): FortuneTellerAction[] {
  return state.open.length > 0 ? ['drawPrompts', 'predict', 'withdraw'] : ['drawPrompts', 'predict'];
}

export function applyFortuneTeller(
  state: FortuneTellerState,
  input: FortuneTellerInput,
): AddOnResult<FortuneTellerState, FortuneTellerEvent> {
  switch (input.type) {
    case 'drawPrompts': {
      // A partial Fisher–Yates over the catalogue: `promptsPerHand` distinct prompts.
      const pool = [...PROPHECY_IDS];
      const n = Math.max(1, Math.min(state.promptsPerHand, pool.length));
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(input.random() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const offered = pool.slice(0, n);
      return {
        ok: true,
        state: { ...state, offered, open: [] },
        events: [{ type: 'promptsDrawn', offered }],
      };
    }
    case 'predict': {
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (!state.offered.includes(input.prophecy))
        return refuse(
          'NOT_OFFERED',
          `"${input.prophecy}" is not on offer this hand: pick one of ${state.offered.join(', ')}`,
        );
      // [FORTUNE-1] one prediction per player per hand; a new one replaces the old before the hand.
      const open = [
        ...state.open.filter((p) => p.seatIndex !== input.seatIndex),
        { seatIndex: input.seatIndex, prophecy: input.prophecy, isCorrect: null },
      ];
      return {
        ok: true,
        state: { ...state, open: open.sort((a, b) => a.seatIndex - b.seatIndex) },
        events: [{ type: 'predicted', seatIndex: input.seatIndex, prophecy: input.prophecy }],
      };
    }
    case 'withdraw': {
      if (!state.open.some((p) => p.seatIndex === input.seatIndex))
        return refuse('NO_PREDICTION', `seat ${input.seatIndex + 1} has no prediction for this hand`);
      return {
        ok: true,
        state: { ...state, open: state.open.filter((p) => p.seatIndex !== input.seatIndex) },
        events: [{ type: 'predictionWithdrawn', seatIndex: input.seatIndex }],
      };
    }
    case 'hand': {
      const outcome = input.outcome;
      const bad = verifyHandOutcome(outcome);
      if (bad) return { ok: false, error: bad };
      if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
        return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already judged`);
      const dealtIn = new Set(outcome.seats.map((s) => s.seatIndex));
      // [FORTUNE-3] a player not dealt into the hand has a void prediction.
      const judged = state.open.map((p) => ({
        ...p,
        isCorrect: dealtIn.has(p.seatIndex) ? judgeProphecy(p.prophecy, outcome.board) : null,
      }));
      // [FORTUNE-2] each correct prediction wins the whole prize from the house.
      const transfers: Transfer[] =
        state.prize > 0
          ? judged
              .filter((p) => p.isCorrect === true)
              .map((p) => ({ from: 'HOUSE', to: p.seatIndex, amount: state.prize }))
          : [];
      return {
        ok: true,
        state: { ...state, open: [], judged, lastHandNumber: outcome.handNumber },
        events: [
          { type: 'predictionsJudged', handNumber: outcome.handNumber, predictions: judged, transfers },
        ],
      };
    }
  }
}

/** The screen shape (protocol fortuneTellerAddOnSchema): the open predictions, or the last judged ones. */
export function fortuneTellerView(state: FortuneTellerState): {
  prize: Chips;
  predictions: { seatIndex: SeatIndex; prediction: string; isCorrect: boolean | null }[];
} {
  const shown = state.open.length > 0 ? state.open : state.judged;
  return {
    prize: state.prize,
    predictions: shown.map((p) => ({
      seatIndex: p.seatIndex,
      prediction: PROPHECIES[p.prophecy].text,
      isCorrect: p.isCorrect,
    })),
  };
}
