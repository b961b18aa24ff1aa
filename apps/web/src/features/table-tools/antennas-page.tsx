import type { Antenna, AntennaRead, AntennaStats, TableMode, TableState } from '@railbird/protocol';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { EmptyState, LoadingState, Panel } from '../../ui/page.js';
import { OvalTable } from '../../ui/poker-table/oval-table.js';
import { PlayingCard } from '../../ui/poker-table/playing-card.js';
import {
  ago,
  antennaRole,
  errorCount,
  errorLine,
  formatRate,
  isLit,
  liveRate,
  NO_PULSES,
  newestFirst,
  nextPulses,
  type Pulses,
} from './format.js';
import { useToolCommand, useToolTable } from './use-tool-table.js';

const NO_STATS: AntennaStats = {
  antennaId: 0,
  reads: 0,
  readsPerSecond: 0,
  lastTagId: null,
  lastCard: null,
  lastReadAt: null,
  errors: {},
  lastError: null,
};

/** Which antennas lit up: follows every frame, by this screen's clock. */
function usePulses(stats: readonly AntennaStats[] | undefined, now: number): Pulses {
  const ref = useRef<{ pulses: Pulses; first: boolean }>({ pulses: NO_PULSES, first: true });
  if (stats) {
    ref.current = { pulses: nextPulses(ref.current.pulses, stats, now, ref.current.first), first: false };
  }
  return ref.current.pulses;
}

/**
 * `/tools/antennas/{tableKey}`: every antenna of the table — its role, reads per second, last tag and
 * card, errors — a map of the table where each antenna lights up as it reads, and SCAN mode to test a
 * tag (the raw reads, newest first, with the card each tag is registered as).
 */
