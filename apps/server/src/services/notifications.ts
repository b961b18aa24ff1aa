import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notification, notificationRead, user } from '../db/schema.js';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  createdAt: Date;
  read: boolean;
  author: { id: string; displayName: string } | null;
  data: Record<string, unknown> | null;
}

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  authorUserId?: string | null;
  recipientUserId?: string | null;
  data?: Record<string, unknown> | null;
}

export async function postNotification(
  db: Database,
  locationId: string,
  n: NewNotification,
): Promise<string> {
  const id = randomUUID();
  await db.insert(notification).values({
    id,
    locationId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    authorUserId: n.authorUserId ?? null,
    recipientUserId: n.recipientUserId ?? null,
    data: n.data ?? null,
  });
  return id;
}

/** Notifications an admin sees at a location: everyone's, and the ones addressed to them. */
const visibleTo = (locationId: string, userId: string) =>
  and(
    eq(notification.locationId, locationId),
    or(isNull(notification.recipientUserId), eq(notification.recipientUserId, userId)),
  );

const unread = (userId: string) =>
  notExists(
    sql`(select 1 from ${notificationRead} where ${notificationRead.notificationId} = ${notification.id} and ${notificationRead.userId} = ${userId})`,
  );

export async function listNotifications(
  db: Database,
  locationId: string,
  userId: string,
  options: { unreadOnly: boolean; limit: number; before?: Date },
): Promise<NotificationView[]> {
  const conditions = [visibleTo(locationId, userId)];
  if (options.unreadOnly) conditions.push(unread(userId));
  if (options.before) conditions.push(lt(notification.createdAt, options.before));
  const rows = await db
    .select({
      n: notification,
      authorName: user.name,
      readAt: notificationRead.readAt,
    })
    .from(notification)
    .leftJoin(user, eq(user.id, notification.authorUserId))
    .leftJoin(
      notificationRead,
      and(eq(notificationRead.notificationId, notification.id), eq(notificationRead.userId, userId)),
    )
    .where(and(...conditions))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(options.limit);
  return rows.map(({ n, authorName, readAt }) => ({
    id: n.id,
    kind: n.kind as NotificationKind,
    title: n.title,
    body: n.body,
    createdAt: n.createdAt,
    read: readAt !== null,
    author: n.authorUserId && authorName ? { id: n.authorUserId, displayName: authorName } : null,
    data: n.data ?? null,
  }));
}

export async function unreadCount(db: Database, locationId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(visibleTo(locationId, userId), unread(userId)));
  return Number(row?.n ?? 0);
}

/**
 * Marks notifications read for one admin. Every id must be one they can see at their location: an id of
 * another location is FORBIDDEN and nothing is marked.
 */
export async function markRead(
  db: Database,
  locationId: string,
  userId: string,
  ids: string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: notification.id,
      locationId: notification.locationId,
      recipient: notification.recipientUserId,
    })
    .from(notification)
    .where(inArray(notification.id, unique));
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const row = found.get(id);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `ids: there is no notification ${id}.` });
    if (row.locationId !== locationId || (row.recipient !== null && row.recipient !== userId))
      throw new TRPCError({ code: 'FORBIDDEN', message: `ids: notification ${id} is not yours to mark.` });
  }
  const inserted = await db
    .insert(notificationRead)
    .values(unique.map((notificationId) => ({ notificationId, userId })))
    .onConflictDoNothing()
    .returning({ id: notificationRead.notificationId });
  return inserted.length;
}

export async function markAllRead(db: Database, locationId: string, userId: string): Promise<number> {
  const rows = await db
    .select({ id: notification.id })
    .from(notification)
    .where(and(visibleTo(locationId, userId), unread(userId)));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(notificationRead)
    .values(rows.map((r) => ({ notificationId: r.id, userId })))
    .onConflictDoNothing()
    .returning({ id: notificationRead.notificationId });
  return inserted.length;
}
