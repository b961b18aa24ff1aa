import { type Event, idleTableState, type TableState } from '@railbird/protocol';
import { sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { eventsOnTables, pickEvent } from './choose-event.js';

const base: Event = structuredClone(sampleTableFixture.eventManager.event!);

function table(key: string, event: Partial<Event> | null): TableState {
  const state = idleTableState({ key, name: key.toUpperCase() });
  state.eventManager = { event: event ? { ...base, endTime: null, ...event } : null, clock: null };
  return state;
}

describe('which event /tournament-display shows', () => {
  it('[TVCLOCK-15] one entry per event however many tables play it, its tables in the location’s order; the ones not over first', () => {
    const events = eventsOnTables([
      table('t1', { uid: 'main', name: 'Main Event' }),
      null,
      table('t2', { uid: 'turbo', name: 'Turbo', endTime: 1 }),
      table('t3', { uid: 'main', name: 'Main Event' }),
      table('t4', null),
    ]);
    expect(events.map((e) => [e.uid, e.isOver, e.tables.map((t) => t.key)])).toEqual([
      ['main', false, ['t1', 't3']],
      ['turbo', true, ['t2']],
    ]);
  });

  it('[TVCLOCK-16] the only event not over shows by itself; several ask, unless one was chosen; a finished one shows while nothing else runs', () => {
    const two = eventsOnTables([table('t1', { uid: 'a', name: 'A' }), table('t2', { uid: 'b', name: 'B' })]);
    expect(pickEvent(two, null)).toBeNull();
    expect(pickEvent(two, 'b')?.uid).toBe('b');
    expect(pickEvent(two, 'gone')).toBeNull();
    const one = eventsOnTables([
      table('t1', { uid: 'a', name: 'A' }),
      table('t2', { uid: 'old', endTime: 5 }),
    ]);
    expect(pickEvent(one, null)?.uid).toBe('a');
    // The demo's next tournament replaces the one shown: it is picked up on its own.
    expect(pickEvent(one, 'old')?.uid).toBe('old');
    expect(pickEvent(eventsOnTables([table('t1', { uid: 'a', name: 'A' })]), 'old')?.uid).toBe('a');
    expect(pickEvent(eventsOnTables([table('t1', { uid: 'old', endTime: 5 })]), null)?.uid).toBe('old');
    expect(pickEvent([], null)).toBeNull();
  });
});
