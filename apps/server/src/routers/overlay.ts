import { randomUUID } from 'node:crypto';
import {
  type CountdownLink,
  OVERLAY_ROUTES,
  overlayAllTimeStatsInputSchema,
  overlayLinkCreateSchema,
  overlayLinkRevokeSchema,
  overlaySkinSchema,
  studioObsInputSchema,
  tableKeyInputSchema,
  tableListSchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { overlayLink, overlaySkin, pokerTable } from '../db/schema.js';
import { engineBaseUrl, issueSocketToken, socketUrlFor } from '../engine/socket-url.js';
import { auditBy, auditedTransaction, changedFields, recordChange } from '../services/audit.js';
import { allTimeStatsAt, verifyOverlayKey } from '../services/overlay-stats.js';
import { tableRefAtLocation } from '../services/tables.js';
import { assertOwnLocation, producerProcedure, publicProcedure, router } from '../trpc/init.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where an overlay page looks for the engine when its link names none (spec §9). */
const LOCAL_ENGINE_PORT = 5001;

/**
 * A countdown link's time in its query (`&to=<ISO>&label=…`), read by the countdown page; nothing
 * without one: the page then counts down to what the table's live state knows.
 */
function countdownQuery(countdown: CountdownLink | undefined): string {
  if (!countdown) return '';
  const label = countdown.label ? `&label=${encodeURIComponent(countdown.label)}` : '';
  return `&to=${encodeURIComponent(new Date(countdown.to).toISOString())}${label}`;
}

export const overlayRouter = router({
  /**
   * A link for an OBS browser source or a room screen: `/<route>/<tableKey>?key=<token>` with a
   * long-lived viewer token (hidden routes get a hiddenViewer one, which never carries hole cards).
   * The token is shown once; the link's record (without it) is kept for the list. A countdown link
   * may carry the time it counts down to (and its words) in its query.
   */
  createLink: producerProcedure.input(overlayLinkCreateSchema).mutation(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const id = randomUUID();
    const now = ctx.now();
    const scope = OVERLAY_ROUTES[input.route];
    const ttlMs = input.ttlDays * DAY_MS;
    const token = await issueSocketToken(
      { sub: `link:${id}`, tableKey: table.key, locationId: table.locationId, scope, ttlMs, now },
      ctx.engine.secret,
    );
    const expiresAt = new Date(now + ttlMs);
    await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      await tx.insert(overlayLink).values({
        id,
        locationId: table.locationId,
        tableId: table.id,
        route: input.route,
        scope,
        label: input.label ?? null,
        createdBy: ctx.account.id,
        expiresAt,
      });
      // A long-lived viewer link is an access grant: recorded (without its token).
      await recordChange(tx, {
        ...auditBy(ctx),
        kind: 'overlay.createLink',
        tableKey: table.key,
        subject: { id, name: input.label ?? null },
        after: {
          route: input.route,
          scope,
          expiresAt: expiresAt.toISOString(),
          ...(input.countdown ? { countdownTo: new Date(input.countdown.to).toISOString() } : {}),
        },
      });
    });
    // The table may now be on air: the engine gives it the room's default delay unless one was chosen.
    await ctx.tablesChanged();
    const engine = engineBaseUrl(table, ctx.engine, ctx.requestHost);
    // An overlay finds the local engine on its own page's host at port 5001; a venue table's engine, one
    // behind a public URL or on another port lives elsewhere, so the link names it.
    const named =
      table.ip !== null || ctx.engine.publicUrl !== undefined || ctx.engine.port !== LOCAL_ENGINE_PORT;
    return {
      id,
      scope,
      expiresAt,
      token,
      path: `/${input.route}/${encodeURIComponent(table.key)}?key=${encodeURIComponent(token)}${
        named ? `&engine=${encodeURIComponent(engine)}` : ''
      }${countdownQuery(input.countdown)}`,
      socketUrl: socketUrlFor(engine, table.key, token),
    };
  }),

  /**
   * Public, for overlays (not signed in): for each checked-in player seated at the table, their
   * all-time statistics in the table state's `analytics` shape (null before their first hand) and their
   * picture (null without one), proven by the overlay link's own token; never a phone. A bad, expired,
   * revoked or other table's token is UNAUTHORIZED; only the token's location is read.
   */
  allTimeStats: publicProcedure.input(overlayAllTimeStatsInputSchema).query(async ({ ctx, input }) => {
    const grant = await verifyOverlayKey(ctx.db, ctx.engine.secret, ctx.now(), input.key, input.tableKey);
    if (!grant)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message:
          'This overlay link is not valid for this table (expired or revoked): make a new one in Studio.',
      });
    return { players: await allTimeStatsAt(ctx.db, grant.locationId, input.playerIds) };
  }),

  links: producerProcedure.input(tableListSchema).query(async ({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const rows = await ctx.db
      .select({ link: overlayLink, tableKey: pokerTable.key })
      .from(overlayLink)
      .innerJoin(pokerTable, eq(pokerTable.id, overlayLink.tableId))
      .where(eq(overlayLink.locationId, ctx.location.locationId))
      .orderBy(desc(overlayLink.createdAt));
    return rows.map(({ link, tableKey }) => ({
      id: link.id,
      tableKey,
      route: link.route,
      scope: link.scope,
      label: link.label,
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      revokedAt: link.revokedAt,
    }));
  }),

  /**
   * Revokes a link before it expires: the engine lets its screens go at once and refuses its token
   * from then on (local-engine.json lists it). Revoking one already revoked changes nothing.
   */
  revokeLink: producerProcedure.input(overlayLinkRevokeSchema).mutation(async ({ ctx, input }) => {
    const revoked = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const [row] = await tx
        .select({ link: overlayLink, tableKey: pokerTable.key })
        .from(overlayLink)
        .innerJoin(pokerTable, eq(pokerTable.id, overlayLink.tableId))
        .where(and(eq(overlayLink.id, input.id), eq(overlayLink.locationId, ctx.location.locationId)));
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such overlay link at this location.' });
      if (row.link.revokedAt) return { id: row.link.id, revokedAt: row.link.revokedAt, changed: false };
      const revokedAt = new Date(ctx.now());
      await tx.update(overlayLink).set({ revokedAt }).where(eq(overlayLink.id, row.link.id));
      await recordChange(tx, {
        ...auditBy(ctx),
        kind: 'overlay.revokeLink',
        tableKey: row.tableKey,
        subject: { id: row.link.id, name: row.link.label },
        before: { route: row.link.route, revokedAt: null },
        after: { route: row.link.route, revokedAt: revokedAt.toISOString() },
      });
      return { id: row.link.id, revokedAt, changed: true };
    });
    if (revoked.changed) await ctx.tablesChanged();
    return { id: revoked.id, revokedAt: revoked.revokedAt };
  }),

  /** The table's OBS as Studio shows it: the address, and whether a password is stored (never which). */
  obs: producerProcedure.input(tableKeyInputSchema).query(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const row = await ctx.db.query.pokerTable.findFirst({ where: eq(pokerTable.id, table.id) });
    const obs = row?.obs ?? null;
    return {
      tableKey: table.key,
      url: obs?.url ?? null,
      hasPassword: obs?.password != null,
      engineHosted: table.ip === null,
    };
  }),

  /**
   * Stores the table's OBS address and password for the engine's link (the engine reconnects to the
   * new address at once). The record names the address, never the password.
   */
  setObs: producerProcedure.input(studioObsInputSchema).mutation(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const result = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tx.query.pokerTable.findFirst({ where: eq(pokerTable.id, table.id) });
      const before = row?.obs ?? null;
      const next =
        input.url === null
          ? null
          : {
              url: input.url,
              password: input.password === undefined ? (before?.password ?? null) : input.password,
            };
      await tx.update(pokerTable).set({ obs: next }).where(eq(pokerTable.id, table.id));
      // The record says a password changed, never what it is.
      const passwordChanged = (before?.password ?? null) !== (next?.password ?? null);
      const facts = (o: typeof before, changed: boolean) =>
        o
          ? { url: o.url, hasPassword: o.password !== null, ...(changed ? { passwordChanged: true } : {}) }
          : {};
      const diff = changedFields(facts(before, false), facts(next, passwordChanged && next !== null));
      if (diff)
        await recordChange(tx, {
          ...auditBy(ctx),
          kind: 'studio.setObs',
          tableKey: table.key,
          subject: { id: table.key, name: null },
          ...diff,
        });
      return { url: next?.url ?? null, hasPassword: next?.password != null };
    });
    await ctx.tablesChanged();
    return { tableKey: table.key, ...result, engineHosted: table.ip === null };
  }),

  skins: producerProcedure.input(tableListSchema).query(async ({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    const rows = await ctx.db
      .select()
      .from(overlaySkin)
      .where(eq(overlaySkin.locationId, ctx.location.locationId))
      .orderBy(overlaySkin.name);
    return rows.map(({ key, name, primaryColor, secondaryColor }) => ({
      key,
      name,
      primaryColor,
      secondaryColor,
    }));
  }),

  /** Creates the skin, or changes the one with the same key. */
  saveSkin: producerProcedure.input(overlaySkinSchema).mutation(async ({ ctx, input }) => {
    return auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const existing = await tx.query.overlaySkin.findFirst({
        where: and(eq(overlaySkin.locationId, ctx.location.locationId), eq(overlaySkin.key, input.key)),
      });
      if (existing) {
        await tx.update(overlaySkin).set(input).where(eq(overlaySkin.id, existing.id));
      } else {
        await tx
          .insert(overlaySkin)
          .values({ id: randomUUID(), locationId: ctx.location.locationId, ...input });
      }
      const { name, primaryColor, secondaryColor } = input;
      const diff = existing
        ? changedFields(
            {
              name: existing.name,
              primaryColor: existing.primaryColor,
              secondaryColor: existing.secondaryColor,
            },
            { name, primaryColor, secondaryColor },
          )
        : { before: null, after: { name, primaryColor, secondaryColor } };
      if (diff)
        await recordChange(tx, {
          ...auditBy(ctx),
          kind: 'overlay.saveSkin',
          subject: { id: input.key, name },
          ...diff,
        });
      return input;
    });
  }),
});
