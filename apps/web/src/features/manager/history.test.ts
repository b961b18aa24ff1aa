import { describe, expect, it } from 'vitest';
import { type AuditEntry, describeEntry, exactTime, fieldLabel, relativeTime, valueText } from './history.js';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  seq: 1,
  at: new Date('2026-11-25T18:00:00Z'),
  source: 'console',
  actor: { id: 'u1', name: 'Alice Chen', type: 'MANAGER' },
  tableKey: 'demo-1',
  kind: 'table.updateSettings',
  subject: null,
  before: null,
  after: null,
  ...over,
});

const slots = (...v: number[]) => [...v, ...Array(10 - v.length).fill(0)];

describe('History wording', () => {
  it('[MGR-40] a blind change reads "Changed the blind structure" with the level before → after', () => {
    const words = describeEntry(
      entry({
        before: { 'defaultGameSettings.blindLevels.0.blinds': slots(1, 2) },
        after: { 'defaultGameSettings.blindLevels.0.blinds': slots(2, 5) },
      }),
    );
    expect(words.who).toBe('Alice Chen (MANAGER)');
    expect(words.what).toBe('Changed the blind structure');
    expect(words.changes).toEqual([
      {
        path: 'defaultGameSettings.blindLevels.0.blinds',
        label: 'Level 1 blinds',
        before: '1/2',
        after: '2/5',
      },
    ]);
  });

  it('[MGR-41] a game change reads "Switched to PLO8"; the level fields that followed it are listed, not named', () => {
    const words = describeEntry(
      entry({
        before: {
          'defaultGameSettings.variation': 'PLO',
          'defaultGameSettings.blindLevels.0.rankingTypes': ['HIGH_2'],
        },
        after: {
          'defaultGameSettings.variation': 'PLO8',
          'defaultGameSettings.blindLevels.0.rankingTypes': ['HIGH_2', 'LOW_8_2'],
        },
      }),
    );
    expect(words.what).toBe('Switched to PLO8');
    expect(words.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Game: PLO → PLO8',
      'Level 1 ranking types: HIGH_2 → HIGH_2, LOW_8_2',
    ]);
    const withClock = describeEntry(
      entry({
        before: { 'defaultGameSettings.variation': 'BIG_O', 'defaultGameSettings.shotClockDuration': 0 },
        after: { 'defaultGameSettings.variation': 'NLH', 'defaultGameSettings.shotClockDuration': 30 },
      }),
    );
    expect(withClock.what).toBe('Switched to NLH and changed the shot clock');
    expect(withClock.changes[0]).toMatchObject({ before: 'BIG-O', after: 'NLH' });
  });

  it('[MGR-42] several topics are named together; an unknown field is "other settings"', () => {
    const words = describeEntry(
      entry({
        before: {
          'defaultGameSettings.ultimateStraddle': false,
          'defaultGameSettings.mixedGameEnabled': false,
          isLeftHanded: false,
        },
        after: {
          'defaultGameSettings.ultimateStraddle': true,
          'defaultGameSettings.mixedGameEnabled': true,
          isLeftHanded: true,
        },
      }),
    );
    expect(words.what).toBe('Changed the straddle rules, the mixed-game rotation and other settings');
    expect(words.changes.find((c) => c.path === 'isLeftHanded')).toMatchObject({
      label: 'Is left handed',
      before: 'off',
      after: 'on',
    });
    expect(
      describeEntry(entry({ before: { dealerMode: 'DEALER' }, after: { dealerMode: 'SELF_DEALT' } })).what,
    ).toBe('Changed the table settings');
  });

  it('[MGR-43] table changes: created (after only), renamed, mode, secret, removed (before only)', () => {
    const created = describeEntry(
      entry({ kind: 'table.create', after: { name: 'T4', variation: 'NLH', capacity: 9, ip: null } }),
    );
    expect(created.what).toBe('Created the table');
    expect(created.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Name: — → T4',
      'Game: — → NLH',
      'Seats: — → 9',
    ]);
    expect(
      describeEntry(entry({ kind: 'table.update', before: { name: 'A' }, after: { name: 'B' } })).what,
    ).toBe('Renamed the table to “B”');
    expect(
      describeEntry(entry({ kind: 'table.setMode', before: { mode: 'DEMO' }, after: { mode: 'GAME' } })).what,
    ).toBe('Set the table to GAME mode');
    const rotated = describeEntry(entry({ kind: 'table.rotateSecret' }));
    expect(rotated).toMatchObject({ what: 'Rotated the engine secret', changes: [] });
    const removed = describeEntry(entry({ kind: 'table.remove', before: { name: 'T4' } }));
    expect(removed.what).toBe('Removed the table');
    expect(removed.changes).toEqual([{ path: 'name', label: 'Name', before: 'T4', after: '—' }]);
  });

  it('[MGR-44] an operator command says what the operator did, and the game state it moved', () => {
    const words = describeEntry(
      entry({
        kind: 'command',
        source: 'engine',
        actor: { id: 'u2', name: 'Dee Dealer', type: 'STAFF' },
        subject: { id: 'journal:7@1790000000000', name: 'seatPlayer' },
        before: { gameState: 'STANDBY', roundState: 'WAITING FOR ROUND START', handNumber: 4 },
        after: {
          gameState: 'STANDBY',
          roundState: 'WAITING FOR ROUND START',
          handNumber: 4,
          data: { seatIndex: 2, displayName: 'Bob', stack: 200 },
        },
      }),
    );
    expect(words).toEqual({ who: 'Dee Dealer (STAFF)', what: 'Seated Bob at seat 3', changes: [] });
    const voided = describeEntry(
      entry({
        kind: 'command',
        source: 'engine',
        subject: { id: 'journal:9@1790000000000', name: 'voidHand' },
        before: { gameState: 'IN ROUND', roundState: 'ACTION', handNumber: 12 },
        after: { gameState: 'STANDBY', roundState: 'WAITING FOR ROUND START', handNumber: 12, data: {} },
      }),
    );
    expect(voided.what).toBe('Voided hand #12');
    expect(voided.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
      'Game state: IN ROUND → STANDBY',
      'Round state: ACTION → WAITING FOR ROUND START',
    ]);
    expect(
      describeEntry(
        entry({
          kind: 'command',
          subject: { id: 'journal:8@1790000000000', name: 'action' },
          after: { data: { type: 'raise', amount: 40, seatIndex: 0 } },
        }),
      ).what,
    ).toBe('Raised to 40 for seat 1');
  });

  it('[MGR-49] the audit log’s card reads and hole-card feeds: which antenna read which tag, who opened which feed from where', () => {
    const moment = { gameState: 'IN ROUND', roundState: 'PREFLOP', handNumber: 3 };
    const read = describeEntry(
      entry({
        kind: 'card.read',
        source: 'engine',
        actor: { id: null, name: 'Antennas', type: null },
        subject: { id: 'journal:21@1790000000000', name: 'cardRead' },
        before: moment,
        after: { ...moment, data: { antennaId: 4, tagId: 'E2801160600002' } },
      }),
    );
    expect(read).toEqual({ who: 'Antennas', what: 'Antenna 4 read tag E2801160600002', changes: [] });
    const feed = describeEntry(
      entry({
        kind: 'feed.opened',
        source: 'engine',
        actor: { id: 'u3', name: 'Pat Producer', type: 'PRODUCER' },
        subject: { id: 'journal:22@1790000000000', name: 'feedOpened' },
        before: moment,
        after: {
          ...moment,
          data: { scope: 'viewer', page: 'overlays', remote: '10.0.0.7', audience: 'delayed' },
        },
      }),
    );
    expect(feed.what).toBe('Opened the delayed feed with hole cards on overlays from 10.0.0.7');
    expect(feed.who).toBe('Pat Producer (PRODUCER)');
  });

  it('[MGR-48] an add-on action says the chips it moved: a one-and-done buy-in, a nit game paid, a game without chips', () => {
    const addOn = (seq: number, data: object, transfers?: object[]) =>
      describeEntry(
        entry({
          kind: 'command',
          source: 'engine',
          actor: { id: 'u2', name: 'Dee Dealer', type: 'STAFF' },
          subject: { id: `journal:${seq}@1790000000000`, name: 'addOnAction' },
          before: { gameState: 'STANDBY', roundState: 'WAITING FOR ROUND START', handNumber: 4 },
          after: {
            gameState: 'STANDBY',
            roundState: 'WAITING FOR ROUND START',
            handNumber: 4,
            data,
            ...(transfers ? { transfers } : {}),
          },
        }),
      );
    const chips = (seatIndex: number, displayName: string, amount: number, reason: string) => ({
      addOn: 'nitGameAddOn',
      seatIndex,
      playerId: null,
      displayName,
      amount,
      reason,
    });
    const buyIn = addOn(1, { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 1 } }, [
      { ...chips(1, 'Bob', 100, 'One-and-done: bought in'), addOn: 'oneNDoneAddOn' },
    ]);
    expect(buyIn).toEqual({
      who: 'Dee Dealer (STAFF)',
      what: 'One-and-done: Bob bought in for 100',
      changes: [],
    });
    expect(
      addOn(2, { addOn: 'oneNDoneAddOn', action: { type: 'cashOut', seatIndex: 1 } }, [
        { ...chips(1, 'Bob', -140, 'One-and-done: cashed out'), addOn: 'oneNDoneAddOn' },
      ]).what,
    ).toBe('One-and-done: Bob cashed out 140');
    const paid = 'Nit game: Cleo, the last nit, pays the players who won a pot';
    expect(
      addOn(3, { addOn: 'nitGameAddOn', action: { type: 'confirm' } }, [
        chips(0, 'Ann', 20, paid),
        chips(1, 'Bob', 20, paid),
        chips(2, 'Cleo', -40, paid),
      ]).what,
    ).toBe('Nit game: confirmed — Ann +20, Bob +20, Cleo −40');
    expect(addOn(4, { addOn: 'fortuneTellerAddOn', action: { type: 'drawPrompts' } }).what).toBe(
      'Fortune teller: drew the predictions on offer',
    );
    expect(addOn(5, { addOn: 'nitGameAddOn', action: { type: 'join', seatIndex: 4 } }).what).toBe(
      'Nit game: seat 5 joined',
    );
    expect(
      addOn(6, { addOn: 'blackjack', action: { type: 'bet', seatIndex: 1, amount: 25 } }, [
        { ...chips(1, 'Bob', -25, 'Blackjack: bet'), addOn: 'blackjack' },
      ]).what,
    ).toBe('Blackjack: Bob bet — Bob −25');
  });

  it('[MGR-45] who: a name without an admin type stands alone; an engine entry without a name is "The engine"', () => {
    expect(describeEntry(entry({ actor: { id: null, name: 'Sam', type: null } })).who).toBe('Sam');
    expect(describeEntry(entry({ source: 'engine', actor: { id: null, name: '', type: null } })).who).toBe(
      'The engine',
    );
  });

  it('[MGR-46] labels and values: levels count from 1, blinds drop empty slots, flags read on/off', () => {
    expect(fieldLabel('defaultGameSettings.blindLevels.2.antes')).toBe('Level 3 antes');
    expect(fieldLabel('defaultGameSettings.shotClockDuration')).toBe('Shot clock (s)');
    expect(valueText('defaultGameSettings.blindLevels.0.blinds', slots(1, 2, 4))).toBe('1/2/4');
    expect(valueText('defaultGameSettings.blindLevels.0.antes', slots())).toBe('none');
    expect(valueText('defaultGameSettings.gameList', ['PLO8', 'BIG_O'])).toBe('PLO8, BIG-O');
    expect(valueText('x', null)).toBe('—');
  });

  it('[MGR-47] when: relative to now, and exact to the second', () => {
    const at = new Date('2026-11-25T18:00:00Z');
    const now = at.getTime();
    expect(relativeTime(at, now + 10_000)).toBe('just now');
    expect(relativeTime(at, now + 5 * 60_000)).toBe('5 min ago');
    expect(relativeTime(at, now + 3 * 3_600_000)).toBe('3 h ago');
    expect(relativeTime(at, now + 49 * 3_600_000)).toBe('2 d ago');
    expect(exactTime(at)).toMatch(/25 Nov 2026, \d\d:00:00/);
  });
});
