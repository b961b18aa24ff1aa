import {
  playerCreateSchema,
  playerIdInputSchema,
  playerListSchema,
  playerUpdateSchema,
} from '@railbird/protocol';
import {
  createPlayer,
  listPlayers,
  playerAtLocation,
  playerView,
  updatePlayer,
} from '../services/players.js';
import { assertOwnLocation, router, staffProcedure } from '../trpc/init.js';

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
});
