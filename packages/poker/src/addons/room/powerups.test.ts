import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../cards/deck.js';
import {
  applyPowerups,
  canPlayPowerup,
  DEFAULT_POWERUP_SETTINGS,
  newPowerups,
  POWERUP_KINDS,
  type PowerupKind,
  type PowerupsEvent,
  type PowerupsInput,
  type PowerupsState,
  powerupsOptions,
  powerupsPlayerView,
  powerupsView,
} from './powerups.js';
import { hand, randomHand, seat } from './testing.js';
import { netOf, type Transfer } from './types.js';

const random = seededRandom(7);

function run(
  state: PowerupsState,
  ...inputs: PowerupsInput[]
): { state: PowerupsState; events: PowerupsEvent[] } {
  let s = state;
  const events: PowerupsEvent[] = [];
  for (const input of inputs) {
    const r = applyPowerups(s, input);
    if (!r.ok) throw new Error(`${input.type}: ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Seat 1 holds one powerup of this kind, played and confirmed: armed for its next hand. */
function armed(kind: PowerupKind, settings = DEFAULT_POWERUP_SETTINGS): PowerupsState {
  return run(
    newPowerups(settings),
    { type: 'grant', seatIndex: 1, playerId: 'p1', kind },
    { type: 'play', seatIndex: 1, powerupId: 'pu-1' },
    { type: 'confirm' },
  ).state;
}

function resolved(events: readonly PowerupsEvent[]): Transfer[] {
  return events.flatMap((e) => (e.type === 'powerupResolved' ? e.transfers : []));
}

describe('powerups', () => {
  it('[POW-1] every N hands each player dealt in draws one powerup at random, none beyond the inventory limit', () => {
    const settings = { ...DEFAULT_POWERUP_SETTINGS, everyNHands: 2, maxInventory: 2 };
    let s = newPowerups(settings);
    const deal = (n: number) => ({
      type: 'hand' as const,
      outcome: hand(n, [seat(1, 100, 100), seat(2, 100, 100)]),
      random,
    });
    s = run(s, deal(1)).state;
    expect(powerupsPlayerView(s, 1)).toEqual([]);
    const second = run(s, deal(2));
    expect(second.events.map((e) => e.type)).toEqual(['powerupDrawn', 'powerupDrawn']);
    s = run(second.state, deal(3), deal(4), deal(5), deal(6)).state;
    expect(powerupsPlayerView(s, 1)).toHaveLength(2);
    for (const p of powerupsPlayerView(s, 2)) expect(POWERUP_KINDS).toContain(p.kind);
    // Draws are uniform over the kinds in play: 4000 draws, each kind within 3 sd of 1000.
    const counts = new Map<string, number>();
    let t = newPowerups({ ...settings, everyNHands: 1, maxInventory: 1 });
    for (let h = 1; h <= 4000; h++) {
      const r = run(t, { type: 'hand', outcome: hand(h, [seat(1, 1, 1)]), random });
      const drawn = r.events.find((e) => e.type === 'powerupDrawn');
      if (drawn?.type === 'powerupDrawn')
        counts.set(drawn.powerup.kind, (counts.get(drawn.powerup.kind) ?? 0) + 1);
      t = run(r.state, { type: 'leave', seatIndex: 1 }).state;
    }
    for (const kind of POWERUP_KINDS) expect(Math.abs((counts.get(kind) ?? 0) - 1000)).toBeLessThan(82);
  });

  it('[POW-2] a played powerup waits in POWERUP CONFIRMATION; only one at a time', () => {
    const s = run(
      newPowerups(),
      { type: 'grant', seatIndex: 1, playerId: 'p1', kind: 'SHIELD' },
      { type: 'grant', seatIndex: 2, playerId: 'p2', kind: 'DOUBLE' },
      { type: 'play', seatIndex: 1, powerupId: 'pu-1' },
    ).state;
    expect(powerupsView(s)).toEqual({
      kinds: [...POWERUP_KINDS],
      pending: { seatIndex: 1, powerupId: 'pu-1' },
    });
    expect(powerupsOptions(s)).toEqual(['confirm', 'reject', 'grant']);
    expect(canPlayPowerup(s, 2, 'pu-2')).toBe(false);
    expect(applyPowerups(s, { type: 'play', seatIndex: 2, powerupId: 'pu-2' })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
  });

  it('[POW-3] a player with a confirmed powerup waiting for its hand cannot play another', () => {
    let s = armed('SHIELD');
    s = run(s, { type: 'grant', seatIndex: 1, playerId: 'p1', kind: 'DOUBLE' }).state;
    expect(applyPowerups(s, { type: 'play', seatIndex: 1, powerupId: 'pu-2' })).toMatchObject({
      ok: false,
      error: { code: 'POWERUP_ARMED' },
    });
    expect(applyPowerups(s, { type: 'play', seatIndex: 1, powerupId: 'pu-1' })).toMatchObject({
      ok: false,
      error: { code: 'POWERUP_USED' },
    });
    expect(applyPowerups(s, { type: 'play', seatIndex: 1, powerupId: 'pu-9' })).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_POWERUP' },
    });
  });

  it('[POW-4] a rejected powerup goes back to the player unused; confirmed, it is used', () => {
    const played = run(
      newPowerups(),
      { type: 'grant', seatIndex: 1, playerId: 'p1', kind: 'PEEK' },
      { type: 'play', seatIndex: 1, powerupId: 'pu-1' },
    ).state;
    const rejected = run(played, { type: 'reject' }).state;
    expect(powerupsPlayerView(rejected, 1)).toEqual([{ id: 'pu-1', kind: 'PEEK', isUsed: false }]);
    expect(rejected.pending).toBeNull();
    expect(canPlayPowerup(rejected, 1, 'pu-1')).toBe(true);
    const confirmed = run(played, { type: 'confirm' }).state;
    expect(powerupsPlayerView(confirmed, 1)).toEqual([{ id: 'pu-1', kind: 'PEEK', isUsed: true }]);
    expect(applyPowerups(confirmed, { type: 'confirm' })).toMatchObject({
      ok: false,
      error: { code: 'NOTHING_PENDING' },
    });
  });

  it('[POW-5] SHIELD refunds the next hand’s loss from the house, up to the cap; nothing on a win', () => {
    const lost = run(armed('SHIELD'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 500, 430), seat(2, 500, 570)]),
      random,
    });
    expect(resolved(lost.events)).toEqual([{ from: 'HOUSE', to: 1, amount: 70 }]);
    expect(lost.state.players[0]!.armed).toBeNull();
    const big = run(armed('SHIELD'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 500, 0), seat(2, 500, 1000)]),
      random,
    });
    expect(resolved(big.events)).toEqual([{ from: 'HOUSE', to: 1, amount: 100 }]);
    const won = run(armed('SHIELD'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 500, 550), seat(2, 500, 450)]),
      random,
    });
    expect(won.events.find((e) => e.type === 'powerupResolved')).toMatchObject({ transfers: [] });
  });

  it('[POW-6] DOUBLE adds the next hand’s net win again from the house, up to the cap', () => {
    const won = run(armed('DOUBLE'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 500, 560), seat(2, 500, 440)]),
      random,
    });
    expect(resolved(won.events)).toEqual([{ from: 'HOUSE', to: 1, amount: 60 }]);
    const huge = run(armed('DOUBLE'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 500, 1000), seat(2, 500, 0)]),
      random,
    });
    expect(resolved(huge.events)).toEqual([{ from: 'HOUSE', to: 1, amount: 100 }]);
  });

  it('[POW-7] PICKPOCKET takes the amount from the biggest winner, never more than they won; PEEK moves no chips', () => {
    const s = armed('PICKPOCKET');
    const r = run(s, {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 90), seat(2, 100, 110), seat(3, 100, 100)]),
      random,
    });
    expect(resolved(r.events)).toEqual([{ from: 2, to: 1, amount: 10 }]);
    const rich = run(s, { type: 'hand', outcome: hand(1, [seat(1, 100, 50), seat(2, 100, 150)]), random });
    expect(resolved(rich.events)).toEqual([{ from: 2, to: 1, amount: 25 }]);
    // The pickpocket won the hand themselves: nobody to pick.
    const self = run(s, { type: 'hand', outcome: hand(1, [seat(1, 100, 150), seat(2, 100, 50)]), random });
    expect(resolved(self.events)).toEqual([]);
    const peek = run(armed('PEEK'), {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 50), seat(2, 100, 150)]),
      random,
    });
    expect(peek.events.find((e) => e.type === 'powerupResolved')).toMatchObject({ transfers: [] });
  });

  it('[POW-8] an armed powerup waits for a hand its player is dealt into', () => {
    const r = run(armed('SHIELD'), {
      type: 'hand',
      outcome: hand(1, [seat(2, 100, 110), seat(3, 100, 90)]),
      random,
    });
    expect(r.state.players.find((p) => p.seatIndex === 1)!.armed).toMatchObject({ kind: 'SHIELD' });
  });

  it('[POW-9] a new player at a seat starts with no powerups', () => {
    const s = run(newPowerups(), { type: 'grant', seatIndex: 1, playerId: 'p1', kind: 'DOUBLE' }).state;
    const r = run(s, {
      type: 'hand',
      outcome: hand(1, [seat(1, 100, 100, { playerId: 'someone else' })]),
      random,
    });
    expect(powerupsPlayerView(r.state, 1)).toEqual([]);
  });

  it('[POW-10] while a powerup waits for the dealer the hand is refused; a hand counts once', () => {
    const s = run(
      newPowerups(),
      { type: 'grant', seatIndex: 1, playerId: 'p1', kind: 'DOUBLE' },
      { type: 'play', seatIndex: 1, powerupId: 'pu-1' },
    ).state;
    expect(applyPowerups(s, { type: 'hand', outcome: hand(1, [seat(1, 1, 1)]), random })).toMatchObject({
      ok: false,
      error: { code: 'AWAITING_CONFIRMATION' },
    });
    const once = run(newPowerups(), { type: 'hand', outcome: hand(1, [seat(1, 1, 1)]), random }).state;
    expect(applyPowerups(once, { type: 'hand', outcome: hand(1, [seat(1, 1, 1)]), random })).toMatchObject({
      ok: false,
      error: { code: 'HAND_ALREADY_SEEN' },
    });
    expect(
      applyPowerups(newPowerups({ ...DEFAULT_POWERUP_SETTINGS, kinds: ['PEEK'] }), {
        type: 'grant',
        seatIndex: 1,
        playerId: null,
        kind: 'DOUBLE',
      }),
    ).toMatchObject({ ok: false, error: { code: 'KIND_NOT_IN_PLAY' } });
  });

  it('[POW-11] exact settlement: whole chips, caps kept, a pickpocketed winner never pays more than they won', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 9 }), (seed, n) => {
        const rnd = seededRandom(seed);
        const settings = { ...DEFAULT_POWERUP_SETTINGS, everyNHands: 1 };
        let s = newPowerups(settings);
        const stacks = new Map(Array.from({ length: n }, (_, k) => [k, 50 + Math.floor(rnd() * 300)]));
        for (let h = 1; h <= 20; h++) {
          // Every player plays their first unused powerup, the dealer confirms.
          for (const p of s.players) {
            const unused = p.powerups.find((x) => !x.isUsed);
            if (!unused || p.armed) continue;
            const r = applyPowerups(s, { type: 'play', seatIndex: p.seatIndex, powerupId: unused.id });
            if (!r.ok) return false;
            const c = applyPowerups(r.state, { type: 'confirm' });
            if (!c.ok) return false;
            s = c.state;
          }
          const players = [...stacks].map(([seatIndex, stack]) => ({
            seatIndex,
            playerId: `p${seatIndex}`,
            stack,
          }));
          const outcome = randomHand(rnd, h, players, h % n);
          const r = applyPowerups(s, { type: 'hand', outcome, random: rnd });
          if (!r.ok) return false;
          s = r.state;
          const transfers = resolved(r.events);
          const net = netOf(transfers);
          const handNet = new Map(
            outcome.seats.map((x) => [x.seatIndex, x.finishingStack - x.startingStack]),
          );
          for (const t of transfers) if (!Number.isInteger(t.amount) || t.amount <= 0) return false;
          for (const e of r.events) {
            if (e.type !== 'powerupResolved') continue;
            const got = e.transfers.reduce((sum, t) => sum + t.amount, 0);
            if (e.powerup.kind === 'SHIELD' && got > settings.shieldCap) return false;
            if (e.powerup.kind === 'DOUBLE' && got > settings.doubleCap) return false;
            if (e.powerup.kind === 'PEEK' && got !== 0) return false;
          }
          for (const [party, chips] of net) {
            if (party === 'HOUSE') continue;
            if (chips < 0 && -chips > handNet.get(party)!) return false;
          }
          if ([...net.values()].reduce((a, b) => a + b, 0) !== 0) return false;
          for (const x of outcome.seats)
            stacks.set(x.seatIndex, x.finishingStack + (net.get(x.seatIndex) ?? 0));
        }
        return true;
      }),
      { numRuns: 100 },
    );
  });
});
