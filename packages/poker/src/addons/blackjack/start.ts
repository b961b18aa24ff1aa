import { ALL_CARDS } from '../../cards/cards.js';
import { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';
import type { BlackjackError, BlackjackSeat, BlackjackState, Chips, SeatIndex } from './types.js';

export interface BlackjackSetup {
  readonly rules?: BlackjackRules;
  /** The smallest chip the table pays (default 1): bets are multiples of it, payouts round down to it. */
  readonly chipUnit?: Chips;
  readonly seats?: readonly { readonly seatIndex: SeatIndex; readonly stack: Chips }[];
}

function configError(message: string): BlackjackError {
  return { code: 'INVALID_CONFIG', rule: 'BJ-0', message };
}

/** Why these rules cannot be dealt, or `null`. */
export function checkBlackjackRules(rules: BlackjackRules, chipUnit: Chips): BlackjackError | null {
  if (!Number.isInteger(rules.decks) || rules.decks < 1 || rules.decks > 8) {
    return configError(`a shoe holds 1 to 8 decks, not ${rules.decks}`);
  }
  if (!Number.isInteger(rules.maxHands) || rules.maxHands < 1) {
    return configError(
      `maxHands is the most hands a player can reach by splitting (1 or more), not ${rules.maxHands}`,
    );
  }
  if (!(rules.penetration >= 0.5 && rules.penetration <= 0.9)) {
    return configError(
      `the cut card sits between half and nine tenths of the shoe, not at ${rules.penetration}`,
    );
  }
  if (!Number.isInteger(chipUnit) || chipUnit < 1)
    return configError(`the chip unit is a whole number of chips, not ${chipUnit}`);
  if (!Number.isInteger(rules.minBet) || rules.minBet < chipUnit || rules.minBet % chipUnit !== 0) {
    return configError(
      `the minimum bet must be a positive multiple of the ${chipUnit}-chip unit, not ${rules.minBet}`,
    );
  }
  if (!Number.isInteger(rules.maxBet) || rules.maxBet < rules.minBet || rules.maxBet % chipUnit !== 0) {
    return configError(
      `the maximum bet must be a multiple of ${chipUnit} no lower than the minimum, not ${rules.maxBet}`,
    );
  }
  return null;
}

export function isValidSeatIndex(seatIndex: number): boolean {
  return Number.isInteger(seatIndex) && seatIndex >= 0;
}

export function isValidStack(stack: number): boolean {
  return Number.isInteger(stack) && stack >= 0;
}

/** Where the cut card sits for these rules (cards dealt before it comes out). */
export function cutCardPosition(rules: BlackjackRules): number {
  return Math.round(rules.decks * ALL_CARDS.length * rules.penetration);
}

/** A freshly shuffled shoe, nobody betting yet. */
export function createBlackjack(
  setup: BlackjackSetup = {},
): { ok: true; state: BlackjackState } | { ok: false; error: BlackjackError } {
  const rules = setup.rules ?? DEFAULT_BLACKJACK_RULES;
  const chipUnit = setup.chipUnit ?? 1;
  const bad = checkBlackjackRules(rules, chipUnit);
  if (bad) return { ok: false, error: bad };
  const seats: BlackjackSeat[] = [];
  for (const { seatIndex, stack } of setup.seats ?? []) {
    if (!isValidSeatIndex(seatIndex))
      return { ok: false, error: configError(`${seatIndex} is not a seat number`) };
    if (!isValidStack(stack))
      return { ok: false, error: configError(`seat ${seatIndex + 1}: a stack is whole chips, not ${stack}`) };
    if (seats.some((s) => s.seatIndex === seatIndex)) {
      return { ok: false, error: configError(`seat ${seatIndex + 1} is listed twice`) };
    }
    seats.push(emptySeat(seatIndex, stack));
  }
  seats.sort((a, b) => a.seatIndex - b.seatIndex);
  return {
    ok: true,
    state: {
      rules,
      chipUnit,
      roundState: 'WAITING_FOR_BETS',
      round: 0,
      seats,
      hands: [],
      dealer: { cards: [], holeShown: false },
      insuranceOpen: false,
      shoe: freshShoe(rules),
      houseNet: 0,
    },
  };
}

export function emptySeat(seatIndex: SeatIndex, stack: Chips): BlackjackSeat {
  return { seatIndex, stack, bet: 0, insurance: null, staked: 0, net: null };
}

export function freshShoe(rules: BlackjackRules): BlackjackState['shoe'] {
  return {
    dealt: 0,
    seen: ALL_CARDS.map(() => 0),
    cutCardAt: cutCardPosition(rules),
    cutCardOut: false,
    shuffleDue: false,
  };
}
