import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from '../../lib/theme.js';
import { useTRPC } from '../../lib/trpc.js';
import { plural, signedMoney } from '../../ui/figures.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { byDay, cumulativeSeries, type SeriesPoint, seriesSummary } from './player-figures.js';

const COLOURS = {
  light: {
    line: '#0f766e',
    grid: '#e4e4e7',
    axis: '#71717a',
    zero: '#a1a1aa',
    tip: '#ffffff',
    tipText: '#18181b',
  },
  dark: {
    line: '#2dd4bf',
    grid: '#27272a',
    axis: '#a1a1aa',
    zero: '#52525b',
    tip: '#18181b',
    tipText: '#f4f4f5',
  },
};

const dateTime = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The player's cumulative result hand by hand (player.earnings: the latest 2,000 hands, running on
 * from the hands before them). Light and dark from the console's theme; for screen readers a one-line
 * summary, and a table by day for anyone who wants the figures.
 */
export function EarningsChart({ playerId }: { playerId: string }) {
  const trpc = useTRPC();
  const { theme } = useTheme();
  const colours = COLOURS[theme];
  const summaryId = useId();
  const earnings = useQuery(trpc.player.earnings.queryOptions({ playerId }));
  const series: SeriesPoint[] = earnings.data
    ? cumulativeSeries(earnings.data.points, earnings.data.earlierHands, earnings.data.earlierNet)
    : [];
  return (
    <Panel
      title="Earnings over time"
      aside={
        earnings.data && earnings.data.earlierHands > 0 ? (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">
            The latest {plural(series.length, 'hand')} of {earnings.data.earlierHands + series.length}
          </span>
        ) : null
      }
    >
      {earnings.isPending ? (
        <LoadingState label="Loading results…" />
      ) : earnings.isError ? (
        <ErrorState
          title="Results could not be loaded"
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
        />
      ) : series.length === 0 ? (
        <EmptyState title="No results yet">
          The line starts with the first hand this player finishes.
        </EmptyState>
      ) : (
        <div className="px-4 pt-3 pb-4">
          <figure aria-labelledby={summaryId} className="m-0">
            <figcaption
              id={summaryId}
              className="tabular text-sm text-zinc-700 dark:text-zinc-300"
              data-testid="earnings-summary"
            >
              Cumulative result: {seriesSummary(series)}
            </figcaption>
            <div className="mt-2 h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={series} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
                  <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="hand"
                    type="number"
                    domain={['dataMin', 'dataMax']}
                    allowDecimals={false}
                    tick={{ fill: colours.axis, fontSize: 11 }}
                    stroke={colours.grid}
                    label={{
                      value: 'Hand',
                      position: 'insideBottomRight',
                      offset: -2,
                      fill: colours.axis,
                      fontSize: 11,
                    }}
                  />
                  <YAxis
                    tickFormatter={(v: number) => signedMoney(v)}
                    tick={{ fill: colours.axis, fontSize: 11 }}
                    stroke={colours.grid}
                    width={56}
                  />
                  <ReferenceLine y={0} stroke={colours.zero} />
                  <Tooltip
                    contentStyle={{
                      background: colours.tip,
                      color: colours.tipText,
                      border: `1px solid ${colours.grid}`,
                      borderRadius: 6,
                      fontSize: 12,
                    }}
                    labelFormatter={(_, payload) => {
                      const p = payload?.[0]?.payload as SeriesPoint | undefined;
                      return p ? `Hand ${p.hand} · ${dateTime(p.at)}` : '';
                    }}
                    formatter={(value, _name, item) => [
                      `${signedMoney(Number(value))} (this hand ${signedMoney((item.payload as SeriesPoint).net)})`,
                      'Total',
                    ]}
                  />
                  <Line
                    type="linear"
                    dataKey="total"
                    stroke={colours.line}
                    strokeWidth={2}
                    dot={series.length <= 40}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
          </figure>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400">
              Show the results as a table
            </summary>
            <table className="mt-2 w-full max-w-xl text-left text-sm">
              <caption className="sr-only">Results by day</caption>
              <thead className="text-xs text-zinc-500 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="py-1.5 pr-4 font-medium">
                    Day
                  </th>
                  <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                    Hands
                  </th>
                  <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                    Result
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    Running total
                  </th>
                </tr>
              </thead>
              <tbody>
                {byDay(series).map((d) => (
                  <tr key={d.day} className="border-t border-zinc-100 dark:border-zinc-800">
                    <td className="tabular py-1.5 pr-4">{d.day}</td>
                    <td className="tabular py-1.5 pr-4 text-right">{d.hands}</td>
                    <td className="tabular py-1.5 pr-4 text-right">{signedMoney(d.net)}</td>
                    <td className="tabular py-1.5 text-right">{signedMoney(d.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
    </Panel>
  );
}
