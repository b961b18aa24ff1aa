import { randomBytes, randomUUID } from 'node:crypto';
import { getVariation } from '@railbird/poker';
import {
  type BlindLevel,
  blindLevel,
  type GameMode,
  gameSettings,
  idleTableState,
  levelStructure,
  PROTOCOL_VERSION,
  type TableMode,
  type TableSettings,
  tableSettingsSchema,
  type Variation,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { pokerTable, type TableConstants } from '../db/schema.js';

export type TableRow = typeof pokerTable.$inferSelect;

/** A table as lists show it (spec §3 Table: key, ip, updateTime, constants, mode, tableSettings {key, ip}). */
export interface TableSummary {
  key: string;
  name: string;
  ip: string | null;
  mode: TableMode;
  variation: Variation;
  gameMode: GameMode;
  capacity: number;
  updateTime: Date;
  constants: TableConstants;
  tableSettings: { key: string; ip: string | null };
}

export function tableSummary(row: TableRow): TableSummary {
  const game = row.settings.defaultGameSettings;
  return {
    key: row.key,
    name: row.name,
    ip: row.ip,
    mode: row.mode as TableMode,
    variation: game.variation,
    gameMode: game.mode,
    capacity: row.settings.capacity,
    updateTime: row.updateTime,
    constants: row.constants,
    tableSettings: { key: row.key, ip: row.ip },
  };
}

/** A table with its full settings, for the settings screen. */
export interface TableDetail extends TableSummary {
  settings: TableSettings;
  createdAt: Date;
}

export function tableDetail(row: TableRow): TableDetail {
  return { ...tableSummary(row), settings: row.settings, createdAt: row.createdAt };
}

/**
 * A blind level that plays `variation` as packages/poker defines it (cards, streets, default betting
 * structure, how the pot is ranked), with the given blinds: [small, big] for blind games; stud uses
 * them as bring-in and small bet.
 */
export function blindLevelFor(
  variation: Variation,
  blinds: readonly [number, number],
  overrides: Partial<BlindLevel> = {},
): BlindLevel {
  const v = getVariation(variation);
  const [small, big] = blinds;
  const slots = [small, big, 0, 0, 0, 0, 0, 0, 0, 0];
  const stud = v.forcedBets === 'bringIn';
  return blindLevel({
    ...levelStructure(v),
    blinds: stud ? slots.map(() => 0) : slots,
    smallBet: v.defaultLimit === 'FIXED_LIMIT' ? big : 0,
    bigBet: v.defaultLimit === 'FIXED_LIMIT' ? big * 2 : 0,
    bringIn: stud ? small : 0,
    studAnte: 0,
    smallestDenomination: small > 0 ? Math.min(small, 1) : 1,
    maxPlayers: stud ? 8 : 9,
    ...overrides,
  });
}

/**
 * Settings after a change of game: when `next` plays another variation than `previous`, each blind
 * level takes the new game's structure (limits per street, cards, ranking types, streets, boards,
 * burns, draws; protocol `levelStructure`) and keeps its stakes and durations. Without this a table
 * switched from PLO to PLO8 would keep a high-only ranking and deal the wrong cards. Bring-in games
 * are the exception the stakes follow: a blind game's small and big blind become the bring-in and
 * small bet (and back), as `blindLevelFor` builds them.
 */
export function followVariation(previous: TableSettings, next: TableSettings): TableSettings {
  const before = previous.defaultGameSettings.variation;
  const game = next.defaultGameSettings;
  if (game.variation === before) return next;
  const wasStud = getVariation(before).forcedBets === 'bringIn';
  const blindLevels = game.blindLevels.map((level) => {
    const [small, big] = wasStud
      ? [level.bringIn, level.smallBet]
      : [level.blinds[0] ?? 0, level.blinds[1] ?? 0];
    const fresh = blindLevelFor(game.variation, [small, big]);
    const stakesKept = (getVariation(game.variation).forcedBets === 'bringIn') === wasStud;
    return {
      ...level,
      ...levelStructure(getVariation(game.variation)),
      ...(stakesKept
        ? {}
        : {
            blinds: fresh.blinds,
            bringIn: fresh.bringIn,
            smallBet: fresh.smallBet,
            bigBet: fresh.bigBet,
            maxPlayers: fresh.maxPlayers,
          }),
    };
  });
  return { ...next, defaultGameSettings: { ...game, blindLevels } };
}

export interface NewTable {
  key: string;
  name: string;
  ip?: string | null;
  variation: Variation;
  gameMode: GameMode;
  capacity?: number;
  /** Spec §4 table mode it is stored with (the engine opens it in this mode); default NONE. */
  mode?: TableMode;
  /** The blind structure; default one level of 1/2. */
  blindLevels?: BlindLevel[];
}

/** Settings of a new table: idle defaults of the protocol, playing the chosen game. */
export function newTableSettings(table: NewTable): TableSettings {
  const levels = table.blindLevels ?? [blindLevelFor(table.variation, [1, 2])];
  const state = idleTableState({
    key: table.key,
    name: table.name,
    capacity: table.capacity ?? 9,
    ip: table.ip ?? null,
    uid: `table-${table.key}`,
    gameSettings: gameSettings({
      variation: table.variation,
      mode: table.gameMode,
      blindLevels: levels.map((level, index) => ({ ...level, index })),
    }),
  });
  return tableSettingsSchema.parse(state.tableSettings);
}

export const DEFAULT_CONSTANTS: TableConstants = { devLevel: 3, version: '0.1.0' };

/** A fresh engine secret for a table: 32 random bytes. */
export function newTableSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Gives the table a new engine secret and keeps the one it had as `previousSecret`, accepted for
 * PREVIOUS_SECRET_GRACE_MS from `now` (services/engine-auth.ts), so an engine still holding it can
 * finish shipping what it holds. Returns the new secret (sealed at rest by the column codec).
 */
export async function rotateTableSecret(db: Database, row: TableRow, now: number): Promise<string> {
  const secret = newTableSecret();
  await db
    .update(pokerTable)
    .set({ secret, previousSecret: row.secret, secretRotatedAt: new Date(now), updateTime: new Date(now) })
    .where(eq(pokerTable.id, row.id));
  return secret;
}

export async function insertTable(db: Database, locationId: string, table: NewTable): Promise<TableRow> {
  const existing = await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, table.key) });
  if (existing)
    throw new TRPCError({
      code: 'CONFLICT',
      message: `key: a table with the key "${table.key}" already exists; choose another key.`,
    });
  const [row] = await db
    .insert(pokerTable)
    .values({
      id: randomUUID(),
      locationId,
      key: table.key,
      name: table.name,
      ip: table.ip ?? null,
      mode: table.mode ?? 'NONE',
      settings: newTableSettings(table),
      constants: { ...DEFAULT_CONSTANTS, version: `0.1.0+p${PROTOCOL_VERSION}` },
      secret: newTableSecret(),
    })
    .returning();
  return row!;
}

