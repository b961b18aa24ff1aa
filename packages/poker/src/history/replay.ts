import { apply } from '../game/apply.js';
import { startHand } from '../game/start.js';
import type { HandAction, HandEvent, HandState, RuleViolation } from '../game/types.js';
import type { HandRecord } from './record.js';

export type ReplayResult =
  | { readonly ok: true; readonly state: HandState; readonly events: readonly HandEvent[] }
  | {
      readonly ok: false;
      readonly error: RuleViolation;
      /** The 1-based action that was refused; 0 for the hand's setup; absent when the hand stops short. */
      readonly action?: number;
      readonly state?: HandState;
    };

/**
 * Replays a recorded hand through the reducer: a fold of `apply` over its actions. A history that
 * stops at the showdown without the players' show lines is finished by showing every hand whose
 * cards are known, as the table would; anything else left unfinished is an error.
 */
export function replay(record: HandRecord): ReplayResult {
  return replayTracked(record);
}

/** Where the hand stood before one of its actions: the street and the phase. */
export interface ActionPlace {
  readonly streetIndex: number;
  readonly phase: HandState['phase'];
}

/**
 * `replay`, also noting in `places` (when given) the street and phase before each action that was
 * applied: the PHH writer groups each street's dealing with it in the same pass.
 */
export function replayTracked(record: HandRecord, places?: ActionPlace[]): ReplayResult {
  const started = startHand(record.config);
  if (!started.ok) return { ok: false, error: started.error, action: 0 };
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (const [k, action] of record.actions.entries()) {
    places?.push({ streetIndex: state.streetIndex, phase: state.phase });
    let next = apply(state, action);
    if (!next.ok && next.error.code === 'OUT_OF_TURN') {
      const folded = foldSkippedPlayers(state, action);
      if (folded) {
        events.push(...folded.events);
        state = folded.state;
        next = apply(state, action);
      }
    }
    if (!next.ok) return { ok: false, error: next.error, action: k + 1, state };
    state = next.state;
    events.push(...next.events);
  }
  if (state.phase === 'showdown') {
    for (const [i, p] of state.players.entries()) {
      if (state.phase !== 'showdown') break;
      if (p.status !== 'inHand' || p.shown || p.hole.some((c) => c === null)) continue;
      const next = apply(state, { type: 'show', player: i });
      if (next.ok) {
        state = next.state;
        events.push(...next.events);
      }
    }
  }
  if (state.phase !== 'complete') {
    return {
      ok: false,
      error: {
        code: 'WRONG_PHASE',
        rule: 'HAND-3',
        message: `the history ends before the hand does (${describeWait(state)})`,
      },
      state,
    };
  }
  return { ok: true, state, events };
}

/**
 * Histories copied from broadcasts and databases sometimes leave out the folds of players who were
 * not involved (the WSOP hand in the practice set skips the button's fold). When a betting action
 * names a player further down the queue and everyone skipped was facing a bet, they folded.
 */
function foldSkippedPlayers(
  state: HandState,
  action: HandAction,
): { state: HandState; events: HandEvent[] } | null {
  if (!('player' in action) || !['fold', 'checkOrCall', 'betOrRaiseTo', 'bringIn'].includes(action.type))
    return null;
  const actors = state.betting?.actors ?? [];
  const at = actors.indexOf(action.player);
  if (at <= 0) return null;
  const toCall = Math.max(...state.players.map((p) => p.bet));
  const skipped = actors.slice(0, at);
  if (skipped.some((i) => state.players[i]!.bet >= toCall)) return null;
  const events: HandEvent[] = [];
  for (const player of skipped) {
    const next = apply(state, { type: 'fold', player });
    if (!next.ok) return null;
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

function describeWait(state: HandState): string {
  switch (state.phase) {
    case 'betting':
      return `p${(state.betting?.actors[0] ?? 0) + 1} is to act`;
    case 'dealing':
      return 'cards are still to be dealt';
    case 'discarding':
      return 'discards are still to be made';
    case 'showdown': {
      const waiting = state.players.flatMap((p, i) =>
        p.status === 'inHand' && !p.shown ? [`p${i + 1}`] : [],
      );
      return `${waiting.join(', ')} must show or muck`;
    }
    default:
      return state.phase;
  }
}
