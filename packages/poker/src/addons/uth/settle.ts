/**
 * Settlement of one UTH hand in whole chips (rules page §Settlement). Each bet settles on its own:
 *
 * | bet   | player folded | player beats dealer                      | tie  | dealer beats player |
 * |-------|---------------|------------------------------------------|------|---------------------|
 * | ante  | loses         | wins 1:1 if the dealer qualifies, else pushes | push | loses, or pushes if the dealer does not qualify |
 * | blind | loses         | blind pay table (straight+), else pushes | push | loses               |
 * | play  | —             | wins 1:1                                 | push | loses               |
 * | trips | trips pay table on the player's hand, whatever the dealer holds and even after a fold      |||
 *
 * Odd payouts (3:2 on an odd blind) are rounded down to the chip (`winAt`).
 */

import { type Card, cardIndex } from '../../cards/cards.js';
import { evaluateHigh } from '../../evaluate/high.js';
import { type UthHandClass, type UthRules, uthHandClass, winAt } from './rules.js';
import type { UthOutcome, UthSeatSettlement } from './types.js';

/** The dealer qualifies with a pair or better. */
export function dealerQualifies(dealerValue: number): boolean {
  return uthHandClass(dealerValue) !== 'highCard';
}

export interface UthHandToSettle {
  readonly seatIndex: number;
  readonly ante: number;
  readonly blind: number;
  readonly trips: number;
  readonly play: number;
  readonly hasFolded: boolean;
  /** High values (evaluate/high.ts) of the player's and the dealer's best five of seven. */
  readonly playerValue: number;
  readonly dealerValue: number;
}

/** Settles one seat's hand: each bet's net (+winnings, 0 push, −stake), the seat's net and what goes back to its stack. */
export function settleUthHand(hand: UthHandToSettle, rules: UthRules): UthSeatSettlement {
  const handClass: UthHandClass = uthHandClass(hand.playerValue);
  const trips = hand.trips === 0 ? 0 : tripsNet(hand.trips, handClass, rules);
  let outcome: UthOutcome;
  let ante: number;
  let blind: number;
  let play: number;
  if (hand.hasFolded) {
    outcome = 'LOSE';
    ante = -hand.ante;
    blind = -hand.blind;
    play = 0;
  } else if (hand.playerValue > hand.dealerValue) {
    outcome = 'WIN';
    ante = dealerQualifies(hand.dealerValue) ? hand.ante : 0;
    const blindOdds =
      handClass in rules.blindPays ? rules.blindPays[handClass as keyof UthRules['blindPays']] : null;
    blind = blindOdds ? winAt(blindOdds, hand.blind) : 0;
    play = hand.play;
  } else if (hand.playerValue < hand.dealerValue) {
    outcome = 'LOSE';
    ante = dealerQualifies(hand.dealerValue) ? -hand.ante : 0;
    blind = -hand.blind;
    play = -hand.play;
  } else {
    outcome = 'PUSH';
    ante = 0;
    blind = 0;
    play = 0;
  }
  const net = ante + blind + trips + play;
  const staked = hand.ante + hand.blind + hand.trips + hand.play;
  return {
    seatIndex: hand.seatIndex,
    handClass,
    outcome,
    ante,
    blind,
    trips,
    play,
    net,
    returned: staked + net,
  };
}

function tripsNet(stake: number, handClass: UthHandClass, rules: UthRules): number {
  const odds =
    handClass in rules.tripsPays ? rules.tripsPays[handClass as keyof UthRules['tripsPays']] : null;
  return odds ? winAt(odds, stake) : -stake;
}

/** High value of a player's (or the dealer's) two cards with the five-card board. */
export function uthHandValue(hole: readonly Card[], board: readonly Card[]): number {
  return evaluateHigh([...hole, ...board].map(cardIndex));
}
