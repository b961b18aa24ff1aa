import { useParams } from 'react-router';
import { couldNotLoadLocation, type ReadyGate, SignedInApp } from '../app/signed-in-app.js';
import { VaultPage } from '../features/vault/vault-page.js';
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
    <SignedInApp failed={couldNotLoadLocation('The Vault')}>{(gate) => <Vault gate={gate} />}</SignedInApp>
  );
}

function Vault({ gate }: { gate: ReadyGate }) {
  const { tableKey = '' } = useParams();
  const { theme, toggle } = useTheme();
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
