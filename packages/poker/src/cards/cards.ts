/**
 * Cards in the spec's notation: suit letter first, then rank (`SA` ace of spades, `HT` ten of hearts).
 * Internally a card is an integer 0..51, `rankIndex * 4 + suitIndex`, so that evaluators index
 * typed arrays directly; the string form is what crosses every boundary.
 */

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;

export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];
/** A card in the spec's format, e.g. `SA`, `HT`, `C2`. */
export type Card = `${Suit}${Rank}`;
/** A card as a small integer: `rankIndex * 4 + suitIndex` (0 = `C2`, 51 = `SA`). */
export type CardIndex = number;

export type CardError =
  | { code: 'MALFORMED_CARD'; card: string; message: string }
  | { code: 'DUPLICATE_CARD'; card: string; message: string };

export type CardResult<T> = { ok: true; value: T } | { ok: false; error: CardError };

const suitIndexOf: Record<string, number> = { C: 0, D: 1, H: 2, S: 3 };
const rankIndexOf: Record<string, number> = Object.fromEntries(RANKS.map((r, i) => [r, i]));

/** Every card in deck order (C2, D2, H2, S2, C3 … SA): the order of their indices. */
export const ALL_CARDS: readonly Card[] = RANKS.flatMap((r) => SUITS.map((s) => `${s}${r}` as Card));

export function isCard(value: unknown): value is Card {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    suitIndexOf[value[0]!] !== undefined &&
    rankIndexOf[value[1]!] !== undefined
  );
}

export function cardIndex(card: Card): CardIndex {
  return rankIndexOf[card[1]!]! * 4 + suitIndexOf[card[0]!]!;
}

export function cardFromIndex(index: CardIndex): Card {
  return ALL_CARDS[index]!;
}

/** 0 = deuce … 12 = ace. */
export function rankOf(index: CardIndex): number {
  return index >> 2;
}

/** 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades. */
export function suitOf(index: CardIndex): number {
  return index & 3;
}

export function parseCard(text: string): CardResult<Card> {
  const upper = text.length === 2 ? `${text[0]!.toUpperCase()}${text[1]!.toUpperCase()}` : text;
  if (!isCard(upper)) {
    return {
      ok: false,
      error: {
        code: 'MALFORMED_CARD',
        card: text,
        message: `"${text}" is not a card: expected a suit letter (C, D, H, S) then a rank (A, 2-9, T, J, Q, K), e.g. SA`,
      },
    };
  }
  return { ok: true, value: upper };
}

/** Parses a list of distinct cards; the first malformed or repeated card is named in the error. */
export function parseCards(texts: readonly string[]): CardResult<Card[]> {
  const seen = new Set<Card>();
  const cards: Card[] = [];
  for (const text of texts) {
    const parsed = parseCard(text);
    if (!parsed.ok) return parsed;
    if (seen.has(parsed.value)) {
      return {
        ok: false,
        error: { code: 'DUPLICATE_CARD', card: parsed.value, message: `card ${parsed.value} appears twice` },
      };
    }
    seen.add(parsed.value);
    cards.push(parsed.value);
  }
  return { ok: true, value: cards };
}

/** `As` (hand-history notation: rank first, lower-case suit) → `SA`. */
export function fromRankSuit(text: string): CardResult<Card> {
  if (text.length !== 2) return parseCard(text);
  const card = `${text[1]!.toUpperCase()}${text[0]!.toUpperCase()}`;
  if (!isCard(card)) {
    return {
      ok: false,
      error: {
        code: 'MALFORMED_CARD',
        card: text,
        message: `"${text}" is not a card: expected a rank (A, 2-9, T, J, Q, K) then a suit (c, d, h, s), e.g. As`,
      },
    };
  }
  return { ok: true, value: card };
}

/** `SA` → `As`. */
export function toRankSuit(card: Card): string {
  return `${card[1]}${card[0]!.toLowerCase()}`;
}

/**
 * Parses concatenated rank-suit cards as hand histories write them (`AsKd`); `??` is a card nobody
 * saw and comes back as `null`.
 */
export function parseRankSuitRun(text: string): CardResult<(Card | null)[]> {
  if (text.length % 2 !== 0) {
    return {
      ok: false,
      error: {
        code: 'MALFORMED_CARD',
        card: text,
        message: `"${text}" does not split into two-character cards`,
      },
    };
  }
  const cards: (Card | null)[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const chunk = text.slice(i, i + 2);
    if (chunk === '??') {
      cards.push(null);
      continue;
    }
    const card = fromRankSuit(chunk);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  return { ok: true, value: cards };
}

export function formatRankSuitRun(cards: readonly (Card | null)[]): string {
  return cards.map((c) => (c === null ? '??' : toRankSuit(c))).join('');
}
