import { ALL_CARDS, type Card } from './cards.js';

/**
 * A source of randomness passed in by the caller (STYLE.md habit 3): returns a float in [0, 1).
 * Tests pass a seeded one; the engine passes a cryptographic one.
 */
export type Random = () => number;

/** A seeded, fast, well-distributed generator (mulberry32) for tests, simulations and sampling. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new 52-card deck in a uniformly random order (Fisher–Yates). */
export function shuffledDeck(random: Random, exclude: Iterable<Card> = []): Card[] {
  const excluded = new Set(exclude);
  const deck = ALL_CARDS.filter((c) => !excluded.has(c));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = tmp;
  }
  return deck;
}
