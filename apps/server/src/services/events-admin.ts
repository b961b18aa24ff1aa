/**
 * Setting an event up (issue 17, MANAGER): create, edit, remove, registration, payout shares. Each
 * change is audited in its own transaction (services/audit.ts); a refusal throws before anything is
 * written, so it changes nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  type EventFieldProblem,
  type EventFields,
  type EventUpdateInput,
  eventFieldProblems,
  renumberLevels,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { event, pokerTable } from '../db/schema.js';
import { type AuditChange, changedFields, recordChange } from './audit.js';
import { type EventRow, loadEvent, playersOf } from './events.js';
import { payoutSharesProblem, pointsRuleProblem } from './events-maths.js';
import { settle } from './events-play.js';

type By = Pick<AuditChange, 'locationId' | 'actor' | 'at'>;

/** A BAD_REQUEST in the form zod failures take (`field.path: message`), naming each field. */
export function fieldsRefused(problems: EventFieldProblem[]): never {
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('; '),
  });
}

/** The tables must be the location's. */
async function checkTables(db: Database, locationId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select({ key: pokerTable.key, locationId: pokerTable.locationId })
    .from(pokerTable)
    .where(inArray(pokerTable.key, keys));
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `tableKeys: there is no table "${key}".` });
    if (row.locationId !== locationId)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `tableKeys: table "${key}" belongs to another location.`,
      });
  }
}

/** What the audit keeps of an event's settings (not its entries). */
function auditFields(row: EventRow): Record<string, unknown> {
  return {
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    maxPlayers: row.maxPlayers,
    buyIn: row.buyIn,
    rebuy: row.rebuy,
    reEntry: row.reEntry,
    addOn: row.addOn,
    bounty: row.bounty,
    payouts: row.payouts,
    points: row.points,
    league: row.league,
    blindLevels: row.blindLevels,
    tableKeys: row.tableKeys,
  };
}

function columnsOf(fields: EventFields) {
  return {
    name: fields.name,
    startTime: fields.startTime,
    endTime: fields.endTime,
    maxPlayers: fields.maxPlayers,
    buyIn: fields.buyIn,
    rebuy: fields.rebuy,
    reEntry: fields.reEntry,
    addOn: fields.addOn,
    bounty: fields.bounty,
    payouts: fields.payoutShares,
    points: fields.pointsRule,
    league: fields.league,
    blindLevels: renumberLevels(fields.blindLevels),
    tableKeys: fields.tableKeys as string[],
  };
}

function checkPoints(fields: Pick<EventFields, 'pointsRule'>): void {
  const problem = pointsRuleProblem(fields.pointsRule);
  if (problem) fieldsRefused([{ path: ['pointsRule', 'points'], message: problem }]);
}

function checkShares(shares: number[] | null, path: string): void {
  if (!shares) return;
  const problem = payoutSharesProblem(shares);
  if (problem) fieldsRefused([{ path: [path], message: problem }]);
}

export async function createEvent(tx: Database, by: By, fields: EventFields): Promise<string> {
  await checkTables(tx, by.locationId, fields.tableKeys);
  checkShares(fields.payoutShares, 'payoutShares');
  checkPoints(fields);
  const id = randomUUID();
  const [row] = await tx
    .insert(event)
    .values({ id, locationId: by.locationId, ...columnsOf(fields) })
    .returning();
  await recordChange(tx, {
    ...by,
    kind: 'event.create',
    subject: { id, name: row!.name },
    after: auditFields(row!),
  });
  return id;
}

/** Prices cannot change once someone has paid them: the prize pool is counted from them. */
const PRICE_FIELDS = ['buyIn', 'rebuy', 'reEntry', 'addOn', 'bounty'] as const;

