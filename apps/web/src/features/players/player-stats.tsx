import { VARIATION_INFO } from '@railbird/protocol';
import type { RouterOutputs } from '../../lib/trpc.js';
import { plural, signedMoney } from '../../ui/figures.js';
import { EmptyState, Panel } from '../../ui/page.js';
import { type Figure, STAT_COLUMNS, type StatsLike } from './player-figures.js';

type Overview = RouterOutputs['player']['overview'];
type StatsRow = NonNullable<Overview['all']>;

function FigureCell({ figure }: { figure: Figure }) {
  return (
    <td className="py-2 pr-4 text-right align-top">
      <span
        className={`tabular block ${figure.enough ? '' : 'text-zinc-500 dark:text-zinc-400'}`}
        title={figure.enough ? undefined : 'Small sample'}
      >
        {figure.value}
      </span>
      <span className="tabular block text-[11px] text-zinc-500 dark:text-zinc-400">{figure.sample}</span>
    </td>
  );
}

const variationName = (code: string) =>
  code in VARIATION_INFO
    ? ((VARIATION_INFO as Record<string, { shortCode?: string }>)[code]?.shortCode ?? code)
    : code;

function StatsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: Array<{ key: string; label: string; stats: StatsLike; note?: string }>;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-zinc-500 dark:text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-4 pl-4 font-medium">
              {caption.startsWith('By event') ? 'Event' : 'Game'}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Hands
            </th>
            {STAT_COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-4 text-right font-medium">
                <abbr title={c.title} className="no-underline">
                  {c.label}
                </abbr>
              </th>
            ))}
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Earnings
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-zinc-100 dark:border-zinc-800">
              <th scope="row" className="py-2 pr-4 pl-4 text-left align-top font-medium">
                {row.label}
                {row.note ? (
                  <span className="block text-[11px] font-normal text-zinc-500 dark:text-zinc-400">
                    {row.note}
                  </span>
                ) : null}
              </th>
              <td className="tabular py-2 pr-4 text-right align-top">{row.stats.handsPlayed}</td>
              {STAT_COLUMNS.map((c) => (
                <FigureCell key={c.key} figure={c.figure(row.stats)} />
              ))}
              <td
                className={`tabular py-2 pr-4 text-right align-top ${row.stats.earnings > 0 ? 'text-emerald-700 dark:text-emerald-400' : row.stats.earnings < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
              >
                {signedMoney(row.stats.earnings)}
                <span className="block text-[11px] text-zinc-500 dark:text-zinc-400">
                  {plural(row.stats.handsPlayed, 'hand')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const dateOnly = (value: Date | string) =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * All-time statistics, then by variation and by event: every figure above the sample it rests on, a
 * small sample muted and written as its count (as the overlays do).
 */
export function PlayerStatistics({ overview, name }: { overview: Overview; name: string }) {
  if (!overview.all) {
    return (
      <Panel title="Statistics">
        <EmptyState title={`No hands for ${name} yet`}>
          Statistics start with the first hand this record plays: check {name} in at a table (or seat them
          from Table Manager with this player record) and every hand they finish is counted here.
        </EmptyState>
      </Panel>
    );
  }
  const all = overview.all as StatsRow;
  const rows = [
    {
      key: 'all',
      label: 'All games',
      stats: all.analytics,
      note: `${dateOnly(all.firstHandAt)} – ${dateOnly(all.lastHandAt)}`,
    },
    ...overview.variations.map((v) => ({
      key: `v:${v.key}`,
      label: variationName(v.key),
      stats: v.analytics,
    })),
  ];
  return (
    <Panel
      title="Statistics"
      aside={
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          Muted figures rest on fewer than 10 chances (bb/100: 100 hands)
        </span>
      }
    >
      <StatsTable caption="All time and by game" rows={rows} />
      <div className="border-t border-zinc-200 dark:border-zinc-800">
        <h3 className="px-4 pt-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          By event
        </h3>
        {overview.events.length === 0 ? (
          <p className="px-4 pt-1 pb-3 text-sm text-zinc-600 dark:text-zinc-400">
            No event hands yet: hands dealt while a table runs an event are counted per event.
          </p>
        ) : (
          <StatsTable
            caption="By event"
            rows={overview.events.map((e) => ({
              key: `e:${e.key}`,
              label: e.eventName ?? 'A removed event',
              stats: e.analytics,
              note: dateOnly(e.firstHandAt),
            }))}
          />
        )}
      </div>
    </Panel>
  );
}
