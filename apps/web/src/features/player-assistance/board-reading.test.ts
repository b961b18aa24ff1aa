import { cardIndex, evaluateHigh, evaluateOmahaHigh, highCategory } from '@railbird/poker';
import { describe, expect, it } from 'vitest';
import { gameRules, handText, howToPlay, ladderFor, preflopNote, readBoard } from './board-reading.js';

const holdem = gameRules('NLH');
const omaha = gameRules('PLO');
const omaha8 = gameRules('PLO8');

describe('the nuts from the board alone', () => {
  it('[ASSIST-1] the nuts on a three-heart board is the ace-high flush', () => {
    const reading = readBoard(holdem, ['H2', 'H7', 'HK'])!;
    expect(reading.nuts?.category).toBe('Flush');
    expect(reading.nuts?.text).toBe('an ace-high flush in hearts');
    // Ace-queen of hearts: A-K-Q-7-2 beats every other flush, and no straight flush fits 2, 7, K.
    expect(reading.nuts?.example).toEqual(['HA', 'HQ']);
    expect(reading.nuts?.combos).toBe(1);
    expect(reading.notes).toContain('Flush possible: three hearts on the board.');
  });

  it('[ASSIST-2] a connected suited board makes the straight flush the nuts', () => {
    const reading = readBoard(holdem, ['H9', 'HT', 'HJ'])!;
    expect(reading.nuts?.category).toBe('Straight flush');
    expect(reading.nuts?.text).toBe('a straight flush, nine to king in hearts');
    expect(reading.nuts?.example).toEqual(['HK', 'HQ']);
    const royal = readBoard(holdem, ['HT', 'HJ', 'HQ', 'C2', 'D3'])!;
    expect(royal.nuts?.text).toBe('a royal flush in hearts');
  });

  it('[ASSIST-3] Omaha uses exactly two hole cards: four aces on the board make aces full, not quads', () => {
    const board = ['HA', 'DA', 'CA', 'SA', 'HK'];
    expect(readBoard(holdem, board)!.nuts?.text).toBe('four aces');
    const o = readBoard(omaha, board)!;
    expect(o.nuts?.category).toBe('Full house');
    expect(o.nuts?.text).toBe('aces full of kings');
  });

  it('[ASSIST-4] the Omaha nuts are the best any four-card hand holding them can make', () => {
    const board = ['H2', 'H5', 'H9', 'HJ', 'C4'];
    const o = readBoard(omaha, board)!;
    expect(o.nuts?.text).toBe('an ace-high flush in hearts');
    expect(o.nuts?.example).toEqual(['HA', 'HK']);
    // Any two more cards cannot beat the nuts, and the evaluator's own Omaha rule agrees on the value.
    const hole = [...o.nuts!.example, 'C3', 'D3'].map((c) => cardIndex(c as never));
    expect(
      evaluateOmahaHigh(
        hole,
        board.map((c) => cardIndex(c as never)),
      ),
    ).toBe(o.nuts!.value);
    // Hold'em may use one heart: the same board, but many more holdings make a flush.
    expect(readBoard(holdem, board)!.possible.has('Flush')).toBe(true);
  });

  it('[ASSIST-5] the nuts agree with a brute force over every holding', () => {
    const board = ['S8', 'D8', 'C5', 'H4'];
    const reading = readBoard(holdem, board)!;
    let best = 0;
    const used = new Set(board);
    const rest = ['C', 'D', 'H', 'S'].flatMap((s) =>
      ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((r) => `${s}${r}`),
    );
    const free = rest.filter((c) => !used.has(c));
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++)
        best = Math.max(best, evaluateHigh([...board, free[i]!, free[j]!].map((c) => cardIndex(c as never))));
    expect(reading.nuts?.category).toBe(highCategory(best));
    expect(reading.nuts?.text).toBe('four eights');
    expect(reading.notes).toContain('The board is paired: a full house or four of a kind is possible.');
  });

  it('[ASSIST-6] describes straights, the wheel included', () => {
    const wheel = readBoard(holdem, ['C2', 'D3', 'S4', 'HK', 'CK'])!;
    // Quads of kings beat the 6-high straight here.
    expect(wheel.nuts?.text).toBe('four kings');
    const s = readBoard(holdem, ['C9', 'DT', 'SJ', 'H2', 'C3'])!;
    expect(s.nuts?.text).toBe('a straight, nine to king');
    expect(
      handText(
        'Straight',
        ['SA', 'D2', 'C3', 'H4', 'S5'].map((c) => cardIndex(c as never)),
      ),
    ).toBe('a straight, ace to five');
    expect(
      handText(
        'Full house',
        ['SK', 'DK', 'CK', 'H7', 'S7'].map((c) => cardIndex(c as never)),
      ),
    ).toBe('kings full of sevens');
    expect(
      handText(
        'Flush',
        ['S8', 'S6', 'S5', 'S3', 'S2'].map((c) => cardIndex(c as never)),
      ),
    ).toBe('an eight-high flush in spades');
  });
});

