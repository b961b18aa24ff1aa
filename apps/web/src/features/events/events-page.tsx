import { Page } from '../../ui/page.js';
import { RunningEvents } from './running-events.js';

export function EventsPage({
  tables,
}: {
  tables: readonly { key: string; name: string }[];
  canManage: boolean;
}) {
  return (
    <Page title="Events" description="Tournaments and leagues at this location.">
      <RunningEvents tables={tables} />
    </Page>
  );
}
