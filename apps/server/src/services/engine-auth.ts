import { timingSafeEqual } from 'node:crypto';
import type { SocketScope } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { member, pokerTable } from '../db/schema.js';

/** Compares secrets in constant time (an engine's secret is checked on every call it makes). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The table an engine speaks for, after checking the engine's secret for it. */
export async function tableForEngine(db: Database, tableKey: string, secret: string) {
  const table = await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
  if (!table || !sameSecret(table.secret, secret)) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unknown table, or wrong engine secret for it.' });
  }
  return table;
}

/**
 * The spec's `apiKey` for online tables (keys beginning `online-`): the admin's user id, which the
 * engine asks us about (DESIGN.md §4). A member of the table's location may watch; producers read-only,
 * everyone else as an operator. Anything else is refused, so a guessed id opens nothing.
 */
export async function verifyApiKey(
  db: Database,
  input: { tableKey: string; apiKey: string; secret: string },
): Promise<{ scope: SocketScope }> {
  const table = await tableForEngine(db, input.tableKey, input.secret);
  if (!table.key.startsWith('online-')) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'tableKey: an apiKey opens online tables only (keys beginning "online-"); use a socket token',
    });
  }
  const membership = await db.query.member.findFirst({
    where: and(eq(member.userId, input.apiKey), eq(member.organizationId, table.locationId)),
  });
  if (!membership) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "This apiKey belongs to nobody at the table's location.",
    });
  }
  return { scope: membership.role === 'PRODUCER' ? 'viewer' : 'operator' };
}