export async function updateEvent(tx: Database, by: By, input: EventUpdateInput): Promise<void> {
  const state = await loadEvent(tx, by.locationId, input.eventId, { lock: true });
  const row = state.event;
  const { eventId: _, ...changes } = input as EventUpdateInput & Partial<EventFields>;
  const current: EventFields = {
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    maxPlayers: row.maxPlayers,
    buyIn: row.buyIn,
    rebuy: row.rebuy,
    reEntry: row.reEntry,
    addOn: row.addOn,
    bounty: row.bounty,
    payoutShares: row.payouts,
    pointsRule: row.points,
    league: row.league,
    blindLevels: row.blindLevels as EventFields['blindLevels'],
    tableKeys: row.tableKeys as EventFields['tableKeys'],
  };
  const merged: EventFields = { ...current };
  for (const [key, value] of Object.entries(changes))
    if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
  const problems = eventFieldProblems(merged);
  if (problems.length > 0) fieldsRefused(problems);
  if (row.status === 'FINISHED')
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This event is finished: its results stand. Reinstate the last player out to reopen it.',
    });
  if (state.entries.length > 0) {
    for (const field of PRICE_FIELDS) {
      if (changes[field] !== undefined && JSON.stringify(changes[field]) !== JSON.stringify(current[field]))
        throw new TRPCError({
          code: 'CONFLICT',
          message: `${field}: players have entered at these prices, so they can no longer change.`,
        });
    }
    const inPlay = [...playersOf(state).values()].filter((p) => p.alive).length;
    if (merged.maxPlayers < inPlay)
      throw new TRPCError({
        code: 'CONFLICT',
        message: `maxPlayers: ${inPlay} players are in play; the event cannot hold fewer.`,
      });
  }
  if (changes.tableKeys) await checkTables(tx, by.locationId, changes.tableKeys);
  if (changes.payoutShares) checkShares(changes.payoutShares, 'payoutShares');
  checkPoints(merged);
  const [after] = await tx.update(event).set(columnsOf(merged)).where(eq(event.id, row.id)).returning();
  if (state.entries.length > 0) await settle(tx, by.locationId, row.id);
  const diff = changedFields(auditFields(row), auditFields(after!));
  if (!diff) return;
  await recordChange(tx, {
    ...by,
    kind: 'event.update',
    subject: { id: row.id, name: after!.name },
    ...diff,
  });
}

/** Only an event nobody has entered may go (its entries are money paid). */
export async function removeEvent(tx: Database, by: By, eventId: string): Promise<void> {
  const state = await loadEvent(tx, by.locationId, eventId, { lock: true });
  if (state.entries.length > 0)
    throw new TRPCError({
      code: 'CONFLICT',
      message: `This event has ${state.entries.length} entr${state.entries.length === 1 ? 'y' : 'ies'}: an event players have paid into cannot be removed.`,
    });
  await tx.delete(event).where(and(eq(event.id, eventId), eq(event.locationId, by.locationId)));
  await recordChange(tx, {
    ...by,
    kind: 'event.remove',
    subject: { id: eventId, name: state.event.name },
    before: auditFields(state.event),
  });
}

export async function setRegistration(tx: Database, by: By, eventId: string, open: boolean): Promise<void> {
  const { event: row } = await loadEvent(tx, by.locationId, eventId, { lock: true });
  if (row.isRegistrationOpen === open) return;
  if (open && row.status === 'FINISHED')
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This event is finished: registration cannot open again.',
    });
  await tx.update(event).set({ isRegistrationOpen: open }).where(eq(event.id, eventId));
  await recordChange(tx, {
    ...by,
    kind: 'event.setRegistration',
    subject: { id: eventId, name: row.name },
    before: { isRegistrationOpen: row.isRegistrationOpen },
    after: { isRegistrationOpen: open },
  });
}

export async function setPayouts(
  tx: Database,
  by: By,
  eventId: string,
  shares: number[] | null,
): Promise<void> {
  const state = await loadEvent(tx, by.locationId, eventId, { lock: true });
  checkShares(shares, 'shares');
  if (state.event.status === 'FINISHED')
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'This event is finished: its payouts stand. Reinstate the last player out to reopen it.',
    });
  await tx.update(event).set({ payouts: shares }).where(eq(event.id, eventId));
  await settle(tx, by.locationId, eventId);
  await recordChange(tx, {
    ...by,
    kind: 'event.setPayouts',
    subject: { id: eventId, name: state.event.name },
    before: { payouts: state.event.payouts },
    after: { payouts: shares },
  });
}
