import type { Card } from '../../cards/cards.js';

/** A card's blackjack value: 2–9 at face, T J Q K ten, ace 1 (counted 11 by `handTotal` when it fits). */
export function cardValue(card: Card): number {
  const rank = card[1];
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

export function isTenValue(card: Card): boolean {
  return cardValue(card) === 10;
}

export function isAce(card: Card): boolean {
  return card[1] === 'A';
}

export interface HandTotal {
  /** The best total: one ace counted 11 when that does not bust. */
  readonly total: number;
  /** An ace is counted 11 in `total`. */
  readonly soft: boolean;
}

export function handTotal(cards: readonly Card[]): HandTotal {
  let hard = 0;
  let aces = 0;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) aces++;
  }
  if (aces > 0 && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

/** Two cards making 21: an ace and a ten-value card. Whether it counts as a natural is the hand's matter. */
export function isTwoCardTwentyOne(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/**
 * Two cards a player may split: the same rank, or any two ten-value cards (K-Q splits like T-T, as in
 * most casinos; see docs/rules/blackjack.md).
 */
export function isPair(cards: readonly Card[]): boolean {
  if (cards.length !== 2) return false;
  const [a, b] = cards as [Card, Card];
  return a[1] === b[1] || (isTenValue(a) && isTenValue(b));
}
