import type { SocketScope } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, eq, isNotNull, not, or, sql } from 'drizzle-orm';
import { isSealed, sameSecret, tableSecretKeyring } from '../crypto/secret-box.js';
import type { Database } from '../db/client.js';
import { member, pokerTable } from '../db/schema.js';

/**
 * How long the secret before a rotation still opens its table: long enough for an engine to pick up
 * the new one from local-engine.json (or an operator to paste it into a venue engine) and to ship the
 * hands it holds, short enough that a leaked secret stops working soon after (docs/decisions/016).
 */
export const PREVIOUS_SECRET_GRACE_MS = 10 * 60_000;

interface SecretFields {
  secret: string;
  previousSecret: string | null;
  secretRotatedAt: Date | null;
}

/**
 * Does this secret open the table: its current secret, or the one before the last rotation within the
 * grace period? Both comparisons always run, in constant time, on the opened (decrypted) values.
 */
export function acceptsEngineSecret(table: SecretFields, secret: string, now: number): boolean {
  const current = sameSecret(table.secret, secret);
  const previous = table.previousSecret !== null && sameSecret(table.previousSecret, secret);
  const rotatedAt = table.secretRotatedAt?.getTime();
  const inGrace = rotatedAt !== undefined && now >= rotatedAt && now < rotatedAt + PREVIOUS_SECRET_GRACE_MS;
  return current || (previous && inGrace);
}

/** The table an engine speaks for, after checking the engine's secret for it. */
export async function tableForEngine(db: Database, tableKey: string, secret: string, now = Date.now()) {
  const table = await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, tableKey) });
  if (!table || !acceptsEngineSecret(table, secret, now)) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unknown table, or wrong engine secret for it.' });
  }
  return table;
}

/**
 * Seals every table secret and OBS password still stored in plain (written before decision 016): the
 * one-time pass the migration cannot do, since SQL has no access to our key. Idempotent (sealed values
 * carry the `v1:` prefix and are left alone); returns how many rows it sealed. The codecs seal on write.
 */
export async function sealPlainTableSecrets(db: Database): Promise<number> {
  // No key known (a server whose AUTH secret only its own config holds): nothing can be sealed yet.
  if (!tableSecretKeyring()) return 0;
  const obsPassword = sql`${pokerTable.obs}->>'password'`;
  const raw = await db
    .select({
      id: pokerTable.id,
      secret: sql<string>`${pokerTable.secret}`,
      previousSecret: sql<string | null>`${pokerTable.previousSecret}`,
      obsPassword: sql<string | null>`${obsPassword}`,
    })
    .from(pokerTable)
    .where(
      or(
        not(sql`${pokerTable.secret} like 'v%:%'`),
        and(isNotNull(pokerTable.previousSecret), not(sql`${pokerTable.previousSecret} like 'v%:%'`)),
        and(sql`${obsPassword} is not null`, not(sql`${obsPassword} like 'v%:%'`)),
      ),
    );
  let sealed = 0;
  for (const row of raw) {
    const plain = [row.secret, row.previousSecret, row.obsPassword].some((v) => v !== null && !isSealed(v));
    if (!plain) continue;
    // Read and written back through the codecs, which open what is sealed and seal what is plain.
    const table = await db.query.pokerTable.findFirst({ where: eq(pokerTable.id, row.id) });
    if (!table) continue;
    await db
      .update(pokerTable)
      .set({ secret: table.secret, previousSecret: table.previousSecret, obs: table.obs })
      .where(eq(pokerTable.id, row.id));
    sealed += 1;
  }
  return sealed;
}

/**
 * The spec's `apiKey` for online tables (keys beginning `online-`): the admin's user id, which the
 * engine asks us about (DESIGN.md §4). A member of the table's location may watch; producers read-only,
 * everyone else as an operator. Anything else is refused, so a guessed id opens nothing.
 */
export async function verifyApiKey(
  db: Database,
  input: { tableKey: string; apiKey: string; secret: string },
  now = Date.now(),
): Promise<{ scope: SocketScope }> {
  const table = await tableForEngine(db, input.tableKey, input.secret, now);
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
