import { Navigate, useParams } from 'react-router';
import { useAdminGate } from '../app/admin-gate.js';
import { consoleTables } from '../app/console-tables.js';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { useSignOut } from '../app/session.js';
import { VaultPage } from '../features/vault/vault-page.js';
import { TablesProvider } from '../lib/table-sockets/react.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/**
 * `/vault/{tableKey}` (issue 18), an app outside the shell like the Table Manager: every stored hand
 * of the table, the replayer and the exports. Staff sign in first; the server answers only for the
 * tables of their location.
 */
export function VaultRoute() {
  // The page opens no table socket, but the parts every signed-in page carries read the table list.
  return (
    <TablesProvider manager={consoleTables}>
      <Vault />
    </TablesProvider>
  );
}

function Vault() {
  const gate = useAdminGate();
  const signOut = useSignOut();
  const { tableKey = '' } = useParams();
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
          message={`The Vault could not load your location: ${gate.status === 'failed' ? gate.reason : 'you are not a member of any location'}. Sign out and sign in again; if it keeps failing, ask your location's admin.`}
          onSignOut={() => void signOut()}
        />
      );
  }
  const location = gate.current.location;
  return (
    <VaultPage
      tableKey={tableKey}
      locationName={location.name}
      tables={location.tables.map((t) => ({ key: t.key, name: t.name }))}
      themeToggle={<ThemeToggle theme={theme} onToggle={toggle} />}
    />
  );
}
