import { randomUUID } from 'node:crypto';
import type { PlayerCreateInput, PlayerUpdateInput } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { player } from '../db/schema.js';

export type PlayerRow = typeof player.$inferSelect;

export interface PlayerView {
  id: string;
  displayName: string;
  handle: string | null;
  phone: string | null;
  profileUrl: string | null;
  bio: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function playerView(row: PlayerRow): PlayerView {
  return {
    id: row.id,
    displayName: row.displayName,
    handle: row.handle,
    phone: row.phone,
    profileUrl: row.profileUrl,
    bio: row.bio,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The player with this id, if they are the caller's location's; another location's is FORBIDDEN. */
export async function playerAtLocation(
  db: Database,
  locationId: string,
  playerId: string,
): Promise<PlayerRow> {
  const row = await db.query.player.findFirst({ where: eq(player.id, playerId) });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `There is no player ${playerId}.` });
  if (row.locationId !== locationId)
    throw new TRPCError({ code: 'FORBIDDEN', message: 'That player belongs to another location.' });
  return row;
}

/** Escapes LIKE wildcards so a search for "50%" means the text. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the location's players by name. The cursor is the last id of the previous page; names
 * tie-break by id so pages never skip or repeat a player.
 */
export async function listPlayers(
  db: Database,
  locationId: string,
  options: { search?: string; limit: number; cursor?: string | null },
): Promise<{ players: PlayerView[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(player.locationId, locationId)];
  const search = options.search?.replace(/^@/, '');
  if (search) {
    const pattern = likePrefix(search);
    conditions.push(
      or(
        ilike(player.displayName, pattern),
        ilike(player.handle, pattern),
        ilike(player.handle, `@${pattern}`),
      )!,
    );
  }
  if (options.cursor) {
    const after = await db.query.player.findFirst({ where: eq(player.id, options.cursor) });
    if (after && after.locationId === locationId) {
      conditions.push(
        or(
          gt(player.displayName, after.displayName),
          and(eq(player.displayName, after.displayName), gt(player.id, after.id)),
        )!,
      );
    }
  }
  const rows = await db
    .select()
    .from(player)
    .where(and(...conditions))
    .orderBy(asc(player.displayName), asc(player.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    players: page.map(playerView),
    nextCursor: rows.length > options.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A unique index said no (Postgres 23505), through drizzle's wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** One phone per location (migration 0006): a second record with it is CONFLICT, and nothing is written. */
function phoneTaken(error: unknown): never {
  if (isUniqueViolation(error))
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'Another player at this location already has that phone number: open that record instead.',
    });
  throw error;
}

export async function createPlayer(
  db: Database,
  locationId: string,
  input: PlayerCreateInput,
): Promise<PlayerView> {
  const [row] = await db
    .insert(player)
    .values({
      id: randomUUID(),
      locationId,
      displayName: input.displayName,
      handle: input.handle ?? null,
      phone: input.phone ?? null,
      profileUrl: input.profileUrl ?? null,
      bio: input.bio ?? null,
    })
    .returning()
    .catch(phoneTaken);
  return playerView(row!);
}

export async function updatePlayer(
  db: Database,
  row: PlayerRow,
  input: PlayerUpdateInput,
): Promise<PlayerView> {
  const { playerId: _id, ...changes } = input;
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return playerView(row);
  const [updated] = await db
    .update(player)
    .set(set)
    .where(eq(player.id, row.id))
    .returning()
    .catch(phoneTaken);
  return playerView(updated!);
}
