import { useShell } from '../app/shell-context.js';
import { LocationTables } from '../features/location-tables/location-tables.js';
import { PageHeader } from '../ui/page.js';

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
