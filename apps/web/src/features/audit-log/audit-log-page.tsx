import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { exactTime } from '../../lib/audit-words.js';
import { downloadText } from '../../lib/download.js';
import { useTRPC, useTRPCClient } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { InputField, SelectField } from '../../ui/fields.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { AuditTable, auditRow } from './audit-table.js';
import { ChainStatus } from './chain-status.js';
import {
  ANTENNAS_ACTOR,
  type AuditFilters,
  auditQuery,
  isFiltered,
  KIND_OPTIONS,
  NO_FILTERS,
  rangeError,
} from './filters.js';

const PAGE = 50;
/** The newest page follows the log while it is the only page shown (older pages never change). */
const REFRESH_MS = 15_000;

/**
 * The location's audit log for its admins (issue 20 item 3, decisions 006 and 012): every entry with
 * who, what and when, filtered by table, kind, person and days; the hash chain's state, checked on
 * opening and on demand, and its download for `railbird audit verify`. Below ADMIN: why not.
 */
export function AuditLogPage({
  adminType,
  tables,
}: {
  adminType: string;
  tables: readonly { key: string; name: string }[];
}) {
  if (adminType !== 'ADMIN') return <AdminsOnly />;
  return <AuditLog tables={tables} />;
}

function AdminsOnly() {
  return (
    <Panel>
      <EmptyState title="The audit log is for admins">
        It holds staff changes and every opening of a feed with hole cards, so only an ADMIN of this location
        reads it. The Table Manager’s History shows who changed a table and the commands sent to it; ask an
        admin of this location for anything else.
      </EmptyState>
    </Panel>
  );
}

function AuditLog({ tables }: { tables: readonly { key: string; name: string }[] }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const now = useNow(30_000);

  const verify = useQuery(
    trpc.audit.verify.queryOptions({}, { staleTime: Number.POSITIVE_INFINITY, retry: false }),
  );
  const checkNow = async () => {
    const result = await verify.refetch();
    if (result.data?.ok) toast.success('The chain is intact.');
    else if (result.data)
      toast.error(`The chain is broken at entry ${result.data.seq}. Download it now and keep the file.`);
    else if (result.error) toast.error(`The chain could not be checked: ${result.error.message}. Try again.`);
  };
  const download = useMutation({
    mutationFn: () => client.audit.exportChain.query({}),
    onSuccess: ({ fileName, text }) => {
      downloadText(text, fileName, 'application/jsonl', 10_000);
      toast.success(`Saved ${fileName}. Check it with: railbird audit verify ${fileName}`);
    },
    onError: (error) => toast.error(`The chain was not downloaded: ${error.message}. Try again.`),
  });

  const members = useQuery(trpc.location.members.queryOptions());
  // `?table=<key>` (the Table Manager's "Full audit log") opens on that table; a key not here is ignored.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<AuditFilters>(() => {
    const key = params.get('table');
    return key && tables.some((t) => t.key === key) ? { ...NO_FILTERS, tableKey: key } : NO_FILTERS;
  });
  const set = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const badRange = rangeError(filters);

  const names = useMemo(() => new Map(tables.map((t) => [t.key, t.name])), [tables]);
  const tableOptions = [
    { value: '', label: 'All tables' },
    ...tables.map((t) => ({ value: t.key, label: t.name })),
  ];
  const actorOptions = [
    { value: '', label: 'Anyone' },
    ...(members.data ?? []).map((m) => ({ value: m.userId, label: `${m.displayName} (${m.adminType})` })),
    ANTENNAS_ACTOR,
  ];

  return (
    <div className="flex flex-col gap-6">
      <ChainStatus
        verdict={verify.data}
        checking={verify.isFetching}
        checkedAt={verify.dataUpdatedAt ? exactTime(new Date(verify.dataUpdatedAt)) : undefined}
        error={verify.error?.message}
        onVerify={() => void checkNow()}
        onDownload={() => download.mutate()}
        downloading={download.isPending}
      />
      <Panel title="Entries">
        <search
          aria-label="Filter the audit log"
          className="grid grid-cols-2 items-start gap-3 border-b border-zinc-200 px-4 py-3 md:grid-cols-[repeat(5,minmax(0,1fr))_auto] dark:border-zinc-800"
        >
          <SelectField
            label="Table"
            value={filters.tableKey}
            onValue={(tableKey) => set({ tableKey })}
            options={tableOptions}
          />
          <SelectField
            label="Kind"
            value={filters.kind}
            onValue={(kind) => set({ kind })}
            options={KIND_OPTIONS}
          />
          <SelectField
            label="Who"
            value={filters.actorId}
            onValue={(actorId) => set({ actorId })}
            options={actorOptions}
          />
          <InputField
            label="From"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
          <InputField
            label="To"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            error={badRange}
            onChange={(e) => set({ to: e.target.value })}
          />
          <div className="flex h-full items-end">
            <Button
              variant="ghost"
              className="h-9"
              disabled={!isFiltered(filters)}
              onClick={() => setFilters(NO_FILTERS)}
            >
              Clear
            </Button>
          </div>
        </search>
        {badRange ? (
          <EmptyState title="No days to show">Choose a last day on or after the first.</EmptyState>
        ) : (
          <Entries
            key={JSON.stringify(filters)}
            filters={filters}
            now={now}
            tableName={(key) => names.get(key) ?? `${key} (removed)`}
          />
        )}
      </Panel>
    </div>
  );
}

