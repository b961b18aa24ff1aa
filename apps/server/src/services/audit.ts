import { randomUUID } from 'node:crypto';
import {
  type AdminType,
  ANTENNA_ACTOR_ID,
  AUDIT_STAFF_KINDS,
  type AuditKind,
  type AuditLink,
  auditContent,
  type ChainVerdict,
  canonicalJson,
  chainHash,
  type EngineCommandRecord,
  GENESIS_HASH,
  type RecordCommandsInput,
  verifyChain,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type AuditSource, auditEntry, auditHead, overlayLink, pokerTable, user } from '../db/schema.js';
import { tableForEngine } from './engine-auth.js';

/**
 * The audit record (docs/decisions/006-audit-record.md): every settings, staff and table change of a
 * location, who made it, when, and what changed, written in the change's own transaction.
 */

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Who made a change, as they were then (a later rename or demotion does not rewrite the log). */
export interface AuditActor {
  id: string | null;
  name: string;
  type: AdminType | null;
}

export interface AuditChange {
  locationId: string;
  actor: AuditActor;
  at: Date;
  /** `console` (a procedure) unless said otherwise; `engine` for an operator's command at a table. */
  source?: AuditSource;
  kind: AuditKind;
  tableKey?: string | null;
  subject?: { id: string; name?: string | null } | null;
  before?: Fields | null;
  after?: Fields | null;
}

/** An entry as `audit.list` returns it. */
export interface AuditEntryView {
  seq: number;
  at: Date;
  source: AuditSource;
  actor: AuditActor;
  tableKey: string | null;
  kind: AuditKind;
  subject: { id: string; name: string | null } | null;
  before: Fields | null;
  after: Fields | null;
}

/** The change's location, actor and time, from a procedure's context. */
export function auditBy(ctx: {
  account: { id: string; displayName: string };
  location: { locationId: string; adminType: AdminType };
  now(): number;
}): Pick<AuditChange, 'locationId' | 'actor' | 'at'> {
  return {
    locationId: ctx.location.locationId,
    actor: { id: ctx.account.id, name: ctx.account.displayName, type: ctx.location.adminType },
    at: new Date(ctx.now()),
  };
}

/**
 * A transaction that holds the location's audit head from its first statement, so audited changes of
 * one location run one after another and each reads the state its `before` describes (two concurrent
 * renames record A→B then B→C, not A→B and A→C). Changes are rare; the wait is short.
 */
export function auditedTransaction<T>(
  db: Database,
  locationId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .insert(auditHead)
      .values({ locationId, seq: 0 })
      .onConflictDoUpdate({ target: auditHead.locationId, set: { seq: sql`${auditHead.seq}` } });
    return work(tx);
  });
}

/**
 * Appends one entry. Call it inside the transaction of the change it records: the change and its
 * entry commit together, and a refused change (which throws) rolls back both, its number included.
 */
export async function recordChange(tx: Database, change: AuditChange): Promise<AuditEntryView> {
  const [head] = await tx
    .insert(auditHead)
    .values({ locationId: change.locationId, seq: 1 })
    .onConflictDoUpdate({ target: auditHead.locationId, set: { seq: sql`${auditHead.seq} + 1` } })
    .returning({ seq: auditHead.seq, prevHash: auditHead.hash });
  const view: AuditEntryView = {
    seq: head!.seq,
    at: change.at,
    source: change.source ?? 'console',
    actor: change.actor,
    tableKey: change.tableKey ?? null,
    kind: change.kind,
    subject: change.subject ? { id: change.subject.id, name: change.subject.name ?? null } : null,
    before: change.before ?? null,
    after: change.after ?? null,
  };
  // The head row is held by this transaction from the upsert above: its hash is the entry before.
  const prevHash = head!.prevHash ?? GENESIS_HASH;
  const content = auditContent({ locationId: change.locationId, ...view });
  const hash = await chainHash(prevHash, content);
  await tx.update(auditHead).set({ hash }).where(eq(auditHead.locationId, change.locationId));
  await tx.insert(auditEntry).values({
    id: randomUUID(),
    locationId: change.locationId,
    seq: view.seq,
    at: view.at,
    source: view.source,
    actorId: view.actor.id,
    actorName: view.actor.name,
    actorType: view.actor.type,
    tableKey: view.tableKey,
    kind: view.kind,
    subjectId: view.subject?.id ?? null,
    subjectName: view.subject?.name ?? null,
    before: view.before,
    after: view.after,
    content,
    prevHash,
    hash,
  });
  return view;
}

