import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRACTICE_DIR } from '../../../../fixtures/index.js';
import { type Card, type CardIndex, cardFromIndex, cardIndex } from '../cards/cards.js';
import { seededRandom } from '../cards/deck.js';
import { getVariation, type VariationCode } from '../variations/variations.js';
import { binomial, enumerateDeals } from './deals.js';
import { computeEquity, planEquity } from './equity.js';
import { fraction, fractionText } from './fraction.js';
import { equitySpot } from './spot.js';
import { Tally } from './tally.js';
import { referenceEquity } from './testing/reference.js';
import { type EquitySpot, EquitySpotError, EquityTooCostly } from './types.js';

interface PracticeCase {
  id: string;
  game: VariationCode;
  players: Card[][];
  board: Card[];
  equities: number[];
  equities_exact: string[];
  boards_enumerated: number;
}

const practice: PracticeCase[] = readFileSync(join(PRACTICE_DIR, 'equity.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));

const value = (f: string) => {
  const [n, d] = f.split('/').map(Number);
  return n! / d!;
};

/** A random spot of a board game: `players` hands, `boardCards` known, `dead` more cards out. */
function randomSpot(
  code: VariationCode,
  random: () => number,
  players: number,
  boardCards: number,
  dead: number,
  holeCards = getVariation(code).holeCardsAtShowdown,
): EquitySpot {
  const deck = Array.from({ length: 52 }, (_, c) => c);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const take = (k: number) => deck.splice(0, k).map(cardFromIndex);
  const hands = Array.from({ length: players }, () => take(holeCards));
  const board = take(boardCards);
  return equitySpot(code, { hands, boards: [board], dead: take(dead) });
}

describe('exact equity', () => {
  it('[EQ-1] every practice case matches PokerKit exactly: the same fractions, the same runout count', () => {
    for (const c of practice) {
      const result = computeEquity(equitySpot(c.game, { hands: c.players, boards: [c.board] }));
      expect(result.exact, c.id).toBe(true);
      expect(result.runouts, c.id).toBe(c.boards_enumerated);
      expect(
        result.hands.map((h) => h.exact),
        c.id,
      ).toEqual(c.equities_exact.map((f) => (f.startsWith('0/') ? '0/1' : f)));
      result.hands.forEach((h, p) => {
        expect(Math.abs(h.equity - value(c.equities_exact[p]!)), c.id).toBeLessThan(1e-12);
      });
    }
  });

  it('[EQ-2] the rank-pattern walk agrees with dealing every board, for every board game', () => {
    const random = seededRandom(42);
    const games: [VariationCode, number][] = [
      ['NLH', 2],
      ['PLO', 4],
      ['PLO5', 5],
      ['PLO6', 6],
      ['PLO8', 4],
      ['BIG_O', 5],
      ['PLO6_HI_LO', 6],
      ['DRAWMAHA_301', 5],
      ['CRAZY_PINEAPPLE_NLH', 3],
    ];
    let spots = 0;
    for (const [code, hole] of games) {
      for (let i = 0; i < 8; i++) {
        const players = 2 + Math.floor(random() * 3);
        const boardCards = [0, 3, 4, 5][i % 4]!;
        // Pre-flop spots get enough dead cards that the reference can deal every board.
        const dead =
          boardCards === 0 ? 52 - players * hole - 13 - Math.floor(random() * 3) : Math.floor(random() * 6);
        const spot = randomSpot(code, random, players, boardCards, dead, hole);
        const expected = referenceEquity(spot);
        const result = computeEquity(spot);
        const label = `${code} ${JSON.stringify(spot)}`;
        expect(result.exact, label).toBe(true);
        expect(result.runouts, label).toBe(expected.runouts);
        expect(
          result.hands.map((h) => h.exact),
          label,
        ).toEqual(expected.equities);
        expect(
          result.hands.map((h) => Math.round(h.win * expected.runouts)),
          label,
        ).toEqual(expected.wins);
        expect(
          result.hands.map((h) => Math.round(h.tie * expected.runouts)),
          label,
        ).toEqual(expected.ties);
        spots++;
      }
    }
    expect(spots).toBe(72);
  });

  it('[EQ-12] on full-deck pre-flop spots the rank-pattern walk agrees with the deal-by-deal enumerator', () => {
    const spots = [
      equitySpot('NLH', {
        hands: [
          ['SA', 'SK'],
          ['H7', 'D7'],
          ['C9', 'CT'],
        ],
      }),
      equitySpot('PLO8', {
        hands: [
          ['SA', 'H2', 'S3', 'DK'],
          ['D7', 'D8', 'C9', 'CT'],
        ],
        dead: ['C2', 'H3', 'SQ', 'DQ', 'S9', 'H4'],
      }),
    ];
    for (const spot of spots) {
      const stub = Array.from({ length: 52 }, (_, c) => c).filter(
        (c) => !spot.dead.includes(c) && !spot.hands.some((h) => h.cards.includes(c)),
      );
      const tally = new Tally(spot.hands.length, spot.handTypes.length);
      enumerateDeals(
        {
          handTypes: spot.handTypes,
          hands: spot.hands.map((h) => ({ known: h.cards, toCome: 0 })),
          board: { known: [], toCome: 5 },
          stub,
          holdemHoleCards: spot.holdemHoleCards,
        },
        tally,
      );
      const result = computeEquity(spot);
      expect(result.runouts).toBe(tally.total);
      result.hands.forEach((h, p) => {
        expect(h.exact).toBe(fractionText(fraction(tally.part[p]!, tally.total * tally.unit)));
        expect(h.win).toBe(tally.win[p]! / tally.total);
        expect(h.tie).toBe(tally.tie[p]! / tally.total);
      });
    }
  });

  it('[EQ-3] hi-lo: each half is half the pot; a shared low quarters, a scoop takes all', () => {
    const river = (hands: Card[][], board: Card[]) =>
      computeEquity(equitySpot('PLO8', { hands, boards: [board] })).hands.map((h) => h.exact);
    // Both make 8-4-3-2-A for low; only the first has trip kings for high: 3/4 and 1/4.
    const board: Card[] = ['C3', 'D4', 'H8', 'SK', 'DJ'];
    expect(
      river(
        [
          ['SA', 'D2', 'CK', 'HK'],
          ['HA', 'C2', 'S5', 'S6'],
        ],
        board,
      ),
    ).toEqual(['3/4', '1/4']);
    // The first alone has the best high and the best low: a scoop.
    expect(
      river(
        [
          ['SA', 'D2', 'CK', 'HK'],
          ['H7', 'C7', 'S9', 'ST'],
        ],
        board,
      ),
    ).toEqual(['1/1', '0/1']);
    // Two low board cards, so no low for anyone (both would tie A-2 otherwise): the high takes it all.
    expect(
      river(
        [
          ['SA', 'D2', 'CK', 'HK'],
          ['HA', 'C2', 'SJ', 'CJ'],
        ],
        ['C3', 'D4', 'HQ', 'SK', 'DJ'],
      ),
    ).toEqual(['1/1', '0/1']);
    // Share odds: the quartered hand wins the high alone and ties the low.
    const odds = computeEquity(
      equitySpot('PLO8', {
        hands: [
          ['SA', 'D2', 'CK', 'HK'],
          ['HA', 'C2', 'S5', 'S6'],
        ],
        boards: [board],
      }),
    ).hands[0]!;
    expect(odds.shares.map((s) => [s.handType, s.win, s.tie])).toEqual([
      ['omahaHigh', 1, 0],
      ['omahaLow8', 0, 1],
    ]);
    expect([odds.win, odds.tie]).toEqual([0, 1]);
  });

  it('[EQ-4] several boards: each board is its own share; equity is their mean, computed with the other boards out', () => {
    const hands: Card[][] = [
      ['SA', 'HA'],
      ['D9', 'DT'],
    ];
    const boards: Card[][] = [
      ['D2', 'D3', 'C7', 'SK'],
      ['H4', 'CJ', 'S8', 'D5'],
    ];
    const result = computeEquity(equitySpot('NLH', { hands, boards }));
    expect(result.exact).toBe(true);
    // Joint reference: every pair of distinct river cards, one per board, each board half the pot.
    const used = new Set([...hands.flat(), ...boards.flat()].map(cardIndex));
    const stub = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
    const onRiver = boards.map((board) =>
      stub.map(
        (river) =>
          computeEquity(equitySpot('NLH', { hands, boards: [[...board, cardFromIndex(river)]] })).hands[0]!
            .equity,
      ),
    );
    let total = 0;
    let first = 0;
    stub.forEach((_, a) => {
      stub.forEach((_, b) => {
        if (a === b) return;
        first += (onRiver[0]![a]! + onRiver[1]![b]!) / 2;
        total++;
      });
    });
    expect(result.hands[0]!.equity).toBeCloseTo(first / total, 12);
    expect(result.hands[0]!.boards).toHaveLength(2);
    const mean = (result.hands[0]!.boards[0]!.equity + result.hands[0]!.boards[1]!.equity) / 2;
    expect(result.hands[0]!.equity).toBeCloseTo(mean, 15);
  });

  it('[EQ-5] a dead card cannot come: every out dead leaves a drawing hand nothing', () => {
    const hands: Card[][] = [
      ['SA', 'HA'],
      ['SK', 'HK'],
    ];
    const board: Card[] = ['C2', 'D7', 'S9', 'HJ'];
    const live = computeEquity(equitySpot('NLH', { hands, boards: [board] }));
    expect(live.hands[1]!.exact).toBe('1/22');
    const dead = computeEquity(equitySpot('NLH', { hands, boards: [board], dead: ['CK', 'DK'] }));
    expect(dead.hands[1]!.exact).toBe('0/1');
    expect(dead.runouts).toBe(42);
  });

  it('[EQ-6] a pineapple hand still holding three cards plays the best two of them', () => {
    const board: Card[] = ['S2', 'S7', 'D9', 'HJ', 'CQ'];
    const three = computeEquity(
      equitySpot('LAZY_PINEAPPLE_NLH', {
        hands: [
          ['SA', 'SK', 'DJ'],
          ['HQ', 'D3'],
        ],
        boards: [board],
      }),
    );
    // Keeping the jack with either card: a pair of jacks loses to the queens; A-K high loses too.
    expect(three.hands.map((h) => h.exact)).toEqual(['0/1', '1/1']);
    const flush = computeEquity(
      equitySpot('LAZY_PINEAPPLE_NLH', {
        hands: [
          ['SA', 'SK', 'DJ'],
          ['HQ', 'D3'],
        ],
        boards: [['S2', 'S7', 'S9', 'HJ', 'CQ']],
      }),
    );
    expect(flush.hands.map((h) => h.exact)).toEqual(['1/1', '0/1']);
  });

  it('[EQ-7] hole cards nobody saw are dealt from the stub like the board', () => {
    const spot = equitySpot('NLH', {
      hands: [['SA', 'HA'], ['D7']],
      boards: [['C2', 'D3', 'H9', 'SK']],
    });
    expect(spot.hands[1]!.toCome).toBe(1);
    const expected = referenceEquity(spot);
    const result = computeEquity(spot);
    expect(result.exact).toBe(true);
    expect(result.runouts).toBe(45 * 44);
    expect(result.hands.map((h) => h.exact)).toEqual(expected.equities);
  });

  it('[EQ-8] stud: the cards still to come per player are dealt exactly; on seventh street it is the showdown', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 3; i++) {
      for (const code of ['STUD', 'STUD8', 'RAZZ'] as const) {
        const deck = Array.from({ length: 52 }, (_, c) => c);
        for (let k = 51; k > 0; k--) {
          const j = Math.floor(random() * (k + 1));
          [deck[k], deck[j]] = [deck[j]!, deck[k]!];
        }
        const hands = [deck.splice(0, 6), deck.splice(0, 6), deck.splice(0, 7)].map((h) =>
          h.map(cardFromIndex),
        );
        const spot = equitySpot(code, { hands, dead: deck.splice(0, 8).map(cardFromIndex) });
        const expected = referenceEquity(spot);
        const result = computeEquity(spot);
        expect(result.exact).toBe(true);
        expect(result.runouts).toBe(25 * 24);
        expect(result.hands.map((h) => h.exact)).toEqual(expected.equities);
      }
    }
    const showdown = computeEquity(
      equitySpot('STUD', {
        hands: [
          ['SA', 'HA', 'C2', 'D5', 'S9', 'HJ', 'C4'],
          ['SK', 'HK', 'CK', 'D6', 'S8', 'HT', 'C3'],
        ],
      }),
    );
    expect(showdown.hands.map((h) => h.exact)).toEqual(['0/1', '1/1']);
    expect(showdown.runouts).toBe(1);
  });

  it('[EQ-9] over the exact budget the answer is sampled, says so, and carries a standard error', () => {
    const spot = equitySpot('STUD', {
      hands: [
        ['SA', 'HA', 'C2'],
        ['SK', 'HK', 'CK'],
      ],
    });
    const [plan] = planEquity(spot);
    expect(plan!.method).toBe('deals');
    expect(plan!.work).toBe(binomial(46, 4) * binomial(42, 4) * 2);
    expect(planEquity(equitySpot('PLO8', { hands: [['SA', 'H2', 'C3', 'D4']] }))).toEqual([
      { method: 'patterns', work: 0 },
    ]);
    expect(() => computeEquity(spot, { method: 'exact' })).toThrow(EquityTooCostly);
    expect(() => computeEquity(spot)).toThrow(EquitySpotError);
    const sampled = computeEquity(spot, { random: seededRandom(1), samples: 4000 });
    expect(sampled.exact).toBe(false);
    expect(sampled.runouts).toBe(4000);
    for (const h of sampled.hands) {
      expect(h.exact).toBeNull();
      expect(h.stdErr).toBeGreaterThan(0);
      expect(h.stdErr).toBeLessThan(0.01);
    }
    expect(sampled.hands[0]!.equity + sampled.hands[1]!.equity).toBeCloseTo(1, 12);
  });

  it('[EQ-10] a spot that cannot be dealt is refused with the reason', () => {
    expect(() =>
      computeEquity(
        equitySpot('NLH', {
          hands: [
            ['SA', 'HA'],
            ['SA', 'HK'],
          ],
        }),
      ),
    ).toThrow(/appears twice/);
    expect(() => equitySpot('NLH', { hands: [['SA', 'HA', 'C2']] })).toThrow(/holds 2/);
    expect(equitySpot('PINEAPPLE_NLH', { hands: [['SA', 'HA', 'C2']] }).hands[0]!.toCome).toBe(0);
    expect(() => equitySpot('RAZZ', { hands: [['SA']], boards: [['C2']] })).toThrow(/no board/);
  });
});

