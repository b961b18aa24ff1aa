/**
 * Runner-up (docs/rules/room-games.md § Runner-up): the best hand shown at showdown that won no
 * part of any pot collects a fixed prize from the house; tied runner-up hands split it.
 */
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isChips,
  potWinners,
  refuse,
  type SeatIndex,
  splitChips,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

export interface RunnerUpState {
  readonly prize: Chips;
  /** The runner-up of the last hand that had one (the first left of the button when they tied). */
  readonly lastRunnerUpSeatIndex: SeatIndex | null;
  readonly lastHandNumber: number | null;
  /** Chips the house has paid out in runner-up prizes (for the room's promotion accounts). */
  readonly paidOut: Chips;
}

export type RunnerUpInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  | { readonly type: 'setPrize'; readonly prize: Chips };

export type RunnerUpAction = Exclude<RunnerUpInput['type'], 'hand'>;

export type RunnerUpEvent =
  | {
      readonly type: 'runnerUpPaid';
      readonly handNumber: number;
      readonly seatIndexes: readonly SeatIndex[];
      readonly transfers: readonly Transfer[];
    }
  | { readonly type: 'noRunnerUp'; readonly handNumber: number; readonly reason: string }
  | { readonly type: 'runnerUpPrizeSet'; readonly prize: Chips };

export function newRunnerUp(prize: Chips): RunnerUpState {
  return { prize, lastRunnerUpSeatIndex: null, lastHandNumber: null, paidOut: 0 };
}

export function runnerUpOptions(_state: RunnerUpState): RunnerUpAction[] {
  return ['setPrize'];
}

/**
 * The runner-up seats of a hand: [RUNUP-1] the best group in the showdown ranking whose hands won
 * nothing; [RUNUP-2] none when fewer than two hands were shown or every shown hand won something.
 */
export function runnerUpSeats(outcome: HandOutcome): SeatIndex[] {
  if (outcome.showdownRanking.flat().length < 2) return [];
  const winners = potWinners(outcome);
  for (const group of outcome.showdownRanking) {
    const losers = group.filter((s) => !winners.has(s));
    if (losers.length > 0) return losers;
  }
  return [];
}

export function applyRunnerUp(
  state: RunnerUpState,
  input: RunnerUpInput,
): AddOnResult<RunnerUpState, RunnerUpEvent> {
  if (input.type === 'setPrize') {
    if (!isChips(input.prize)) return refuse('BAD_AMOUNT', `a prize of ${input.prize} is not whole chips`);
    return {
      ok: true,
      state: { ...state, prize: input.prize },
      events: [{ type: 'runnerUpPrizeSet', prize: input.prize }],
    };
  }
  const outcome = input.outcome;
  const bad = verifyHandOutcome(outcome);
  if (bad) return { ok: false, error: bad };
  if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
    return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already settled for the runner-up`);
  const seats = runnerUpSeats(outcome);
  const seen = { ...state, lastHandNumber: outcome.handNumber };
  if (seats.length === 0) {
    const reason =
      outcome.showdownRanking.flat().length < 2
        ? 'fewer than two hands were shown'
        : 'every shown hand won a pot';
    return {
      ok: true,
      state: seen,
      events: [{ type: 'noRunnerUp', handNumber: outcome.handNumber, reason }],
    };
  }
  // [RUNUP-3] tied runner-ups split the prize, odd chip to the first left of the button.
  const shares = splitChips(state.prize, seats, outcome.buttonSeatIndex);
  const transfers: Transfer[] = shares
    .filter((s) => s.amount > 0)
    .map((s) => ({ from: 'HOUSE', to: s.seatIndex, amount: s.amount }));
  return {
    ok: true,
    state: { ...seen, lastRunnerUpSeatIndex: shares[0]!.seatIndex, paidOut: state.paidOut + state.prize },
    events: [
      {
        type: 'runnerUpPaid',
        handNumber: outcome.handNumber,
        seatIndexes: shares.map((s) => s.seatIndex),
        transfers,
      },
    ],
  };
}

/** The screen shape (protocol runnerUpAddOnSchema). */
export function runnerUpView(state: RunnerUpState): {
  prize: Chips;
  lastRunnerUpSeatIndex: SeatIndex | null;
} {
  return { prize: state.prize, lastRunnerUpSeatIndex: state.lastRunnerUpSeatIndex };
}