/**
 * The location's tables as lists show them, reading only the parts of the settings a summary needs
 * (the console asks for this every few seconds; whole settings are several KB a table).
 */
export async function listTableSummaries(db: Database, locationId: string): Promise<TableSummary[]> {
  const rows = await db
    .select({
      key: pokerTable.key,
      name: pokerTable.name,
      ip: pokerTable.ip,
      mode: pokerTable.mode,
      variation: sql<Variation>`${pokerTable.settings}->'defaultGameSettings'->>'variation'`,
      gameMode: sql<GameMode>`${pokerTable.settings}->'defaultGameSettings'->>'mode'`,
      capacity: sql<number>`(${pokerTable.settings}->>'capacity')::int`,
      updateTime: pokerTable.updateTime,
      constants: pokerTable.constants,
    })
    .from(pokerTable)
    .where(eq(pokerTable.locationId, locationId))
    .orderBy(asc(pokerTable.key));
  return rows.map((r) => ({
    ...r,
    mode: r.mode as TableMode,
    capacity: Number(r.capacity),
    tableSettings: { key: r.key, ip: r.ip },
  }));
}

/** What a socket URL needs of a table, if it is at the caller's location (see tableAtLocation). */
export async function tableRefAtLocation(
  db: Database,
  locationId: string,
  tableKey: string,
): Promise<Pick<TableRow, 'id' | 'key' | 'ip' | 'locationId'>> {
  const [row] = await db
    .select({ id: pokerTable.id, key: pokerTable.key, ip: pokerTable.ip, locationId: pokerTable.locationId })
    .from(pokerTable)
    .where(eq(pokerTable.key, tableKey));
  return checkLocation(row, locationId, tableKey);
}

function checkLocation<T extends { locationId: string }>(
  row: T | undefined,
  locationId: string,
  tableKey: string,
): T {
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `There is no table "${tableKey}".` });
  if (row.locationId !== locationId)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: `Table "${tableKey}" belongs to another location; switch to that location to use it.`,
    });
  return row;
}

export function listTableRows(db: Database, locationId: string): Promise<TableRow[]> {
  return db.query.pokerTable.findMany({
    where: eq(pokerTable.locationId, locationId),
    orderBy: [asc(pokerTable.key)],
  });
}

/**
 * The table with this key, if it is at the caller's location. Another location's table is FORBIDDEN
 * (never "not found": DESIGN.md §4); a key nobody has is NOT_FOUND.
 */
export async function tableAtLocation(db: Database, locationId: string, tableKey: string): Promise<TableRow> {
  const row = await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
  return checkLocation(row, locationId, tableKey);
}

export async function updateTable(
  db: Database,
  row: TableRow,
  changes: { name?: string; ip?: string | null; mode?: TableMode; settings?: TableSettings },
): Promise<TableRow> {
  const name = changes.name ?? changes.settings?.name ?? row.name;
  const settings = { ...(changes.settings ?? row.settings), key: row.key, name };
  const [updated] = await db
    .update(pokerTable)
    .set({
      name,
      ip: changes.ip === undefined ? row.ip : changes.ip,
      mode: changes.mode ?? row.mode,
      settings,
      updateTime: new Date(),
    })
    .where(eq(pokerTable.id, row.id))
    .returning();
  return updated!;
}
