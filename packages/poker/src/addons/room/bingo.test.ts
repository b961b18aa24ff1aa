import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/cards.js';
import { seededRandom } from '../../cards/deck.js';
import {
  applyBingo,
  type BingoInput,
  type BingoSettings,
  type BingoState,
  bingoLines,
  bingoOptions,
  bingoView,
  dealBingoCard,
  newBingo,
} from './bingo.js';
import { hand, randomHand, seat } from './testing.js';
import { netOf } from './types.js';

function run(state: BingoState, ...inputs: BingoInput[]): BingoState {
  let s = state;
  for (const input of inputs) {
    const r = applyBingo(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** A game whose seat 1 holds exactly this card (row by row), the others random. */
function withCard(cards: Card[], settings: BingoSettings = { prize: 100, size: 3, win: 'LINE' }): BingoState {
  const dealt = run(newBingo(settings), {
    type: 'deal',
    seats: [{ seatIndex: 1, playerId: 'p1' }],
    random: seededRandom(1),
  });
  const squares = cards.map((card) => ({ card, isMarked: false }));
  return { ...dealt, players: [{ ...dealt.players[0]!, squares }] };
}

const GRID: Card[] = ['SA', 'HK', 'D2', 'C3', 'S4', 'H5', 'D6', 'C7', 'S8'];

describe('bingo', () => {
  it('[BINGO-1] each player gets a grid of size² distinct cards from the injected random; same seed, same card', () => {
    const s = run(newBingo({ prize: 50, size: 5, win: 'LINE' }), {
      type: 'deal',
      seats: [
        { seatIndex: 0, playerId: 'a' },
        { seatIndex: 4, playerId: 'b' },
      ],
      random: seededRandom(42),
    });
    const view = bingoView(s);
    expect(view.players.map((p) => p.squares.length)).toEqual([25, 25]);
    for (const p of view.players) expect(new Set(p.squares.map((q) => q.card)).size).toBe(25);
    expect(dealBingoCard(3, seededRandom(5))).toEqual(dealBingoCard(3, seededRandom(5)));
    expect(dealBingoCard(3, seededRandom(5))).not.toEqual(dealBingoCard(3, seededRandom(6)));
  });

  it('[BINGO-2] a square is marked when its card is dealt to the board; shown hole cards mark nothing', () => {
    const s = run(withCard(GRID), {
      type: 'hand',
      outcome: hand(
        1,
        [seat(1, 100, 100, { holeCards: ['HK', 'D2'] }), seat(2, 100, 100, { holeCards: ['C9', 'CT'] })],
        {
          board: ['SA', 'C3', 'DJ', 'HJ', 'DQ'],
        },
      ),
    });
    expect(
      bingoView(s)
        .players[0]!.squares.filter((q) => q.isMarked)
        .map((q) => q.card),
    ).toEqual(['SA', 'C3']);
    expect(bingoView(s).players[0]!.hasBingo).toBe(false);
  });

  it('[BINGO-3] a line is a row, a column or a diagonal; marks carry over from hand to hand', () => {
    expect(bingoLines(3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
      [0, 4, 8],
      [2, 4, 6],
    ]);
    // The diagonal SA S4 S8 over two hands.
    let s = run(withCard(GRID), {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'S4', 'DJ'] }),
    });
    expect(s.phase).toBe('PLAYING');
    const r = applyBingo(s, {
      type: 'hand',
      outcome: hand(2, [seat(1, 1, 1)], { board: ['CJ', 'S8', 'DT'] }),
    });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.phase).toBe('WON');
    expect(bingoView(s).players[0]!.hasBingo).toBe(true);
    expect(r.events.at(-1)).toEqual({
      type: 'bingoWon',
      game: 1,
      handNumber: 2,
      seatIndexes: [1],
      transfers: [{ from: 'HOUSE', to: 1, amount: 100 }],
    });
    // Full-card bingo needs all nine.
    const full = run(withCard(GRID, { prize: 100, size: 3, win: 'FULL' }), {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'S4', 'S8', 'HK', 'C7'] }),
    });
    expect(full.phase).toBe('PLAYING');
  });

  it('[BINGO-4] bingos completed on the same hand split the prize, odd chip to the first left of the button', () => {
    const s = withCard(GRID);
    const twin = { ...s.players[0]!, seatIndex: 6, playerId: 'p6' };
    const both: BingoState = { ...s, players: [...s.players, twin] };
    const r = applyBingo(both, {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'HK', 'D2'], button: 3 }),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.at(-1)).toMatchObject({
      seatIndexes: [1, 6],
      transfers: [
        { from: 'HOUSE', to: 6, amount: 50 },
        { from: 'HOUSE', to: 1, amount: 50 },
      ],
    });
    const odd = applyBingo(
      { ...both, settings: { ...both.settings, prize: 101 } },
      {
        type: 'hand',
        outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'HK', 'D2'], button: 3 }),
      },
    );
    expect(odd.ok && odd.events.at(-1)).toMatchObject({
      transfers: [
        { to: 6, amount: 51 },
        { to: 1, amount: 50 },
      ],
    });
  });

  it('[BINGO-5] a card dealt mid-game is marked with every card already called', () => {
    const s = run(
      newBingo({ prize: 10, size: 5, win: 'FULL' }),
      { type: 'deal', seats: [{ seatIndex: 1, playerId: 'a' }], random: seededRandom(3) },
      { type: 'hand', outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'HK', 'D2', 'C3', 'S4'] }) },
      { type: 'hand', outcome: hand(2, [seat(1, 1, 1)], { board: ['H5', 'D6', 'C7', 'S8', 'H9'] }) },
      { type: 'join', seatIndex: 2, playerId: 'b', random: seededRandom(9) },
    );
    const called = new Set(s.called);
    expect(called.size).toBe(10);
    for (const q of s.players.find((p) => p.seatIndex === 2)!.squares)
      expect(q.isMarked).toBe(called.has(q.card));
    expect(
      applyBingo(s, { type: 'join', seatIndex: 2, playerId: 'c', random: seededRandom(1) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'SEAT_TAKEN' },
    });
  });

  it('[BINGO-6] between games hands call nothing; only a new deal starts the next game', () => {
    expect(bingoOptions(newBingo({ prize: 1, size: 3, win: 'LINE' }))).toEqual(['deal']);
    const won = run(withCard(GRID), {
      type: 'hand',
      outcome: hand(1, [seat(1, 1, 1)], { board: ['SA', 'HK', 'D2'] }),
    });
    const r = applyBingo(won, {
      type: 'hand',
      outcome: hand(2, [seat(1, 1, 1)], { board: ['C3', 'S4', 'H5'] }),
    });
    expect(r.ok && r.events).toEqual([]);
    expect(
      applyBingo(won, { type: 'join', seatIndex: 3, playerId: 'x', random: seededRandom(1) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NO_GAME' },
    });
    const next = run(won, {
      type: 'deal',
      seats: [{ seatIndex: 1, playerId: 'p1' }],
      random: seededRandom(2),
    });
    expect(next.game).toBe(2);
    expect(next.called).toEqual([]);
  });

  it('[BINGO-7] exact settlement: each game pays exactly the prize, from the house, to players holding a bingo', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 999 }),
        (seed, n, prize) => {
          const random = seededRandom(seed);
          const seats = Array.from({ length: n }, (_, k) => ({ seatIndex: k, playerId: `p${k}` }));
          let s = run(newBingo({ prize, size: 3, win: 'LINE' }), { type: 'deal', seats, random });
          const players = seats.map((x) => ({ ...x, stack: 100 }));
          for (let h = 1; h <= 200 && s.phase === 'PLAYING'; h++) {
            const r = applyBingo(s, { type: 'hand', outcome: randomHand(random, h, players, 0) });
            if (!r.ok) return false;
            s = r.state;
            for (const e of r.events) {
              if (e.type !== 'bingoWon') continue;
              const net = netOf(e.transfers);
              if ((net.get('HOUSE') ?? 0) !== -prize) return false;
              const holders = new Set(s.players.filter((p) => p.hasBingo).map((p) => p.seatIndex));
              if (!e.transfers.every((t) => holders.has(t.to as number))) return false;
            }
          }
          return s.phase === 'WON';
        },
      ),
      { numRuns: 100 },
    );
  });
});
