/**
 * Outs for the next card: on a board whose next street deals one card (the turn or the river), every
 * unseen card is tried as that card and each hand's made-hand part of the pot compared with what it
 * is now. A card is an out for a hand when it raises that part (puts the hand ahead, or into a
 * split it was not in). "Made hand" is the hand as it stands on the board so far: best five of the
 * hole cards and the board's cards (Omaha: two and three), as a showdown would read it now.
 */

import type { CardIndex } from '../cards/cards.js';
import type { HandType } from '../evaluate/hand-type.js';
import { type DealSpot, enumerateDeals } from './deals.js';
import { Tally } from './tally.js';
import { type EquitySpot, EquitySpotError } from './types.js';

export interface NextCard {
  readonly card: CardIndex;
  /** Each hand's made-hand part of the pot (0..1) with this card on the board. */
  readonly parts: readonly number[];
}

export interface BoardOuts {
  readonly board: number;
  /** Each hand's made-hand part of the pot now. */
  readonly parts: readonly number[];
  /** Every card that can come next, in card order. */
  readonly nextCards: readonly NextCard[];
  /** Per hand: the cards that raise its part. */
  readonly outs: readonly (readonly CardIndex[])[];
}

/**
 * Outs on every board whose next card comes alone (three or four cards known and more to come).
 * Needs every hand's cards known (no cards to come). Boards where the next street deals several
 * cards (the flop) have no entry.
 */
export function nextCardOuts(spot: EquitySpot): BoardOuts[] {
  if (spot.hands.some((h) => h.toCome > 0)) throw new EquitySpotError('outs need every hand known');
  const out: BoardOuts[] = [];
  const seen = new Uint8Array(52);
  for (const h of spot.hands) for (const c of h.cards) seen[c] = 1;
  for (const b of spot.boards) for (const c of b.cards) seen[c] = 1;
  for (const c of spot.dead) seen[c] = 1;
  spot.boards.forEach((board, b) => {
    if (board.toCome === 0 || board.cards.length < 3) return;
    const parts = madeParts(spot.handTypes, spot.hands, board.cards, spot.holdemHoleCards);
    const nextCards: NextCard[] = [];
    const outs: CardIndex[][] = spot.hands.map(() => []);
    for (let c = 0; c < 52; c++) {
      if (seen[c]) continue;
      const after = madeParts(spot.handTypes, spot.hands, [...board.cards, c], spot.holdemHoleCards);
      nextCards.push({ card: c, parts: after });
      after.forEach((part, p) => {
        if (part > parts[p]! + 1e-12) outs[p]!.push(c);
      });
    }
    out.push({ board: b, parts, nextCards, outs });
  });
  return out;
}

/** Each hand's part of the pot if the hand were shown down on `board` as it is. */
export function madeParts(
  handTypes: readonly HandType[],
  hands: EquitySpot['hands'],
  board: readonly CardIndex[],
  holdemHoleCards: number | undefined,
): number[] {
  const spot: DealSpot = {
    handTypes,
    hands: hands.map((h) => ({ known: h.cards, toCome: 0 })),
    board: { known: board, toCome: 0 },
    stub: [],
    holdemHoleCards,
  };
  const tally = new Tally(hands.length, handTypes.length);
  enumerateDeals(spot, tally);
  return Array.from(tally.part, (part) => part / tally.unit);
}
