import type { Card } from '../cards/cards.js';
import { getVariation, type Street, type Variation } from '../variations/variations.js';
import type {
  BettingState,
  Chips,
  DealingState,
  DeckState,
  HandConfig,
  HandEvent,
  HandState,
  PlayerIndex,
  PlayerState,
  RuleViolation,
} from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

export type DraftPlayer = Mutable<PlayerState>;
export type DraftBetting = Mutable<BettingState>;
export type DraftDealing = Mutable<DealingState>;

/**
 * A working copy of a hand state. `apply` copies the state once, lets the phase modules change the
 * copy and returns it: callers only ever see immutable snapshots, and a refused action returns the
 * original state untouched.
 */
export interface Draft {
  config: HandConfig;
  phase: HandState['phase'];
  streetIndex: number;
  players: DraftPlayer[];
  boards: (Card | null)[][];
  betting: DraftBetting | null;
  dealing: DraftDealing | null;
  discarders: PlayerIndex[];
  runout: boolean;
  lastAggressor: PlayerIndex | null;
  deck: Mutable<DeckState>;
  result: HandState['result'];
  events: HandEvent[];
}

export function draftOf(state: HandState): Draft {
  return {
    config: state.config,
    phase: state.phase,
    streetIndex: state.streetIndex,
    players: state.players.map((p) => ({
      ...p,
      hole: [...p.hole],
      up: [...p.up],
      pendingHole: [...p.pendingHole],
    })),
    boards: state.boards.map((b) => [...b]),
    betting: state.betting
      ? { ...state.betting, actors: [...state.betting.actors], actedAt: [...state.betting.actedAt] }
      : null,
    dealing: state.dealing
      ? {
          ...state.dealing,
          boardPending: [...state.dealing.boardPending],
          drawers: [...state.dealing.drawers],
        }
      : null,
    discarders: [...state.discarders],
    runout: state.runout,
    lastAggressor: state.lastAggressor,
    deck: { ...state.deck, dead: [...state.deck.dead] },
    result: state.result,
    events: [],
  };
}

export function stateOf(draft: Draft): HandState {
  const { events: _events, ...state } = draft;
  return state;
}

export function variationOf(draft: { config: HandConfig }): Variation {
  return getVariation(draft.config.variation);
}

export function currentStreet(draft: { config: HandConfig; streetIndex: number }): Street {
  return variationOf(draft).streets[draft.streetIndex]!;
}

export function inHand(draft: { players: readonly PlayerState[] }): PlayerIndex[] {
  const result: PlayerIndex[] = [];
  draft.players.forEach((p, i) => {
    if (p.status === 'inHand') result.push(i);
  });
  return result;
}

export function maxBet(draft: { players: readonly PlayerState[] }): Chips {
  let max = 0;
  for (const p of draft.players) if (p.bet > max) max = p.bet;
  return max;
}

export function violation(code: RuleViolation['code'], rule: string, message: string): RuleViolation {
  return { code, rule, message };
}

/** `pN` as hand histories and the room name players: 1-based. */
export function who(player: PlayerIndex): string {
  return `p${player + 1}`;
}

/** Players in turn order starting at `first`. */
export function rotation(count: number, first: PlayerIndex): PlayerIndex[] {
  return Array.from({ length: count }, (_, k) => (first + k) % count);
}
