import type { CardIndex } from '../cards/cards.js';
import { evaluateBadugi } from './badugi.js';
import type { HandType } from './hand-type.js';
import { CARD_MASKS, evaluateHigh, evaluateHighKey, HIGH_KEYS } from './high.js';
import { evaluateAceFiveLow, evaluateDeuceSevenLow, evaluateLow8, evaluateOmahaLow8 } from './low.js';
import { evaluateOmahaHigh } from './omaha.js';

/**
 * The value of a player's hand for one share of the pot: larger is better, 0 = no qualifying hand
 * (an eight-or-better low that is not there, or too few cards). Values of different hand types are
 * on different scales and never compared with each other.
 */
export function evaluateHand(
  handType: HandType,
  hole: ArrayLike<CardIndex>,
  board: ArrayLike<CardIndex>,
): number {
  switch (handType) {
    case 'high':
      return evaluateHighOf(hole, board);
    case 'omahaHigh':
      return evaluateOmahaHigh(hole, board);
    case 'low8':
      return evaluateLow8(joined(hole, board));
    case 'omahaLow8':
      return evaluateOmahaLow8(hole, board);
    case 'aceFiveLow':
      return evaluateAceFiveLow(joined(hole, board));
    case 'deuceSevenLow':
      return evaluateDeuceSevenLow(joined(hole, board));
    case 'badugi':
      return evaluateBadugi(joined(hole, board));
    case 'holeHigh':
      return evaluateHigh(hole);
  }
}

/** Best five of hole and board together, without building the joined list when ≤ 7 cards. */
function evaluateHighOf(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): number {
  const n = hole.length + board.length;
  if (n < 5) return 0;
  if (n > 7) return evaluateHigh(joined(hole, board));
  let key = 0;
  let mask = 0;
  for (let i = 0; i < hole.length; i++) {
    key += HIGH_KEYS[hole[i]!]!;
    mask += CARD_MASKS[hole[i]!]!;
  }
  for (let i = 0; i < board.length; i++) {
    key += HIGH_KEYS[board[i]!]!;
    mask += CARD_MASKS[board[i]!]!;
  }
  return evaluateHighKey(key, mask);
}

function joined(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): ArrayLike<CardIndex> {
  if (board.length === 0) return hole;
  return [...Array.from(hole), ...Array.from(board)];
}
