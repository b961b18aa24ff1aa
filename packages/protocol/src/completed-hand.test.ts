import { describe, expect, it } from 'vitest';
import {
  type CompletedHandInput,
  completedHandSchema,
  ingestHandInputSchema,
  MAX_ADD_ON_TRANSFERS,
} from './completed-hand.js';
import { engineCommandRecordSchema } from './engine-commands.js';

const hand = (extra: Partial<CompletedHandInput> = {}): CompletedHandInput => ({
  handId: 'hand-0001-abcd',
  tableKey: 't1',
  handNumber: 7,
  variation: 'NLH',
  startedAt: 1_767_200_000_000,
  endedAt: 1_767_200_060_000,
  players: [
    {
      playerIndex: 0,
      seatIndex: 1,
      playerId: null,
      displayName: 'Ann',
      startingStack: 200,
      finishingStack: 150,
      holeCards: ['SA', 'SK'],
    },
    {
      playerIndex: 1,
      seatIndex: 3,
      playerId: 'p-bob',
      displayName: 'Bob',
      startingStack: 200,
      finishingStack: 250,
      holeCards: ['C7', 'D2'],
    },
  ],
  phh: 'variant = "NT"',
  actionTimes: [],
  ...extra,
});

const runnerUp = {
  addOn: 'runnerUpAddOn' as const,
  seatIndex: 1,
  playerId: null,
  displayName: 'Ann',
  amount: 50,
  reason: 'Runner-up: the best hand shown that won nothing',
};

const issuePaths = (value: unknown) => {
  const r = completedHandSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('the add-on games’ chips in the hand record', () => {
  it('[ADDON-REC-1] a hand may carry the add-on transfers its end caused; without them it is the hand it always was', () => {
    expect(completedHandSchema.parse(hand()).addOnTransfers).toBeUndefined();
    const pickpocket = [
      { ...runnerUp, addOn: 'powerupsAddOn' as const, amount: 25, reason: 'Powerups: Ann’s pickpocket' },
      {
        ...runnerUp,
        addOn: 'powerupsAddOn' as const,
        seatIndex: 3,
        playerId: 'p-bob',
        displayName: 'Bob',
        amount: -25,
        reason: 'Powerups: Ann’s pickpocket',
      },
    ];
    const parsed = completedHandSchema.parse(hand({ addOnTransfers: [runnerUp, ...pickpocket] }));
    expect(parsed.addOnTransfers).toEqual([runnerUp, ...pickpocket]);
    expect(
      ingestHandInputSchema.safeParse({
        tableKey: 't1',
        secret: 'x'.repeat(32),
        hand: hand({ addOnTransfers: [runnerUp] }),
      }).success,
    ).toBe(true);
  });

  it('[ADDON-REC-2] a bad transfer is refused naming its field: unknown game, seat, zero or huge amount, no reason, too many', () => {
    const bad = (t: object) =>
      issuePaths(hand({ addOnTransfers: [{ ...runnerUp, ...t } as typeof runnerUp] }));
    expect(bad({ addOn: 'partyGameDealer' })).toEqual(['addOnTransfers.0.addOn']);
    expect(bad({ seatIndex: 10 })).toEqual(['addOnTransfers.0.seatIndex']);
    expect(bad({ seatIndex: -1 })).toEqual(['addOnTransfers.0.seatIndex']);
    expect(bad({ amount: 0 })).toEqual(['addOnTransfers.0.amount']);
    expect(bad({ amount: 2e9 })).toEqual(['addOnTransfers.0.amount']);
    expect(bad({ amount: Number.NaN })).toEqual(['addOnTransfers.0.amount']);
    expect(bad({ reason: '' })).toEqual(['addOnTransfers.0.reason']);
    expect(bad({ reason: 'x'.repeat(201) })).toEqual(['addOnTransfers.0.reason']);
    expect(bad({ displayName: '' })).toEqual(['addOnTransfers.0.displayName']);
    expect(bad({ playerId: '' })).toEqual(['addOnTransfers.0.playerId']);
    expect(
      issuePaths(hand({ addOnTransfers: Array.from({ length: MAX_ADD_ON_TRANSFERS + 1 }, () => runnerUp) })),
    ).toEqual(['addOnTransfers']);
    expect(
      issuePaths(hand({ addOnTransfers: Array.from({ length: MAX_ADD_ON_TRANSFERS }, () => runnerUp) })),
    ).toEqual([]);
  });

  it('[ADDON-REC-3] an operator’s add-on action may say the chips it moved; a bad one is refused naming the field', () => {
    const moment = {
      tableMode: 'GAME',
      gameState: 'STANDBY',
      roundState: 'ACTION',
      handNumber: 3,
      paused: false,
    };
    const record = {
      seq: 4,
      time: 1_767_200_000_000,
      actor: { id: 'u1', type: 'STAFF' },
      command: 'addOnAction',
      data: { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 3 } },
      before: moment,
      after: moment,
    };
    const buyIn = { ...runnerUp, addOn: 'oneNDoneAddOn', amount: 100, reason: 'One-and-done: bought in' };
    expect(engineCommandRecordSchema.parse(record).transfers).toBeUndefined();
    expect(engineCommandRecordSchema.parse({ ...record, transfers: [buyIn] }).transfers).toEqual([buyIn]);
    const r = engineCommandRecordSchema.safeParse({ ...record, transfers: [{ ...buyIn, amount: 'lots' }] });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['transfers.0.amount']);
  });
});
