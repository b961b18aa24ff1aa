/**
 * Issue 18, the replayer's odds: a stored hand stepped through the reducer, and each live player's
 * share of the pot (packages/poker `tableEquity`, the engine's budget) at the start of every betting
 * round and once when everyone left is all in.
 */
import {
  apply,
  getVariation,
  type HandRecord,
  type HandState,
  replay,
  startHand,
  tableEquity,
  tableSnapshot,
} from '@railbird/poker';
import { streetWord } from '@railbird/poker/format';
import type { HandStreetOdds } from '@railbird/protocol';

/** The engine's budget (apps/engine/src/equity/equity.ts): exact counts up to ~100 ms, sampling beyond. */
const EQUITY_OPTIONS = { maxExactWork: 2_000_000, samples: 20_000 };

/** What the betting round of `streetIndex` is called: "Flop", "Draw 2", "5th street"… */
export function streetLabel(state: HandState): string {
  const variation = getVariation(state.config.variation);
  if (variation.family === 'draw') return state.streetIndex === 0 ? 'Predraw' : `Draw ${state.streetIndex}`;
  const name = variation.streets[state.streetIndex]?.name;
  return name ? streetWord(name) : '';
}

function oddsAt(state: HandState, afterAction: number, label: string): HandStreetOdds {
  const live = state.players.map((p) => p.status === 'inHand');
  // A live hand nobody saw cannot be counted: the point is kept, with no shares.
  if (state.players.some((p, i) => live[i] && p.hole.some((c) => c === null)))
    return { afterAction, label, equities: state.players.map(() => null), exact: false };
  const result = tableEquity(tableSnapshot(state), EQUITY_OPTIONS);
  return {
    afterAction,
    label,
    equities: result.players.map((p) => (p ? Math.min(1, Math.max(0, p.equity)) : null)),
    exact: result.exact,
  };
}

/**
 * The odds of a recorded hand at the start of each betting round (after the street's cards are
 * dealt) and once at the point where betting is over with two or more players left (all in). A hand
 * that does not step through the reducer has no odds.
 */
export function handOdds(record: HandRecord): HandStreetOdds[] {
  const started = startHand(record.config);
  if (!started.ok) return [];
  let state = started.state;
  const points: HandStreetOdds[] = [];
  let lastBettingStreet = -1;
  let allInSeen = false;
  const look = (afterAction: number) => {
    const contesting = state.players.filter((p) => p.status === 'inHand').length;
    if (contesting < 2) return;
    if (state.phase === 'betting' && state.streetIndex !== lastBettingStreet && !state.runout) {
      lastBettingStreet = state.streetIndex;
      points.push(oddsAt(state, afterAction, streetLabel(state)));
    } else if (state.runout && !allInSeen && state.phase !== 'complete') {
      allInSeen = true;
      points.push(oddsAt(state, afterAction, 'All in'));
    }
  };
  look(0);
  for (const [k, action] of record.actions.entries()) {
    const next = apply(state, action);
    if (next.ok) state = next.state;
    else {
      // What `replay` forgives (folds a history skipped): take its state after this action.
      const again = replay({ config: record.config, actions: record.actions.slice(0, k + 1) });
      if (!again.state || (!again.ok && again.action !== undefined)) return points;
      state = again.state;
    }
    look(k + 1);
  }
  return points;
}
