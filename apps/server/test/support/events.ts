import type { BlindLevel, EventCreateInput } from '@railbird/protocol';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { entry, event } from '../../src/db/schema.js';
import { createPlayer } from '../../src/services/players.js';
import { blindLevelFor } from '../../src/services/tables.js';
import type { Caller } from './world.js';

/** A turbo structure: `count` NLH levels of `seconds` each, blinds doubling from 25/50. */
export function turboLevels(count = 6, seconds = 600): BlindLevel[] {
  return Array.from({ length: count }, (_, i) =>
    blindLevelFor('NLH', [25 * 2 ** i, 50 * 2 ** i], {
      index: i,
      levelDuration: seconds,
      breakDuration: i === 3 ? 300 : 0,
    }),
  );
}

/** A valid `event.create` input: a 10-minute-level turbo, with whatever the test changes. */
export function eventInput(overrides: Partial<EventCreateInput> = {}): EventCreateInput {
  return {
    name: 'Tuesday turbo',
    startTime: new Date('2026-12-01T19:00:00Z'),
    maxPlayers: 9,
    buyIn: { amount: 100, fee: 10, chips: 10_000 },
    blindLevels: turboLevels(),
    ...overrides,
  };
}

/** An event made by `manager`, registration open. */
export async function openEvent(manager: Caller, overrides: Partial<EventCreateInput> = {}): Promise<string> {
  const created = await manager.event.create(eventInput(overrides));
  await manager.event.setRegistration({ eventId: created.id, open: true });
  return created.id;
}

/** `count` new players of the location, named after `prefix`. */
export async function newPlayers(db: Database, locationId: string, prefix: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await createPlayer(db, locationId, { displayName: `${prefix} ${i + 1}` })).id);
  return ids;
}

/** An open event with these players bought in, started. */
export async function runningEvent(
  manager: Caller,
  players: string[],
  overrides: Partial<EventCreateInput> = {},
): Promise<string> {
  const eventId = await openEvent(manager, overrides);
  for (const playerId of players)
    await manager.event.enter({ eventId, playerId, kind: 'BUY_IN', levelIndex: 0 });
  await manager.event.setStatus({ eventId, status: 'RUNNING' });
  return eventId;
}

/** Everything stored about one event (its row, its entries) and the location's audit count: "nothing changed". */
export async function eventRecord(db: Database, eventId: string, locationId: string) {
  const [row] = await db.select().from(event).where(eq(event.id, eventId));
  const entries = await db.select().from(entry).where(eq(entry.eventId, eventId)).orderBy(asc(entry.id));
  const audit = (await db.execute(
    sql`SELECT count(*)::int AS n FROM audit_entry WHERE location_id = ${locationId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return { row, entries, audits: audit.rows[0]!.n };
}
