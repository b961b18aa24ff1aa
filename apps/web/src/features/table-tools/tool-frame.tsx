import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../lib/use-now.js';
import { LogoMark } from '../../ui/logo.js';
import { StatusDot } from '../../ui/status-dot.js';
import { ago } from './format.js';
import { useToolTable } from './use-tool-table.js';

/** Both tools' frame: which table, whether its socket is live (and how old its data is), the other tool. */
export function ToolFrame({
  tool,
  tableKey,
  tableName,
  themeToggle,
  children,
}: {
  tool: 'antennas' | 'auto-tracker';
  tableKey: string;
  tableName: string;
  themeToggle: ReactNode;
  children: ReactNode;
}) {
  const snapshot = useToolTable(tableKey);
  const now = useNow(1000);
  const live = snapshot.status === 'open' && snapshot.state !== null;
  const title = tool === 'antennas' ? 'Antennas' : 'Auto-tracker';
  const other = tool === 'antennas' ? 'auto-tracker' : 'antennas';
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-zinc-200 bg-white px-4 dark:border-zinc-800 dark:bg-zinc-900">
        <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-accent-500">
          <LogoMark className="size-6 text-accent-700 dark:text-accent-400" />
        </Link>
        <h1 className="font-semibold whitespace-nowrap">{title}</h1>
        <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">
          {tableName} <span className="font-mono text-xs">({tableKey})</span>
        </span>
        <span
          className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400"
          data-testid="tool-live"
        >
          <StatusDot
            status={live ? 'live' : snapshot.status === 'connecting' ? 'connecting' : 'down'}
            label={live ? 'Live' : 'Not connected'}
          />
          {live
            ? 'Live'
            : snapshot.lastPacketAt
              ? `Not connected: data from ${ago(snapshot.lastPacketAt, now)}`
              : 'Connecting…'}
        </span>
        <nav className="ml-auto flex items-center gap-3 text-sm">
          <Link
            to={`/tools/${other}/${encodeURIComponent(tableKey)}`}
            className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
          >
            {other === 'antennas' ? 'Antennas' : 'Auto-tracker'}
          </Link>
          <Link
            to={`/manager/${encodeURIComponent(tableKey)}`}
            className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
          >
            Table Manager
          </Link>
          {themeToggle}
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col gap-4 p-4">{children}</main>
    </div>
  );
}
