import { Page } from '../../ui/page.js';

export function EventPage({
  eventId,
}: {
  eventId: string;
  tables: readonly { key: string; name: string }[];
  canManage: boolean;
}) {
  return <Page title="Event" description={eventId} />;
}
