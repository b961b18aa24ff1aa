import { describe, expect, it } from 'vitest';
import { buyInRefusal, eliminateRefusal, entryRefusal } from './entry-rules.js';

const purchase = { amount: 100, fee: 10, chips: 20_000 };
const event = {
  status: 'RUNNING' as const,
  isRegistrationOpen: true,
  rebuy: { ...purchase, untilLevelIndex: 2 },
  reEntry: { ...purchase, untilLevelIndex: 3, maxCount: 1 },
  addOn: { ...purchase, atLevelIndex: 3 },
};
const alive = { isAlive: true, reEntries: 0, addOns: 0 };
const out = { ...alive, isAlive: false };

describe('entry buttons follow the event’s rules (issue 17)', () => {
  it('[EVENTS-UI-18] a rebuy is allowed up to and including its last level, for a player still in', () => {
    expect(entryRefusal(event, alive, 'REBUY', 2)).toBeNull();
    expect(entryRefusal(event, alive, 'REBUY', 3)).toBe('Rebuys ended after level 3.');
    expect(entryRefusal(event, out, 'REBUY', 0)).toBe('Out of the event: a re-entry, not a rebuy.');
    expect(entryRefusal({ ...event, rebuy: null }, alive, 'REBUY', 0)).toBe('This event has no rebuys.');
  });

  it('[EVENTS-UI-19] a re-entry follows an elimination, within its period and its count', () => {
    expect(entryRefusal(event, out, 'RE_ENTRY', 3)).toBeNull();
    expect(entryRefusal(event, alive, 'RE_ENTRY', 0)).toBe(
      'Still in the event: re-entry is after an elimination.',
    );
    expect(entryRefusal(event, out, 'RE_ENTRY', 4)).toBe('Re-entries ended after level 4.');
    expect(entryRefusal(event, { ...out, reEntries: 1 }, 'RE_ENTRY', 0)).toBe(
      'Already re-entered once (the most allowed).',
    );
  });

  it('[EVENTS-UI-20] one add-on, at its level only; nothing once the event is over', () => {
    expect(entryRefusal(event, alive, 'ADD_ON', 3)).toBeNull();
    expect(entryRefusal(event, alive, 'ADD_ON', 2)).toBe('The add-on is at level 4.');
    expect(entryRefusal(event, { ...alive, addOns: 1 }, 'ADD_ON', 3)).toBe('Already took the add-on.');
    expect(entryRefusal({ ...event, status: 'FINISHED' }, alive, 'ADD_ON', 3)).toBe('The event is over.');
    expect(entryRefusal({ ...event, status: 'REGISTERING' }, alive, 'REBUY', 0)).toBe(
      'The event has not started: start it first.',
    );
  });

  it('[EVENTS-UI-21] a buy-in needs open registration and room among the players in play; eliminations need a running event', () => {
    const open = { status: 'REGISTERING' as const, isRegistrationOpen: true, playersLeft: 9, maxPlayers: 10 };
    expect(buyInRefusal(open)).toBeNull();
    expect(buyInRefusal({ ...open, playersLeft: 10 })).toBe(
      'The event is full: 10 of 10 players are in play.',
    );
    expect(eliminateRefusal({ status: 'REGISTERING', playersLeft: 6 })).toBe(
      'The event has not started: start it first.',
    );
    expect(eliminateRefusal({ status: 'RUNNING', playersLeft: 1 })).toBe(
      'One player is left: the event is won.',
    );
    expect(eliminateRefusal({ status: 'RUNNING', playersLeft: 2 })).toBeNull();
    expect(buyInRefusal({ ...open, isRegistrationOpen: false })).toBe(
      'Registration is closed: open it to register players.',
    );
  });
});
