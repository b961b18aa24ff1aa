import { Navigate, useParams } from 'react-router';
import { couldNotLoadLocation, type ReadyGate, SignedInApp } from '../app/signed-in-app.js';
import { StudioPage, studioPath } from '../features/studio/studio-page.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/**
 * /live and /live/:tableKey: Studio, an app outside the shell (spec §2). Producers and staff sign in
 * first; /live opens the location's first table. Studio opens its own sockets to the table it shows.
 */
export function StudioRoute() {
  // Sign-out forgets the console's sockets too (session.ts): Studio sits under the same provider.
  return (
    <SignedInApp failed={couldNotLoadLocation('Studio')}>{(gate) => <Studio gate={gate} />}</SignedInApp>
  );
}

function Studio({ gate }: { gate: ReadyGate }) {
  const { tableKey } = useParams();
  const { theme, toggle } = useTheme();
  const tables = gate.current.location.tables.map((t) => ({ key: t.key, name: t.name }));
  if (!tableKey && tables[0]) return <Navigate to={studioPath(tables[0].key)} replace />;
  return (
    <StudioPage
      locationName={gate.current.location.name}
      tables={tables}
      tableKey={tableKey ?? ''}
      adminType={gate.current.adminType}
      userId={gate.record.id}
      themeToggle={<ThemeToggle theme={theme} onToggle={toggle} />}
    />
  );
}
