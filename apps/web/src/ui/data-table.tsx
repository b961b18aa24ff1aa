import type { ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A figure people compare down the column: right-aligned, with tabular figures (UI.md). */
  numeric?: boolean;
  /** Tabular figures without the right alignment: phone numbers, dates, state names beside figures. */
  tabular?: boolean;
  /** A key, an address or a mode: monospace, one size down. */
  mono?: boolean;
  /** What names the row (the player, the table): medium weight. */
  emphasis?: boolean;
  /** Secondary facts: the quieter text colour. */
  muted?: boolean;
  /** Classes a cell takes from its row, such as green for a win and red for a loss. */
  tone?: (row: Row) => string;
}

// Every class is written out in full so that Tailwind finds it in this file.
function headerClass<Row>(column: Column<Row>, first: boolean): string {
  return ['py-2 pr-4', first && 'pl-4', column.numeric && 'text-right', 'font-medium']
    .filter(Boolean)
    .join(' ');
}

function cellClass<Row>(column: Column<Row>, first: boolean, row: Row): string {
  return [
    (column.numeric || column.tabular) && 'tabular',
    'py-2.5 pr-4',
    first && 'pl-4',
    column.numeric && 'text-right',
    column.emphasis && 'font-medium',
    column.mono && 'font-mono text-xs',
    column.muted && 'text-zinc-600 dark:text-zinc-400',
    column.tone?.(row),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The console's table of rows people compare (UI.md: tables of data over cards of data), flush with
 * the edges of the {@link Panel} it sits in. With no rows it shows `empty` instead (UI.md: an empty
 * list says how to fill it), so the table never stands there with headers and nothing under them.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  unavailable,
  wide = false,
  label,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What shows instead of the table when there are no rows: an {@link EmptyState}. */
  empty: ReactNode;
  /**
   * A row whose figures cannot be shown (its table is not connected): the first cell, then this
   * one line across the other columns. Return null or undefined for a row that has its figures.
   */
  unavailable?: (row: Row) => ReactNode;
  /** Many columns: scroll sideways inside the panel on a narrow screen rather than overflow it. */
  wide?: boolean;
  /** The table's accessible name, when a page has more than one table (screen readers, tests). */
  label?: string;
}) {
  if (rows.length === 0) return <>{empty}</>;
  const table = (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead className="text-xs text-zinc-500 dark:text-zinc-400">
        <tr>
          {columns.map((column, i) => (
            <th key={column.header} scope="col" className={headerClass(column, i === 0)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const note = unavailable?.(row);
          const shown = note == null ? columns : columns.slice(0, 1);
          return (
            <tr key={rowKey(row)} className="border-t border-zinc-100 dark:border-zinc-800">
              {shown.map((column, i) => (
                <td key={column.header} className={cellClass(column, i === 0, row)}>
                  {column.cell(row)}
                </td>
              ))}
              {note == null ? null : (
                <td colSpan={columns.length - 1} className="py-2.5 pr-4 text-zinc-500 dark:text-zinc-400">
                  {note}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return wide ? <div className="overflow-x-auto">{table}</div> : table;
}
