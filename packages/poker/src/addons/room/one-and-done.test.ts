import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../cards/deck.js';
import {
  applyOneAndDone,
  canBuyIn,
  newOneAndDone,
  type OneAndDoneInput,
  type OneAndDoneState,
  oneAndDoneOptions,
  oneAndDoneView,
} from './one-and-done.js';
import { hand, randomHand, seat } from './testing.js';
import { netOf, type Transfer } from './types.js';

function run(state: OneAndDoneState, ...inputs: OneAndDoneInput[]): OneAndDoneState {
  let s = state;
  for (const input of inputs) {
    const r = applyOneAndDone(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const threeIn = () =>
  run(
    newOneAndDone(100),
    { type: 'buyIn', seatIndex: 1, playerId: 'ann' },
    { type: 'buyIn', seatIndex: 2, playerId: 'bob' },
    { type: 'buyIn', seatIndex: 3, playerId: 'cy' },
  );

describe('one-and-done', () => {
  it('[ONE-1] each player buys in once for buyIn, from the house; a second buy-in is refused', () => {
    const r = applyOneAndDone(newOneAndDone(100), { type: 'buyIn', seatIndex: 1, playerId: 'ann' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([
      { type: 'boughtIn', seatIndex: 1, playerId: 'ann', transfers: [{ from: 'HOUSE', to: 1, amount: 100 }] },
    ]);
    expect(canBuyIn(r.state, 'ann')).toBe(false);
    expect(applyOneAndDone(r.state, { type: 'buyIn', seatIndex: 5, playerId: 'ann' })).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_PLAYED' },
    });
    expect(applyOneAndDone(r.state, { type: 'buyIn', seatIndex: 1, playerId: 'bob' })).toMatchObject({
      ok: false,
      error: { code: 'SEAT_TAKEN' },
    });
  });

  it('[ONE-2] no rebuy or top-up: a stack that grew between hands is refused', () => {
    const s = run(threeIn(), { type: 'hand', outcome: hand(1, [seat(1, 100, 40), seat(2, 100, 160)]) });
    expect(
      applyOneAndDone(s, { type: 'hand', outcome: hand(2, [seat(1, 100, 110), seat(2, 160, 150)]) }),
    ).toMatchObject({ ok: false, error: { code: 'REBUY_NOT_ALLOWED' } });
  });

  it('[ONE-3] the hand a player busts in ends their game; the last player with chips wins', () => {
    let s = run(threeIn(), { type: 'hand', outcome: hand(1, [seat(1, 100, 0), seat(2, 100, 200)]) });
    expect(oneAndDoneView(s)).toEqual({
      buyIn: 100,
      players: [
        { seatIndex: 1, hasPlayed: true },
        { seatIndex: 2, hasPlayed: false },
        { seatIndex: 3, hasPlayed: false },
      ],
    });
    expect(s.players[0]!.bustedInHand).toBe(1);
    const r = applyOneAndDone(s, { type: 'hand', outcome: hand(2, [seat(2, 200, 300), seat(3, 100, 0)]) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toEqual([
      { type: 'playerBusted', seatIndex: 3, handNumber: 2 },
      { type: 'oneAndDoneWon', seatIndexes: [2], by: 'LAST_STANDING' },
    ]);
    s = r.state;
    expect(s.phase).toBe('FINISHED');
    expect(oneAndDoneOptions(s)).toEqual(['cashOut', 'newGame']);
  });

  it("[ONE-4] at the operator's call the chip leader wins; tied leaders share the win", () => {
    const s = run(threeIn(), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 50), seat(2, 100, 125), seat(3, 100, 125)]),
    });
    const r = applyOneAndDone(s, { type: 'end' });
    expect(r.ok && r.events).toEqual([{ type: 'oneAndDoneWon', seatIndexes: [2, 3], by: 'CHIP_LEADER' }]);
  });

  it('[ONE-5] a seat that did not buy in is not part of the one-and-done', () => {
    const s = run(threeIn(), { type: 'hand', outcome: hand(1, [seat(1, 100, 90), seat(7, 500, 510)]) });
    expect(s.players.map((p) => p.seatIndex)).toEqual([1, 2, 3]);
    expect(s.players[0]!.stack).toBe(90);
  });

  it('[ONE-6] cashing out ends the game for that player; a new game needs every chip cashed out', () => {
    let s = run(threeIn(), { type: 'cashOut', seatIndex: 3 });
    expect(canBuyIn(s, 'cy')).toBe(false);
    expect(applyOneAndDone(s, { type: 'newGame' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_RUNNING' },
    });
    s = run(s, { type: 'end' });
    expect(applyOneAndDone(s, { type: 'newGame' })).toMatchObject({
      ok: false,
      error: { code: 'CHIPS_IN_PLAY' },
    });
    s = run(s, { type: 'cashOut', seatIndex: 1 }, { type: 'cashOut', seatIndex: 2 }, { type: 'newGame' });
    expect(canBuyIn(s, 'cy')).toBe(true);
    expect(applyOneAndDone(s, { type: 'cashOut', seatIndex: 1 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_PLAYING' },
    });
  });

  it('[ONE-7] chips are conserved: every chip the house sold comes back when the game is over', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 500 }),
        (seed, n, buyIn) => {
          const random = seededRandom(seed);
          const transfers: Transfer[] = [];
          const take = (r: ReturnType<typeof applyOneAndDone>) => {
            if (!r.ok) throw new Error(r.error.message);
            for (const e of r.events) if ('transfers' in e) transfers.push(...e.transfers);
            return r.state;
          };
          const tableNet = new Map<number, number>();
          let s = newOneAndDone(buyIn);
          for (let k = 0; k < n; k++)
            s = take(applyOneAndDone(s, { type: 'buyIn', seatIndex: k, playerId: `p${k}` }));
          for (let h = 1; h <= 30 && s.phase === 'OPEN'; h++) {
            const players = s.players.filter((p) => p.isActive);
            const outcome = randomHand(random, h, players, h % n);
            for (const x of outcome.seats)
              tableNet.set(
                x.seatIndex,
                (tableNet.get(x.seatIndex) ?? 0) + x.finishingStack - x.startingStack,
              );
            s = take(applyOneAndDone(s, { type: 'hand', outcome }));
          }
          if (s.phase === 'OPEN') s = take(applyOneAndDone(s, { type: 'end' }));
          for (const p of s.players.filter((x) => x.isActive))
            s = take(applyOneAndDone(s, { type: 'cashOut', seatIndex: p.seatIndex }));
          // The house is square; what a seat nets from the cage is what it won or lost at the table.
          const net = netOf(transfers);
          const seatsSquare = s.players.every(
            (p) => (net.get(p.seatIndex) ?? 0) === -(tableNet.get(p.seatIndex) ?? 0),
          );
          return (net.get('HOUSE') ?? 0) === 0 && seatsSquare && s.winnerSeatIndexes.length > 0;
        },
      ),
      { numRuns: 150 },
    );
  });
});
