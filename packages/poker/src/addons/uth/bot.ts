/**
 * A UTH bot playing the Wizard of Odds' simple ("basic") strategy (wizardofodds.com/games/
 * ultimate-texas-hold-em/, "Simple strategy"; rules page §Bots). It never bets 3×:
 *
 * - Preflop, bet 4× with: any pair but 2-2; any ace; K-x suited; K-5 offsuit or better; Q-6 suited
 *   or better; Q-8 offsuit or better; J-8 suited or better; J-T offsuit. Otherwise check.
 * - Flop, bet 2× with: two pair or better that uses a hole card; a hidden pair (a hole card pairs
 *   the flop, or a pocket pair) except pocket deuces; four to a flush including a hole card of that
 *   suit ranked ten or better. Otherwise check.
 * - River, bet 1× with: a hidden pair or better (the hole cards make a pair with the board, a pocket
 *   pair, or a better category than the board alone); or fewer than 21 dealer outs, an out being an
 *   unseen card that with the board alone beats the player (ties are not outs). Otherwise fold.
 *
 * Published house edge of this strategy: about 2.43 % of the ante (the Wizard of Odds, from memory of
 * the page, not re-derived here); optimal play 2.185 %. See house-edge.ts for what we computed.
 */

import { type Card, type CardIndex, cardIndex, rankOf, suitOf } from '../../cards/cards.js';
import { evaluateHigh, evaluateHigh5, evaluateHigh6 } from '../../evaluate/high.js';
import { HIGH_VALUE_CATEGORY } from '../../evaluate/tables.js';
import type { UthPlayerAction, UthState, UthStreet } from './types.js';
import { uthOptions } from './uth.js';

export type UthDecision =
  | { readonly kind: 'play'; readonly multiple: number }
  | { readonly kind: 'check' }
  | { readonly kind: 'fold' };

const T = 8; // rank index of the ten
const J = 9;
const Q = 10;
const K = 11;
const A = 12;

/** The preflop 4× chart of the simple strategy (hole cards as indices). */
export function raisesPreflop(a: CardIndex, b: CardIndex): boolean {
  const hi = Math.max(rankOf(a), rankOf(b));
  const lo = Math.min(rankOf(a), rankOf(b));
  const suited = suitOf(a) === suitOf(b);
  if (hi === lo) return hi >= 1; // any pair but deuces
  if (hi === A) return true;
  if (hi === K) return suited || lo >= 3; // K-x suited, K-5+ offsuit (rank 3 = five)
  if (hi === Q) return suited ? lo >= 4 : lo >= 6; // Q-6+ suited, Q-8+ offsuit
  if (hi === J) return suited ? lo >= 6 : lo >= T; // J-8+ suited, J-T offsuit
  return false;
}

/** Category index (0 high card … 8 straight flush) of a high value. */
const category = (value: number): number => HIGH_VALUE_CATEGORY[value]!;

/** Category of three flop cards alone: 3 trips, 1 a pair, 0 nothing. */
function flopCategory(f1: CardIndex, f2: CardIndex, f3: CardIndex): number {
  const r1 = f1 >> 2;
  const r2 = f2 >> 2;
  const r3 = f3 >> 2;
  if (r1 === r2 && r2 === r3) return 3;
  return r1 === r2 || r2 === r3 || r1 === r3 ? 1 : 0;
}

/**
 * The flop rule on card indices (allocation-free: the exact calculator calls it ~10⁹ times): two pair
 * or better that the board alone does not make; a hidden pair but pocket deuces; four to a flush with a
 * hole card of that suit ranked ten or better.
 */
export function flopBets(a: CardIndex, b: CardIndex, f1: CardIndex, f2: CardIndex, f3: CardIndex): boolean {
  const mine = category(evaluateHigh5(a, b, f1, f2, f3));
  if (mine >= 2 && mine > flopCategory(f1, f2, f3)) return true;
  const ra = a >> 2;
  const rb = b >> 2;
  if (ra === rb) return ra > 0;
  const r1 = f1 >> 2;
  const r2 = f2 >> 2;
  const r3 = f3 >> 2;
  if (ra === r1 || ra === r2 || ra === r3 || rb === r1 || rb === r2 || rb === r3) return true;
  return (
    fourFlushWithTen(a, b, f1, f2, f3, a & 3) ||
    ((b & 3) !== (a & 3) && fourFlushWithTen(a, b, f1, f2, f3, b & 3))
  );
}

