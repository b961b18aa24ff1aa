import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.js';

/** Unread notifications of the signed-in admin, for the sidebar's badge. */
export function useUnreadNotifications(): number {
  const trpc = useTRPC();
  const count = useQuery(trpc.notification.unreadCount.queryOptions());
  return count.data ?? 0;
}
