/**
 * The UTH part of the table state as a viewer sees it: the shape of the protocol's `uthSchema`
 * (packages/protocol/src/table-state/add-ons.ts), written out as a plain type because packages/poker
 * imports nothing of ours. A hidden overlay asks with `hideHoleCards` and gets `null` for every hole
 * card until the round is settled (a folded hand's for good) (the dealer's cards are only ever read when turned over).
 */

import type { Card } from '../../cards/cards.js';
import type { UthOutcome, UthRoundState, UthState } from './types.js';

export interface UthView {
  readonly roundState: UthRoundState;
  readonly dealerCards: readonly (Card | null)[];
  readonly board: readonly Card[];
  readonly hands: readonly {
    readonly seatIndex: number;
    readonly ante: number;
    readonly blind: number;
    readonly trips: number;
    readonly play: number;
    readonly cards: readonly (Card | null)[];
    readonly hasFolded: boolean;
    readonly result: UthOutcome | null;
  }[];
}

export interface UthViewOptions {
  /** Hole cards come out as `null` (hidden overlays) until SETTLING, when the live hands are shown down
   * (a folded hand stays hidden: it was mucked). */
  readonly hideHoleCards: boolean;
}

export function uthView(state: UthState, options: UthViewOptions): UthView {
  return {
    roundState: state.roundState,
    dealerCards: [...state.dealerCards],
    board: [...state.board],
    hands: state.seats
      .filter((s) => s.ante > 0)
      .map((s) => ({
        seatIndex: s.seatIndex,
        ante: s.ante,
        blind: s.blind,
        trips: s.trips,
        play: s.play,
        cards: s.cards.map((c) =>
          options.hideHoleCards && (state.roundState !== 'SETTLING' || s.hasFolded) ? null : c,
        ),
        hasFolded: s.hasFolded,
        result: s.settlement?.outcome ?? null,
      })),
  };
}
