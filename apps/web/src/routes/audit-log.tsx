import { useShell } from '../app/shell-context.js';
import { AuditLogPage } from '../features/audit-log/audit-log-page.js';
import { Page } from '../ui/page.js';

/** `/audit` (issue 20 item 3): the location's audit log and its hash chain, for its admins. */
export function AuditLogRoute() {
  const { location, admin } = useShell();
  return (
    <Page
      title="Audit log"
      description={`Everything recorded at ${location.name}: who changed what and when, commands at the tables, card reads and hole-card feeds opened, each entry chained to the one before.`}
    >
      <AuditLogPage adminType={admin.adminType} tables={location.tables} />
    </Page>
  );
}
