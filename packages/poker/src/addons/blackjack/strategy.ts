import type { Card } from '../../cards/cards.js';
import type { Random } from '../../cards/deck.js';
import { cardValue, handTotal, isPair } from './hand-value.js';
import { blackjackOptions } from './options.js';
import type { BlackjackRules } from './rules.js';
import type { BlackjackGameAction, BlackjackState, PlayerDecision, SeatIndex } from './types.js';

/**
 * Basic strategy for a shoe game (4–8 decks), as the standard charts print it (Wizard of Odds,
 * "4-Deck to 8-Deck Blackjack Strategy"; docs/rules/blackjack.md BJ-18). One cell per player hand and
 * dealer up card; columns are the up card 2 3 4 5 6 7 8 9 T A.
 *
 * H hit · S stand · D double, else hit · Ds double, else stand · P split ·
 * Ph split when doubling after a split is allowed, else hit · Rh surrender, else hit ·
 * Rs surrender, else stand · Rp surrender, else split.
 */
type Cell = 'H' | 'S' | 'D' | 'Ds' | 'P' | 'Ph' | 'Rh' | 'Rs' | 'Rp';

const row = (text: string) => text.split(' ') as Cell[];

/** Hard totals, dealer stands on soft 17 (S17). */
const HARD_S17: Record<number, Cell[]> = {
  8: row('H H H H H H H H H H'),
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H Rh H'),
  16: row('S S S S S H H Rh Rh Rh'),
  17: row('S S S S S S S S S S'),
};

/** Where the dealer hits soft 17 (H17) the chart changes in these cells. */
const HARD_H17: Record<number, Cell[]> = {
  ...HARD_S17,
  11: row('D D D D D D D D D D'),
  15: row('S S S S S H H H Rh Rh'),
  17: row('S S S S S S S S S Rs'),
};

/** Soft totals (an ace counted 11), S17. */
const SOFT_S17: Record<number, Cell[]> = {
  12: row('H H H H H H H H H H'),
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
  19: row('S S S S S S S S S S'),
  20: row('S S S S S S S S S S'),
  21: row('S S S S S S S S S S'),
};

const SOFT_H17: Record<number, Cell[]> = {
  ...SOFT_S17,
  18: row('Ds Ds Ds Ds Ds S S H H H'),
  19: row('S S S S Ds S S S S S'),
};

/** Pairs by the card's value (1 = aces, 10 = any two ten-value cards); 5-5 plays as hard 10. */
const PAIRS_S17: Record<number, Cell[]> = {
  1: row('P P P P P P P P P P'),
  2: row('Ph Ph P P P P H H H H'),
  3: row('Ph Ph P P P P H H H H'),
  4: row('H H H Ph Ph H H H H H'),
  6: row('Ph P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
  10: row('S S S S S S S S S S'),
};

const PAIRS_H17: Record<number, Cell[]> = {
  ...PAIRS_S17,
  8: row('P P P P P P P P P Rp'),
};

function column(up: Card): number {
  const value = cardValue(up);
  return value === 1 ? 9 : value - 2;
}

function hardCell(rules: BlackjackRules, total: number, col: number): Cell {
  const chart = rules.dealerHitsSoft17 ? HARD_H17 : HARD_S17;
  return chart[Math.min(17, Math.max(8, total))]![col]!;
}

export interface DecisionsOpen {
  readonly double: boolean;
  readonly split: boolean;
  readonly surrender: boolean;
  readonly hit: boolean;
}

/** The chart's play for these cards against the up card, falling back where a play is not open. */
export function basicStrategyDecision(
  rules: BlackjackRules,
  cards: readonly Card[],
  up: Card,
  open: DecisionsOpen,
): PlayerDecision {
  const col = column(up);
  const { total, soft } = handTotal(cards);
  let cell: Cell;
  const pairValue = isPair(cards) ? cardValue(cards[0]!) : 0;
  if (pairValue !== 0 && pairValue !== 5 && open.split) {
    cell = (rules.dealerHitsSoft17 ? PAIRS_H17 : PAIRS_S17)[pairValue]![col]!;
    if (cell === 'Ph') cell = rules.doubleAfterSplit ? 'P' : 'H';
  } else if (soft) {
    cell = (rules.dealerHitsSoft17 ? SOFT_H17 : SOFT_S17)[Math.max(12, total)]![col]!;
  } else {
    cell = hardCell(rules, total, col);
  }
  let decision: PlayerDecision;
  switch (cell) {
    case 'H':
      decision = 'hit';
      break;
    case 'S':
      decision = 'stand';
      break;
    case 'D':
      decision = open.double ? 'double' : 'hit';
      break;
    case 'Ds':
      decision = open.double ? 'double' : 'stand';
      break;
    case 'P':
    case 'Ph':
      decision = 'split';
      break;
    case 'Rh':
      decision = open.surrender ? 'surrender' : 'hit';
      break;
    case 'Rs':
      decision = open.surrender ? 'surrender' : 'stand';
      break;
    case 'Rp':
      decision = open.surrender ? 'surrender' : 'split';
      break;
  }
  // Split aces that may not draw: the only plays left are stand (or a resplit, handled above).
  if (decision === 'hit' && !open.hit) return 'stand';
  return decision;
}

/**
 * A bot seat's next action by basic strategy, or `null` when nothing is asked of it now. Bets a random
 * one to three table minimums (capped by the stack and table maximum); never takes insurance (basic
 * strategy does not).
 */
export function basicStrategyAction(
  state: BlackjackState,
  seatIndex: SeatIndex,
  random: Random,
): BlackjackGameAction | null {
  const options = blackjackOptions(state);
  const bet = options.bets.find((b) => b.seatIndex === seatIndex);
  if (bet) {
    const units = 1 + Math.floor(random() * 3);
    return { type: 'bet', seatIndex, amount: Math.min(bet.max, bet.min * units) };
  }
  if (options.insurance.some((i) => i.seatIndex === seatIndex))
    return { type: 'declineInsurance', seatIndex };
  const turn = options.turn;
  if (!turn || turn.seatIndex !== seatIndex) return null;
  const hand = state.hands.find((h) => h.seatIndex === seatIndex && h.handIndex === turn.handIndex)!;
  const up = state.dealer.cards[0]!;
  const decision = basicStrategyDecision(state.rules, hand.cards, up, turn);
  return { type: turn[decision] ? decision : 'stand', seatIndex };
}
