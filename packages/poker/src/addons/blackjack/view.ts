import type { Card } from '../../cards/cards.js';
import type { BlackjackState, CasinoRoundState, Chips, HandResult, SeatIndex } from './types.js';

/**
 * The table message's `blackjack` field (packages/protocol table-state/add-ons.ts `blackjackSchema`),
 * as a plain type: packages/poker imports nothing of ours, so the protocol checks this shape, not us.
 */
export interface BlackjackView {
  readonly roundState: CasinoRoundState;
  readonly minBet: Chips;
  readonly maxBet: Chips;
  /** The dealer's cards; a face-down hole card is `null` when hidden. */
  readonly dealerHand: (Card | null)[];
  readonly hands: {
    readonly seatIndex: SeatIndex;
    readonly bet: Chips;
    readonly cards: Card[];
    /** Finished without busting: stood, natural or surrendered. */
    readonly isStanding: boolean;
    readonly isBust: boolean;
    /** `null` until settled; a surrender shows as `LOSE` (the protocol has no SURRENDER). */
    readonly result: Exclude<HandResult, 'SURRENDER'> | null;
  }[];
}

/**
 * Projects the state for a viewer. `hideHole`: the dealer's face-down card is `null` until it is
 * turned (players, overlays); the dealer screen passes `false`. Split hands of a seat follow each other
 * in playing order (the schema has no hand index; the order is the index).
 */
export function blackjackView(state: BlackjackState, options: { readonly hideHole: boolean }): BlackjackView {
  const dealerHand: (Card | null)[] = state.dealer.cards.map((card, i) =>
    i === 1 && options.hideHole && !state.dealer.holeShown ? null : card,
  );
  return {
    roundState: state.roundState,
    minBet: state.rules.minBet,
    maxBet: state.rules.maxBet,
    dealerHand,
    hands: state.hands.map((hand) => ({
      seatIndex: hand.seatIndex,
      bet: hand.bet,
      cards: [...hand.cards],
      isStanding: hand.status === 'standing' || hand.status === 'natural' || hand.status === 'surrendered',
      isBust: hand.status === 'bust',
      result: hand.result === 'SURRENDER' ? 'LOSE' : hand.result,
    })),
  };
}
