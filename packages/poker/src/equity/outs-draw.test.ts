import { describe, expect, it } from 'vitest';
import { type Card, cardFromIndex, cardIndex } from '../cards/cards.js';
import { evaluateHand } from '../evaluate/evaluate-hand.js';
import { drawOdds } from './draw.js';
import { nextCardOuts } from './outs.js';
import { equitySpot } from './spot.js';

const ids = (cards: readonly Card[]) => cards.map(cardIndex);
const names = (cards: readonly number[]) => cards.map(cardFromIndex);

describe('outs for the next card', () => {
  it('[OUTS-1] on the turn, a flush draw against aces has the nine spades left as outs, the aces none', () => {
    const spot = equitySpot('NLH', {
      hands: [
        ['CA', 'HA'],
        ['SQ', 'SJ'],
      ],
      boards: [['S2', 'S7', 'DK', 'H4']],
    });
    const [board] = nextCardOuts(spot);
    expect(board!.parts).toEqual([1, 0]);
    expect(board!.nextCards).toHaveLength(44);
    expect(names(board!.outs[1]!)).toEqual(['S3', 'S4', 'S5', 'S6', 'S8', 'S9', 'ST', 'SK', 'SA']);
    expect(board!.outs[0]).toEqual([]);
    const spade = board!.nextCards.find((n) => n.card === cardIndex('S9'))!;
    expect(spade.parts).toEqual([0, 1]);
  });

  it('[OUTS-2] a card that only earns a split is an out; the flop has outs for the turn, pre-flop has none', () => {
    // A-K against A-2 on A-K-7-7: only the last two sevens help, and only to a split (quads on the
    // board, both play the ace).
    const spot = equitySpot('NLH', {
      hands: [
        ['CA', 'DK'],
        ['HA', 'H2'],
      ],
      boards: [['SA', 'SK', 'C7', 'D7']],
    });
    const [board] = nextCardOuts(spot);
    expect(board!.parts).toEqual([1, 0]);
    const sevens = board!.nextCards.filter((n) => n.parts[1] === 0.5).map((n) => cardFromIndex(n.card));
    expect(sevens).toEqual(['H7', 'S7']);
    expect(names(board!.outs[1]!)).toEqual(['H7', 'S7']);
    const flop = equitySpot('PLO', {
      hands: [
        ['SA', 'HA', 'SK', 'HQ'],
        ['D7', 'D8', 'C9', 'CT'],
      ],
      boards: [['CA', 'D9', 'S5']],
    });
    const [turn] = nextCardOuts(flop);
    expect(turn!.nextCards).toHaveLength(52 - 11);
    expect(turn!.outs[1]!.length).toBeGreaterThan(0);
    expect(
      nextCardOuts(
        equitySpot('NLH', {
          hands: [
            ['SA', 'HA'],
            ['SK', 'HK'],
          ],
        }),
      ),
    ).toEqual([]);
  });
});

describe('draw odds', () => {
  it('[OUTS-DRAW-1] 7-5-4-3 drawing one in deuce-to-seven improves on 2, 8, 9, T, J, Q: 24 of 47', () => {
    const hand = ids(['D7', 'C5', 'H4', 'S3', 'CK']);
    const odds = drawOdds('deuceSevenLow', hand, ids(['CK']));
    expect(odds.drawing).toBe(1);
    expect(names(odds.kept)).toEqual(['D7', 'C5', 'H4', 'S3']);
    expect(odds.draws).toBe(47);
    expect(odds.improveExact).toBe('24/47');
    expect(odds.current?.name).toMatch(/K/);
    // Cards seen elsewhere leave the stub: two of the deuces are gone.
    expect(drawOdds('deuceSevenLow', hand, ids(['CK']), ids(['C2', 'D2'])).improveExact).toBe('22/45');
  });

  it('[OUTS-DRAW-2] given only how many are drawn, the keep with the best odds is chosen and counted exactly', () => {
    const hand = ids(['SA', 'D2', 'H3', 'CK', 'DK']);
    const odds = drawOdds('aceFiveLow', hand, 2);
    expect(names(odds.kept)).toEqual(['SA', 'D2', 'H3']);
    // Brute force: every pair of replacements from the 47 unseen cards.
    const current = evaluateHand('aceFiveLow', hand, []);
    const stub = Array.from({ length: 52 }, (_, c) => c).filter((c) => !hand.includes(c));
    let better = 0;
    let total = 0;
    for (let i = 0; i < stub.length; i++) {
      for (let j = i + 1; j < stub.length; j++) {
        total++;
        if (evaluateHand('aceFiveLow', [...odds.kept, stub[i]!, stub[j]!], []) > current) better++;
      }
    }
    expect(odds.draws).toBe(total);
    expect(odds.improve).toBeCloseTo(better / total, 15);
    // Badugi: three-card badugi drawing one.
    const badugi = drawOdds('badugi', ids(['SA', 'D2', 'H3', 'C3']), ids(['C3']));
    expect(badugi.draws).toBe(48);
    expect(badugi.improve).toBeGreaterThan(0);
  });
});
