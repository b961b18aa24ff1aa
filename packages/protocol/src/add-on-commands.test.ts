import { describe, expect, it } from 'vitest';
import { addOnActionDataSchema, PLAYABLE_ADD_ONS, setAddOnsDataSchema } from './add-on-commands.js';
import { COMMANDS_DURING_ERROR, mayCommand, parseClientPacket } from './packets.js';

const packet = (event: string, data: unknown) => JSON.stringify({ event, data, tableKey: 't1' });

function refused(event: string, data: unknown) {
  const result = parseClientPacket(packet(event, data));
  if (result.ok) throw new Error(`expected ${JSON.stringify(data)} to be refused`);
  return result.error;
}

describe('setAddOns', () => {
  it('[ADDON-1] takes the playable add-ons with partial rules, defaulting settings to none', () => {
    const result = parseClientPacket(
      packet('setAddOns', {
        addOns: ['blackjack', 'nitGameAddOn', 'teamAddOn'],
        settings: {
          blackjack: { decks: 2, blackjackPays: '6:5', chipUnit: 5, minBet: 5 },
          nitGameAddOn: { amountPerPlayer: 20 },
          teamAddOn: { teams: [{ id: 'a', name: 'Aces', color: '#ff0000', seatIndexes: [0, 1] }] },
        },
      }),
    );
    expect(result.ok).toBe(true);
    expect(setAddOnsDataSchema.parse({ addOns: [] })).toEqual({ addOns: [], settings: {} });
    for (const addOn of PLAYABLE_ADD_ONS)
      expect(setAddOnsDataSchema.safeParse({ addOns: [addOn] }).success).toBe(true);
  });

  it('[ADDON-2] refuses blackjack and UTH together, a repeated add-on, partyGameDealer and stray settings, saying why', () => {
    expect(refused('setAddOns', { addOns: ['blackjack', 'uth'] }).message).toContain('one of them');
    expect(refused('setAddOns', { addOns: ['uth', 'uth'] }).message).toContain('listed twice');
    expect(refused('setAddOns', { addOns: ['partyGameDealer'] }).issues[0]?.path).toBe('data.addOns[0]');
    const stray = refused('setAddOns', { addOns: [], settings: { nitGameAddOn: { amountPerPlayer: 5 } } });
    expect(stray.issues[0]?.path).toBe('data.settings.nitGameAddOn');
    expect(stray.message).toContain('not in addOns');
  });

  it('[ADDON-3] rule values are checked at the boundary: decks, limits, colours, a seat on two teams', () => {
    expect(
      refused('setAddOns', { addOns: ['blackjack'], settings: { blackjack: { decks: 9 } } }).issues[0]?.path,
    ).toBe('data.settings.blackjack.decks');
    expect(
      refused('setAddOns', { addOns: ['blackjack'], settings: { blackjack: { minBet: 50, maxBet: 10 } } })
        .message,
    ).toContain('at least the minimum');
    expect(
      refused('setAddOns', { addOns: ['uth'], settings: { uth: { tripsPayTable: '1-2-3' } } }).issues[0]
        ?.path,
    ).toBe('data.settings.uth.tripsPayTable');
    const teams = [
      { id: 'a', name: 'A', color: '#ff0000', seatIndexes: [0] },
      { id: 'b', name: 'B', color: '#00ff00', seatIndexes: [0] },
    ];
    expect(
      refused('setAddOns', { addOns: ['teamAddOn'], settings: { teamAddOn: { teams } } }).message,
    ).toContain('two teams');
    expect(
      refused('setAddOns', { addOns: ['nitGameAddOn'], settings: { nitGameAddOn: { amountPerPlayer: 2.5 } } })
        .issues[0]?.path,
    ).toBe('data.settings.nitGameAddOn.amountPerPlayer');
  });

  it('[ADDON-4] both commands are operator-only and not taken during a read error', () => {
    for (const event of ['setAddOns', 'addOnAction'] as const) {
      expect(mayCommand('operator', event)).toBe(true);
      expect(mayCommand('producer', event)).toBe(false);
      expect(mayCommand('checkIn', event)).toBe(false);
      expect((COMMANDS_DURING_ERROR as readonly string[]).includes(event)).toBe(false);
    }
  });
});

describe('addOnAction', () => {
  it('[ADDON-5] each add-on takes its own actions', () => {
    const ok = [
      { addOn: 'blackjack', action: { type: 'bet', seatIndex: 1, amount: 25 } },
      { addOn: 'blackjack', action: { type: 'nextRound' } },
      { addOn: 'uth', action: { type: 'bet', seatIndex: 0, ante: 10, trips: 5 } },
      { addOn: 'uth', action: { type: 'play', seatIndex: 0, multiple: 4 } },
      { addOn: 'nitGameAddOn', action: { type: 'confirm' } },
      { addOn: 'powerupsAddOn', action: { type: 'play', seatIndex: 3, powerupId: 'p1' } },
      { addOn: 'fortuneTellerAddOn', action: { type: 'predict', seatIndex: 2, prophecy: 'RED_RIVER' } },
      { addOn: 'teamAddOn', action: { type: 'setTeams', teams: [] } },
      { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 4 } },
      { addOn: 'bingoAddOn', action: { type: 'deal' } },
      { addOn: 'runnerUpAddOn', action: { type: 'setPrize', prize: 50 } },
    ];
    for (const data of ok)
      expect(addOnActionDataSchema.safeParse(data).success, JSON.stringify(data)).toBe(true);
  });

  it('[ADDON-6] an action of another game, a card read or a bad amount is refused where it is wrong', () => {
    expect(
      refused('addOnAction', { addOn: 'uth', action: { type: 'hit', seatIndex: 1 } }).issues[0]?.path,
    ).toBe('data.action.type');
    // Cards come from the antennas, never from a command.
    expect(
      refused('addOnAction', { addOn: 'blackjack', action: { type: 'dealCard', card: 'SA' } }).issues[0]
        ?.path,
    ).toBe('data.action.type');
    expect(
      refused('addOnAction', { addOn: 'blackjack', action: { type: 'bet', seatIndex: 1, amount: 2.5 } })
        .issues[0]?.path,
    ).toBe('data.action.amount');
    expect(
      refused('addOnAction', { addOn: 'partyGameDealer', action: { type: 'confirm' } }).issues[0]?.path,
    ).toBe('data.addOn');
    expect(
      refused('addOnAction', {
        addOn: 'fortuneTellerAddOn',
        action: { type: 'predict', seatIndex: 1, prophecy: 'RAIN' },
      }).issues[0]?.path,
    ).toBe('data.action.prophecy');
  });
});
