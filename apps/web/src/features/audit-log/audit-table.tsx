import {
  type AuditEntry,
  describeEntry,
  exactTime,
  type FieldChange,
  relativeTime,
} from '../../lib/audit-words.js';
import { type Column, DataTable } from '../../ui/data-table.js';

/** The changed fields shown under an entry's title; the rest are counted. */
const SHOWN_CHANGES = 3;

export interface AuditRow {
  entry: AuditEntry;
  who: string;
  type: string | null;
  what: string;
  changes: FieldChange[];
}

/** An entry as a row says it: the History's wording (lib/audit-words.ts), the name and type apart. */
export function auditRow(entry: AuditEntry): AuditRow {
  const words = describeEntry(entry);
  const name = entry.actor.name || (entry.source === 'engine' ? 'The engine' : 'Someone');
  return { entry, who: name, type: entry.actor.type, what: words.what, changes: words.changes };
}

/**
 * A field as the row says it: before → after for a change; only the value a creation set or a removal
 * took away (its title says which), not a dash on the other side.
 */
export function changeText(entry: AuditEntry, change: FieldChange): string {
  if (entry.before === null) return change.after;
  if (entry.after === null) return change.before;
  return `${change.before} → ${change.after}`;
}

/** Where an entry came from: the console, or the table's engine (commands, reads, feeds). */
export const sourceText = (source: AuditEntry['source']) =>
  source === 'engine' ? 'Table engine' : 'Console';

/**
 * The log's entries, newest first: number, when (relative and exact to the second), who (name and
 * admin type as they were), the table, what in the room's words with the fields it changed, and where
 * it came from.
 */
export function AuditTable({
  rows,
  now,
  tableName,
  empty,
}: {
  rows: readonly AuditRow[];
  now: number;
  /** A table's name by key (a removed table keeps its key). */
  tableName: (key: string) => string;
  empty: React.ReactNode;
}) {
  const columns: Column<AuditRow>[] = [
    { header: 'No.', numeric: true, muted: true, cell: (r) => r.entry.seq },
    {
      header: 'When',
      tabular: true,
      cell: (r) => (
        <time dateTime={r.entry.at.toISOString()} className="flex flex-col whitespace-nowrap">
          <span>{relativeTime(r.entry.at, now)}</span>
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{exactTime(r.entry.at)}</span>
        </time>
      ),
    },
    {
      header: 'Who',
      cell: (r) => (
        <span className="flex items-center gap-1.5 whitespace-nowrap">
          <span className="font-medium">{r.who}</span>
          {r.type ? (
            <span className="rounded bg-zinc-100 px-1.5 text-[11px] leading-4 font-medium tracking-wide text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
              {r.type}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Table',
      cell: (r) =>
        r.entry.tableKey ? (
          tableName(r.entry.tableKey)
        ) : (
          <span className="text-zinc-500 dark:text-zinc-400">Location</span>
        ),
    },
    {
      header: 'What',
      cell: (r) => (
        <span className="flex min-w-[28rem] flex-col gap-0.5">
          <span>{r.what}</span>
          {r.changes.length > 0 ? (
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {r.changes.slice(0, SHOWN_CHANGES).map((c, i) => (
                <span key={c.path} className="tabular">
                  {i > 0 ? ' · ' : ''}
                  {c.label}: {changeText(r.entry, c)}
                </span>
              ))}
              {r.changes.length > SHOWN_CHANGES ? ` · ${r.changes.length - SHOWN_CHANGES} more` : ''}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Source',
      muted: true,
      cell: (r) => <span className="whitespace-nowrap">{sourceText(r.entry.source)}</span>,
    },
  ];
  return (
    <DataTable
      label="Audit log entries"
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.entry.seq)}
      empty={empty}
      wide
    />
  );
}
