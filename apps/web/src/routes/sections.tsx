import { lazy, Suspense } from 'react';
import { useShell } from '../app/shell-context.js';
import { NotificationList } from '../features/notifications/notification-list.js';
import { PlayerDirectory } from '../features/players/player-directory.js';
import { SeatedPlayers } from '../features/players/seated-players.js';
import { ReportsPage } from '../features/reports/reports-page.js';
import { LocationSettings } from '../features/settings/location-settings.js';
import { LoadingState, Page } from '../ui/page.js';

export function PlayersRoute() {
  const { location } = useShell();
  return (
    <Page title="Players" description="Who is playing at this location.">
      <SeatedPlayers tables={location.tables} />
      <PlayerDirectory />
    </Page>
  );
}

// The desk reads hands with the poker evaluator: its own chunk, so the other pages do not carry it.
const CommentaryDesk = lazy(() =>
  import('../features/commentary/commentary-desk.js').then((m) => ({ default: m.CommentaryDesk })),
);

export function CommentaryRoute() {
  const { location, admin } = useShell();
  return (
    <Page
      title="Commentary"
      description="Lines written from what the stream shows, for you to approve, edit or skip; approved lines are spoken in this browser."
    >
      <Suspense fallback={<LoadingState label="Opening the commentary desk…" />}>
        <CommentaryDesk tables={location.tables} userId={admin.id} />
      </Suspense>
    </Page>
  );
}

export function ReportsRoute() {
  const { location } = useShell();
  return (
    <Page
      title="Reports"
      description="How the tables ran over a range of days, and how they are running now."
    >
      <ReportsPage tables={location.tables} />
    </Page>
  );
}

export function SettingsRoute() {
  const { location, admin } = useShell();
  return (
    <Page title="Settings" description="The location, its tables and their games, staff and this console.">
      <LocationSettings
        name={location.name}
        tables={location.tables}
        adminType={admin.adminType}
        selfId={admin.id}
      />
    </Page>
  );
}

export function NotificationsRoute() {
  return (
    <Page title="Notifications" description="Support messages, invitations and notices.">
      <NotificationList />
    </Page>
  );
}
