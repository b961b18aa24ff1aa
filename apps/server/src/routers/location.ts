import { randomBytes } from 'node:crypto';
import {
  type AdminType,
  invitationIdSchema,
  inviteSchema,
  locationCreateSchema,
  locationSwitchSchema,
  locationUpdateSchema,
  memberIdSchema,
  memberTypeSchema,
  tableListSchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, gt } from 'drizzle-orm';
import { isAdminType } from '../auth/admin-types.js';
import { viaAuth } from '../auth/errors.js';
import type { Database } from '../db/client.js';
import { invitation, location, member, user } from '../db/schema.js';
import { auditBy, auditedTransaction, changedFields, recordChange } from '../services/audit.js';
import { listTableSummaries } from '../services/tables.js';
import {
  adminProcedure,
  assertOwnLocation,
  authedProcedure,
  managerProcedure,
  producerProcedure,
  router,
} from '../trpc/init.js';

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'location'
  }-${randomBytes(3).toString('hex')}`;

/** A location keeps at least one ADMIN: the last one can be neither demoted nor removed. */
async function assertNotLastAdmin(db: Database, locationId: string, userId: string) {
  const admins = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, locationId), eq(member.role, 'ADMIN')));
  if (admins.length === 1 && admins[0]!.userId === userId)
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'userId: this is the location’s only ADMIN; make someone else ADMIN first.',
    });
}

async function memberAt(db: Database, locationId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id, role: member.role, name: user.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, locationId), eq(member.userId, userId)));
  if (!row) {
    const elsewhere = await db.query.member.findFirst({ where: eq(member.userId, userId) });
    throw new TRPCError(
      elsewhere
        ? { code: 'FORBIDDEN', message: 'userId: that admin belongs to another location.' }
        : { code: 'NOT_FOUND', message: 'userId: there is no such admin.' },
    );
  }
  return row;
}

export const locationRouter = router({
  /** The locations the signed-in admin belongs to, with their type at each and which one is active. */
  list: authedProcedure.query(async ({ ctx }) => {
    const active = ctx.caller.membership?.locationId;
    return ctx.caller.memberships.map((m) => ({
      id: m.locationId,
      name: m.locationName,
      adminType: m.adminType,
      active: m.locationId === active,
    }));
  }),

  /** The caller's location with its tables. */
  get: producerProcedure.input(tableListSchema).query(async ({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const row = await ctx.db.query.location.findFirst({ where: eq(location.id, ctx.location.locationId) });
    const tables = await listTableSummaries(ctx.db, ctx.location.locationId);
    return {
      id: row!.id,
      name: row!.name,
      defaultStreamDelaySeconds: row!.defaultStreamDelaySeconds,
      createdAt: row!.createdAt,
      adminType: ctx.location.adminType,
      tables,
    };
  }),

  /** A new location with the caller as its ADMIN; it becomes their active location. */
  create: authedProcedure.input(locationCreateSchema).mutation(async ({ ctx, input }) => {
    const created = await viaAuth(() =>
      ctx.auth.api.createOrganization({
        headers: ctx.headers,
        body: { name: input.name, slug: slugOf(input.name) },
      }),
    );
    if (!created)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The location was not created.' });
    // better-auth wrote the location in a transaction of its own: its record follows right after.
    const by = auditBy({ ...ctx, location: { locationId: created.id, adminType: 'ADMIN' } });
    await auditedTransaction(ctx.db, created.id, (tx) =>
      recordChange(tx, { ...by, kind: 'location.create', after: { name: created.name } }),
    );
    return { id: created.id, name: created.name };
  }),

  /**
   * Location Settings: the name and the room's default secure delay. A new default reaches the engine
   * at once (local-engine.json) for every table with an overlay link whose delay nobody chose.
   */
  update: managerProcedure.input(locationUpdateSchema).mutation(async ({ ctx, input }) => {
    const saved = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const previous = await tx.query.location.findFirst({ where: eq(location.id, ctx.location.locationId) });
      const [row] = await tx
        .update(location)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.defaultStreamDelaySeconds !== undefined
            ? { defaultStreamDelaySeconds: input.defaultStreamDelaySeconds }
            : {}),
        })
        .where(eq(location.id, ctx.location.locationId))
        .returning();
      const fields = (r: typeof row) => ({
        name: r!.name,
        defaultStreamDelaySeconds: r!.defaultStreamDelaySeconds,
      });
      const diff = changedFields(fields(previous), fields(row));
      if (diff) await recordChange(tx, { ...auditBy(ctx), kind: 'location.update', ...diff });
      return {
        row: { id: row!.id, ...fields(row) },
        delayChanged: previous!.defaultStreamDelaySeconds !== row!.defaultStreamDelaySeconds,
      };
    });
    if (saved.delayChanged) await ctx.tablesChanged();
    return saved.row;
  }),

  /** Makes another of the admin's locations the active one for this session. */
  switch: authedProcedure.input(locationSwitchSchema).mutation(async ({ ctx, input }) => {
    const membership = await ctx.db.query.member.findFirst({
      where: and(eq(member.organizationId, input.locationId), eq(member.userId, ctx.account.id)),
    });
    if (!membership)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'locationId: you are not a member of that location.',
      });
    await viaAuth(() =>
      ctx.auth.api.setActiveOrganization({
        headers: ctx.headers,
        body: { organizationId: input.locationId },
      }),
    );
    return { locationId: input.locationId };
  }),

  /** The location's admins (staff management is the ADMIN's). */
  members: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        userId: member.userId,
        adminType: member.role,
        joinedAt: member.createdAt,
        displayName: user.name,
        email: user.email,
        handle: user.handle,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, ctx.location.locationId))
      .orderBy(asc(member.createdAt));
    return rows.map((r) => ({ ...r, adminType: r.adminType as AdminType }));
  }),

  /**
   * Invites someone by email as an admin type. There is no mail: the answer carries the link to give
   * them (sign in or sign up with that email, then accept), and the location's notifications say so.
   */
  invite: adminProcedure.input(inviteSchema).mutation(async ({ ctx, input }) => {
    const created = await viaAuth(() =>
      ctx.auth.api.createInvitation({
        headers: ctx.headers,
        body: { email: input.email, role: input.adminType, organizationId: ctx.location.locationId },
      }),
    );
    // better-auth wrote the invitation in a transaction of its own: its record follows right after.
    await auditedTransaction(ctx.db, ctx.location.locationId, (tx) =>
      recordChange(tx, {
        ...auditBy(ctx),
        kind: 'location.invite',
        subject: { id: created.id, name: created.email },
        after: { email: created.email, adminType: input.adminType },
      }),
    );
    return {
      invitationId: created.id,
      email: created.email,
      adminType: input.adminType,
      expiresAt: new Date(created.expiresAt),
      acceptPath: `/login?invitation=${encodeURIComponent(created.id)}`,
    };
  }),

  invitations: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, ctx.location.locationId),
          eq(invitation.status, 'pending'),
          gt(invitation.expiresAt, new Date(ctx.now())),
        ),
      )
      .orderBy(asc(invitation.createdAt));
    return rows.map((r) => ({
      invitationId: r.id,
      email: r.email,
      adminType: (r.role ?? 'STAFF') as AdminType,
      expiresAt: r.expiresAt,
      acceptPath: `/login?invitation=${encodeURIComponent(r.id)}`,
    }));
  }),

  cancelInvitation: adminProcedure.input(invitationIdSchema).mutation(async ({ ctx, input }) => {
    return auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tx.query.invitation.findFirst({ where: eq(invitation.id, input.invitationId) });
      if (!row)
        throw new TRPCError({ code: 'NOT_FOUND', message: 'invitationId: there is no such invitation.' });
      if (row.organizationId !== ctx.location.locationId)
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'invitationId: that invitation is another location’s.',
        });
      await tx.update(invitation).set({ status: 'canceled' }).where(eq(invitation.id, row.id));
      const diff = changedFields({ status: row.status }, { status: 'canceled' });
      if (diff)
        await recordChange(tx, {
          ...auditBy(ctx),
          kind: 'invitation.revoke',
          subject: { id: row.id, name: row.email },
          ...diff,
        });
      return { invitationId: row.id };
    });
  }),

  /** The invited admin, signed in with the invited email, joins the location (it becomes active). */
  acceptInvitation: authedProcedure.input(invitationIdSchema).mutation(async ({ ctx, input }) => {
    const accepted = await viaAuth(() =>
      ctx.auth.api.acceptInvitation({ headers: ctx.headers, body: { invitationId: input.invitationId } }),
    );
    if (accepted) {
      // better-auth wrote the membership in a transaction of its own: its record follows right after.
      const { organizationId: locationId, role } = accepted.member;
      const adminType = isAdminType(role) ? role : null;
      await auditedTransaction(ctx.db, locationId, (tx) =>
        recordChange(tx, {
          locationId,
          actor: { id: ctx.account.id, name: ctx.account.displayName, type: adminType },
          at: new Date(ctx.now()),
          kind: 'invitation.accept',
          subject: { id: accepted.invitation.id, name: accepted.invitation.email },
          after: { adminType: role },
        }),
      );
    }
    return { locationId: accepted?.member.organizationId ?? null };
  }),

  setMemberType: adminProcedure.input(memberTypeSchema).mutation(async ({ ctx, input }) => {
    await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await memberAt(tx, ctx.location.locationId, input.userId);
      if (input.adminType !== 'ADMIN') await assertNotLastAdmin(tx, ctx.location.locationId, input.userId);
      await tx.update(member).set({ role: input.adminType }).where(eq(member.id, row.id));
      const diff = changedFields({ adminType: row.role }, { adminType: input.adminType });
      if (diff)
        await recordChange(tx, {
          ...auditBy(ctx),
          kind: 'location.setMemberType',
          subject: { id: input.userId, name: row.name },
          ...diff,
        });
    });
    return { userId: input.userId, adminType: input.adminType };
  }),

  removeMember: adminProcedure.input(memberIdSchema).mutation(async ({ ctx, input }) => {
    await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await memberAt(tx, ctx.location.locationId, input.userId);
      await assertNotLastAdmin(tx, ctx.location.locationId, input.userId);
      await tx.delete(member).where(eq(member.id, row.id));
      await recordChange(tx, {
        ...auditBy(ctx),
        kind: 'location.removeMember',
        subject: { id: input.userId, name: row.name },
        before: { adminType: row.role },
      });
    });
    return { userId: input.userId };
  }),
});
