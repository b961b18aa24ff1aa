import { useShell } from '../app/shell-context.js';
import { LiveSummary } from '../features/location-tables/live-summary.js';
import { LocationTables } from '../features/location-tables/location-tables.js';
import { isStaffOrAbove } from '../features/shell/account-links.js';
import { Page } from '../ui/page.js';

/** /: tonight at the location — its tables, live; the players and every table one click away. */
export function HomeRoute() {
  const { admin, location } = useShell();
  return (
    <Page
      title={location.name}
      description={`Signed in as ${admin.displayName} (${admin.adminType}). Tables update live from their engines.`}
    >
      <LiveSummary
        tables={location.tables}
        playersHref={isStaffOrAbove(admin.adminType) ? '/players' : undefined}
      />
      <LocationTables tables={location.tables} allTablesHref="/table" />
    </Page>
  );
}
