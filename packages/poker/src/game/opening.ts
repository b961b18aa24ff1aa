import { type Card, cardIndex, rankOf, suitOf } from '../cards/cards.js';
import type { Opening } from '../variations/variations.js';
import type { PlayerIndex, PlayerState } from './types.js';

/**
 * Who opens a street's betting. Position games open left of the largest blind or straddle (ties go
 * to the later seat, so a straddle acts last); stud games open on the exposed cards:
 * - third street: the lowest door card brings in (stud; suits break ties, clubs lowest), or the
 *   highest door card with the ace low (razz; spades highest);
 * - later streets: the best showing hand (stud) or the best showing low (razz); position breaks ties.
 */
export function openerIndex(opening: Opening, players: readonly PlayerState[]): PlayerIndex {
  switch (opening) {
    case 'position': {
      let best = 0;
      players.forEach((p, i) => {
        if (p.bet >= players[best]!.bet) best = i;
      });
      return (best + 1) % players.length;
    }
    case 'lowCard':
      return pick(players, (cards) => Math.min(...cards.map((c) => cardKey(c, false))), 'min');
    case 'highCard':
      return pick(players, (cards) => Math.max(...cards.map((c) => cardKey(c, true))), 'max');
    case 'highHand':
      return pick(players, (cards) => showingHandKey(cards, false), 'max');
    case 'lowHand':
      return pick(players, (cards) => showingHandKey(cards, true), 'min');
  }
}

function upCards(player: PlayerState): Card[] {
  const cards: Card[] = [];
  player.hole.forEach((c, i) => {
    if (player.up[i] && c !== null) cards.push(c);
  });
  return cards;
}

/** Picks the first live player (position order) whose up cards give the best key. */
function pick(
  players: readonly PlayerState[],
  key: (cards: Card[]) => number,
  best: 'min' | 'max',
): PlayerIndex {
  let chosen = -1;
  let chosenKey = 0;
  players.forEach((p, i) => {
    if (p.status !== 'inHand') return;
    const cards = upCards(p);
    if (cards.length === 0) return;
    const k = key(cards);
    if (chosen < 0 || (best === 'min' ? k < chosenKey : k > chosenKey)) {
      chosen = i;
      chosenKey = k;
    }
  });
  if (chosen >= 0) return chosen;
  // Nobody shows a card (every up card unknown): fall back to the first live player.
  return Math.max(
    0,
    players.findIndex((p) => p.status === 'inHand'),
  );
}

/** Rank then suit as one number; `aceLow` puts the ace below the deuce (razz). */
function cardKey(card: Card, aceLow: boolean): number {
  const index = cardIndex(card);
  const rank = aceLow ? (rankOf(index) + 1) % 13 : rankOf(index);
  return rank * 4 + suitOf(index);
}

/**
 * The strength of the cards a player shows, as one number: the category (quads > trips > two pair >
 * pair > high card) then the ranks from the most significant group down. Straights and flushes do not
 * count among up cards. With `aceLow`, the ace ranks below the deuce (razz, where the smallest key opens).
 */
export function showingHandKey(cards: readonly Card[], aceLow: boolean): number {
  const counts = new Map<number, number>();
  for (const c of cards) {
    const r = aceLow ? (rankOf(cardIndex(c)) + 1) % 13 : rankOf(cardIndex(c));
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const pairs = groups.filter(([, n]) => n === 2).length;
  const top = groups[0]?.[1] ?? 0;
  const category = top === 4 ? 4 : top === 3 ? 3 : pairs === 2 ? 2 : pairs === 1 ? 1 : 0;
  let key = category;
  // Up to four groups of ranks 0..12: base 13 digits keep every comparison exact.
  for (let i = 0; i < 4; i++) key = key * 13 + (groups[i]?.[0] ?? 0);
  return key;
}
