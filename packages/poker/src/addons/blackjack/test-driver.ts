import type { Card } from '../../cards/cards.js';
import { applyBlackjack } from './reducer.js';
import { type BlackjackRules, DEFAULT_BLACKJACK_RULES } from './rules.js';
import { createBlackjack } from './start.js';
import type { BlackjackAction, BlackjackEvent, BlackjackState } from './types.js';

/** Test helpers: a table from rule overrides, and actions that must be accepted. */

export function table(
  rules: Partial<BlackjackRules> = {},
  seats: readonly { seatIndex: number; stack: number }[] = [{ seatIndex: 0, stack: 1000 }],
  chipUnit = 1,
): BlackjackState {
  const created = createBlackjack({ rules: { ...DEFAULT_BLACKJACK_RULES, ...rules }, seats, chipUnit });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

export interface Played {
  state: BlackjackState;
  events: BlackjackEvent[];
}

/** Applies every action; a refusal fails the test with its message. */
export function play(state: BlackjackState, ...actions: BlackjackAction[]): Played {
  const events: BlackjackEvent[] = [];
  let current = state;
  for (const action of actions) {
    const result = applyBlackjack(current, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

export function cards(...list: Card[]): BlackjackAction[] {
  return list.map((card) => ({ type: 'dealCard', card }));
}

/** Bets for each seat, then the deal and the given cards in deal order. */
export function round(state: BlackjackState, bets: Record<number, number>, dealt: Card[]): Played {
  const actions: BlackjackAction[] = Object.entries(bets).map(([seat, amount]) => ({
    type: 'bet',
    seatIndex: Number(seat),
    amount,
  }));
  return play(state, ...actions, { type: 'deal' }, ...cards(...dealt));
}

export function netOf(state: BlackjackState, seatIndex: number): number | null {
  return state.seats.find((s) => s.seatIndex === seatIndex)?.net ?? null;
}
