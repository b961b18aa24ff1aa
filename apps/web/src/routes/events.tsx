import { useParams } from 'react-router';
import { useShell } from '../app/shell-context.js';
import { EventPage } from '../features/events/event-page.js';
import { EventsPage } from '../features/events/events-page.js';

const isManager = (adminType: string) => adminType === 'MANAGER' || adminType === 'ADMIN';

/** /events (issue 17): the location's events, the running ones live from the tables, and a new event. */
export function EventsRoute() {
  const { location, admin } = useShell();
  return <EventsPage tables={location.tables} canManage={isManager(admin.adminType)} />;
}

/** /events/{id}: one event's night — clock, registration, entries, results, payouts, chop. */
export function EventPageRoute() {
  const { eventId = '' } = useParams();
  const { location, admin } = useShell();
  return (
    <EventPage
      key={eventId}
      eventId={eventId}
      tables={location.tables}
      canManage={isManager(admin.adminType)}
    />
  );
}
