import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../cards/deck.js';
import {
  applyNitGame,
  type NitGameInput,
  type NitGameState,
  newNitGame,
  nitGameOptions,
  nitGamePlayerView,
  nitGameView,
} from './nit-game.js';
import { hand, randomHand, seat } from './testing.js';
import { netOf, type Transfer } from './types.js';

function run(state: NitGameState, ...inputs: NitGameInput[]): NitGameState {
  let s = state;
  for (const input of inputs) {
    const r = applyNitGame(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

function withFour(amount = 10): NitGameState {
  return run(
    newNitGame(amount),
    ...[1, 2, 3, 4].map(
      (seatIndex): NitGameInput => ({ type: 'join', seatIndex, playerId: `p${seatIndex}`, stack: 100 }),
    ),
  );
}

describe('nit game', () => {
  it('[NIT-1] every seated player starts as a nit', () => {
    const s = withFour();
    expect(nitGameView(s)).toEqual({ amountPerPlayer: 10, nitSeatIndexes: [1, 2, 3, 4] });
    expect(nitGamePlayerView(s, 2)).toEqual({ isNit: true, nitGameWinCount: 0 });
  });

  it('[NIT-2] winning any share of a pot, even a split, ends being a nit; losing does not', () => {
    const s = run(withFour(), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 105), seat(2, 100, 105), seat(3, 100, 90), seat(4, 100, 100)]),
    });
    expect(nitGameView(s).nitSeatIndexes).toEqual([3, 4]);
    expect(s.phase).toBe('PLAYING');
  });

  it('[NIT-3] one nit left: NIT GAME CONFIRMATION, then the nit pays every other player amountPerPlayer', () => {
    let s = run(withFour(), { type: 'hand', outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 90)]) });
    s = run(s, { type: 'hand', outcome: hand(2, [seat(2, 90, 100), seat(3, 100, 90)]) });
    const called = applyNitGame(s, { type: 'hand', outcome: hand(3, [seat(3, 90, 100), seat(4, 100, 90)]) });
    if (!called.ok) throw new Error(called.error.message);
    expect(called.state.phase).toBe('CONFIRMATION');
    expect(called.events.at(-1)).toEqual({ type: 'nitGameCalled', by: 'LAST_NIT', nitSeatIndexes: [4] });
    expect(nitGameOptions(called.state)).toContain('confirm');
    const settled = applyNitGame(called.state, { type: 'confirm' });
    if (!settled.ok) throw new Error(settled.error.message);
    expect(settled.events).toEqual([
      {
        type: 'nitGameSettled',
        round: 1,
        nitSeatIndexes: [4],
        transfers: [
          { from: 4, to: 1, amount: 10 },
          { from: 4, to: 2, amount: 10 },
          { from: 4, to: 3, amount: 10 },
        ],
      },
    ]);
  });

  it('[NIT-4] a nit short of chips splits what they have among the payees, odd chip left of the button', () => {
    const s = run(withFour(10), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 110), seat(3, 100, 172), seat(4, 100, 8)], {
        button: 2,
      }),
    });
    expect(s.phase).toBe('CONFIRMATION');
    const r = applyNitGame(s, { type: 'confirm' });
    if (!r.ok) throw new Error(r.error.message);
    // Owes 30, holds 8: 2 each and the 2 odd chips to seat 3, the first payee left of the button (seat 2).
    const settled = r.events[0]!;
    expect(settled.type === 'nitGameSettled' && settled.transfers).toEqual([
      { from: 4, to: 3, amount: 4 },
      { from: 4, to: 1, amount: 2 },
      { from: 4, to: 2, amount: 2 },
    ]);
    expect(nitGamePlayerView(r.state, 4)).toEqual({ isNit: true, nitGameWinCount: 0 });
    expect(r.state.players.find((p) => p.seatIndex === 4)!.stack).toBe(0);
  });

  it('[NIT-5] a player joining mid-game, or a new face at a seat, is a nit', () => {
    let s = run(withFour(), { type: 'hand', outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 90)]) });
    s = run(s, { type: 'join', seatIndex: 6, playerId: 'late', stack: 50 });
    expect(nitGameView(s).nitSeatIndexes).toEqual([2, 3, 4, 6]);
    // Seat 1 changes hands: the newcomer is a nit even though the seat had won.
    s = run(s, {
      type: 'hand',
      outcome: hand(2, [seat(1, 100, 90, { playerId: 'newcomer' }), seat(2, 90, 100)]),
    });
    expect(nitGameView(s).nitSeatIndexes).toEqual([1, 3, 4, 6]);
    expect(applyNitGame(s, { type: 'join', seatIndex: 6, playerId: 'x', stack: 1 })).toMatchObject({
      ok: false,
      error: { code: 'SEAT_TAKEN' },
    });
  });

  it('[NIT-6] after settlement everyone is a nit again and each payee counts a nit game won', () => {
    let s = run(withFour(), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 110), seat(3, 100, 110), seat(4, 100, 70)]),
    });
    s = run(s, { type: 'confirm' });
    expect(nitGameView(s).nitSeatIndexes).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4].map((k) => nitGamePlayerView(s, k).nitGameWinCount)).toEqual([1, 1, 1, 0]);
    expect(s.round).toBe(1);
    expect(s.players.map((p) => p.stack)).toEqual([120, 120, 120, 40]);
  });

  it('[NIT-7] when the last nits escape together (a chopped pot), nobody pays and the game starts over', () => {
    let s = run(withFour(), { type: 'hand', outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 90)]) });
    s = run(s, { type: 'hand', outcome: hand(2, [seat(2, 90, 100), seat(3, 100, 90)]) });
    const r = applyNitGame(s, {
      type: 'hand',
      outcome: hand(3, [seat(3, 90, 95), seat(4, 100, 105), seat(1, 110, 100)]),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.at(-1)).toEqual({ type: 'nitGameReset' });
    expect(nitGameView(r.state).nitSeatIndexes).toEqual([1, 2, 3, 4]);
    expect(r.state.round).toBe(0);
  });

  it("[NIT-8] at the operator's call each nit pays each pot winner; a rejected call changes nothing", () => {
    const s = run(withFour(), { type: 'hand', outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 90)]) });
    expect(nitGameOptions(newNitGame(5))).not.toContain('call');
    expect(nitGameOptions(s)).toContain('call');
    const called = run(s, { type: 'call' });
    expect(called.calledBy).toBe('OPERATOR');
    expect(run(called, { type: 'reject' })).toEqual({ ...s });
    const r = applyNitGame(called, { type: 'confirm' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events[0]!;
    expect(e.type === 'nitGameSettled' && e.transfers).toEqual([
      { from: 2, to: 1, amount: 10 },
      { from: 3, to: 1, amount: 10 },
      { from: 4, to: 1, amount: 10 },
    ]);
  });

  it('[NIT-9] while the call waits for confirmation the next hand, joining and leaving are refused; a hand counts once', () => {
    const s = run(withFour(), { type: 'hand', outcome: hand(1, [seat(1, 100, 110), seat(2, 100, 90)]) });
    expect(
      applyNitGame(s, { type: 'hand', outcome: hand(1, [seat(3, 100, 110), seat(2, 90, 80)]) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'HAND_ALREADY_SEEN' },
    });
    const called = run(s, { type: 'call' });
    expect(applyNitGame(called, { type: 'hand', outcome: hand(2, [seat(3, 100, 110)]) })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
    expect(applyNitGame(s, { type: 'confirm' })).toMatchObject({ ok: false, error: { code: 'NOT_CALLED' } });
    expect(nitGameOptions(called)).toEqual(['confirm', 'reject']);
    expect(applyNitGame(called, { type: 'leave', seatIndex: 4 })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
    expect(applyNitGame(called, { type: 'join', seatIndex: 8, playerId: 'late', stack: 100 })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
    expect(applyNitGame(called, { type: 'call' })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
  });

  it('[NIT-10] chips are conserved: a settlement moves whole chips between seats, no nit pays more than they hold', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 60 }),
        (seed, n, amount) => {
          const random = seededRandom(seed);
          let s = newNitGame(amount);
          const stacks = new Map(Array.from({ length: n }, (_, k) => [k, 20 + Math.floor(random() * 200)]));
          const transfers: Transfer[] = [];
          for (let h = 1; h <= 40; h++) {
            if (s.phase === 'CONFIRMATION') {
              const held = new Map(s.players.filter((p) => p.isNit).map((p) => [p.seatIndex, p.stack]));
              const r = applyNitGame(s, { type: 'confirm' });
              if (!r.ok) return false;
              for (const e of r.events) if (e.type === 'nitGameSettled') transfers.push(...e.transfers);
              const paid = netOf(transfers.splice(0));
              for (const [seatIndex, stack] of held) if (-(paid.get(seatIndex) ?? 0) > stack) return false;
              for (const [party, chips] of paid) {
                if (party === 'HOUSE') return false;
                stacks.set(party, stacks.get(party)! + chips);
              }
              s = r.state;
            }
            const players = [...stacks].map(([seatIndex, stack]) => ({
              seatIndex,
              playerId: `p${seatIndex}`,
              stack,
            }));
            const outcome = randomHand(random, h, players, h % n);
            const r = applyNitGame(s, { type: 'hand', outcome });
            if (!r.ok) return false;
            s = r.state;
            for (const seat of outcome.seats) stacks.set(seat.seatIndex, seat.finishingStack);
            for (const p of s.players) if (p.stack !== stacks.get(p.seatIndex)) return false;
          }
          const all = [...stacks.values()].reduce((a, b) => a + b, 0);
          return all === s.players.reduce((sum, p) => sum + p.stack, 0);
        },
      ),
      { numRuns: 100 },
    );
  });
});
