import { useParams } from 'react-router';
import { ConsoleSocketsOnceKnown } from '../app/console-sockets.js';
import { couldNotLoadLocation, SignedInApp } from '../app/signed-in-app.js';
import { ManagerPage } from '../features/manager/manager-page.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/**
 * /manager and /manager/:tableKey: the Table Manager, an app outside the shell (spec §2). Staff sign
 * in first; the page shares the console's table sockets (operator scope comes with the staff token
 * of `table.socketUrl`), so it sends commands on the same connections the console reads.
 */
export function ManagerRoute() {
  return (
    <SignedInApp failed={couldNotLoadLocation('The Table Manager')}>
      {(gate) => (
        <Manager
          userId={gate.record.id}
          locationName={gate.current.location.name}
          tables={gate.current.location.tables.map((t) => ({ key: t.key, name: t.name, ip: t.ip ?? null }))}
        />
      )}
    </SignedInApp>
  );
}

function Manager({
  userId,
  locationName,
  tables,
}: {
  userId: string;
  locationName: string;
  tables: { key: string; name: string; ip: string | null }[];
}) {
  const { tableKey } = useParams();
  const { theme, toggle } = useTheme();
  return (
    <>
      <ConsoleSocketsOnceKnown tables={tables} userId={userId} />
      <ManagerPage
        locationName={locationName}
        tables={tables}
        tableKey={tableKey ?? null}
        themeToggle={<ThemeToggle theme={theme} onToggle={toggle} />}
      />
    </>
  );
}
