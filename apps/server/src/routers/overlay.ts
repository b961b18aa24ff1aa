import { randomUUID } from 'node:crypto';
import {
  OVERLAY_ROUTES,
  overlayLinkCreateSchema,
  overlaySkinSchema,
  tableListSchema,
} from '@railbird/protocol';
import { and, desc, eq } from 'drizzle-orm';
import { overlayLink, overlaySkin, pokerTable } from '../db/schema.js';
import { engineBaseUrl, issueSocketToken, socketUrlFor } from '../engine/socket-url.js';
import { auditBy, auditedTransaction, changedFields, recordChange } from '../services/audit.js';
import { tableRefAtLocation } from '../services/tables.js';
import { assertOwnLocation, producerProcedure, router } from '../trpc/init.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const overlayRouter = router({
  /**
   * A link for an OBS browser source or a room screen: `/<route>/<tableKey>?key=<token>` with a
   * long-lived viewer token (hidden routes get a hiddenViewer one, which never carries hole cards).
   * The token is shown once; the link's record (without it) is kept for the list.
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
        after: { route: input.route, scope, expiresAt: expiresAt.toISOString() },
      });
    });
    const engine = engineBaseUrl(table, ctx.engine, ctx.requestHost);
    // An overlay finds the local engine on its own page's host; a venue table's engine, or one behind a
    // public URL, lives elsewhere, so the link names it.
    const named = table.ip !== null || ctx.engine.publicUrl !== undefined;
    return {
      id,
      scope,
      expiresAt,
      token,
      path: `/${input.route}/${encodeURIComponent(table.key)}?key=${encodeURIComponent(token)}${
        named ? `&engine=${encodeURIComponent(engine)}` : ''
      }`,
      socketUrl: socketUrlFor(engine, table.key, token),
    };
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
    }));
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