/**
 * What changed between two versions of a record, both sides, keyed by dotted path: nested objects
 * (and arrays of objects of the same length, like blind levels) are followed down to the values that
 * differ, so a blind change reads `defaultGameSettings.blindLevels.0.blinds`, not two copies of the
 * settings. null: nothing changed.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const diff = { before: {} as Fields, after: {} as Fields };
  const walk = (a: unknown, b: unknown, path: string) => {
    if (canonicalJson(a) === canonicalJson(b)) return;
    const nested =
      (isRecord(a) && isRecord(b)) ||
      (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.some(isRecord));
    if (nested) {
      const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
      for (const key of keys) walk((a as Fields)[key], (b as Fields)[key], path ? `${path}.${key}` : key);
      return;
    }
    diff.before[path] = a ?? null;
    diff.after[path] = b ?? null;
  };
  walk(before, after, '');
  return Object.keys(diff.after).length > 0 ? diff : null;
}

export interface AuditListOptions {
  tableKey?: string;
  kind?: AuditKind;
  /** Entries numbered below this only (paging). */
  before?: number;
  limit: number;
  /** Leave out staff changes (location.invite, member types…): for readers below ADMIN. */
  withoutStaff?: boolean;
  excludeKinds?: readonly AuditKind[];
  /** Only these kinds (a group of the console's filter). */
  kinds?: readonly AuditKind[];
  /** Only what this actor did (the user id as recorded). */
  actorId?: string;
  /** Entries at or after `since` and before `until`. */
  since?: Date;
  until?: Date;
}

/** A page of the location's audit record, newest first; `nextBefore` asks for the next page. */
export async function listAudit(
  db: Database,
  locationId: string,
  options: AuditListOptions,
): Promise<{ entries: AuditEntryView[]; nextBefore: number | null }> {
  if (options.tableKey) {
    const [table] = await db
      .select({ locationId: pokerTable.locationId })
      .from(pokerTable)
      .where(eq(pokerTable.key, options.tableKey));
    // A removed table's history stays readable; another location's table is FORBIDDEN, not empty.
    if (table && table.locationId !== locationId)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `Table "${options.tableKey}" belongs to another location; switch to that location to read its record.`,
      });
  }
  const conditions: SQL[] = [eq(auditEntry.locationId, locationId)];
  if (options.tableKey) conditions.push(eq(auditEntry.tableKey, options.tableKey));
  if (options.kind) conditions.push(eq(auditEntry.kind, options.kind));
  if (options.before !== undefined) conditions.push(lt(auditEntry.seq, options.before));
  if (options.withoutStaff) conditions.push(notInArray(auditEntry.kind, [...AUDIT_STAFF_KINDS]));
  if (options.excludeKinds && options.excludeKinds.length > 0)
    conditions.push(notInArray(auditEntry.kind, [...options.excludeKinds]));
  if (options.kinds && options.kinds.length > 0)
    conditions.push(inArray(auditEntry.kind, [...options.kinds]));
  if (options.actorId) conditions.push(eq(auditEntry.actorId, options.actorId));
  if (options.since) conditions.push(gte(auditEntry.at, options.since));
  if (options.until) conditions.push(lt(auditEntry.at, options.until));
  const rows = await db
    .select()
    .from(auditEntry)
    .where(and(...conditions))
    .orderBy(desc(auditEntry.seq))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit).map(
    (r): AuditEntryView => ({
      seq: r.seq,
      at: r.at,
      source: r.source,
      actor: { id: r.actorId, name: r.actorName, type: r.actorType as AdminType | null },
      tableKey: r.tableKey,
      kind: r.kind as AuditKind,
      subject: r.subjectId ? { id: r.subjectId, name: r.subjectName } : null,
      before: r.before,
      after: r.after,
    }),
  );
  return { entries: page, nextBefore: rows.length > options.limit ? (page.at(-1)?.seq ?? null) : null };
}

/** An overlay link's socket token names it `link:<id>` (routers/overlay.ts). */
const LINK_SUBJECT = 'link:';

/** The kinds a table's engine records: operator commands, antenna reads, hole-card feeds opened. */
const ENGINE_KINDS = ['command', 'card.read', 'feed.opened'] as const satisfies readonly AuditKind[];

function engineKindOf(command: string): (typeof ENGINE_KINDS)[number] {
  if (command === 'cardRead') return 'card.read';
  if (command === 'feedOpened') return 'feed.opened';
  return 'command';
}

/** Who did it when no account did: an online table's API key, the table's antennas. */
const ENGINE_ACTOR_NAMES: Record<string, string> = {
  apiKey: 'Online API key',
  [ANTENNA_ACTOR_ID]: 'Antennas',
};

/** The journal entry a shipped command was accepted as: its identity in the record (`subject.id`). */
export const commandRef = (command: Pick<EngineCommandRecord, 'seq' | 'time'>) =>
  `journal:${command.seq}@${command.time}`;

/**
 * Operator commands a table's engine ships (`table.recordCommands`, authenticated by the table's
 * secret like `table.ingestHand`): one `command` entry each, source `engine`, at the engine's journal
 * time, with the command as the subject (`journal:<seq>@<time>`, its event) and the table before and
 * after it (`after.data` holds the command's data, `after.transfers` the chips an add-on action
 * moved). Idempotent by journal entry: a batch shipped again after a lost answer records only what is
 * new. The actor's name is the account's name now (the engine knows only the id and admin type of the
 * token).
 */
