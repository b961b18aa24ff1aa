import type { AuditKind } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentAdmin } from '../../lib/admin.js';
import { useTRPC } from '../../lib/trpc.js';
import { useNow } from '../../lib/use-now.js';
import { Button } from '../../ui/button.js';
import { type AuditEntry, describeEntry, exactTime, relativeTime } from './history.js';

const PAGE = 20;
/** The table's history is what people did: the antennas' reads and who opened a feed are in the audit log. */
const NOT_HISTORY: AuditKind[] = ['card.read', 'feed.opened'];
/** The newest page follows the table while the panel is open; older pages do not change. */
const REFRESH_MS = 10_000;

/**
 * The table's audit record (docs/decisions/006-audit-record.md), newest first: who changed its
 * settings or sent it a command, what, when, and each field before → after. A page at a time;
 * "Older" asks for the page below the last one shown.
 */
export function HistoryPanel({ tableKey }: { tableKey: string }) {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const now = useNow(30_000);
  return (
    <section
      aria-label="History"
      className="flex min-h-0 flex-col rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      data-testid="history"
    >
      <div className="flex items-baseline justify-between gap-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <h2 className="text-sm font-semibold">History</h2>
        <FullLogLink tableKey={tableKey} />
      </div>
      <ol className="max-h-[28rem] divide-y divide-zinc-200 overflow-y-auto dark:divide-zinc-800">
        {cursors.map((before, index) => (
          <HistoryPage
            key={before ?? 'newest'}
            tableKey={tableKey}
            before={before}
            now={now}
            last={index === cursors.length - 1}
            onOlder={(next) => setCursors((c) => [...c, next])}
          />
        ))}
      </ol>
    </section>
  );
}

/** The location's ADMINs also read the table's card reads and feed openings, in the audit log. */
function FullLogLink({ tableKey }: { tableKey: string }) {
  const admin = useCurrentAdmin();
  if (admin.data?.adminType !== 'ADMIN') return null;
  return (
    <Link
      to={`/audit?table=${encodeURIComponent(tableKey)}`}
      className="rounded text-xs font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
    >
      Full audit log
    </Link>
  );
}

function HistoryPage({
  tableKey,
  before,
  now,
  last,
  onOlder,
}: {
  tableKey: string;
  before: number | undefined;
  now: number;
  last: boolean;
  onOlder: (before: number) => void;
}) {
  const trpc = useTRPC();
  const page = useQuery(
    trpc.audit.list.queryOptions(
      { tableKey, limit: PAGE, excludeKinds: NOT_HISTORY, ...(before === undefined ? {} : { before }) },
      before === undefined ? { refetchInterval: REFRESH_MS } : { staleTime: Number.POSITIVE_INFINITY },
    ),
  );
  if (page.isPending) return <Note>Loading the table’s history…</Note>;
  if (page.isError)
    return (
      <Note tone="error">
        {page.error.data?.code === 'FORBIDDEN'
          ? 'Only staff and above read the table’s history.'
          : `The history could not load: ${page.error.message}`}
      </Note>
    );
  const { entries, nextBefore } = page.data;
  return (
    <>
      {entries.length === 0 && before === undefined ? (
        <Note>Nothing recorded yet: settings changes and operator commands appear here.</Note>
      ) : null}
      {entries.map((entry) => (
        <HistoryItem key={entry.seq} entry={entry} now={now} />
      ))}
      {last && nextBefore !== null ? (
        <li className="p-2">
          <Button variant="secondary" className="w-full" onClick={() => onOlder(nextBefore)}>
            Older
          </Button>
        </li>
      ) : null}
    </>
  );
}

function HistoryItem({ entry, now }: { entry: AuditEntry; now: number }) {
  const words = describeEntry(entry);
  return (
    <li className="flex flex-col gap-1 px-4 py-2 text-sm" data-testid="history-entry">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 font-semibold">{words.what}</p>
        <time
          dateTime={entry.at.toISOString()}
          title={exactTime(entry.at)}
          className="shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400"
        >
          {relativeTime(entry.at, now)}
        </time>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {words.who} · {exactTime(entry.at)}
        {entry.source === 'engine' ? ' · at the table' : ''}
      </p>
      {words.changes.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          {words.changes.map((c) => (
            <div key={c.path} className="contents">
              <dt className="text-zinc-500 dark:text-zinc-400">{c.label}</dt>
              <dd className="tabular-nums break-words">
                <span className="text-zinc-500 line-through decoration-zinc-400/60 dark:text-zinc-400">
                  {c.before}
                </span>
                <span aria-hidden="true" className="px-1 text-zinc-400">
                  →
                </span>
                <span className="sr-only"> to </span>
                <span className="font-medium">{c.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function Note({ children, tone }: { children: string; tone?: 'error' }) {
  return (
    <li
      className={`px-4 py-3 text-sm ${tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-zinc-600 dark:text-zinc-400'}`}
    >
      {children}
    </li>
  );
}
