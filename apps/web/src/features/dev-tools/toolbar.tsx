import { DEV_LEVELS, type DevLevel, type TableMode, tableModeSchema } from '@railbird/protocol';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type DevToolsState, devTools, useDevTools } from '../../lib/dev-tools.js';
import { TableCommandError } from '../../lib/table-sockets/connection.js';
import { formatAge, isLatencyWarning, latencyHue } from '../../lib/table-sockets/latency.js';
import { usePacketAge, useTable, useTableConnections } from '../../lib/table-sockets/react.js';
import { databaseUiUrl } from '../../lib/table-sockets/socket-url.js';
import { Spinner } from '../../ui/spinner.js';
import { StatusDot } from '../../ui/status-dot.js';

export interface ToolbarTable {
  key: string;
  name: string;
}

const controlClass =
  'h-6 rounded border border-zinc-700 bg-zinc-900 px-1.5 text-xs text-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-400';

function Toggle({ label, field }: { label: string; field: keyof DevToolsState }) {
  const on = useDevTools((s) => s[field] === true);
  return (
    <label className="flex cursor-pointer items-center gap-1.5 text-xs whitespace-nowrap text-zinc-300">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => devTools.set({ [field]: e.target.checked })}
        className="size-3.5 accent-emerald-500"
      />
      {label}
    </label>
  );
}

function Divider() {
  return <span aria-hidden="true" className="h-4 w-px bg-zinc-700" />;
}

function ToolLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-xs whitespace-nowrap text-sky-300 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** Spec §4: the latency indicator, hue 120 at ≤ 1 s to 0 at ≥ 2 s, a spinner past 1500 ms. */
function Latency({ tableKey }: { tableKey: string }) {
  const age = usePacketAge(tableKey);
  const warning = isLatencyWarning(age);
  return (
    <span
      data-testid="latency"
      className="tabular flex min-w-14 items-center gap-1 text-xs whitespace-nowrap"
      style={{ color: `hsl(${latencyHue(age ?? Number.POSITIVE_INFINITY)} 80% 60%)` }}
      title="Time since the table's last packet"
    >
      {warning ? <Spinner className="size-3" label="Waiting for the table" /> : null}
      {age === null ? '—' : formatAge(age)}
    </span>
  );
}

function TableStatus({ tableKey }: { tableKey: string }) {
  const status = useTable(tableKey, (s) => s.status);
  const devLevel = useTable(tableKey, (s) => s.state?.constants.devLevel);
  const isTestData = useTable(tableKey, (s) => s.isTestData);
  const capacity = useTable(tableKey, (s) => s.state?.tableSettings.capacity);
  const antennas = useTable(tableKey, (s) => s.state?.tableSettings.numAntennas);
  const live = status === 'open';
  return (
    <>
      <span
        data-testid="api-environment"
        className="rounded bg-zinc-800 px-1.5 text-[11px] leading-5 font-semibold tracking-wide text-zinc-200"
        title="API environment from the table's dev constant"
      >
        {devLevel === undefined ? '—' : DEV_LEVELS[devLevel as DevLevel]}
      </span>
      <StatusDot
        status={live ? 'live' : 'down'}
        label={live ? (isTestData ? 'Showing test data' : 'Connected') : 'Not connected'}
      />
      <Latency tableKey={tableKey} />
      {capacity !== undefined ? (
        <span className="tabular text-xs whitespace-nowrap text-zinc-400" data-testid="table-hardware">
          {capacity} seats · {antennas} antennas
        </span>
      ) : null}
    </>
  );
}

