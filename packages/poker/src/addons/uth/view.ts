/**
 * The UTH part of the table state as a viewer sees it: the shape of the protocol's `uthSchema`
 * (packages/protocol/src/table-state/add-ons.ts), written out as a plain type because packages/poker
 * imports nothing of ours. `hideHoleCards` gives `null` for every hole card until the round is
 * settled (a folded hand's for good); the dealer's cards are only ever read when turned over. The
 * engine sends the open view; the table's hidden screens get protocol `hideHoleCards`, which keeps
 * every UTH card down even after the settlement, as hidden poker feeds never show showdown cards.
 */

import type { Card } from '../../cards/cards.js';
import { TRIPS_PAY_TABLES, type TripsPayTableName, type UthRules } from './rules.js';
import type { UthOutcome, UthRoundState, UthState } from './types.js';
import { type UthOptions, uthOptions } from './uth.js';

/** The rules as a screen shows and sets them: the trips table by its name. */
export interface UthRulesView extends Omit<UthRules, 'blindPays' | 'tripsPays'> {
  readonly tripsPayTable: TripsPayTableName;
}

export interface UthView {
  readonly roundState: UthRoundState;
  readonly rules: UthRulesView;
  readonly dealerCards: readonly (Card | null)[];
  readonly board: readonly Card[];
  /** Every seat at the table, betting this round or not. */
  readonly seats: readonly { readonly seatIndex: number; readonly stack: number }[];
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
  readonly round: number;
  /** What the reducer accepts now: screens enable exactly these. */
  readonly options: Omit<UthOptions, 'roundState'>;
}

/** The name of a rules' trips pay table (every table the rules can hold is a named one). */
export function tripsPayTableName(rules: UthRules): TripsPayTableName {
  const names = Object.keys(TRIPS_PAY_TABLES) as TripsPayTableName[];
  const same = names.find(
    (name) => JSON.stringify(TRIPS_PAY_TABLES[name]) === JSON.stringify(rules.tripsPays),
  );
  return same ?? '8-7-4';
}

export interface UthViewOptions {
  /** Hole cards come out as `null` (hidden overlays) until SETTLING, when the live hands are shown down
   * (a folded hand stays hidden: it was mucked). */
  readonly hideHoleCards: boolean;
}

export function uthView(state: UthState, options: UthViewOptions): UthView {
  const { blindPays: _blind, tripsPays: _trips, ...rules } = state.rules;
  const { roundState: _round, ...allowed } = uthOptions(state);
  return {
    roundState: state.roundState,
    rules: { ...rules, tripsPayTable: tripsPayTableName(state.rules) },
    dealerCards: [...state.dealerCards],
    board: [...state.board],
    seats: state.seats.map((s) => ({ seatIndex: s.seatIndex, stack: s.stack })),
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
    round: state.roundNumber,
    options: allowed,
  };
}
