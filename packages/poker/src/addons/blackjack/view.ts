import type { Card } from '../../cards/cards.js';
import { type BlackjackOptions, blackjackOptions } from './options.js';
import type { BlackjackRules } from './rules.js';
import type { BlackjackState, CasinoRoundState, Chips, HandResult, SeatIndex } from './types.js';

/**
 * The table message's `blackjack` field (packages/protocol table-state/add-ons.ts `blackjackSchema`),
 * as a plain type: packages/poker imports nothing of ours, so the protocol checks this shape, not us.
 */
export interface BlackjackView {
  readonly roundState: CasinoRoundState;
  readonly minBet: Chips;
  readonly maxBet: Chips;
  /** The house rules, with the table's chip unit. */
  readonly rules: BlackjackRules & { readonly chipUnit: Chips };
  /** The dealer's cards; a face-down hole card is `null` when hidden. */
  readonly dealerHand: (Card | null)[];
  readonly seats: {
    readonly seatIndex: SeatIndex;
    readonly stack: Chips;
    readonly bet: Chips;
    readonly insurance: Chips | null;
    readonly net: Chips | null;
  }[];
  readonly hands: {
    readonly seatIndex: SeatIndex;
    readonly handIndex: number;
    readonly bet: Chips;
    readonly cards: Card[];
    /** Finished without busting: stood, natural or surrendered. */
    readonly isStanding: boolean;
    readonly isBust: boolean;
    readonly isDoubled: boolean;
    readonly isSurrendered: boolean;
    /** `null` until settled; a surrender shows as `LOSE` (the protocol has no SURRENDER). */
    readonly result: Exclude<HandResult, 'SURRENDER'> | null;
  }[];
  readonly shoe: { readonly cardsDealt: number; readonly cutCardOut: boolean; readonly shuffleDue: boolean };
  readonly round: number;
  readonly houseNet: Chips;
  /** What the reducer accepts now: screens enable exactly these. */
  readonly options: BlackjackOptions;
}

/**
 * Projects the state for a viewer. `hideHole`: the dealer's face-down card is `null` until it is
 * turned (players, overlays); the dealer screen passes `false`. Split hands of a seat follow each other
 * in playing order, numbered by `handIndex`.
 */
export function blackjackView(state: BlackjackState, options: { readonly hideHole: boolean }): BlackjackView {
  const dealerHand: (Card | null)[] = state.dealer.cards.map((card, i) =>
    i === 1 && options.hideHole && !state.dealer.holeShown ? null : card,
  );
  return {
    roundState: state.roundState,
    minBet: state.rules.minBet,
    maxBet: state.rules.maxBet,
    rules: { ...state.rules, chipUnit: state.chipUnit },
    dealerHand,
    seats: state.seats.map((s) => ({
      seatIndex: s.seatIndex,
      stack: s.stack,
      bet: s.bet,
      insurance: s.insurance,
      net: s.net,
    })),
    hands: state.hands.map((hand) => ({
      seatIndex: hand.seatIndex,
      handIndex: hand.handIndex,
      bet: hand.bet,
      cards: [...hand.cards],
      isStanding: hand.status === 'standing' || hand.status === 'natural' || hand.status === 'surrendered',
      isBust: hand.status === 'bust',
      isDoubled: hand.doubled,
      isSurrendered: hand.status === 'surrendered',
      result: hand.result === 'SURRENDER' ? 'LOSE' : hand.result,
    })),
    shoe: {
      cardsDealt: state.shoe.dealt,
      cutCardOut: state.shoe.cutCardOut,
      shuffleDue: state.shoe.shuffleDue,
    },
    round: state.round,
    houseNet: state.houseNet,
    options: blackjackOptions(state),
  };
}
