import {
  ingestHandInputSchema,
  recordCommandsInputSchema,
  tableCreateSchema,
  tableKeyInputSchema,
  tableListSchema,
  tableModeInputSchema,
  tableSettingsSchema,
  tableSettingsUpdateSchema,
  tableUpdateSchema,
  verifyApiKeyInputSchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { pokerTable } from '../db/schema.js';
import { engineBaseUrl, issueSocketToken, socketUrlFor } from '../engine/socket-url.js';
import {
  auditBy,
  auditedTransaction,
  changedFields,
  recordChange,
  recordEngineCommands,
} from '../services/audit.js';
import { verifyApiKey } from '../services/engine-auth.js';
import { ingestHand } from '../services/hands.js';
import {
  blindLevelFor,
  followVariation,
  insertTable,
  listTableSummaries,
  rotateTableSecret,
  type TableRow,
  tableAtLocation,
  tableDetail,
  tableRefAtLocation,
  tableSummary,
  updateTable,
} from '../services/tables.js';
import {
  assertOwnLocation,
  managerProcedure,
  producerProcedure,
  publicProcedure,
  router,
  staffProcedure,
} from '../trpc/init.js';

/** What the audit record keeps of a table that is created or removed (its settings are defaults). */
const tableFacts = (row: TableRow) => {
  const { name, ip, variation, gameMode, capacity } = tableSummary(row);
  return { name, ip, variation, gameMode, capacity };
};

export const tableRouter = router({
  list: producerProcedure.input(tableListSchema).query(async ({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return listTableSummaries(ctx.db, ctx.location.locationId);
  }),

  get: producerProcedure
    .input(tableKeyInputSchema)
    .query(async ({ ctx, input }) =>
      tableDetail(await tableAtLocation(ctx.db, ctx.location.locationId, input.tableKey)),
    ),

  /**
   * Spec §7, refetched every 5 s: the table's engine URL with a short-lived signed token. Staff and
   * above get an operator token (may send commands, see hole cards); a PRODUCER a producer one (the
   * Studio's commands only, and the delayed feed).
   */
  socketUrl: producerProcedure.input(tableKeyInputSchema).query(async ({ ctx, input }) => {
    const table = await tableRefAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    const operator = ctx.location.adminType !== 'PRODUCER';
    const token = await issueSocketToken(
      {
        sub: ctx.account.id,
        tableKey: table.key,
        locationId: table.locationId,
        scope: operator ? 'operator' : 'producer',
        adminType: ctx.location.adminType,
        now: ctx.now(),
      },
      ctx.engine.secret,
    );
    return { socketUrl: socketUrlFor(engineBaseUrl(table, ctx.engine, ctx.requestHost), table.key, token) };
  }),

  create: managerProcedure.input(tableCreateSchema).mutation(async ({ ctx, input }) => {
    const row = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await insertTable(tx, ctx.location.locationId, {
        ...input,
        blindLevels: [blindLevelFor(input.variation, [1, 2])],
      });
      await recordChange(tx, {
        ...auditBy(ctx),
        kind: 'table.create',
        tableKey: row.key,
        after: tableFacts(row),
      });
      return row;
    });
    await ctx.tablesChanged();
    return tableDetail(row);
  }),

  /** Name and address of a table. */
  update: managerProcedure.input(tableUpdateSchema).mutation(async ({ ctx, input }) => {
    const updated = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tableAtLocation(tx, ctx.location.locationId, input.tableKey);
      const updated = await updateTable(tx, row, { name: input.name, ip: input.ip });
      const diff = changedFields({ name: row.name, ip: row.ip }, { name: updated.name, ip: updated.ip });
      if (diff) await recordChange(tx, { ...auditBy(ctx), kind: 'table.update', tableKey: row.key, ...diff });
      return updated;
    });
    await ctx.tablesChanged();
    return tableDetail(updated);
  }),

  updateSettings: managerProcedure.input(tableSettingsUpdateSchema).mutation(async ({ ctx, input }) => {
    const updated = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tableAtLocation(tx, ctx.location.locationId, input.tableKey);
      const merged = tableSettingsSchema.safeParse({ ...row.settings, ...input.settings });
      if (!merged.success)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: merged.error.issues.map((i) => `settings.${i.path.join('.')}: ${i.message}`).join('; '),
        });
      const updated = await updateTable(tx, row, { settings: followVariation(row.settings, merged.data) });
      const diff = changedFields(row.settings, updated.settings);
      if (diff)
        await recordChange(tx, { ...auditBy(ctx), kind: 'table.updateSettings', tableKey: row.key, ...diff });
      return updated;
    });
    await ctx.tablesChanged();
    return tableDetail(updated);
  }),

  /** Spec §4 table modes; the console's record of it (the engine is told over its socket). */
  setMode: staffProcedure.input(tableModeInputSchema).mutation(async ({ ctx, input }) => {
    return auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tableAtLocation(tx, ctx.location.locationId, input.tableKey);
      const updated = await updateTable(tx, row, { mode: input.mode });
      const diff = changedFields({ mode: row.mode }, { mode: updated.mode });
      if (diff)
        await recordChange(tx, { ...auditBy(ctx), kind: 'table.setMode', tableKey: row.key, ...diff });
      return tableSummary(updated);
    });
  }),

  remove: managerProcedure.input(tableKeyInputSchema).mutation(async ({ ctx, input }) => {
    const row = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tableAtLocation(tx, ctx.location.locationId, input.tableKey);
      await tx.delete(pokerTable).where(eq(pokerTable.id, row.id));
      await recordChange(tx, {
        ...auditBy(ctx),
        kind: 'table.remove',
        tableKey: row.key,
        before: tableFacts(row),
      });
      return row;
    });
    await ctx.tablesChanged();
    return { key: row.key };
  }),

  /** The table's engine secret, to configure a venue table's own engine. */
  engineSecret: managerProcedure.input(tableKeyInputSchema).query(async ({ ctx, input }) => {
    const row = await tableAtLocation(ctx.db, ctx.location.locationId, input.tableKey);
    return { tableKey: row.key, secret: row.secret };
  }),

  /** A new engine secret; the old one still opens the table for a grace period (decision 016). */
  rotateSecret: managerProcedure.input(tableKeyInputSchema).mutation(async ({ ctx, input }) => {
    const { row, secret } = await auditedTransaction(ctx.db, ctx.location.locationId, async (tx) => {
      const row = await tableAtLocation(tx, ctx.location.locationId, input.tableKey);
      const secret = await rotateTableSecret(tx, row, ctx.now());
      // The secret itself never goes into the record: that it changed, and by whom, is the fact.
      await recordChange(tx, { ...auditBy(ctx), kind: 'table.rotateSecret', tableKey: row.key });
      return { row, secret };
    });
    await ctx.tablesChanged();
    return { tableKey: row.key, secret };
  }),

  /** Engines ship completed hands here, authenticated by the table's secret; idempotent by hand id. */
  ingestHand: publicProcedure
    .input(ingestHandInputSchema)
    .mutation(({ ctx, input }) => ingestHand(ctx.db, input)),
  /**
   * Engines ship the operator commands their tables accepted here, for the audit record (decision
   * 006), authenticated by the table's secret; idempotent by journal entry.
   */
  recordCommands: publicProcedure
    .input(recordCommandsInputSchema)
    .mutation(({ ctx, input }) => recordEngineCommands(ctx.db, input)),
  /** For engines: may this apiKey (a user id) watch this online table, and how? (table secret auth). */
  verifyApiKey: publicProcedure
    .input(verifyApiKeyInputSchema)
    .mutation(({ ctx, input }) => verifyApiKey(ctx.db, input)),
});