/** The entries matching the filters, a page at a time; a new filter starts again at the newest. */
function Entries({
  filters,
  now,
  tableName,
}: {
  filters: AuditFilters;
  now: number;
  tableName: (key: string) => string;
}) {
  const trpc = useTRPC();
  const query = useMemo(() => auditQuery(filters), [filters]);
  // The `before` of each older page asked for, in order.
  const [older, setOlder] = useState<number[]>([]);
  const pages = useQueries({
    queries: [undefined, ...older].map((before) =>
      trpc.audit.list.queryOptions(
        { ...query, limit: PAGE, ...(before === undefined ? {} : { before }) },
        before === undefined && older.length === 0
          ? { refetchInterval: REFRESH_MS, refetchOnWindowFocus: false }
          : { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      ),
    ),
  });
  const first = pages[0]!;
  if (first.isPending) return <LoadingState label="Loading the audit log…" />;
  if (first.isError)
    return (
      <ErrorState
        title="The audit log could not load"
        error={first.error}
        onRetry={() => void first.refetch()}
      />
    );
  const entries = pages.flatMap((p) => p.data?.entries ?? []);
  const last = pages.at(-1)!;
  const nextBefore = last.data?.nextBefore ?? null;
  const rows = entries.map(auditRow);
  return (
    <>
      <AuditTable
        rows={rows}
        now={now}
        tableName={tableName}
        empty={
          isFiltered(filters) ? (
            <EmptyState title="No entries match these filters">
              Choose another kind or person, widen the days, or clear the filters.
            </EmptyState>
          ) : (
            <EmptyState title="No changes or commands recorded yet">
              Settings and staff changes and commands sent to a table appear here as they happen. Who opened a
              hole-card feed and the antennas’ card reads are left out of this view: choose them, or
              Everything, under Kind.
            </EmptyState>
          )
        }
      />
      {rows.length > 0 ? (
        <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <span className="tabular">
            {rows.length.toLocaleString('en-US')} {rows.length === 1 ? 'entry' : 'entries'} shown
            {nextBefore === null ? ', back to the first' : ''}
          </span>
          {nextBefore !== null || last.isFetching ? (
            <Button
              variant="secondary"
              className="h-8"
              pending={last.isPending}
              onClick={() => nextBefore !== null && setOlder((o) => [...o, nextBefore])}
            >
              Older
            </Button>
          ) : null}
          {last.isError ? (
            <span role="alert" className="text-red-700 dark:text-red-400">
              Older entries could not load: {last.error.message}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
