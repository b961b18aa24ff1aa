import { seededRandom } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import { setAddOnsDataSchema, type TableState } from '@railbird/protocol';
import { idleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  blackjackEdgeLine,
  checkAddOns,
  defaultAddOnDraft,
  draftFromState,
  formatPercent,
  restartedBy,
  toggleAddOn,
  toSetAddOns,
  unreportedSettings,
  uthEdges,
} from './add-ons-form.js';

/** The idle table with these add-ons on, each field from its domain reducer's view. */
function tableWith(fields: Partial<TableState>): TableState {
  const state = structuredClone(idleTableFixture) as TableState;
  Object.assign(state, fields);
  state.addOns = (Object.keys(fields) as (keyof TableState)[]).filter((k) =>
    [
      'blackjack',
      'uth',
      'nitGameAddOn',
      'runnerUpAddOn',
      'oneNDoneAddOn',
      'teamAddOn',
      'powerupsAddOn',
      'bingoAddOn',
      'fortuneTellerAddOn',
    ].includes(k),
  ) as TableState['addOns'];
  return state;
}
/** A domain answer's state; a refusal fails the test. */
function ok<S>(r: { ok: true; state: S } | { ok: false; error: { message: string } }): S {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
function blackjackField(rules: Partial<blackjack.BlackjackRules>, chipUnit: number) {
  const created = blackjack.createBlackjack({
    rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, ...rules },
    chipUnit,
  });
  if (!created.ok) throw new Error(created.error.message);
  return blackjack.blackjackView(created.state, { hideHole: true }) as unknown as NonNullable<
    TableState['blackjack']
  >;
}

describe('add-on games form ↔ setAddOns', () => {
  it('[ADDON-FORM-1] only the switched-on add-ons are sent, in the section order, with their settings', () => {
    let d = defaultAddOnDraft();
    d = toggleAddOn(d, 'nitGameAddOn', true);
    d = toggleAddOn(d, 'blackjack', true);
    const data = toSetAddOns(d);
    expect(data.addOns).toEqual(['blackjack', 'nitGameAddOn']);
    expect(Object.keys(data.settings)).toEqual(['blackjack', 'nitGameAddOn']);
    expect(data.settings.nitGameAddOn).toEqual({ amountPerPlayer: 25 });
    expect(setAddOnsDataSchema.safeParse(data).success).toBe(true);
  });

  it('[ADDON-FORM-2] blackjack and UTH exclude each other: switching one on switches the other off', () => {
    let d = toggleAddOn(defaultAddOnDraft(), 'blackjack', true);
    d = toggleAddOn(d, 'uth', true);
    expect(d.on.blackjack).toBe(false);
    expect(d.on.uth).toBe(true);
    // Room games stay on beside a banked game.
    d = toggleAddOn(toggleAddOn(d, 'runnerUpAddOn', true), 'blackjack', true);
    expect(toSetAddOns(d).addOns).toEqual(['blackjack', 'runnerUpAddOn']);
  });

  it('[ADDON-FORM-3] the engine schema’s errors land on the field that is wrong', () => {
    const d = toggleAddOn(defaultAddOnDraft(), 'blackjack', true);
    d.blackjack = { ...d.blackjack, decks: 9, minBet: 500, maxBet: 100 };
    const checked = checkAddOns(d);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['settings.blackjack.decks']).toBe('at most 8');
    expect(checked.errors['settings.blackjack.maxBet']).toMatch(/at least the minimum/);
  });

  it('[ADDON-FORM-4] the domain’s own rule checks catch what the schema lets through (bet not a chip multiple)', () => {
    const d = toggleAddOn(defaultAddOnDraft(), 'blackjack', true);
    d.blackjack = { ...d.blackjack, chipUnit: 5, minBet: 12 };
    const checked = checkAddOns(d);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors['settings.blackjack']).toMatch(/multiple of the 5-chip unit/);
  });

  it('[ADDON-FORM-5] the draft starts from the table: add-ons on and the settings the state shows', () => {
    const d = draftFromState({
      addOns: ['runnerUpAddOn', 'teamAddOn'],
      blackjack: null,
      nitGameAddOn: null,
      runnerUpAddOn: { prize: 40, lastRunnerUpSeatIndex: null },
      oneNDoneAddOn: null,
      teamAddOn: { teams: [{ id: 'a', name: 'Aces', color: '#112233', seatIndexes: [0, 2], score: 5 }] },
      powerupsAddOn: null,
      bingoAddOn: null,
      fortuneTellerAddOn: null,
    } as never);
    expect(toSetAddOns(d)).toEqual({
      addOns: ['runnerUpAddOn', 'teamAddOn'],
      settings: {
        runnerUpAddOn: { prize: 40 },
        teamAddOn: { teams: [{ id: 'a', name: 'Aces', color: '#112233', seatIndexes: [0, 2] }] },
      },
    });
  });
});

