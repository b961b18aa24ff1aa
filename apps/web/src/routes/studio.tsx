import { Navigate, useParams } from 'react-router';
import { useAdminGate } from '../app/admin-gate.js';
import { consoleTables } from '../app/console-tables.js';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { useSignOut } from '../app/session.js';
import { StudioPage, studioPath } from '../features/studio/studio-page.js';
import { TablesProvider } from '../lib/table-sockets/react.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/**
 * /live and /live/:tableKey: Studio, an app outside the shell (spec §2). Producers and staff sign in
 * first; /live opens the location's first table. Studio opens its own sockets to the table it shows.
 */
export function StudioRoute() {
  // Sign-out forgets the console's sockets too (session.ts): Studio sits under the same provider.
  return (
    <TablesProvider manager={consoleTables}>
      <StudioGate />
    </TablesProvider>
  );
}

function StudioGate() {
  const gate = useAdminGate();
  const signOut = useSignOut();
  const { tableKey } = useParams();
  const { theme, toggle } = useTheme();
  switch (gate.status) {
    case 'signedOut':
      return <Navigate to={gate.loginTo} replace />;
    case 'loading':
      return <LoadingScreen />;
    case 'noLocation':
    case 'failed':
      return (
        <LoadFailedScreen
          message={`Studio could not load your location: ${gate.status === 'failed' ? gate.reason : 'you are not a member of any location'}. Sign out and sign in again; if it keeps failing, ask your location's admin.`}
          onSignOut={() => void signOut()}
        />
      );
  }
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
