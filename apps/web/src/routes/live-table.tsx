import { Link, useParams } from 'react-router';
import { useShell } from '../app/shell-context.js';
import { LiveTable } from '../features/live-table/live-table.js';
import { EmptyState, Page, PageHeader, Panel } from '../ui/page.js';

/** /table/:key inside the shell: the live table and the session's hands. */
export function LiveTableRoute() {
  const { key = '' } = useParams();
  const { location } = useShell();
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
      <PageHeader title={table.name} description={<span className="font-mono">{table.key}</span>} />
      <LiveTable tableKey={table.key} />
    </div>
  );
}

export default LiveTableRoute;