describe('sampled equity', () => {
  it('[EQ-11] on 200 random spots every sampled equity is within 4 standard errors of the exact one', () => {
    const random = seededRandom(2024);
    const boardGames: VariationCode[] = ['NLH', 'PLO', 'PLO5', 'PLO8', 'BIG_O', 'PLO6', 'DRAWMAHA_301'];
    let checked = 0;
    let worst = 0;
    for (let i = 0; i < 200; i++) {
      let spot: EquitySpot;
      if (i % 5 === 4) {
        // Stud on sixth street: one card to come for each of two players.
        const deck = Array.from({ length: 52 }, (_, c) => c);
        for (let k = 51; k > 0; k--) {
          const j = Math.floor(random() * (k + 1));
          [deck[k], deck[j]] = [deck[j]!, deck[k]!];
        }
        const code = (['STUD', 'STUD8', 'RAZZ'] as const)[i % 3]!;
        spot = equitySpot(code, { hands: [0, 1].map(() => deck.splice(0, 6).map(cardFromIndex)) });
      } else {
        const code = boardGames[i % boardGames.length]!;
        const players = 2 + Math.floor(random() * 3);
        spot = randomSpot(code, random, players, [0, 3, 4][i % 3]!, 0);
      }
      const exact = computeEquity(spot, { method: 'exact', maxExactWork: 1e8 });
      const sampled = computeEquity(spot, { method: 'sample', samples: 3000, random });
      expect(exact.exact).toBe(true);
      expect(sampled.exact).toBe(false);
      sampled.hands.forEach((h, p) => {
        const miss = Math.abs(h.equity - exact.hands[p]!.equity);
        worst = Math.max(worst, miss / h.stdErr);
        expect(miss, `spot ${i} hand ${p}`).toBeLessThanOrEqual(4 * h.stdErr);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(500);
    expect(worst).toBeGreaterThan(1);
  });
});

export type { CardIndex };