/** Four of `suit` among the five cards, one of them a hole card ranked ten or better. */
function fourFlushWithTen(
  a: CardIndex,
  b: CardIndex,
  f1: CardIndex,
  f2: CardIndex,
  f3: CardIndex,
  suit: number,
): boolean {
  const aIn = (a & 3) === suit;
  const bIn = (b & 3) === suit;
  if (!((aIn && a >> 2 >= T) || (bIn && b >> 2 >= T))) return false;
  const n =
    (aIn ? 1 : 0) +
    (bIn ? 1 : 0) +
    ((f1 & 3) === suit ? 1 : 0) +
    ((f2 & 3) === suit ? 1 : 0) +
    ((f3 & 3) === suit ? 1 : 0);
  return n >= 4;
}

/**
 * The river rule: a hidden pair or better (pocket pair, a hole card pairing the board, or a better
 * category than the board's own), else fewer than 21 dealer outs. `boardRanks` has bit r set for each
 * board rank r; `outs` is the dealer outs (`dealerOuts`).
 */
export function riverBets(
  a: CardIndex,
  b: CardIndex,
  boardValue: number,
  boardRanks: number,
  playerValue: number,
  outs: number,
): boolean {
  const ra = a >> 2;
  const rb = b >> 2;
  if (ra === rb || (boardRanks >> ra) & 1 || (boardRanks >> rb) & 1) return true;
  const mine = category(playerValue);
  if (mine >= 1 && mine > category(boardValue)) return true;
  return outs < 21;
}

/** The simple strategy's decision for hole cards and the board as the player sees it on `street`. */
export function uthBasicDecision(
  holeCards: readonly Card[],
  boardCards: readonly Card[],
  street: UthStreet,
): UthDecision {
  const [a, b] = holeCards.map(cardIndex) as [CardIndex, CardIndex];
  const board = boardCards.map(cardIndex);
  if (street === 'preflop') return raisesPreflop(a, b) ? { kind: 'play', multiple: 4 } : { kind: 'check' };
  if (street === 'flop') {
    const [f1, f2, f3] = board as [CardIndex, CardIndex, CardIndex];
    return flopBets(a, b, f1, f2, f3) ? { kind: 'play', multiple: 2 } : { kind: 'check' };
  }
  const boardRanks = board.reduce((m, c) => m | (1 << (c >> 2)), 0);
  const bets = riverBets(
    a,
    b,
    evaluateHigh(board),
    boardRanks,
    evaluateHigh([a, b, ...board]),
    dealerOuts([a, b], board),
  );
  return bets ? { kind: 'play', multiple: 1 } : { kind: 'fold' };
}

/** Unseen cards that, with the five board cards alone, beat the player's hand (the simple strategy's "dealer outs"). */
export function dealerOuts(hole: readonly CardIndex[], board: readonly CardIndex[]): number {
  const mine = evaluateHigh([...hole, ...board]);
  const seen = new Set([...hole, ...board]);
  const [b0, b1, b2, b3, b4] = board as [CardIndex, CardIndex, CardIndex, CardIndex, CardIndex];
  let outs = 0;
  for (let c = 0; c < 52; c++) {
    if (!seen.has(c) && evaluateHigh6(b0, b1, b2, b3, b4, c) > mine) outs++;
  }
  return outs;
}

/** The bot's next action for `seatIndex`, or null when that seat has nothing to decide now. */
export function uthBotAction(state: UthState, seatIndex: number): UthPlayerAction | null {
  const options = uthOptions(state);
  if (!options.waitingOn.includes(seatIndex) || !state.street) return null;
  const seat = state.seats.find((s) => s.seatIndex === seatIndex)!;
  const seatOptions = options.seats.find((s) => s.seatIndex === seatIndex)!;
  const decision = uthBasicDecision(seat.cards, state.board, state.street);
  if (decision.kind === 'play') {
    // Short of chips for the bet the chart wants: the largest play bet affordable, else check/fold.
    const affordable = seatOptions.plays.filter((p) => p.multiple <= decision.multiple);
    if (affordable.length > 0) {
      return { type: 'play', seatIndex, multiple: Math.max(...affordable.map((p) => p.multiple)) };
    }
  }
  if (decision.kind === 'fold' || !seatOptions.canCheck) return { type: 'fold', seatIndex };
  return { type: 'check', seatIndex };
}