export function AntennasPage({ tableKey }: { tableKey: string }) {
  const snapshot = useToolTable(tableKey);
  const now = useNow(100);
  const state = snapshot.state;
  const pulses = usePulses(state?.table.antennaStats, now);
  if (!state) return <LoadingState label={`Waiting for ${tableKey}’s engine…`} />;
  const antennas = [...state.tableSettings.antennas].sort((a, b) => a.id - b.id);
  const stats = new Map((state.table.antennaStats ?? []).map((s) => [s.antennaId, s]));
  const statsOf = (id: number) => stats.get(id) ?? { ...NO_STATS, antennaId: id };
  const diagnostics = state.table.antennaStats !== undefined;
  return (
    <>
      {diagnostics ? null : (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          This table’s engine sends no antenna figures (it predates them): update the engine to see reads.
        </p>
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Panel title="Map" aside={<Legend />}>
          <div className="p-3">
            <TableMap state={state} antennas={antennas} statsOf={statsOf} pulses={pulses} now={now} />
          </div>
        </Panel>
        <Panel
          title={`${antennas.length} antennas`}
          aside={
            <span className="text-xs text-zinc-500 dark:text-zinc-400">
              {state.tableSettings.numAntennas} on the reader
            </span>
          }
        >
          <AntennaList antennas={antennas} statsOf={statsOf} pulses={pulses} now={now} />
        </Panel>
      </div>
      <ScanPanel tableKey={tableKey} state={state} antennas={antennas} now={now} />
    </>
  );
}

function Legend() {
  return (
    <span className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400">
      <span className="inline-block size-2.5 rounded-full bg-amber-400" /> read in the last 0.6 s
      <span className="ml-2 inline-block size-2.5 rounded-full bg-red-500" /> has errors
    </span>
  );
}

function TableMap({
  state,
  antennas,
  statsOf,
  pulses,
  now,
}: {
  state: TableState;
  antennas: readonly Antenna[];
  statsOf: (id: number) => AntennaStats;
  pulses: Pulses;
  now: number;
}) {
  const seatAntenna = new Map(antennas.filter((a) => a.role === 'SEAT').map((a) => [a.seatIndex, a]));
  const centre = antennas.filter((a) => a.role !== 'SEAT');
  const chip = (a: Antenna) => (
    <AntennaChip key={a.id} antenna={a} stats={statsOf(a.id)} lit={isLit(pulses, a.id, now)} />
  );
  return (
    <OvalTable
      label="Antennas on the table"
      capacity={state.tableSettings.capacity}
      isLeftHanded={state.tableSettings.isLeftHanded}
      aspect="16 / 11"
      seat={(i) => {
        const a = seatAntenna.get(i);
        return a ? chip(a) : null;
      }}
      center={<div className="flex flex-wrap items-center justify-center gap-2">{centre.map(chip)}</div>}
    />
  );
}

function AntennaChip({ antenna, stats, lit }: { antenna: Antenna; stats: AntennaStats; lit: boolean }) {
  const errors = errorCount(stats.errors);
  return (
    <div
      data-testid={`antenna-${antenna.id}`}
      data-lit={lit}
      title={`Antenna ${antenna.id}, ${antennaRole(antenna)}: ${stats.reads} reads`}
      className={`flex min-w-[4.5rem] flex-col items-center gap-0.5 rounded-md border px-2 py-1 text-center shadow-sm transition-[background-color,box-shadow] duration-150 motion-reduce:transition-none ${
        lit
          ? 'border-amber-400 bg-amber-100 shadow-[0_0_0_4px_rgb(251_191_36/0.55)] dark:bg-amber-900/80'
          : 'border-zinc-300 bg-white dark:border-zinc-600 dark:bg-zinc-800'
      }`}
    >
      <span className="flex items-center gap-1 text-[11px] font-semibold tracking-wide whitespace-nowrap">
        {errors > 0 ? (
          <span
            role="img"
            className="inline-block size-2 rounded-full bg-red-500"
            aria-label={`${errors} errors`}
          />
        ) : null}
        A{antenna.id} · {antennaRole(antenna)}
      </span>
      <span className="flex h-7 items-center">
        {stats.lastCard ? (
          <PlayingCard card={stats.lastCard} height={28} deck="four" />
        ) : (
          <span className="text-[11px] text-zinc-500 dark:text-zinc-400">
            {stats.lastTagId ? 'no card' : '—'}
          </span>
        )}
      </span>
    </div>
  );
}

function AntennaList({
  antennas,
  statsOf,
  pulses,
  now,
}: {
  antennas: readonly Antenna[];
  statsOf: (id: number) => AntennaStats;
  pulses: Pulses;
  now: number;
}) {
  if (antennas.length === 0)
    return (
      <EmptyState title="No antennas mapped">
        The table’s settings list no antennas: give each antenna its role in Settings.
      </EmptyState>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <thead className="text-left text-xs text-zinc-500 dark:text-zinc-400">
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            <th className="px-3 py-2 font-medium">Antenna</th>
            <th className="px-3 py-2 font-medium">Role</th>
            <th className="px-3 py-2 text-right font-medium">Reads/s</th>
            <th className="px-3 py-2 text-right font-medium">Reads</th>
            <th className="px-3 py-2 font-medium">Last tag</th>
            <th className="px-3 py-2 font-medium">Card</th>
            <th className="px-3 py-2 font-medium">Last read</th>
            <th className="px-3 py-2 font-medium">Errors</th>
          </tr>
        </thead>
        <tbody>
          {antennas.map((a) => {
            const s = statsOf(a.id);
            const lit = isLit(pulses, a.id, now);
            const errors = errorLine(s.errors);
            return (
              <tr
                key={a.id}
                data-testid={`antenna-row-${a.id}`}
                className={`border-b border-zinc-100 last:border-0 dark:border-zinc-800/60 ${lit ? 'bg-amber-50 dark:bg-amber-950/40' : ''}`}
              >
                <td className="px-3 py-1.5 font-mono">A{a.id}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{antennaRole(a)}</td>
                <td className="px-3 py-1.5 text-right" data-testid={`antenna-rate-${a.id}`}>
                  {formatRate(liveRate(s, now))}
                </td>
                <td className="px-3 py-1.5 text-right">{s.reads}</td>
                <td
                  className="max-w-[10rem] truncate px-3 py-1.5 font-mono text-xs"
                  title={s.lastTagId ?? undefined}
                >
                  {s.lastTagId ?? '—'}
                </td>
                <td className="px-3 py-1.5 font-mono" data-testid={`antenna-card-${a.id}`}>
                  {s.lastCard ?? (s.lastTagId ? <span className="text-zinc-500">not a card</span> : '—')}
                </td>
                <td className="px-3 py-1.5 whitespace-nowrap text-zinc-600 dark:text-zinc-400">
                  {ago(s.lastReadAt, now)}
                </td>
                <td
                  className={`px-3 py-1.5 text-xs ${errors ? 'text-red-700 dark:text-red-400' : 'text-zinc-500'}`}
                  title={s.lastError?.message}
                >
                  {errors || 'none'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const returnKey = (tableKey: string) => `railbird.tools.scanReturn.${tableKey}`;

/** SCAN mode: switch the table to it (never mid-hand), watch the raw reads, switch back. */
function ScanPanel({
  tableKey,
  state,
  antennas,
  now,
}: {
  tableKey: string;
  state: TableState;
  antennas: readonly Antenna[];
  now: number;
}) {
  const { pending, send } = useToolCommand(tableKey);
  const [back, setBack] = useState<TableMode>(
    () => (localStorage.getItem(returnKey(tableKey)) as TableMode | null) ?? 'GAME',
  );
  useEffect(() => {
    localStorage.setItem(returnKey(tableKey), back);
  }, [tableKey, back]);
  const mode = state.table.mode;
  const scanning = mode === 'SCAN';
  const inHand = state.game.gameState === 'IN ROUND';
  const byId = new Map(antennas.map((a) => [a.id, a]));
  const start = async () => {
    const previous = mode;
    if (await send('Switch to SCAN', 'setTableMode', { tableMode: 'SCAN' })) setBack(previous);
  };
  return (
    <Panel
      title="SCAN: test a tag"
      aside={
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          Mode{' '}
          <span className="font-mono font-semibold" data-testid="table-mode">
            {mode}
          </span>
        </span>
      }
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
        {scanning ? (
          <>
            <Button
              pending={pending !== null}
              onClick={() => void send(`Back to ${back}`, 'setTableMode', { tableMode: back })}
            >
              Back to {back}
            </Button>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Place a tag on any antenna: each read shows below, newest first, with the card the tag is
              registered as.
            </p>
          </>
        ) : (
          <>
            <Button pending={pending !== null} disabled={inHand} onClick={() => void start()}>
              Switch to SCAN
            </Button>
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="scan-reason">
              {inHand
                ? 'A hand is in progress: SCAN waits for it to end (the button enables between hands).'
                : `The table stops playing while it scans; “Back to ${mode}” returns it to ${mode}.`}
            </p>
          </>
        )}
      </div>
      {scanning ? <ReadsStream reads={state.table.reads ?? []} byId={byId} now={now} /> : null}
    </Panel>
  );
}

function ReadsStream({
  reads,
  byId,
  now,
}: {
  reads: readonly AntennaRead[];
  byId: ReadonlyMap<number, Antenna>;
  now: number;
}) {
  if (reads.length === 0)
    return <EmptyState title="No reads yet">Place a card, chip or button on an antenna.</EmptyState>;
  return (
    <ol
      aria-label="Reads"
      className="max-h-80 divide-y divide-zinc-100 overflow-y-auto text-sm tabular-nums dark:divide-zinc-800"
    >
      {newestFirst(reads).map((r) => (
        <li
          key={`${r.time}-${r.antennaId}-${r.tagId}`}
          className="grid grid-cols-[7rem_9rem_1fr_10rem] items-center gap-3 px-4 py-1.5"
        >
          <span className="text-zinc-500 dark:text-zinc-400">{ago(r.time, now)}</span>
          <span>
            <span className="font-mono">A{r.antennaId}</span> {antennaRole(byId.get(r.antennaId))}
          </span>
          <span className="truncate font-mono text-xs">{r.tagId}</span>
          <span className={r.card ? 'font-semibold' : 'text-amber-700 dark:text-amber-400'}>
            {r.card ?? 'unregistered tag'}
          </span>
        </li>
      ))}
    </ol>
  );
}
