import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../lib/query-client.js';
import { useTRPC } from '../../lib/trpc.js';
import { Button } from '../../ui/button.js';
import { EmptyState, ErrorState, LoadingState, Panel } from '../../ui/page.js';
import { EarningsChart } from './earnings-chart.js';
import { MergePlayer } from './merge-player.js';
import { EditPlayerDialog, PlayerProfile } from './player-profile.js';
import { PlayerStatistics } from './player-stats.js';
import { RecentHands } from './recent-hands.js';
import { StartingHands } from './starting-hands.js';

/** The player page's address. */
export const playerPageHref = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;

function BackToPlayers() {
  return (
    <Link
      to="/players"
      className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
    >
      ← All players
    </Link>
  );
}

/**
 * /players/{id} (issue 16): the profile with its edit, all-time statistics by game and by event with
 * their samples, the earnings line, the spec §5 starting-hand table and the recent hands; managers
 * merge a duplicate record into this one.
 */
export function PlayerPage({ playerId, canMerge }: { playerId: string; canMerge: boolean }) {
  const trpc = useTRPC();
  const record = useQuery(trpc.player.get.queryOptions({ playerId }));
  const overview = useQuery(trpc.player.overview.queryOptions({ playerId }));
  const [editing, setEditing] = useState(false);

  if (record.isPending) return <LoadingState label="Loading the player…" />;
  if (record.isError) {
    const code = errorCode(record.error);
    return (
      <div className="flex flex-col gap-4">
        <BackToPlayers />
        <Panel>
          {code === 'NOT_FOUND' ? (
            <EmptyState title="This player is not in the directory">
              The record may have been merged into another one. Find the player in the directory.
            </EmptyState>
          ) : code === 'FORBIDDEN' ? (
            <EmptyState title="Not available to you">
              Player records are for STAFF and above at the location they belong to.
            </EmptyState>
          ) : (
            <ErrorState
              title="The player could not be loaded"
              error={record.error}
              onRetry={() => void record.refetch()}
            />
          )}
        </Panel>
      </div>
    );
  }
  const player = record.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToPlayers />
      <PlayerProfile
        player={player}
        handsPlayed={overview.data?.all?.handsPlayed ?? null}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <MergePlayer keep={player} canMerge={canMerge} />
          </>
        }
      />
      {editing ? <EditPlayerDialog player={player} open onClose={() => setEditing(false)} /> : null}
      {overview.isPending ? (
        <Panel title="Statistics">
          <LoadingState label="Loading statistics…" />
        </Panel>
      ) : overview.isError ? (
        <Panel title="Statistics">
          <ErrorState
            title="Statistics could not be loaded"
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        </Panel>
      ) : (
        <PlayerStatistics overview={overview.data} name={player.displayName} />
      )}
      {overview.data?.all ? (
        <>
          <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <EarningsChart playerId={playerId} />
            <StartingHands playerId={playerId} variations={overview.data.variations.map((v) => v.key)} />
          </div>
          <RecentHands playerId={playerId} name={player.displayName} />
        </>
      ) : overview.data ? (
        <RecentHands playerId={playerId} name={player.displayName} />
      ) : null}
    </div>
  );
}
