import { Link, useParams } from 'react-router';
import { useShell } from '../app/shell-context.js';
import { LiveTable } from '../features/live-table/live-table.js';
import { TableLinks } from '../features/live-table/table-links.js';
import { isStaffOrAbove } from '../features/shell/account-links.js';
import { EmptyState, Page, PageHeader, Panel } from '../ui/page.js';

/** /table/:key inside the shell: the live table and the session's hands, and links to its other screens. */
export function LiveTableRoute() {
  const { key = '' } = useParams();
  const { location, admin } = useShell();
  const table = location.tables.find((t) => t.key === key);
  if (!table) {
    return (
      <Page title="Table not found">
        <Panel>
          <EmptyState title={`No table "${key}" at ${location.name}`}>
            <Link
              to="/table"
              className="text-accent-700 underline-offset-4 hover:underline dark:text-accent-400"
            >
              See the location&apos;s tables
            </Link>
          </EmptyState>
        </Panel>
      </Page>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={table.name}
        description={<span className="font-mono">{table.key}</span>}
        actions={<TableLinks tableKey={table.key} staff={isStaffOrAbove(admin.adminType)} />}
      />
      <LiveTable tableKey={table.key} />
    </div>
  );
}

export default LiveTableRoute;
