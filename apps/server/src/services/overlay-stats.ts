/**
 * All-time statistics for overlays (issue 16, "one identity everywhere"): an overlay is not signed in,
 * it holds its link's token (`?key=`), signed with the secret the engine shares. The token is checked
 * as the engine checks it (signature, table, expiry) and against its link's record (an overlay link of
 * that table, not revoked); the answer covers the token's location only: each asked player's all-time
 * figures and picture, never a contact detail.
 */
import { type PlayerStats, toAnalytics } from '@railbird/poker';
import { type Analytics, analyticsSchema, verifySocketToken } from '@railbird/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { overlayLink, player, playerStats, pokerTable } from '../db/schema.js';

/** A token an overlay link carries: `link:<id>`, a watching scope. */
const LINK_SUBJECT = /^link:(.+)$/;
const LINK_SCOPES = new Set(['viewer', 'hiddenViewer']);

export interface OverlayGrant {
  locationId: string;
  tableKey: string;
  linkId: string;
}

/**
 * The link a token proves, or null: a bad signature, another table, an expired token, a token that is
 * not an overlay link's (an operator's, a kiosk's), or a link revoked or unknown at the token's location.
 */
export async function verifyOverlayKey(
  db: Database,
  secret: string,
  now: number,
  key: string,
  tableKey: string,
): Promise<OverlayGrant | null> {
  const check = await verifySocketToken(key, secret, now, tableKey);
  if (!check.ok) return null;
  const { claims } = check;
  const linkId = LINK_SUBJECT.exec(claims.sub)?.[1];
  if (!linkId || !LINK_SCOPES.has(claims.scope)) return null;
  const [row] = await db
    .select({ revokedAt: overlayLink.revokedAt, expiresAt: overlayLink.expiresAt })
    .from(overlayLink)
    .innerJoin(pokerTable, eq(pokerTable.id, overlayLink.tableId))
    .where(
      and(
        eq(overlayLink.id, linkId),
        eq(overlayLink.locationId, claims.locationId),
        eq(pokerTable.key, claims.tableKey),
      ),
    );
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now) return null;
  return { locationId: claims.locationId, tableKey: claims.tableKey, linkId };
}

/**
 * The server's counts of a player (a `player_stats` row) in the table state's `analytics` shape, the one
 * overlays read for a seat's session figures; extra statistics the shape does not name are dropped.
 */
export function overlayAnalytics(stats: PlayerStats): Analytics {
  return analyticsSchema.parse(toAnalytics(stats));
}

/** What an overlay learns of one asked player: their all-time figures (null before any hand) and picture. */
export interface OverlayPlayerAllTime {
  playerId: string;
  analytics: Analytics | null;
  profileUrl: string | null;
}

/**
 * One entry per asked player of the location, sorted by id: their all-time aggregate (null when they
 * have none yet) and their picture (null when they gave none). An id of another location, or of
 * nobody, is left out; nothing else of the record (no phone, no handle, no bio) is read.
 */
export async function allTimeStatsAt(
  db: Database,
  locationId: string,
  playerIds: readonly string[],
): Promise<OverlayPlayerAllTime[]> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ playerId: player.id, profileUrl: player.profileUrl, stats: playerStats.stats })
    .from(player)
    .leftJoin(
      playerStats,
      and(
        eq(playerStats.playerId, player.id),
        eq(playerStats.locationId, locationId),
        eq(playerStats.grouping, 'all'),
        eq(playerStats.groupKey, ''),
      ),
    )
    .where(and(eq(player.locationId, locationId), inArray(player.id, ids)));
  return rows
    .map((r) => ({
      playerId: r.playerId,
      analytics: r.stats ? overlayAnalytics(r.stats) : null,
      profileUrl: r.profileUrl ?? null,
    }))
    .sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
}
