import { blackjack } from '@railbird/poker/addons';
import { setAddOnsDataSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import {
  blackjackEdgeLine,
  checkAddOns,
  defaultAddOnDraft,
  draftFromState,
  formatPercent,
  toggleAddOn,
  toSetAddOns,
  uthEdges,
} from './add-ons-form.js';

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
