import { useMutation, useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { isDisplayRoute } from '../features/support-chat/display-routes.js';
import { SupportChat } from '../features/support-chat/support-chat.js';
import { settings } from '../lib/build-info.js';
import { useRefreshNotifications } from '../lib/notifications.js';
import { useTRPC } from '../lib/trpc.js';

/**
 * Around every route: the support chat, booted with the signed-in admin on every route but the
 * displays of spec §2 (and shut down on the way onto one).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const trpc = useTRPC();
  const refreshNotifications = useRefreshNotifications();
  const display = isDisplayRoute(pathname);
  const wantsChat = !display && pathname !== '/login';
  const record = useQuery(trpc.admin.isValid.queryOptions(undefined, { enabled: wantsChat }));
  const send = useMutation(
    trpc.notification.support.mutationOptions({
      onSuccess: refreshNotifications,
    }),
  );
  const user =
    wantsChat && record.data
      ? {
          id: record.data.id,
          displayName: record.data.displayName,
          phone: record.data.phone ?? null,
          handle: record.data.handle ?? null,
          adminType: record.data.adminType,
        }
      : null;
  return (
    <>
      <Outlet />
      <SupportChat
        user={user}
        intercomAppId={settings.intercomAppId}
        onSend={async (text) => {
          await send.mutateAsync({ body: text, page: pathname });
        }}
      />
    </>
  );
}
