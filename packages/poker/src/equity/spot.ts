import { type Card, cardIndex } from '../cards/cards.js';
import {
  boardCardsDealt,
  getVariation,
  holeCardsDealt,
  type VariationCode,
} from '../variations/variations.js';
import { type EquitySpot, EquitySpotError } from './types.js';

/** The cards of an equity question in the spec's notation, for one variation. */
export interface CardSpot {
  /** Each contesting hand's known cards; a hand with fewer than it will hold gets the rest from the stub. */
  readonly hands: readonly (readonly Card[])[];
  /** Each board's cards so far (one list per board); omit or leave empty in stud and draw games. */
  readonly boards?: readonly (readonly Card[])[];
  /** Cards known to be out of the stub: folded hands, discards, burns seen. */
  readonly dead?: readonly Card[];
}

/**
 * The spot for a variation: its hand types per share, hands that still receive what they lack of
 * the cards they hold at showdown (hidden hole cards, stud streets to come, draws owed), boards
 * that still receive what they lack of five.
 */
export function equitySpot(code: VariationCode, cards: CardSpot): EquitySpot {
  const variation = getVariation(code);
  const holeCards = variation.holeCardsAtShowdown;
  const boardCards = boardCardsDealt(variation);
  const boards = cards.boards ?? [];
  if (!variation.hasBoard && boards.some((b) => b.length > 0)) {
    throw new EquitySpotError(`${code} has no board`);
  }
  const hands = cards.hands.map((hand, p) => {
    // A pineapple hand may still hold its third card: it plays the best two (see EquitySpot).
    const most = Math.max(holeCards, holeCardsDealt(variation));
    if (hand.length > most) {
      throw new EquitySpotError(`hand ${p}: ${hand.length} cards, but a ${code} hand holds ${holeCards}`);
    }
    return { cards: hand.map(cardIndex), toCome: Math.max(0, holeCards - hand.length) };
  });
  const spotBoards = variation.hasBoard
    ? (boards.length > 0 ? boards : [[]]).map((board, b) => {
        if (board.length > boardCards) {
          throw new EquitySpotError(
            `board ${b}: ${board.length} cards, but a ${code} board has ${boardCards}`,
          );
        }
        return { cards: board.map(cardIndex), toCome: boardCards - board.length };
      })
    : [];
  return {
    handTypes: variation.handTypes,
    hands,
    boards: spotBoards,
    dead: (cards.dead ?? []).map(cardIndex),
    ...(variation.family === 'holdem' ? { holdemHoleCards: holeCards } : {}),
  };
}
