/**
 * Geometry of the 1920×1080 overlay stage (UI.md: nothing outside the 5% title-safe margin; card
 * ranks ≥ 48 px, so cards 96 px high; names and stacks ≥ 28 px).
 */

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;
/** 5% title-safe margins. */
export const SAFE_X = 96;
export const SAFE_Y = 54;
export const SAFE_WIDTH = STAGE_WIDTH - 2 * SAFE_X;

export const POD_GAP = 12;
export const MAX_POD_WIDTH = 300;
/** The card height that gives a 48 px rank. */
export const FULL_CARD_HEIGHT = 96;
/** The smallest card the strip falls back to when many hands of many cards must fit in one row. */
export const MIN_CARD_HEIGHT = 68;
const POD_PADDING = 20;

export interface StripLayout {
  podWidth: number;
  cardHeight: number;
  /** Horizontal distance between the left edges of two cards of a hand (less than a card: they fan). */
  cardStep: number;
}

/** Card width of a card `height` px high (poker size, 63 × 88 mm). */
export function cardWidth(height: number): number {
  return height * 0.714;
}

/**
 * Pod width, card height and fan step for `seats` pods holding up to `cards` cards each. Cards fan
 * (overlap) before they shrink, but never so far that the rank in the corner is covered.
 */
export function stripLayout(seats: number, cards: number): StripLayout {
  const n = Math.max(1, seats);
  const podWidth = Math.min(MAX_POD_WIDTH, Math.floor((SAFE_WIDTH - POD_GAP * (n - 1)) / n));
  const inner = podWidth - POD_PADDING;
  const k = Math.max(1, cards);
  for (let height = FULL_CARD_HEIGHT; height >= MIN_CARD_HEIGHT; height -= 4) {
    const w = cardWidth(height);
    if (k === 1) return { podWidth, cardHeight: height, cardStep: 0 };
    const step = Math.min(w + 6, (inner - w) / (k - 1));
    // The corner index (rank, even "10", and its suit) needs about two thirds of the card's width.
    if (step >= w * 0.66) return { podWidth, cardHeight: height, cardStep: Math.floor(step) };
  }
  const w = cardWidth(MIN_CARD_HEIGHT);
  return {
    podWidth,
    cardHeight: MIN_CARD_HEIGHT,
    cardStep: Math.max(Math.floor((inner - w) / (k - 1)), Math.floor(w * 0.4)),
  };
}
