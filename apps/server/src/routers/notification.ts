import { notificationListSchema, notificationMarkReadSchema, supportMessageSchema } from '@railbird/protocol';
import {
  listNotifications,
  markAllRead,
  markRead,
  postNotification,
  unreadCount,
} from '../services/notifications.js';
import { assertOwnLocation, producerProcedure, router } from '../trpc/init.js';

export const notificationRouter = router({
  list: producerProcedure.input(notificationListSchema).query(({ ctx, input }) => {
    assertOwnLocation(ctx, input.locationId);
    return listNotifications(ctx.db, ctx.location.locationId, ctx.account.id, input);
  }),

  unreadCount: producerProcedure.query(({ ctx }) =>
    unreadCount(ctx.db, ctx.location.locationId, ctx.account.id),
  ),

  markRead: producerProcedure.input(notificationMarkReadSchema).mutation(async ({ ctx, input }) => ({
    marked: await markRead(ctx.db, ctx.location.locationId, ctx.account.id, input.ids),
  })),

  markAllRead: producerProcedure.mutation(async ({ ctx }) => ({
    marked: await markAllRead(ctx.db, ctx.location.locationId, ctx.account.id),
  })),

  /** The support chat widget (spec §1) posts here: a message to the location's inbox. */
  support: producerProcedure.input(supportMessageSchema).mutation(async ({ ctx, input }) => {
    const id = await postNotification(ctx.db, ctx.location.locationId, {
      kind: 'SUPPORT',
      title: `Support request from ${ctx.account.displayName}`,
      body: input.body,
      authorUserId: ctx.account.id,
      data: input.page ? { page: input.page } : null,
    });
    return { id };
  }),
});
