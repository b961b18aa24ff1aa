import { useShell } from '../app/shell-context.js';
import { SpeakPanel } from '../features/commentary/speak-panel.js';
import { RunningEvents } from '../features/events/running-events.js';
import { NotificationList } from '../features/notifications/notification-list.js';
import { PlayerDirectory } from '../features/players/player-directory.js';
import { SeatedPlayers } from '../features/players/seated-players.js';
import { TableMetrics } from '../features/reports/table-metrics.js';
import { LocationSettings } from '../features/settings/location-settings.js';
import { PageHeader } from '../ui/page.js';

export function EventsRoute() {
  const { location } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Events" description="Tournaments and leagues at this location." />
      <RunningEvents tables={location.tables} />
    </div>
  );
}

export function PlayersRoute() {
  const { location } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Players" description="Who is playing at this location." />
      <SeatedPlayers tables={location.tables} />
      <PlayerDirectory />
    </div>
  );
}

export function CommentaryRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Commentary" description="Announcements and commentary spoken by the room's voice." />
      <SpeakPanel />
    </div>
  );
}

export function ReportsRoute() {
  const { location } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reports" description="How the tables are running tonight." />
      <TableMetrics tables={location.tables} />
    </div>
  );
}

export function SettingsRoute() {
  const { location } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="The location, its tables and this console." />
      <LocationSettings name={location.name} tables={location.tables} />
    </div>
  );
}

export function NotificationsRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Notifications" description="Support messages, invitations and notices." />
      <NotificationList />
    </div>
  );
}
