import { useShell } from '../app/shell-context.js';
import { LocationTables } from '../features/location-tables/location-tables.js';
import { Page } from '../ui/page.js';

/** /table: every table of the location. */
export function TablesRoute() {
  const { location } = useShell();
  return (
    <Page title="Tables" description="Every table of this location and its engine connection.">
      <LocationTables tables={location.tables} />
    </Page>
  );
}
