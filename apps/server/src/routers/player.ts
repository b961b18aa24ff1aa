import {
  handMatchInputSchema,
  playerClaimSeatHandsInputSchema,
  playerCreateSchema,
  playerEarningsInputSchema,
  playerHandsInputSchema,
  playerIdInputSchema,
  playerListSchema,
  playerMergeInputSchema,
  playerStartingHandsInputSchema,
  playerStatsInputSchema,
  playerUpdateSchema,
  recomputeStatsInputSchema,
} from '@railbird/protocol';
import { auditBy, auditedTransaction } from '../services/audit.js';
import {
  createPlayer,
  listPlayers,
  playerAtLocation,
  playerView,
  updatePlayer,
} from '../services/players.js';
import { claimSeatHands } from '../services/players-claim.js';
import { handsOf, mergePlayers } from '../services/players-merge.js';
import {
  playerEarnings,
  playerHands,
  playerOverview,
  playerStartingHands,
} from '../services/players-page.js';
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

  /** Issue 16: the player page's statistics — all time, per variation, per event (named) — in one call. */
  overview: producerProcedure.input(playerIdInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return playerOverview(ctx.db, row.id);
  }),

  /** Issue 16: the player's stored hands, newest first, paged on the server. */
  hands: staffProcedure.input(playerHandsInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return playerHands(ctx.db, row.id, input);
  }),

  /** Issue 16: the player's result hand by hand (the latest ones), oldest first, for the earnings chart. */
  earnings: staffProcedure.input(playerEarningsInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return playerEarnings(ctx.db, row.id, input.limit);
  }),

  /** Spec §5 for every starting hand the player was dealt: times dealt, wins, losses, earnings. */
  startingHands: producerProcedure.input(playerStartingHandsInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return playerStartingHands(ctx.db, row.id, input.variation);
  }),

  /** How many hands a record holds: what merging it would move. */
  handCount: staffProcedure.input(playerIdInputSchema).query(async ({ ctx, input }) => {
    const row = await playerAtLocation(ctx.db, ctx.location.locationId, input.playerId);
    return { playerId: row.id, hands: await handsOf(ctx.db, row.id) };
  }),

  /**
   * Two records of the same person become one: the merged record's hands, seatings and event entries
   * move to the kept one, its statistics are rebuilt, and the merged record is deleted — audited, in
   * one transaction. Refused (changing nothing) for one record twice or across locations.
   */
  merge: managerProcedure
    .input(playerMergeInputSchema)
    .mutation(({ ctx, input }) =>
      auditedTransaction(ctx.db, ctx.location.locationId, (tx) =>
        mergePlayers(tx, auditBy(ctx), input.keepId, input.mergeId),
      ),
    ),

  /**
   * A walk-in linked to their record after sitting down takes the hands they already played at that
   * seat (services/players-claim.ts says which); their statistics are rebuilt. Audited, one transaction;
   * NOT_FOUND (changing nothing) when the seat has no such hands.
   */
  claimSeatHands: staffProcedure
    .input(playerClaimSeatHandsInputSchema)
    .mutation(({ ctx, input }) =>
      auditedTransaction(ctx.db, ctx.location.locationId, (tx) => claimSeatHands(tx, auditBy(ctx), input)),
    ),
});