export async function recordEngineCommands(
  db: Database,
  input: RecordCommandsInput,
): Promise<{ recorded: number; lastSeq: number }> {
  const table = await tableForEngine(db, input.tableKey, input.secret);
  const ids = [...new Set(input.commands.map((c) => c.actor.id))];
  const accounts = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids));
  // A feed opened with an overlay link is the link's doing (its token's subject is `link:<id>`).
  const linkIds = ids.filter((id) => id.startsWith(LINK_SUBJECT)).map((id) => id.slice(LINK_SUBJECT.length));
  const links =
    linkIds.length === 0
      ? []
      : await db
          .select({ id: overlayLink.id, label: overlayLink.label, route: overlayLink.route })
          .from(overlayLink)
          .where(inArray(overlayLink.id, linkIds));
  const nameOf = new Map<string, string>([
    ...accounts.map((a): [string, string] => [a.id, a.name]),
    ...links.map((l): [string, string] => [`${LINK_SUBJECT}${l.id}`, `Overlay link “${l.label ?? l.route}”`]),
  ]);
  const recorded = await auditedTransaction(db, table.locationId, async (tx) => {
    const refs = input.commands.map(commandRef);
    // Under the location's head row: a concurrent retry of the same batch waits here, then sees these.
    const existing = await tx
      .select({ ref: auditEntry.subjectId })
      .from(auditEntry)
      .where(
        and(
          eq(auditEntry.locationId, table.locationId),
          eq(auditEntry.tableKey, table.key),
          inArray(auditEntry.kind, [...ENGINE_KINDS]),
          inArray(auditEntry.subjectId, refs),
        ),
      );
    const seen = new Set(existing.map((e) => e.ref));
    let count = 0;
    for (const command of input.commands) {
      const ref = commandRef(command);
      if (seen.has(ref)) continue;
      seen.add(ref);
      const account = nameOf.get(command.actor.id);
      await recordChange(tx, {
        locationId: table.locationId,
        actor: {
          id: account === undefined ? null : command.actor.id,
          name: account ?? ENGINE_ACTOR_NAMES[command.actor.id] ?? `Unknown (${command.actor.id})`,
          type: command.actor.type,
        },
        at: new Date(command.time),
        source: 'engine',
        kind: engineKindOf(command.command),
        tableKey: table.key,
        subject: { id: ref, name: command.command },
        before: command.before,
        // An add-on action says the chips it moved (a buy-in, a nit game paid): part of what it did.
        after: {
          ...command.after,
          data: command.data,
          ...(command.transfers && command.transfers.length > 0 ? { transfers: command.transfers } : {}),
        },
      });
      count++;
    }
    return count;
  });
  return { recorded, lastSeq: Math.max(...input.commands.map((c) => c.seq)) };
}

/**
 * A location's whole log as chain links, oldest first, each with its content rebuilt from its columns.
 * The head is read first and the entries up to it after: entries keep arriving while a room plays
 * (card reads, feeds opened), and an entry committed between the two reads must not look like one
 * removed. The head and its entry commit together, so every entry up to the head is there to read.
 */
export async function auditChain(
  db: Database,
  locationId: string,
): Promise<{ links: AuditLink[]; head: { seq: number; hash: string | null } | null }> {
  const [head] = await db
    .select({ seq: auditHead.seq, hash: auditHead.hash })
    .from(auditHead)
    .where(eq(auditHead.locationId, locationId));
  const rows = await db
    .select()
    .from(auditEntry)
    .where(
      head
        ? and(eq(auditEntry.locationId, locationId), lte(auditEntry.seq, head.seq))
        : eq(auditEntry.locationId, locationId),
    )
    .orderBy(asc(auditEntry.seq));
  const links = rows.map(
    (r): AuditLink => ({
      seq: r.seq,
      content: r.content,
      prevHash: r.prevHash,
      hash: r.hash,
      columns: auditContent({
        locationId: r.locationId,
        seq: r.seq,
        at: r.at,
        source: r.source,
        actor: { id: r.actorId, name: r.actorName, type: r.actorType },
        tableKey: r.tableKey,
        kind: r.kind,
        subject: r.subjectId ? { id: r.subjectId, name: r.subjectName } : null,
        before: r.before,
        after: r.after,
      }),
    }),
  );
  return { links, head: head ?? null };
}

/**
 * Checks a location's log (decision 012): every entry hashes to its stored hash, follows the one
 * before, agrees with its columns, and the last is the one the head recorded. Names the first that
 * does not.
 */
export async function verifyAudit(db: Database, locationId: string): Promise<ChainVerdict> {
  const { links, head } = await auditChain(db, locationId);
  return verifyChain(links, head);
}
