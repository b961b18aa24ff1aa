import type { LeagueStanding } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../lib/trpc.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { SelectField } from '../../ui/fields.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { moneyText } from './payouts.js';

const columns: Column<LeagueStanding>[] = [
  { header: '#', numeric: true, muted: true, cell: (s) => s.rank },
  {
    header: 'Player',
    emphasis: true,
    cell: (s) => (
      <>
        {s.displayName}
        {s.handle ? (
          <span className="ml-1.5 text-xs text-zinc-500 dark:text-zinc-400">{s.handle}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Points', numeric: true, cell: (s) => Math.round(s.points * 100) / 100 },
  { header: 'Events', numeric: true, cell: (s) => s.events },
  { header: 'Wins', numeric: true, cell: (s) => s.wins },
  { header: 'Cashes', numeric: true, cell: (s) => s.cashes },
  { header: 'Winnings', numeric: true, cell: (s) => moneyText(s.winnings) },
];

/** A league's table by points over its finished events; the leagues are those the events name. */
export function LeagueStandings({
  leagues,
  initial,
}: {
  leagues: readonly string[];
  initial?: string | null;
}) {
  const trpc = useTRPC();
  const [league, setLeague] = useState<string>(initial ?? leagues[0] ?? '');
  useEffect(() => {
    if (!league && leagues[0]) setLeague(leagues[0]);
  }, [league, leagues]);
  const standings = useQuery(trpc.event.standings.queryOptions({ league }, { enabled: league !== '' }));
  return (
    <Panel
      title="League standings"
      aside={
        leagues.length > 1 ? (
          <SelectField
            label="League"
            hideLabel
            className="w-56"
            value={league}
            onValue={setLeague}
            options={leagues.map((l) => ({ value: l, label: l }))}
          />
        ) : leagues.length === 1 ? (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">{leagues[0]}</span>
        ) : null
      }
    >
      {league === '' ? (
        <EmptyState title="No league yet">
          Name a league on an event (New event → League) and its finished events add up here by points.
        </EmptyState>
      ) : standings.isPending ? (
        <LoadingState label="Loading standings…" />
      ) : standings.isError ? (
        <ErrorState
          title="Standings could not be loaded"
          error={standings.error}
          onRetry={() => void standings.refetch()}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={standings.data}
          rowKey={(s) => s.playerId}
          wide
          empty={
            <EmptyState title={`No points in ${league} yet`}>
              Points are given when an event of the league finishes.
            </EmptyState>
          }
        />
      )}
    </Panel>
  );
}
