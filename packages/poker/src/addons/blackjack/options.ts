import {
  maxInsurance,
  verifyBet,
  verifyCutCard,
  verifyDeal,
  verifyDouble,
  verifyHit,
  verifyNextRound,
  verifyShuffle,
  verifySplit,
  verifyStand,
  verifySurrender,
} from './actions.js';
import { activeHand, nextCardFor, roundDown } from './flow.js';
import type {
  BlackjackAction,
  BlackjackState,
  CardTarget,
  CasinoRoundState,
  Chips,
  SeatIndex,
} from './types.js';

export interface BetOption {
  readonly seatIndex: SeatIndex;
  readonly min: Chips;
  /** The table maximum or the stack, whichever is less (a multiple of the chip unit). */
  readonly max: Chips;
}

export interface TurnOptions {
  readonly seatIndex: SeatIndex;
  readonly handIndex: number;
  readonly hit: boolean;
  readonly stand: boolean;
  readonly double: boolean;
  readonly split: boolean;
  readonly surrender: boolean;
}

/**
 * What is legal now and for whom (the "ask" face for screens, the engine and bots). Every flag is the
 * verify… function of that action returning null, so buttons and the reducer cannot disagree.
 */
export interface BlackjackOptions {
  readonly roundState: CasinoRoundState;
  /** Seats that may still bet this round, with their range. */
  readonly bets: readonly BetOption[];
  readonly deal: boolean;
  /** Where the next card read goes; `null` when no card is due. */
  readonly nextCard: CardTarget | null;
  /** Seats still to take or decline insurance, with the most each may take. */
  readonly insurance: readonly { readonly seatIndex: SeatIndex; readonly max: Chips }[];
  /** The hand to act and what it may do; `null` when no decision is due. */
  readonly turn: TurnOptions | null;
  readonly cutCard: boolean;
  readonly shuffle: boolean;
  readonly nextRound: boolean;
}

export function blackjackOptions(state: BlackjackState): BlackjackOptions {
  const bets: BetOption[] = [];
  for (const seat of state.seats) {
    if (verifyBet(state, seat.seatIndex, state.rules.minBet) !== null) continue;
    bets.push({
      seatIndex: seat.seatIndex,
      min: state.rules.minBet,
      max: roundDown(Math.min(state.rules.maxBet, seat.stack), state.chipUnit),
    });
  }
  const insurance = state.insuranceOpen
    ? state.seats
        .filter((s) => s.bet > 0 && s.insurance === null)
        .map((s) => ({ seatIndex: s.seatIndex, max: maxInsurance(state, s.seatIndex) }))
    : [];
  const nextCard = nextCardFor(state);
  const hand = activeHand(state);
  const turn: TurnOptions | null =
    hand && !nextCard
      ? {
          seatIndex: hand.seatIndex,
          handIndex: hand.handIndex,
          hit: verifyHit(state, hand.seatIndex) === null,
          stand: verifyStand(state, hand.seatIndex) === null,
          double: verifyDouble(state, hand.seatIndex) === null,
          split: verifySplit(state, hand.seatIndex) === null,
          surrender: verifySurrender(state, hand.seatIndex) === null,
        }
      : null;
  return {
    roundState: state.roundState,
    bets,
    deal: verifyDeal(state) === null,
    nextCard,
    insurance,
    turn,
    cutCard: verifyCutCard(state) === null,
    shuffle: verifyShuffle(state) === null,
    nextRound: verifyNextRound(state) === null,
  };
}

/**
 * The decisions open now as actions (bets at the minimum and maximum, insurance at none or the most):
 * for bots and random play. Cards are not listed; they come from the shoe (`nextCard`), and neither
 * are the table's own moves (cut card, shuffle, seating).
 */
export function blackjackDecisions(state: BlackjackState): BlackjackAction[] {
  const options = blackjackOptions(state);
  const actions: BlackjackAction[] = [];
  for (const bet of options.bets) {
    actions.push({ type: 'bet', seatIndex: bet.seatIndex, amount: bet.min });
    if (bet.max !== bet.min) actions.push({ type: 'bet', seatIndex: bet.seatIndex, amount: bet.max });
  }
  if (options.deal) actions.push({ type: 'deal' });
  for (const { seatIndex, max } of options.insurance) {
    actions.push({ type: 'declineInsurance', seatIndex });
    if (max > 0) actions.push({ type: 'insurance', seatIndex, amount: max });
  }
  const turn = options.turn;
  if (turn) {
    for (const decision of ['hit', 'stand', 'double', 'split', 'surrender'] as const) {
      if (turn[decision]) actions.push({ type: decision, seatIndex: turn.seatIndex });
    }
  }
  if (options.nextRound) actions.push({ type: 'nextRound' });
  return actions;
}
