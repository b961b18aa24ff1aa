import type { Event, TableState } from '@railbird/protocol';

/** An event some of the location's tables play, with those tables (in the location's order). */
export interface EventOnTables {
  uid: string;
  name: string;
  /** Over: a result is in (the table still shows the event a while, the demo's winner pause). */
  isOver: boolean;
  isRunning: boolean;
  tables: { key: string; name: string }[];
}

/**
 * The events the tables report (spec `eventManager.event`), one entry per event however many tables
 * play it: the ones not over first, then by name. The first table of an event is its feature table
 * (UI.md `tournamenttv-first`).
 */
export function eventsOnTables(states: readonly (TableState | null)[]): EventOnTables[] {
  const byId = new Map<string, EventOnTables>();
  for (const state of states) {
    const event: Event | null | undefined = state?.eventManager.event;
    if (!state || !event) continue;
    const table = { key: state.tableSettings.key, name: state.tableSettings.name };
    const found = byId.get(event.uid);
    if (found) found.tables.push(table);
    else
      byId.set(event.uid, {
        uid: event.uid,
        name: event.name,
        isOver: event.endTime !== null,
        isRunning: event.isRunning,
        tables: [table],
      });
  }
  return [...byId.values()].sort(
    (a, b) => Number(a.isOver) - Number(b.isOver) || a.name.localeCompare(b.name),
  );
}

/**
 * Which event `/tournament-display` shows: the one asked for (`?event=`) while a table plays it; else the
 * only event not over; else, with none running, the one just finished. Null when the chooser must ask
 * (several run) or there is none.
 */
export function pickEvent(events: readonly EventOnTables[], asked: string | null): EventOnTables | null {
  if (asked) {
    const found = events.find((e) => e.uid === asked);
    if (found) return found;
  }
  const live = events.filter((e) => !e.isOver);
  if (live.length === 1) return live[0]!;
  if (live.length === 0 && events.length === 1) return events[0]!;
  return null;
}
