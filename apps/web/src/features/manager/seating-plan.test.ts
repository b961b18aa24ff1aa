import { seededRandom } from '@railbird/poker';
import { type EventEntryView, type EventPlayerView, seatedPlayer, type TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture, sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  balanceLine,
  drawnSeatStatus,
  drawPlan,
  drawStep,
  type EventGroup,
  type EventRecord,
  entrantsToSeat,
  eventGroups,
  eventSeating,
  moveSteps,
  nextBigBlindSeat,
  seatingKeyOf,
  seatLabel,
} from './seating-plan.js';

/**
 * A table of the sample fixture's event ("Sunday Main Event", 9 seats, between hands, button at
 * seat 5) with players at `seats`, named `<key>-<seat>`, each a directory player.
 */
function eventTable(
  key: string,
  seats: readonly number[],
  change: (s: TableState) => void = () => undefined,
): TableState {
  const state = structuredClone(sampleTableFixture) as TableState;
  state.tableSettings.key = key;
  state.table.key = key;
  state.playerGroup.players = seats.map((seatIndex) =>
    seatedPlayer({
      seatIndex,
      displayName: `${key}-${seatIndex}`,
      stack: 10_000 + seatIndex,
      uid: `uid-${key}-${seatIndex}`,
      playerType: 'REGISTERED',
    }),
  );
  change(state);
  return state;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** One event over `tables` (key → state), all live unless told. */
function group(tables: Record<string, TableState | null>, live: Record<string, boolean> = {}): EventGroup {
  const keys = Object.keys(tables);
  const [only] = eventGroups(
    keys.map((key) => ({ key, name: `Table ${key}` })),
    keys.map((k) => tables[k] ?? null),
    keys.map((k) => live[k] ?? true),
  );
  if (tables[keys[0]!] === null) {
    // A table not connected has no state to say what it plays: the event's record lists it.
    return {
      uid: only!.uid,
      name: only!.name,
      tables: keys.map((key, i) => ({
        key,
        name: `Table ${key}`,
        number: i + 1,
        state: tables[key] ?? null,
        live: false,
      })),
    };
  }
  return only!;
}

describe('tables of an event', () => {
  it('[SEATING-UI-1] tables are grouped by the event their live state plays, numbered in the location order; cash tables are left out', () => {
    const other = eventTable('c', [0, 1], (s) => {
      s.eventManager.event = { ...s.eventManager.event!, uid: 'event-side', name: 'Side Event' };
    });
    const groups = eventGroups(
      [
        { key: 'a', name: 'Table 1' },
        { key: 'cash', name: 'Cash' },
        { key: 'b', name: 'Table 2' },
        { key: 'c', name: 'Side' },
        { key: 'off', name: 'Off' },
      ],
      [eventTable('a', [0]), idleTableFixture, eventTable('b', [0]), other, null],
      [true, true, false, true, false],
    );
    expect(groups.map((g) => [g.uid, g.name, g.tables.map((t) => [t.key, t.number, t.live])])).toEqual([
      [
        'event-sunday-main',
        'Sunday Main Event',
        [
          ['a', 1, true],
          ['b', 3, false],
        ],
      ],
      ['event-side', 'Side Event', [['c', 4, true]]],
    ]);
  });
});

describe('who moves', () => {
  it('[SEATING-UI-2] the next big blind is two players after the next button; the sample table (button seat 5, full) has seat 8 next', () => {
    expect(nextBigBlindSeat(sampleTableFixture)).toBe(7);
    // Seats 1, 3, 6, 8 (indexes 0, 2, 5, 7) with the button at index 2: next button 5, big blind 0.
    expect(nextBigBlindSeat(eventTable('a', [0, 2, 5, 7], (s) => void (s.round.dealerButtonIndex = 2)))).toBe(
      0,
    );
  });

  it('[SEATING-UI-2] heads-up the big blind is the player not on the next button; before the first hand the button stays on a seat that plays', () => {
    expect(nextBigBlindSeat(eventTable('a', [2, 5], (s) => void (s.round.dealerButtonIndex = 2)))).toBe(2);
    const first = eventTable('a', [0, 1, 2, 3], (s) => {
      s.game.roundCount = 0;
      s.round.dealerButtonIndex = 0;
    });
    expect(nextBigBlindSeat(first)).toBe(2);
    // Sitting out and alone: no blind to post.
    const alone = eventTable('a', [0, 1], (s) => void (s.playerGroup.players[1]!.sittingOut = true));
    expect(nextBigBlindSeat(alone)).toBeNull();
  });

  it('[SEATING-UI-2] 7 against 4 players: the next big blind of the big table moves to the lowest free seat of the small one, and the tables then differ by one', () => {
    const seating = eventSeating(group({ a: eventTable('a', range(7)), b: eventTable('b', [1, 3, 5, 7]) }));
    expect(seating.spread).toBe(3);
    expect(seating.breaking).toBeNull();
    // Button at index 4: next button 5, big blind index 0 (seat 1) after 5 and 6.
    expect(
      seating.balance.map((m) => [m.player.displayName, m.from, m.to, m.bigBlindNext, m.verdict.ok]),
    ).toEqual([
      ['a-0', { key: 'a', name: 'Table a', seat: 0 }, { key: 'b', name: 'Table b', seat: 0 }, true, true],
    ]);
    expect(balanceLine(seating)).toBe('Table a has 7 players, Table b 4: move 1 player.');
    expect(seatLabel('Table b', seating.balance[0]!.to.seat)).toBe('Table b · seat 1');
  });

  it('[SEATING-UI-2] tables that differ by one are balanced: nothing to move', () => {
    const seating = eventSeating(group({ a: eventTable('a', range(6)), b: eventTable('b', range(5)) }));
    expect(seating.balance).toEqual([]);
    expect(seating.breaking).toBeNull();
    expect(balanceLine(seating)).toBe('Balanced: the tables differ by one player.');
  });
});

describe('when a move can be made', () => {
  it('[SEATING-UI-3] a player in the hand being played moves when it ends', () => {
    const roundStatus = midHandNlhFixture.playerGroup.players[0]!.roundStatus!;
    const busy = eventTable('a', range(7), (s) => {
      s.game.gameState = 'IN ROUND';
      for (const p of s.playerGroup.players) p.roundStatus = { ...roundStatus, inRound: true };
    });
    const [move] = eventSeating(group({ a: busy, b: eventTable('b', range(4)) })).balance;
    expect(move!.verdict).toEqual({
      ok: false,
      reason: 'a-0 is in the hand being played at Table a: move them when it ends.',
    });
  });

  it('[SEATING-UI-3] a table not connected refuses the move; a table with no state or an elimination to confirm holds every move', () => {
    const offline = eventSeating(
      group({ a: eventTable('a', range(7)), b: eventTable('b', range(4)) }, { b: false }),
    );
    expect(offline.balance[0]!.verdict).toEqual({
      ok: false,
      reason: 'The table is not connected: wait for it to reconnect.',
    });

    const eliminating = eventTable(
      'b',
      range(4),
      (s) => void (s.round.roundState = 'ELIMINATION CONFIRMATION'),
    );
    const held = eventSeating(group({ a: eventTable('a', range(7)), b: eliminating }));
    expect(held.blocked).toBe('Confirm the elimination at Table b first: the counts change with it.');
    expect(held.balance[0]!.verdict).toEqual({ ok: false, reason: held.blocked });

    const unknown = eventSeating(group({ a: null, b: eventTable('b', range(4)) }));
    expect(unknown.blocked).toBe('Table a is not connected: the counts wait for it.');
    expect(unknown.balance).toEqual([]);
  });
});

describe('breaking a table', () => {
  it('[SEATING-UI-4] when the players fit at fewer tables the smallest table is broken (ties: the last), balancing waits', () => {
    const seating = eventSeating(
      group({ a: eventTable('a', range(6)), b: eventTable('b', range(6)), c: eventTable('c', [3, 4]) }),
    );
    expect(seating.spread).toBe(4);
    expect(seating.balance).toEqual([]);
    expect(seating.breaking?.key).toBe('c');
    // From its next big blind on (heads-up, button at index 4: index 4), each to the table with fewest
    // (ties: the first) at its lowest free seat.
    expect(seating.breaking?.moves.map((m) => [m.player.displayName, m.to.key, m.to.seat])).toEqual([
      ['c-4', 'a', 6],
      ['c-3', 'b', 6],
    ]);

    // Once broken, the empty table is out: nobody moves to it, it is not broken again.
    const after = eventSeating(
      group({ a: eventTable('a', range(7)), b: eventTable('b', range(7)), c: eventTable('c', []) }),
    );
    expect([after.breaking, after.balance, after.spread]).toEqual([null, [], 0]);
    expect(balanceLine(after)).toBe('Balanced: the tables differ by no player.');

    const tie = eventSeating(group({ a: eventTable('a', range(3)), b: eventTable('b', range(3)) }));
    expect(tie.breaking?.key).toBe('b');
  });
});

// ── The draw ─────────────────────────────────────────────────────────────────────────────────────

const T = new Date('2026-11-26T19:00:00Z');

function entry(playerId: string, kind: EventEntryView['kind'], chips: number): EventEntryView {
  return {
    id: `${playerId}-${kind}-${chips}`,
    playerId,
    displayName: playerId,
    handle: null,
    kind,
    amount: 100,
    fee: 10,
    chips,
    levelIndex: 0,
    at: T,
  };
}

function standing(playerId: string, isAlive: boolean): EventPlayerView {
  return {
    playerId,
    displayName: `Name ${playerId}`,
    handle: `@${playerId}`,
    isAlive,
    buyIns: 1,
    reEntries: 0,
    rebuys: 0,
    addOns: 0,
    place: isAlive ? null : 9,
    payout: 0,
    points: 0,
    bountiesWon: 0,
    bounty: null,
  };
}

describe('the draw', () => {
  it('[SEATING-UI-5] entrants to seat: still in, seated at none of the tables, in the order they entered, with their latest stack', () => {
    const record: EventRecord = {
      buyIn: { amount: 100, fee: 10, chips: 20_000 },
      standings: ['p1', 'p2', 'p3', 'p4', 'uid-a-0'].map((id) => standing(id, id !== 'p3')),
      entryList: [
        entry('p2', 'BUY_IN', 20_000),
        entry('uid-a-0', 'BUY_IN', 20_000),
        entry('p1', 'BUY_IN', 20_000),
        entry('p3', 'BUY_IN', 20_000),
        entry('p1', 'REBUY', 20_000),
        entry('p1', 'RE_ENTRY', 15_000),
        entry('p4', 'ADD_ON', 5_000),
      ],
    };
    const g = group({ a: eventTable('a', [0]), b: eventTable('b', []) });
    expect(entrantsToSeat(record, g)).toEqual([
      { playerId: 'p2', displayName: 'Name p2', handle: '@p2', chips: 20_000 },
      { playerId: 'p1', displayName: 'Name p1', handle: '@p1', chips: 15_000 },
      // No buy-in listed (an add-on only): the event's starting stack.
      { playerId: 'p4', displayName: 'Name p4', handle: '@p4', chips: 20_000 },
    ]);
  });

  const entrants = range(4).map((i) => ({
    playerId: `e${i}`,
    displayName: `Entrant ${i}`,
    handle: null,
    chips: 20_000,
  }));

  it('[SEATING-UI-5] the draw fills the shortest table first, each entrant once at a free seat, the same for the same Random', () => {
    const g = group({ a: eventTable('a', range(5)), b: eventTable('b', [0, 4, 8]) });
    const plan = drawPlan(entrants, g, seededRandom(7));
    expect(plan.waiting).toEqual([]);
    expect(new Set(plan.seats.map((s) => s.entrant.playerId)).size).toBe(4);
    // 5 and 3 players: two to b, then one each; every table ends with 6.
    expect(plan.seats.filter((s) => s.key === 'a')).toHaveLength(1);
    expect(plan.seats.filter((s) => s.key === 'b')).toHaveLength(3);
    for (const s of plan.seats) {
      const state = g.tables.find((t) => t.key === s.key)!.state!;
      expect(state.playerGroup.players.some((p) => p.seatIndex === s.seat)).toBe(false);
      expect(drawnSeatStatus(s, g)).toEqual({ done: false, verdict: { ok: true } });
    }
    expect(new Set(plan.seats.map((s) => `${s.key}:${s.seat}`)).size).toBe(4);
    expect(drawPlan(entrants, g, seededRandom(7))).toEqual(plan);
    // The draw is random: some other seed seats someone else first.
    const firsts = new Set(
      range(20).map((seed) => drawPlan(entrants, g, seededRandom(seed)).seats[0]!.entrant.playerId),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('[SEATING-UI-5] entrants beyond the free seats wait, the last to enter last; a seat taken since the draw is refused; a seated entrant is done', () => {
    const g = group({ a: eventTable('a', range(8)), b: eventTable('b', range(7)) });
    const plan = drawPlan(entrants, g, seededRandom(1));
    expect(plan.seats.map((s) => s.entrant.playerId).sort()).toEqual(['e0', 'e1', 'e2']);
    expect(plan.waiting.map((e) => e.playerId)).toEqual(['e3']);

    // Never at a table being broken: b's free seats are left out.
    const broken = group({ a: eventTable('a', range(6)), b: eventTable('b', range(3)) });
    const around = drawPlan(entrants, broken, seededRandom(1), eventSeating(broken).breaking!.key);
    expect(around.seats.map((s) => s.key)).toEqual(['a', 'a', 'a']);
    expect(around.waiting.map((e) => e.playerId)).toEqual(['e3']);
    // A seat drawn at b before the break was due is refused since.
    const atB = drawPlan(entrants, broken, seededRandom(1)).seats.find((s) => s.key === 'b')!;
    expect(drawnSeatStatus(atB, broken, 'b')).toEqual({
      done: false,
      verdict: { ok: false, reason: 'Table b is being broken: draw again.' },
    });

    const [first] = plan.seats;
    const taken = group({
      a: eventTable('a', range(9)),
      b: eventTable('b', range(9)),
    });
    expect(drawnSeatStatus(first!, taken)).toEqual({
      done: false,
      verdict: { ok: false, reason: `At Table ${first!.key}: Seat ${first!.seat + 1} is taken.` },
    });
    const seated = group({
      a: eventTable('a', range(8), (s) => {
        s.playerGroup.players.push(
          seatedPlayer({ seatIndex: 8, displayName: 'x', stack: 1, uid: first!.entrant.playerId }),
        );
      }),
      b: eventTable('b', range(7)),
    });
    expect(drawnSeatStatus(first!, seated)).toEqual({ done: true, where: 'Table a · seat 9' });
  });
});

describe('commands and keys', () => {
  it('[SEATING-UI-3] a move seats the player at the destination first, with their stack and identity, then frees their seat', () => {
    const [move] = eventSeating(
      group({ a: eventTable('a', range(7)), b: eventTable('b', range(4)) }),
    ).balance;
    expect(moveSteps(move!)).toEqual([
      {
        tableKey: 'b',
        event: 'seatPlayer',
        data: {
          seatIndex: 4,
          displayName: 'a-0',
          stack: 10_000,
          uid: 'uid-a-0',
          handle: null,
          playerType: 'REGISTERED',
        },
      },
      { tableKey: 'a', event: 'unseatPlayer', data: { seatIndex: 0 } },
    ]);
  });

  it('[SEATING-UI-5] a drawn seat is taken with the entrant’s directory id and the chips of their entry', () => {
    const g = group({ a: eventTable('a', range(8)) });
    const [seat] = drawPlan(
      [{ playerId: 'p9', displayName: 'Nina', handle: '@nina', chips: 15_000 }],
      g,
      seededRandom(3),
    ).seats;
    expect(drawStep(seat!)).toEqual({
      tableKey: 'a',
      event: 'seatPlayer',
      data: {
        seatIndex: 8,
        displayName: 'Nina',
        stack: 15_000,
        uid: 'p9',
        handle: '@nina',
        playerType: 'REGISTERED',
      },
    });
  });

  it('[SEATING-UI-6] M, D and A press the first move, the draw and seat-all; not while typing, in a dialog, with a modifier or on repeat', () => {
    const press = (key: string, over: Partial<Parameters<typeof seatingKeyOf>[0]> = {}) =>
      seatingKeyOf({
        key,
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        repeat: false,
        target: { tagName: 'BODY', isContentEditable: false, inDialog: false },
        ...over,
      });
    expect([press('m'), press('D'), press('a'), press('x')]).toEqual(['move', 'draw', 'seatAll', null]);
    expect(
      press('m', { target: { tagName: 'INPUT', isContentEditable: false, inDialog: false } }),
    ).toBeNull();
    expect(
      press('m', { target: { tagName: 'BUTTON', isContentEditable: false, inDialog: true } }),
    ).toBeNull();
    expect(press('m', { ctrlKey: true })).toBeNull();
    expect(press('m', { repeat: true })).toBeNull();
  });
});
