import { ALL_CARDS, type Card } from '../../cards/cards.js';
import type { Random } from '../../cards/deck.js';

/**
 * A physical shoe for simulated tables and tests: `decks` full decks shuffled together (Fisher–Yates
 * with the caller's random source). Deal from the end (`pop`). The reducer never reads it: on a real
 * table the antennas read what comes out.
 */
export function shuffledShoe(decks: number, random: Random): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) shoe.push(...ALL_CARDS);
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = shoe[i]!;
    shoe[i] = shoe[j]!;
    shoe[j] = tmp;
  }
  return shoe;
}
