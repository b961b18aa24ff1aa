import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTable } from '../../lib/table-sockets/react.js';
import { AppBar, AppBarLink } from '../../ui/app-bar.js';
import { ControlPanel } from './control-panel.js';
import { Connection, type ManagedTable, managerPath, TablesOverview } from './overview.js';
import { TournamentSeating } from './tournament-seating.js';

/**
 * The Table Manager (spec §2 /manager, outside the shell): a bar with every table of the location as
 * a tab (its connection, and red when it shows a read error), then either the overview of all tables
 * or one table's control panel.
 */
export function ManagerPage({
  locationName,
  tables,
  tableKey,
  themeToggle,
}: {
  locationName: string;
  tables: readonly ManagedTable[];
  tableKey: string | null;
  themeToggle: ReactNode;
}) {
  const open = tableKey ? (tables.find((t) => t.key === tableKey) ?? null) : null;
  return (
    <div className="flex h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <AppBar name="Table Manager" home="/manager" locationName={locationName}>
        <nav aria-label="Tables" className="ml-2 flex min-w-0 flex-1 gap-1 overflow-x-auto">
          <Tab to="/manager" end>
            All tables
          </Tab>
          {tables.map((t) => (
            <Tab key={t.key} to={managerPath(t.key)}>
              <Connection tableKey={t.key} compact />
              {t.name}
              <ErrorFlag tableKey={t.key} />
            </Tab>
          ))}
        </nav>
        {themeToggle}
        <AppBarLink to="/">Console</AppBarLink>
      </AppBar>
      <main className="min-h-0 flex-1 overflow-y-auto">
        {tableKey && !open ? (
          <p className="p-6 text-sm">
            No table “{tableKey}” at {locationName}.{' '}
            <Link to="/manager" className="font-medium text-accent-700 underline dark:text-accent-400">
              See every table
            </Link>
          </p>
        ) : open ? (
          <ControlPanel key={open.key} table={open} tables={tables} />
        ) : (
          <div className="mx-auto flex max-w-7xl flex-col gap-4 p-6">
            <div>
              <h1 className="text-xl font-semibold tracking-tight">Every table at {locationName}</h1>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                State, hand, street, seats and read errors, live from each table. Open a table to seat players
                and run its hands.
              </p>
            </div>
            <TournamentSeating tables={tables} />
            <TablesOverview tables={tables} />
          </div>
        )}
      </main>
    </div>
  );
}

function Tab({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end ?? false}
      className={({ isActive }) =>
        `inline-flex h-8 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent-500 ${
          isActive
            ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
            : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
        }`
      }
    >
      {children}
    </NavLink>
  );
}

function ErrorFlag({ tableKey }: { tableKey: string }) {
  const error = useTable(tableKey, (s) => s.state?.table.error ?? null);
  if (!error) return null;
  return (
    <span
      className="rounded bg-red-700 px-1.5 text-[11px] leading-5 font-bold text-white"
      title={error.message}
    >
      ERROR
    </span>
  );
}
