/**
 * The reports page's shared pieces: the chart colours of each theme, a section's CSV button, a
 * query's loading and error states, a figure tile, and a chart beside its figures.
 */
import type { ReactNode } from 'react';
import { downloadText } from '../../lib/download.js';
import { useTheme } from '../../lib/theme.js';
import { Button } from '../../ui/button.js';
import { EmptyState, ErrorState, LoadingState } from '../../ui/page.js';
import { type CsvValue, csvFileName, csvOf, type DayRange } from './report-figures.js';

export const EMPTY_RANGE = (
  <EmptyState title="No hands in this range">
    Hands appear here once a table finishes them; pick another range or another table.
  </EmptyState>
);

const COLOURS = {
  light: {
    bar: '#0f766e',
    second: '#5eead4',
    win: '#15803d',
    loss: '#b91c1c',
    grid: '#e4e4e7',
    axis: '#71717a',
    tip: '#ffffff',
    tipText: '#18181b',
  },
  dark: {
    bar: '#2dd4bf',
    second: '#115e59',
    win: '#4ade80',
    loss: '#f87171',
    grid: '#27272a',
    axis: '#a1a1aa',
    tip: '#18181b',
    tipText: '#f4f4f5',
  },
};

export type Colours = (typeof COLOURS)['light'];

export function useColours(): Colours {
  return COLOURS[useTheme().theme];
}

/** Saves `text` as a file in the browser: the report is already here, so no second trip to the server. */
function download(name: string, text: string) {
  downloadText(text, name, 'text/csv;charset=utf-8', 1000);
}

export function CsvButton({
  section,
  label,
  range,
  tableKey,
  header,
  rows,
}: {
  section: string;
  label: string;
  range: DayRange;
  tableKey: string | null;
  header: readonly string[];
  rows: ReadonlyArray<readonly CsvValue[]> | undefined;
}) {
  return (
    <Button
      variant="secondary"
      className="h-7 px-2.5 text-xs"
      disabled={!rows}
      aria-label={`Export ${label} as CSV`}
      onClick={() => rows && download(csvFileName(section, range, tableKey), csvOf(header, rows))}
    >
      Export CSV
    </Button>
  );
}

/** A query's loading and error states around what it shows when it has data. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={`Loading ${what}…`} />;
  if (query.isError || query.data === undefined)
    return (
      <ErrorState
        title={`The ${what} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

export function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</p>
      <p className="tabular mt-1 text-2xl font-semibold tracking-tight" data-testid={`tile-${label}`}>
        {value}
      </p>
      {note ? <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{note}</p> : null}
    </div>
  );
}

/** Every chart's axes: small ticks in the axis colour, lines in the grid's. */
export const axisLook = (c: Colours) => ({ tick: { fill: c.axis, fontSize: 11 }, stroke: c.grid });

/** Every chart's tooltip: a box in the theme's colours, the hovered band shaded like the grid. */
export const tooltipLook = (c: Colours) => ({
  contentStyle: {
    background: c.tip,
    color: c.tipText,
    border: `1px solid ${c.grid}`,
    borderRadius: 6,
    fontSize: 12,
  },
  cursor: { fill: c.grid },
});

/** A chart on the left and its figures in a table on the right (stacked on a narrow screen). */
export function ChartAndTable({
  chart,
  table,
  label,
  wideTable = false,
}: {
  chart: ReactNode;
  table: ReactNode;
  label: string;
  /** The table has many columns (players): it gets the larger share. */
  wideTable?: boolean;
}) {
  return (
    <div className={`grid gap-4 p-4 ${wideTable ? 'lg:grid-cols-[2fr_3fr]' : 'lg:grid-cols-[3fr_2fr]'}`}>
      <figure className="m-0 h-64 min-w-0" aria-label={label} data-testid="report-chart">
        {chart}
      </figure>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`${label}: the figures`}
        className="max-h-64 overflow-y-auto rounded-md border border-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-zinc-800"
      >
        {table}
      </section>
    </div>
  );
}