describe('what the board allows and the draws', () => {
  it('[ASSIST-7] a rainbow flop names the straight draw ranks and the flush draw', () => {
    const reading = readBoard(holdem, ['S9', 'D8', 'H2'])!;
    expect(reading.possible.has('Straight')).toBe(false);
    expect(reading.notes).toContain('No flush possible.');
    // 9 and 8 with a 5, 6, 7, T, J or Q make three within five ranks.
    expect(reading.notes).toContain('Straight draw: a Q, J, 10, 7, 6 or 5 next makes a straight possible.');
    expect(readBoard(holdem, ['D2', 'SQ', 'SJ'])!.notes).toContain(
      'Straight draw: an A, K, 10, 9 or 8 next makes a straight possible.',
    );
    const twoTone = readBoard(holdem, ['S9', 'S8', 'H2'])!;
    expect(twoTone.notes).toContain('Flush draw: one more spade on the board makes a flush possible.');
  });

  it('[ASSIST-8] on the river nothing is to come', () => {
    const reading = readBoard(holdem, ['S9', 'D8', 'H2', 'CK', 'D4'])!;
    expect(reading.toCome).toBe(0);
    expect(reading.notes.at(-1)).toBe('No more cards to come: the best hand now wins.');
    expect(reading.notes).toContain('No straight possible.');
  });

  it('[ASSIST-9] hi-lo: the best low, and when no low can come', () => {
    const reading = readBoard(omaha8, ['CA', 'D5', 'H3', 'S9'])!;
    expect(reading.low?.ranks).toBe('5-4-3-2-A');
    expect(reading.low?.text).toBe('the wheel, 5-4-3-2-A');
    expect(reading.low?.example).toEqual(['C2', 'C4']);
    const none = readBoard(omaha8, ['CK', 'DQ', 'H9', 'S9', 'C2'])!;
    expect(none.low).toBeNull();
    expect(none.notes).toContain('No low this hand: the high hand takes the whole pot.');
    const yet = readBoard(omaha8, ['CK', 'D2', 'H9'])!;
    expect(yet.notes).toContain('No low yet: the board needs three different cards 8 or lower (it has 1).');
  });

  it('[ASSIST-10] no reading before the flop, nor in a game without a board; a preflop word instead', () => {
    expect(readBoard(holdem, [])).toBeNull();
    expect(readBoard(gameRules('TRIPLE_DRAW_2_7'), ['S9', 'D8', 'H2'])).toBeNull();
    expect(preflopNote(holdem)).toMatch(/pair of aces/);
    expect(preflopNote(gameRules('STUD'))).toBeNull();
  });

  it('[ASSIST-11] it is fast and memoised: an Omaha hi-lo river is read in well under a frame', () => {
    const board = ['C7', 'D5', 'H3', 'S9', 'CQ'];
    const t0 = performance.now();
    const first = readBoard(omaha8, board);
    const t1 = performance.now();
    expect(readBoard(omaha8, board)).toBe(first);
    expect(t1 - t0).toBeLessThan(250);
  });
});

describe('rules of the variation', () => {
  it('[ASSIST-12] the ladder and the rule follow the variation', () => {
    expect(ladderFor(holdem).map((r) => r.name)[0]).toBe('Straight flush');
    expect(ladderFor(holdem)).toHaveLength(9);
    expect(howToPlay(omaha)[0]).toBe('Use exactly two of your cards and exactly three from the board.');
    expect(howToPlay(omaha8).join(' ')).toMatch(/Hi-lo: half the pot/);
    const deuce = gameRules('TRIPLE_DRAW_2_7');
    expect(ladderFor(deuce)[0]!.example).toBe('7 5 4 3 2');
    expect(howToPlay(deuce).join(' ')).toMatch(/Aces are high/);
    expect(gameRules('RAZZ').ladder).toBe('aceFive');
    expect(gameRules('BADUGI').ladder).toBe('badugi');
    expect(gameRules('not-a-game').code).toBe('NLH');
  });
});
