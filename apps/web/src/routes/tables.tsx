import { Link, useParams } from 'react-router';
import { useShell } from '../app/shell-context.js';
import { LocationTables } from '../features/tables/location-tables.js';
import { TableSummary } from '../features/tables/table-summary.js';
import { EmptyState, PageHeader, Panel } from '../ui/page.js';

/** /table: every table of the location. */
export function TablesRoute() {
  const { location } = useShell();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Tables" description="Every table of this location and its engine connection." />
      <LocationTables tables={location.tables} />
    </div>
  );
}

/** /table/:key: one table's record and what its engine reports now. */
export function TableRoute() {
  const { key = '' } = useParams();
  const { location } = useShell();
  const table = location.tables.find((t) => t.key === key);
  if (!table) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Table not found" />
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
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={table.name} description={<span className="font-mono">{table.key}</span>} />
      <TableSummary table={table} />
    </div>
  );
}
