import {
  cardSchema,
  idSchema,
  playerCreateSchema,
  playerIdInputSchema,
  playerListSchema,
  playerUpdateSchema,
  variationSchema,
} from '@railbird/protocol';
import { z } from 'zod';
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

/** `player.stats`: one grouping of a player's aggregates (decision 002, "Server aggregates"). */
export const playerStatsInputSchema = z.object({
  playerId: idSchema,
  grouping: z
    .enum(['all', 'variation', 'event', 'session'], {
      error: 'a grouping is one of all, variation, event, session',
    })
    .default('all'),
  /** One aggregate of the grouping (a variation code, an event id, a session id); all when absent. */
  key: z.string().min(1).max(200, 'a key is at most 200 characters').optional(),
  limit: z.int().min(1).max(100).default(20),
  /** Paging, most recent first: aggregates whose last hand ended before this. */
  before: z.date().optional(),
});

/** `player.handMatch`: the player's current hand (spec §5). */
export const handMatchInputSchema = z.object({
  playerId: idSchema,
  cards: z
    .array(cardSchema)
    .min(1, 'at least one card')
    .max(7, 'at most 7 cards')
    .refine((cards) => new Set(cards).size === cards.length, 'each card at most once'),
  /** Match against the hands of this variation only; all hands when absent. */
  variation: variationSchema.optional(),
});

export const recomputeStatsInputSchema = z.object({ locationId: idSchema.optional() });

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
