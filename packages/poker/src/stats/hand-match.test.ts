import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type Card, RANKS } from '../cards/cards.js';
import { addHand, emptyPlayerStats, matchHand, type PlayerStats, toAnalytics } from './aggregate.js';
import { handFacts } from './facts.js';
import { combosOf, HAND_CLASS_GRID, HAND_CLASSES, handClassOf } from './hand-class.js';
import { RANK_PRIMES, rankPrimeProduct } from './hand-match.js';
import { finish, table } from './testing/hands.js';

/** Every two-card starting hand of hold'em: C(52, 2) = 1,326. */
const startingHands: [Card, Card][] = ALL_CARDS.flatMap((a, i) =>
  ALL_CARDS.slice(i + 1).map((b): [Card, Card] => [a, b]),
);
const ranksOf = (cards: readonly Card[]) =>
  cards
    .map((c) => c[1])
    .sort()
    .join('');

describe('hand matching (spec §5)', () => {
  it('[STAT-22] the primes are the spec’s: A=2, 2=3, 3=5 … K=41', () => {
    const byRank = Object.fromEntries(RANKS.map((r, i) => [r, RANK_PRIMES[i]]));
    expect(byRank).toEqual({
      A: 2,
      2: 3,
      3: 5,
      4: 7,
      5: 11,
      6: 13,
      7: 17,
      8: 19,
      9: 23,
      T: 29,
      J: 31,
      Q: 37,
      K: 41,
    });
    expect(rankPrimeProduct(['SA', 'HK'])).toBe(82);
  });

  it('[STAT-22] over all 1,326 starting hands the product is the same for every suit pattern of a rank set and differs between rank sets', () => {
    expect(startingHands).toHaveLength(1326);
    const productsByRanks = new Map<string, Set<number>>();
    for (const hand of startingHands) {
      const key = ranksOf(hand);
      let set = productsByRanks.get(key);
      if (!set) productsByRanks.set(key, (set = new Set()));
      set.add(rankPrimeProduct(hand));
    }
    // 13 pairs and 78 unpaired rank sets.
    expect(productsByRanks.size).toBe(91);
    for (const set of productsByRanks.values()) expect(set.size).toBe(1);
    const products = [...productsByRanks.values()].map((s) => [...s][0]);
    expect(new Set(products).size).toBe(91);
  });

  it('[STAT-22] matching counts the times the same hand was dealt before, its wins, losses and earnings', () => {
    const stats = emptyPlayerStats();
    const book = new Map<string, PlayerStats>([['P3', stats]]);
    // P3 (button) holds ace-king three times: suited, offsuit, then once more; a pair of queens once.
    const play = (cards: Card[], won: boolean) => {
      const d = table([100, 100, 100], {}, [['C2', 'D3'], ['C4', 'D5'], cards]);
      d.raise(2, 6);
      if (won) d.fold(0).fold(1);
      else d.fold(0).raise(1, 100).fold(2);
      addHand(book, handFacts(d.state.config, finish(d).events));
    };
    expect(matchHand(stats, ['SA', 'SK'])).toEqual({
      primeProduct: 82,
      timesDealt: 0,
      wins: 0,
      losses: 0,
      earnings: 0,
    });
    play(['SA', 'SK'], true);
    play(['HA', 'DK'], false);
    play(['SQ', 'HQ'], true);
    expect(matchHand(stats, ['CK', 'CA'])).toEqual({
      primeProduct: 82,
      timesDealt: 2,
      wins: 1,
      losses: 1,
      earnings: 3 - 6,
    });
    expect(matchHand(stats, ['DQ', 'CQ']).timesDealt).toBe(1);
    expect(matchHand(stats, ['DQ', 'CJ']).timesDealt).toBe(0);
  });

  it('[STAT-22] the product works for any number of cards (Omaha, draw), so every variation has its starting-hand view', () => {
    expect(rankPrimeProduct(['SA', 'HA', 'SK', 'HK'])).toBe(2 * 2 * 41 * 41);
    expect(rankPrimeProduct(['SA', 'HK', 'SK', 'HA'])).toBe(rankPrimeProduct(['DA', 'DK', 'CA', 'CK']));
    expect(rankPrimeProduct(['SK', 'HK', 'DK', 'CK', 'SQ', 'HQ', 'DQ'])).toBeLessThan(2 ** 53);
  });
});

describe('starting-hand grid', () => {
  it('[STAT-18] 169 classes, pairs on the diagonal, suited above it, offsuit below, 1,326 combinations in all', () => {
    expect(HAND_CLASSES).toHaveLength(169);
    expect(new Set(HAND_CLASSES).size).toBe(169);
    expect(HAND_CLASS_GRID[0]!.slice(0, 3)).toEqual(['AA', 'AKs', 'AQs']);
    expect(HAND_CLASS_GRID[1]!.slice(0, 3)).toEqual(['AKo', 'KK', 'KQs']);
    expect(HAND_CLASS_GRID[12]![12]).toBe('22');
    expect(HAND_CLASSES.reduce((s, c) => s + combosOf(c), 0)).toBe(1326);
    const counted = new Map<string, number>();
    for (const [a, b] of startingHands)
      counted.set(handClassOf(a, b), (counted.get(handClassOf(a, b)) ?? 0) + 1);
    for (const c of HAND_CLASSES) expect(counted.get(c), c).toBe(combosOf(c));
  });

  it('[STAT-18] each hold’em hand adds dealt, played (VPIP), won and net to its class', () => {
    const book = new Map<string, PlayerStats>();
    const d = table([100, 100, 100], {}, [
      ['C2', 'D3'],
      ['C4', 'D5'],
      ['SA', 'SK'],
    ])
      .raise(2, 6)
      .fold(0)
      .fold(1);
    addHand(book, handFacts(d.state.config, finish(d).events));
    expect(toAnalytics(book.get('P3')!).startingHandStrengths).toEqual({
      AKs: { dealt: 1, played: 1, won: 1, earnings: 3 },
    });
    expect(toAnalytics(book.get('P1')!).startingHandStrengths).toEqual({
      '32o': { dealt: 1, played: 0, won: 0, earnings: -1 },
    });
  });
});
