import { adminProfileUpdateSchema, DEFAULT_STREAM_DELAY_SECONDS } from '@railbird/protocol';
import { eq } from 'drizzle-orm';
import { location, user } from '../db/schema.js';
import { listTableSummaries } from '../services/tables.js';
import { authedProcedure, producerProcedure, router } from '../trpc/init.js';

export const adminRouter = router({
  /** Spec §7: only when signed in (and a member of a location); id, displayName, handle, phone, adminType, dbUrl. */
  isValid: producerProcedure.query(({ ctx }) => {
    const { id, displayName, handle, phone, dbUrl } = ctx.account;
    return { id, displayName, handle, phone, adminType: ctx.location.adminType, dbUrl };
  }),

  /** Spec §7: displayName, handle, profile, location {name, tables}, adminType. */
  current: producerProcedure.query(async ({ ctx }) => {
    const { displayName, handle, profile } = ctx.account;
    const [tables, settings] = await Promise.all([
      listTableSummaries(ctx.db, ctx.location.locationId),
      ctx.db.query.location.findFirst({
        where: eq(location.id, ctx.location.locationId),
        columns: { defaultStreamDelaySeconds: true },
      }),
    ]);
    return {
      displayName,
      handle,
      profile,
      location: {
        id: ctx.location.locationId,
        name: ctx.location.locationName,
        /** The room's secure delay for tables with an overlay link (Location Settings; issue 27). */
        defaultStreamDelaySeconds: settings?.defaultStreamDelaySeconds ?? DEFAULT_STREAM_DELAY_SECONDS,
        tables,
      },
      adminType: ctx.location.adminType,
    };
  }),

  /** The signed-in user's id (spec §7: admin.userId, no input, an id). */
  userId: authedProcedure.query(({ ctx }) => ctx.account.id),

  /** Admin Settings (/admin-profile): the admin's own name, handle, phone and picture. */
  updateProfile: authedProcedure.input(adminProfileUpdateSchema).mutation(async ({ ctx, input }) => {
    const set: Partial<typeof user.$inferInsert> = {};
    if (input.displayName !== undefined) set.name = input.displayName;
    if (input.handle !== undefined) set.handle = input.handle;
    if (input.phone !== undefined) set.phone = input.phone;
    if (input.profile !== undefined) set.image = input.profile;
    const [row] =
      Object.keys(set).length > 0
        ? await ctx.db.update(user).set(set).where(eq(user.id, ctx.account.id)).returning()
        : await ctx.db.select().from(user).where(eq(user.id, ctx.account.id));
    return {
      id: row!.id,
      displayName: row!.name,
      handle: row!.handle,
      phone: row!.phone,
      profile: row!.image,
      dbUrl: row!.dbUrl,
    };
  }),
});