function ModeSelect({ tableKey }: { tableKey: string }) {
  const manager = useTableConnections();
  const mode = useTable(tableKey, (s) => s.state?.table.mode);
  const change = async (tableMode: TableMode, force = false) => {
    try {
      await manager.request(tableKey, 'setTableMode', force ? { tableMode, force } : { tableMode });
      toast.success(`Table mode set to ${tableMode}.`);
    } catch (error) {
      const conflict = error instanceof TableCommandError && error.code === 'CONFLICT';
      toast.error(`The table refused ${tableMode}: ${(error as Error).message}`, {
        // Mid-hand the engine wants `force` (it voids the hand): offer it, never send it unasked.
        ...(conflict
          ? { action: { label: 'Force (voids the hand)', onClick: () => void change(tableMode, true) } }
          : {}),
      });
    }
  };
  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-400">
      Mode
      <select
        aria-label="Table mode"
        value={mode ?? ''}
        onChange={(e) => void change(e.target.value as TableMode)}
        className={controlClass}
      >
        {mode === undefined ? <option value="">—</option> : null}
        {tableModeSchema.options.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Spec §4: the developer toolbar (8 units high): the connected table and its API environment,
 * connection dot, latency, table mode, test data, local engine, the database UI, React Scan and the
 * table's tools.
 */
export function DevToolbar({ tables, dbUrl }: { tables: readonly ToolbarTable[]; dbUrl: string | null }) {
  const manager = useTableConnections();
  const chosen = useDevTools((s) => s.connectedTable);
  const reactScan = useDevTools((s) => s.reactScan);
  const tableKey = chosen && tables.some((t) => t.key === chosen) ? chosen : (tables[0]?.key ?? null);
  const dbUi = databaseUiUrl(dbUrl);

  return (
    <div
      role="toolbar"
      aria-label="Developer toolbar"
      className="flex h-8 shrink-0 items-center gap-3 overflow-x-auto border-b border-zinc-800 bg-zinc-950 px-3 text-zinc-100"
    >
      <span className="text-[11px] font-bold tracking-widest text-amber-400">DEV</span>
      <select
        aria-label="Connected table"
        value={tableKey ?? ''}
        onChange={(e) => devTools.set({ connectedTable: e.target.value })}
        className={controlClass}
      >
        {tables.length === 0 ? <option value="">No tables</option> : null}
        {tables.map((t) => (
          <option key={t.key} value={t.key}>
            {t.name} ({t.key})
          </option>
        ))}
      </select>
      {tableKey ? (
        <>
          <TableStatus tableKey={tableKey} />
          <button
            type="button"
            className="text-xs text-zinc-300 hover:text-white"
            onClick={() => {
              devTools.set((s) => ({ connectionAttempt: s.connectionAttempt + 1 }));
              manager.reconnect(tableKey);
            }}
          >
            Reconnect
          </button>
          <Divider />
          <ModeSelect tableKey={tableKey} />
        </>
      ) : null}
      <Divider />
      <Toggle label="Test data" field="enableTestData" />
      <Toggle label="Local engine" field="localEngine" />
      <label className="flex cursor-pointer items-center gap-1.5 text-xs whitespace-nowrap text-zinc-300">
        <input
          type="checkbox"
          checked={reactScan}
          onChange={(e) => {
            devTools.set({ reactScan: e.target.checked });
            // The scanner must hook React before it starts: a reload applies it (see main.tsx).
            window.location.reload();
          }}
          className="size-3.5 accent-emerald-500"
        />
        React Scan
      </label>
      <Divider />
      {dbUi ? (
        <a
          href={dbUi}
          target="_blank"
          rel="noreferrer"
          className="text-xs whitespace-nowrap text-sky-300 hover:underline"
        >
          Database UI
        </a>
      ) : (
        <span className="text-xs whitespace-nowrap text-zinc-500" title="The admin record has no dbUrl">
          Database UI
        </span>
      )}
      {tableKey ? (
        <>
          <ToolLink to={`/tools/antennas/${encodeURIComponent(tableKey)}`}>Antennas</ToolLink>
          <ToolLink to={`/tools/auto-tracker/${encodeURIComponent(tableKey)}`}>Auto-tracker</ToolLink>
        </>
      ) : null}
      <button
        type="button"
        aria-label="Hide the developer toolbar"
        title="Hide (Alt+D)"
        onClick={() => devTools.set({ showToolbar: false })}
        className="ml-auto text-xs text-zinc-400 hover:text-white"
      >
        ✕
      </button>
    </div>
  );
}