describe('add-on games form ← the table', () => {
  it('[ADDON-FORM-6] the form shows the rules the table plays: blackjack’s and UTH’s whole rules and each room game’s figures; a game off shows the defaults', () => {
    const bj = tableWith({
      blackjack: blackjackField(
        { decks: 2, dealerHitsSoft17: true, surrender: 'late', minBet: 25, maxBet: 500 },
        5,
      ),
      nitGameAddOn: room.nitGameView(room.newNitGame(15)),
      oneNDoneAddOn: room.oneAndDoneView(room.newOneAndDone(300)),
    });
    const d = draftFromState(bj);
    expect(d.on).toMatchObject({ blackjack: true, nitGameAddOn: true, oneNDoneAddOn: true, uth: false });
    expect(d.blackjack).toEqual({
      ...blackjack.DEFAULT_BLACKJACK_RULES,
      decks: 2,
      dealerHitsSoft17: true,
      surrender: 'late',
      minBet: 25,
      maxBet: 500,
      chipUnit: 5,
    });
    expect(d.nitGameAddOn).toEqual({ amountPerPlayer: 15 });
    expect(d.oneNDoneAddOn).toEqual({ buyIn: 300 });
    // UTH is off: its defaults.
    expect(d.uth).toEqual(defaultAddOnDraft().uth);

    const uthRules = {
      ...uth.DEFAULT_UTH_RULES,
      minAnte: 5,
      maxAnte: 50,
      maxTrips: 20,
      tripsPays: uth.TRIPS_PAY_TABLES['8-6-5'],
    };
    const u = tableWith({
      uth: uth.uthView(uth.newUthTable(uthRules, []), { hideHoleCards: false }) as NonNullable<
        TableState['uth']
      >,
      bingoAddOn: room.bingoView(
        ok(
          room.applyBingo(room.newBingo({ prize: 80, size: 4, win: 'FULL' }), {
            type: 'deal',
            seats: [{ seatIndex: 0, playerId: 'a' }],
            random: seededRandom(1),
          }),
        ),
      ),
    });
    const du = draftFromState(u);
    expect(du.uth).toMatchObject({ minAnte: 5, maxAnte: 50, maxTrips: 20, tripsPayTable: '8-6-5' });
    expect(du.bingoAddOn).toEqual({ prize: 80, size: 4, win: 'LINE' });
    // What the state does not carry is said beside the game.
    expect(unreportedSettings(u, 'bingoAddOn')).toMatch(/line or the full card/);
    expect(unreportedSettings(u, 'uth')).toBeNull();
    expect(unreportedSettings(bj, 'powerupsAddOn')).toBeNull();
  });

  it('[ADDON-FORM-7] a game on at the table is sent without settings when they are unchanged (the engine keeps it); changed or new, with them', () => {
    const state = tableWith({
      blackjack: blackjackField({ decks: 2 }, 1),
      teamAddOn: room.teamGameView(
        ok(
          room.applyTeamGame(room.newTeamGame(), {
            type: 'addTeam',
            id: 'a',
            name: 'Aces',
            color: '#112233',
          }),
        ),
      ),
    });
    const table = draftFromState(state);
    // Switching runner-up on: only its settings go; blackjack and the teams keep their games.
    let d = toggleAddOn(table, 'runnerUpAddOn', true);
    expect(toSetAddOns(d, table)).toEqual({
      addOns: ['blackjack', 'runnerUpAddOn', 'teamAddOn'],
      settings: { runnerUpAddOn: { prize: 100 } },
    });
    expect(restartedBy(d, table)).toEqual([]);
    expect(setAddOnsDataSchema.safeParse(toSetAddOns(d, table)).success).toBe(true);
    // A changed blackjack rule sends blackjack's rules, and says it starts blackjack afresh.
    d = { ...d, blackjack: { ...d.blackjack, decks: 6 } };
    expect(Object.keys(toSetAddOns(d, table).settings)).toEqual(['blackjack', 'runnerUpAddOn']);
    expect(restartedBy(d, table)).toEqual(['blackjack']);
    expect(checkAddOns(d, table).ok).toBe(true);
  });
});

describe('house edge lines', () => {
  it('[ADDON-EDGE-1] percentages read with two decimals and a real minus sign', () => {
    expect(formatPercent(0.004071)).toBe('0.41 %');
    expect(formatPercent(0.073955)).toBe('7.40 %');
    expect(formatPercent(-0.00142)).toBe('−0.14 %');
    expect(formatPercent(-0.00001)).toBe('0.00 %');
  });

  it('[ADDON-EDGE-2] the Strip six-deck game reads "House edge 0.41 % · insurance 7.40 %"', () => {
    const rules = blackjack.DEFAULT_BLACKJACK_RULES;
    const edge = blackjack.blackjackHouseEdge(rules).edge;
    expect(blackjackEdgeLine(edge, blackjack.insuranceEdge(rules.decks))).toBe(
      'House edge 0.41 % · insurance 7.40 %',
    );
    expect(blackjackEdgeLine(-0.0014, null)).toBe('Player edge 0.14 % · no insurance');
  });

  it('[ADDON-EDGE-3] UTH trips by pay table exact; the main game only for the play bets it was computed for', () => {
    const d = defaultAddOnDraft().uth;
    const standard = uthEdges(d);
    expect(formatPercent(standard.trips!.edge)).toBe('3.50 %');
    expect(standard.main).toEqual({ edge: 0.0240273 });
    expect(formatPercent(uthEdges({ ...d, tripsPayTable: '8-6-5' }).trips!.edge)).toBe('1.90 %');
    expect(uthEdges({ ...d, maxTrips: 0 }).trips).toBeNull();
    expect('reason' in uthEdges({ ...d, preflopMultiples: [3] }).main).toBe(true);
  });
});
