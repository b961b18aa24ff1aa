import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc.js';

/**
 * Refreshes what shows the inbox — the list and the unread count in the sidebar — after anything that
 * changes it (a message sent, a notification marked read). Resolves once both are refetched.
 */
export function useRefreshNotifications(): () => Promise<unknown> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notification.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notification.unreadCount.queryKey() }),
    ]);
}
