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
import { evaluateHigh, evaluateHigh6, highCategory } from '../../evaluate/high.js';
import type { UthAction, UthState, UthStreet } from './types.js';
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

/** Category index of the best hand of `cards` (0 high card … 8 straight flush); pairs only under five cards. */
function categoryOf(cards: readonly CardIndex[]): number {
  if (cards.length >= 5) return categoryIndex(evaluateHigh(cards));
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  if (most >= 4) return 7;
  if (most === 3) return 3;
  const pairs = [...counts.values()].filter((n) => n === 2).length;
  return pairs >= 2 ? 2 : pairs === 1 ? 1 : 0;
}

const CATEGORY_INDEX: Readonly<Record<string, number>> = {
  'High card': 0,
  'One pair': 1,
  'Two pair': 2,
  'Three of a kind': 3,
  Straight: 4,
  Flush: 5,
  'Full house': 6,
  'Four of a kind': 7,
  'Straight flush': 8,
};
function categoryIndex(value: number): number {
  return CATEGORY_INDEX[highCategory(value)]!;
}

/** A pair or better that a hole card takes part in: a pocket pair, a hole card pairing the board, or a category the board alone lacks. */
function hiddenPairOrBetter(hole: readonly CardIndex[], board: readonly CardIndex[]): boolean {
  const [a, b] = hole as [CardIndex, CardIndex];
  if (rankOf(a) === rankOf(b)) return true;
  if (board.some((c) => rankOf(c) === rankOf(a) || rankOf(c) === rankOf(b))) return true;
  const mine = categoryOf([...hole, ...board]);
  return mine >= 1 && mine > categoryOf(board);
}

/** The simple strategy's decision for hole cards and the board as the player sees it on `street`. */
export function uthBasicDecision(
  holeCards: readonly Card[],
  boardCards: readonly Card[],
  street: UthStreet,
): UthDecision {
  const hole = holeCards.map(cardIndex);
  const board = boardCards.map(cardIndex);
  const [a, b] = hole as [CardIndex, CardIndex];
  if (street === 'preflop') return raisesPreflop(a, b) ? { kind: 'play', multiple: 4 } : { kind: 'check' };
  if (street === 'flop') {
    const all = [...hole, ...board];
    const mine = categoryOf(all);
    if (mine >= 2 && mine > categoryOf(board)) return { kind: 'play', multiple: 2 };
    const pocketPair = rankOf(a) === rankOf(b);
    const pairsBoard = board.some((c) => rankOf(c) === rankOf(a) || rankOf(c) === rankOf(b));
    if ((pocketPair && rankOf(a) > 0) || pairsBoard) return { kind: 'play', multiple: 2 };
    for (let suit = 0; suit < 4; suit++) {
      const n = all.filter((c) => suitOf(c) === suit).length;
      if (n >= 4 && hole.some((c) => suitOf(c) === suit && rankOf(c) >= T))
        return { kind: 'play', multiple: 2 };
    }
    return { kind: 'check' };
  }
  if (hiddenPairOrBetter(hole, board)) return { kind: 'play', multiple: 1 };
  return dealerOuts(hole, board) < 21 ? { kind: 'play', multiple: 1 } : { kind: 'fold' };
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
export function uthBotAction(state: UthState, seatIndex: number): UthAction | null {
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
