/**
 * How a card in the spec's notation (`SA`: suit letter, then rank) is drawn and named. Pure, so the
 * overlays, the live table and the room displays draw every card the same way.
 */

export type Suit = 'C' | 'D' | 'H' | 'S';
/** UI.md: a four-colour deck (spades black, hearts red, diamonds blue, clubs green) or the classic two. */
export type Deck = 'four' | 'two';

const SUITS = new Set(['C', 'D', 'H', 'S']);
const RANKS = '23456789TJQKA';

const SUIT_NAMES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const RANK_NAMES: Record<string, string> = {
  A: 'Ace',
  K: 'King',
  Q: 'Queen',
  J: 'Jack',
  T: 'Ten',
  '9': 'Nine',
  '8': 'Eight',
  '7': 'Seven',
  '6': 'Six',
  '5': 'Five',
  '4': 'Four',
  '3': 'Three',
  '2': 'Two',
};

export interface CardFace {
  suit: Suit;
  /** `A`, `K` … `2`, `T` for ten (as in the notation). */
  rank: string;
}

/** `SA` → {suit S, rank A}; null for anything that is not a card. */
export function parseCard(card: string | null | undefined): CardFace | null {
  if (card?.length !== 2) return null;
  const suit = card[0]!;
  const rank = card[1]!;
  if (!SUITS.has(suit) || !RANKS.includes(rank)) return null;
  return { suit: suit as Suit, rank };
}

/** What the card shows in its corner: `10` for ten, the letter otherwise. */
export function rankText(rank: string): string {
  return rank === 'T' ? '10' : rank;
}

/** "Ace of spades"; "Face-down card" for a card this viewer may not see. */
export function cardLabel(card: string | null | undefined): string {
  const face = parseCard(card);
  if (!face) return 'Face-down card';
  return `${RANK_NAMES[face.rank]} of ${SUIT_NAMES[face.suit]}`;
}

/** The ink of each suit per deck, chosen for contrast on the white card face (≥ 4.5:1). */
const SUIT_INK: Record<Deck, Record<Suit, string>> = {
  four: { S: '#111827', H: '#c8102e', D: '#1456c8', C: '#0f7a32' },
  two: { S: '#111827', H: '#c8102e', D: '#c8102e', C: '#111827' },
};

/** The ink of a suit in a deck. */
export function suitColour(suit: Suit, deck: Deck): string {
  return SUIT_INK[deck][suit];
}

/** `AKs`-style rank index for sorting: ace high. */
export function rankValue(rank: string): number {
  return RANKS.indexOf(rank);
}

/**
 * The React key of a card at a place in a hand or on a board: its place and face, so a card read into a
 * place is a new element (it flips in, and its paint can be timed), while the places themselves are fixed.
 */
export function placeKey(index: number, face: string | null | undefined): string {
  return `${index}:${face ?? 'back'}`;
}
