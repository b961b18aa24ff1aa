import { performAction, verifyAction } from './actions.js';
import { draftOf, type Step } from './flow.js';
import type { BlackjackAction, BlackjackError, BlackjackResult, BlackjackState } from './types.js';

/**
 * Blackjack as a reducer, the same shape as the poker game's `apply`: the next state and the events it
 * produced, or a refusal that says why (and the state is unchanged). The engine, replays, bots and the
 * tests all drive a table through this one function; a round replays as a fold over its actions.
 */
export function applyBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackResult {
  const error = verifyAction(state, action);
  if (error) return { ok: false, error };
  const step: Step = { draft: draftOf(state), events: [] };
  performAction(step, action);
  return { ok: true, state: step.draft, events: step.events };
}

/** Why `action` would be refused now, or `null` (the "check" face). */
export function verifyBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackError | null {
  return verifyAction(state, action);
}

/** Whether `action` would be accepted now (the "ask" face). */
export function canApplyBlackjack(state: BlackjackState, action: BlackjackAction): boolean {
  return verifyAction(state, action) === null;
}
