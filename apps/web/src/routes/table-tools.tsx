import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConsoleSockets } from '../app/console-sockets.js';
import { couldNotLoadLocation, type ReadyGate, SignedInApp } from '../app/signed-in-app.js';
import { AntennasPage } from '../features/table-tools/antennas-page.js';
import { AutoTrackerPage } from '../features/table-tools/auto-tracker-page.js';
import { ToolFrame } from '../features/table-tools/tool-frame.js';
import { useTheme } from '../lib/theme.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/** `/tools/antennas/{tableKey}` (issue 18): each antenna's role, reads, last tag and card, errors, SCAN. */
export function AntennasRoute() {
  return <ToolRoute tool="antennas" />;
}

/** `/tools/auto-tracker/{tableKey}` (issue 18): what the engine inferred from chips and cards. */
export function AutoTrackerRoute() {
  return <ToolRoute tool="auto-tracker" />;
}

/**
 * A developer tool outside the shell: signed-in staff of the table's location, on the console's operator
 * socket to that one table (the staff token of `table.socketUrl`).
 */
function ToolRoute({ tool }: { tool: 'antennas' | 'auto-tracker' }) {
  return (
    <SignedInApp failed={couldNotLoadLocation('The table tools', 'Sign out and sign in again.')}>
      {(gate) => <Tool tool={tool} gate={gate} />}
    </SignedInApp>
  );
}

function Tool({ tool, gate }: { tool: 'antennas' | 'auto-tracker'; gate: ReadyGate }) {
  const { tableKey = '' } = useParams();
  const { theme, toggle } = useTheme();
  const table = gate.current.location.tables.find((t) => t.key === tableKey);
  if (!table) {
    return (
      <Missing>
        No table “{tableKey}” at {gate.current.location.name}.
      </Missing>
    );
  }
  const adminType = gate.current.adminType;
  return (
    <>
      <ConsoleSockets tables={[{ key: table.key, ip: table.ip ?? null }]} userId={gate.record.id} />
      <ToolFrame
        tool={tool}
        tableKey={table.key}
        tableName={table.name}
        themeToggle={<ThemeToggle theme={theme} onToggle={toggle} />}
      >
        {tool === 'antennas' ? (
          <AntennasPage tableKey={table.key} />
        ) : (
          <AutoTrackerPage tableKey={table.key} canTune={adminType === 'ADMIN' || adminType === 'MANAGER'} />
        )}
      </ToolFrame>
    </>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-sm">{children}</p>
      <Link to="/" className="text-sm font-medium text-accent-700 underline dark:text-accent-400">
        Back to the console
      </Link>
    </div>
  );
}
