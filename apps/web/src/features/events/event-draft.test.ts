import { eventCreateSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { presetById, presetLevels } from './blind-structure.js';
import {
  draftErrors,
  draftToInput,
  errorSummary,
  formPath,
  localInputValue,
  newEventDraft,
  serverFormErrors,
} from './event-draft.js';

const NOW = new Date(2026, 10, 26, 15, 30);

/** The turbo of the issue: 10-minute levels, a rebuy period, a bounty. */
function turbo() {
  const draft = newEventDraft(NOW, ['demo-3']);
  return {
    ...draft,
    name: 'Thursday Turbo',
    maxPlayers: 10,
    levels: presetLevels(presetById('turbo')),
    rebuy: { ...draft.rebuy, on: true, untilLevel: 3 },
    bounty: { on: true, amount: 20, isProgressive: true },
  };
}

describe('the New event form (issue 17)', () => {
  it('[EVENTS-UI-14] a fresh form starts tonight at 19:00 with a regular structure and passes the server’s schema once named', () => {
    const draft = newEventDraft(NOW, ['demo-1', 'demo-2']);
    expect(draft.start).toBe('2026-11-26T19:00');
    expect(draft.tableKeys).toEqual(['demo-1']);
    expect(draftErrors(draft)).toEqual({ name: 'An event name is required.' });
    expect(draftErrors({ ...draft, name: 'Friday Deepstack' })).toEqual({});
    expect(localInputValue(new Date(2026, 0, 5, 8, 7))).toBe('2026-01-05T08:07');
  });

  it('[EVENTS-UI-15] the form maps to event.create: levels counted from 1 become indexes, minutes seconds, extras off become null', () => {
    const input = draftToInput(turbo());
    expect(eventCreateSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      name: 'Thursday Turbo',
      maxPlayers: 10,
      endTime: null,
      buyIn: { amount: 100, fee: 10, chips: 20_000 },
      rebuy: { amount: 100, fee: 0, chips: 20_000, untilLevelIndex: 2 },
      reEntry: null,
      addOn: null,
      bounty: { amount: 20, isProgressive: true },
      payoutShares: null,
      pointsRule: null,
      league: null,
      tableKeys: ['demo-3'],
    });
    expect(input.startTime).toEqual(new Date(2026, 10, 26, 19, 0));
    expect(input.blindLevels[0]).toMatchObject({
      levelDuration: 600,
      blinds: [100, 200, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    const custom = draftToInput({
      ...turbo(),
      standardPayouts: false,
      payouts: [60, 40],
      points: { kind: 'FORMULA', multiplier: 2, byPlace: [] },
      league: '  Winter League ',
    });
    expect(custom).toMatchObject({
      payoutShares: [60, 40],
      pointsRule: { kind: 'FORMULA', multiplier: 2 },
      league: 'Winter League',
    });
  });

  it('[EVENTS-UI-16] refusals show beside their field in the form’s words: periods past the structure, a bounty above the buy-in, payouts off 100 %, a level with no duration', () => {
    const draft = turbo();
    const errors = draftErrors({
      ...draft,
      rebuy: { ...draft.rebuy, untilLevel: 40 },
      bounty: { ...draft.bounty, amount: 500 },
      standardPayouts: false,
      payouts: [50, 30],
      levels: draft.levels.map((l, i) => (i === 2 ? { ...l, minutes: 0 } : l)),
      end: '2026-11-26T18:00',
    });
    expect(errors).toEqual({
      'levels.2.minutes': 'Level 3 needs a duration of at least 1 minute.',
      payouts: 'Payout shares add up to 100% (these add up to 80%).',
      end: 'An event ends after it starts.',
      'rebuy.untilLevel': `The rebuy period must end within the blind structure, which has ${draft.levels.length} levels.`,
      'bounty.amount': 'A bounty is part of the buy-in: at most its amount (100).',
    });
    expect(errorSummary(errors)).toBe('5 fields need attention: nothing was saved.');
    expect(errorSummary({})).toBeNull();
  });

  it('[EVENTS-UI-17] a missing start and max players below two are refused at their fields', () => {
    const errors = draftErrors({ ...turbo(), start: '', maxPlayers: 1 });
    expect(errors.start).toBe('When does it start? A start time is needed.');
    expect(errors.maxPlayers).toBe('An event has room for at least 2 players.');
    expect(formPath(['blindLevels', 3, 'breakDuration'])).toBe('levels.3.breakMinutes');
    expect(formPath(['addOn', 'atLevelIndex'])).toBe('addOn.atLevel');
    expect(formPath(['buyIn', 'chips'])).toBe('buyIn.chips');
  });
});

describe('server refusals in the form (issue 17)', () => {
  it('[EVENTS-UI-22] a refusal naming fields lands beside them in the form’s words; one naming none, on the form', () => {
    expect(
      serverFormErrors(
        new Error(
          'blindLevels.2.levelDuration: a level needs a duration (seconds, more than 0); name: an event name is required',
        ),
      ),
    ).toEqual({
      'levels.2.minutes': 'A level needs a duration (seconds, more than 0).',
      name: 'An event name is required.',
    });
    expect(serverFormErrors({ data: { fields: { 'rebuy.untilLevelIndex': 'too late' } } })).toEqual({
      'rebuy.untilLevel': 'Too late.',
    });
    expect(serverFormErrors(new Error('You need MANAGER rights'))).toEqual({
      form: 'You need MANAGER rights.',
    });
  });
});
