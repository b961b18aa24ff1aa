import {
  handMatchInputSchema,
  playerCreateSchema,
  playerIdInputSchema,
  playerListSchema,
  playerStatsInputSchema,
  playerUpdateSchema,
  recomputeStatsInputSchema,
} from '@railbird/protocol';
import {
  createPlayer,
  listPlayers,
  playerAtLocation,
  playerView,
  updatePlayer,
} from '../services/players.js';
import { handMatchOf, playerStatsRows, recomputeLocationStats } from '../services/stats.js';
import {
  assertOwnLocation,
  managerProcedure,
  producerProcedure,
  router,
  staffProcedure,
} from '../trpc/init.js';

export const playerRouter = router({
  list: staffProcedure.input(playerListSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return listPlayers(ctx.db, ctx.location.locationId, input);
  }),

  get: staffProcedure
    .input(playerIdInputSchema)
    .query(async ({ ctx, input }) =>
      playerView(await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId)),
    ),

  create: staffProcedure
    .input(playerCreateSchema)
    .mutation(({ ctx, input }) => createPlayer(ctx.db, ctx.location.locationId, input)),

  update: staffProcedure.input(playerUpdateSchema).mutation(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return updatePlayer(ctx.db, row, input);
  }),

  /**
   * A player's statistics for one grouping, most recent first: counts (`{done, opportunities}`) and
   * amounts, never percentages. Overlays show them, so producers may read them (no contact details).
   */
  stats: producerProcedure.input(playerStatsInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return {
      playerId: row.id,
      displayName: row.displayName,
      grouping: input.grouping,
      rows: await playerStatsRows(ctx.db, row.id, input),
    };
  }),

  /** Spec §5: "same ranks dealt N times before: W wins, L losses, earnings E" for the current hand. */
  handMatch: producerProcedure.input(handMatchInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return handMatchOf(ctx.db, row.id, input.cards, input.variation);
  }),

  /** Rebuilds every player's aggregates of the location from its stored hands (an admin task). */
  recomputeStats: managerProcedure.input(recomputeStatsInputSchema).mutation(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return recomputeLocationStats(ctx.db, ctx.location.locationId);
  }),
});
