import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useRefreshNotifications } from '../../lib/notifications.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';

function when(date: Date | string): string {
  const d = new Date(date);
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  return sameDay
    ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The location's inbox: support messages, system notices, invitations; unread first marked. */
export function NotificationList() {
  const trpc = useTRPC();
  const refreshNotifications = useRefreshNotifications();
  const list = useQuery(trpc.notification.list.queryOptions({}));
  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({
      onSuccess: refreshNotifications,
      onError: (error) => toast.error(`Could not mark as read: ${error.message}`),
    }),
  );
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.read).map((n) => n.id);

  return (
    <Panel
      title="Inbox"
      aside={
        <Button
          variant="ghost"
          className="h-7 text-xs"
          disabled={unread.length === 0}
          pending={markRead.isPending}
          onClick={() => markRead.mutate({ ids: unread })}
        >
          Mark all as read
        </Button>
      }
    >
      {list.isPending ? (
        <LoadingState label="Loading notifications…" />
      ) : list.isError ? (
        <ErrorState
          title="Notifications could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing here yet">
          Support messages you send, invitations and notices from your tables arrive here.
        </EmptyState>
      ) : (
        <ul aria-label="Notifications">
          {items.map((n) => (
            <li
              key={n.id}
              className="flex gap-3 border-t border-zinc-100 px-4 py-3 first:border-t-0 dark:border-zinc-800"
            >
              <span
                role="img"
                aria-label={n.read ? 'Read' : 'Unread'}
                className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-accent-600'}`}
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className={`text-sm ${n.read ? '' : 'font-semibold'}`}>{n.title}</p>
                  <time
                    className="tabular shrink-0 text-xs text-zinc-500 dark:text-zinc-400"
                    dateTime={new Date(n.createdAt).toISOString()}
                  >
                    {when(n.createdAt)}
                  </time>
                </div>
                <p className="mt-0.5 text-sm whitespace-pre-wrap text-zinc-600 dark:text-zinc-400">
                  {n.body}
                </p>
                <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
                  {n.kind.charAt(0) + n.kind.slice(1).toLowerCase()}
                  {n.author ? ` · ${n.author.displayName}` : ''}
                </p>
              </div>
              {!n.read ? (
                <button
                  type="button"
                  onClick={() => markRead.mutate({ ids: [n.id] })}
                  className="self-start text-xs text-accent-700 hover:underline dark:text-accent-400"
                >
                  Mark read
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
