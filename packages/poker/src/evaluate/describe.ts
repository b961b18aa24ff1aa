/**
 * Human-readable hands for hand histories and overlays: a name ("Straight", "Two pair",
 * "8-6-4-3-2 low", "Badugi 7-4-3-A") and the cards that play, in the order a dealer reads them.
 * Not on any hot path: it searches the allowed combinations for one worth the hand's value.
 */

import { type CardIndex, RANKS } from '../cards/cards.js';
import { badugiSize, evaluateBadugi } from './badugi.js';
import { evaluateHand } from './evaluate-hand.js';
import { HIGH_CARD, HIGH_CATEGORIES, STRAIGHT, STRAIGHT_FLUSH } from './five-card.js';
import type { HandType } from './hand-type.js';
import { evaluateHigh } from './high.js';
import { evaluateAceFiveLow, evaluateDeuceSevenLow, evaluateLow8 } from './low.js';
import { forEachSubset } from './subsets.js';
import { ACE_FIVE_VALUE_CATEGORY, DEUCE_SEVEN_VALUE_CATEGORY, HIGH_VALUE_CATEGORY } from './tables.js';

export interface HandDescription {
  handType: HandType;
  /** The evaluator's value (larger is better). */
  value: number;
  /** "Full house", "8-6-4-3-2 low", "Badugi 7-4-3-A" … */
  name: string;
  /** The cards that play (five, or one to four in badugi), in reading order. */
  cards: CardIndex[];
}

/** Describes the hand, or returns null when it does not qualify (no eight-or-better low). */
export function describeHand(
  handType: HandType,
  hole: readonly CardIndex[],
  board: readonly CardIndex[],
): HandDescription | null {
  const value = evaluateHand(handType, hole, board);
  if (value === 0) return null;
  const cards = playingCards(handType, hole, board, value);
  switch (handType) {
    case 'high':
    case 'omahaHigh':
    case 'holeHigh': {
      const category = HIGH_VALUE_CATEGORY[value]!;
      const wheel = (category === STRAIGHT || category === STRAIGHT_FLUSH) && isWheel(cards);
      return { handType, value, name: HIGH_CATEGORIES[category]!, cards: highOrder(cards, wheel) };
    }
    case 'low8':
    case 'omahaLow8':
      return describeLow(handType, value, lowOrder(cards), HIGH_CARD);
    case 'aceFiveLow':
      return describeLow(handType, value, lowOrder(cards), ACE_FIVE_VALUE_CATEGORY[value]!);
    case 'deuceSevenLow':
      return describeLow(handType, value, highOrder(cards, false), DEUCE_SEVEN_VALUE_CATEGORY[value]!);
    case 'badugi': {
      const ordered = lowOrder(cards);
      const ranks = rankText(ordered);
      return {
        handType,
        value,
        name: ordered.length === 4 ? `Badugi ${ranks}` : `${ordered.length}-card ${ranks}`,
        cards: ordered,
      };
    }
  }
}

function describeLow(
  handType: HandType,
  value: number,
  cards: CardIndex[],
  category: number,
): HandDescription {
  const name = category === HIGH_CARD ? `${rankText(cards)} low` : HIGH_CATEGORIES[category]!;
  return { handType, value, name, cards };
}

/** The first allowed combination worth exactly `value`. */
function playingCards(
  handType: HandType,
  hole: readonly CardIndex[],
  board: readonly CardIndex[],
  value: number,
): CardIndex[] {
  let found: CardIndex[] | null = null;
  const tryCards = (cards: readonly CardIndex[], evaluate: (c: readonly CardIndex[]) => number): void => {
    if (found === null && evaluate(cards) === value) found = [...cards];
  };
  const all = [...hole, ...board];
  switch (handType) {
    case 'high':
      forEachSubset(all, 5, (five) => tryCards(five, evaluateHigh));
      break;
    case 'holeHigh':
      forEachSubset(hole, 5, (five) => tryCards(five, evaluateHigh));
      break;
    case 'low8':
      forEachSubset(all, 5, (five) => tryCards(five, evaluateLow8));
      break;
    case 'aceFiveLow':
      forEachSubset(all, 5, (five) => tryCards(five, evaluateAceFiveLow));
      break;
    case 'deuceSevenLow':
      forEachSubset(all, 5, (five) => tryCards(five, evaluateDeuceSevenLow));
      break;
    case 'omahaHigh':
    case 'omahaLow8': {
      const evaluate = handType === 'omahaHigh' ? evaluateHigh : evaluateLow8;
      forEachSubset(hole, 2, (two) => {
        const pair = [...two];
        forEachSubset(board, 3, (three) => tryCards([...pair, ...three], evaluate));
      });
      break;
    }
    case 'badugi':
      for (let size = Math.min(4, all.length); size > 0 && found === null; size--) {
        if (size !== badugiSize(value)) continue;
        forEachSubset(all, size, (subset) => tryCards(subset, evaluateBadugi));
      }
      break;
  }
  if (found === null) throw new Error(`no ${handType} combination is worth ${value}`);
  return found;
}

function isWheel(cards: readonly CardIndex[]): boolean {
  const ranks = new Set(cards.map((c) => c >> 2));
  return ranks.has(12) && ranks.has(3);
}

/** Bigger groups first, then higher rank (ace high); a wheel reads 5-4-3-2-A. */
function highOrder(cards: readonly CardIndex[], wheel: boolean): CardIndex[] {
  const count = new Map<number, number>();
  for (const c of cards) count.set(c >> 2, (count.get(c >> 2) ?? 0) + 1);
  const strength = (c: CardIndex): number => (wheel && c >> 2 === 12 ? -1 : c >> 2);
  return [...cards].sort(
    (a, b) => count.get(b >> 2)! - count.get(a >> 2)! || strength(b) - strength(a) || b - a,
  );
}

/** Highest first with the ace counted low (8-6-4-3-A); pairs sit together. */
function lowOrder(cards: readonly CardIndex[]): CardIndex[] {
  const aceLow = (c: CardIndex): number => ((c >> 2) + 1) % 13;
  return [...cards].sort((a, b) => aceLow(b) - aceLow(a) || b - a);
}

function rankText(cards: readonly CardIndex[]): string {
  return cards.map((c) => RANKS[c >> 2]).join('-');
}
