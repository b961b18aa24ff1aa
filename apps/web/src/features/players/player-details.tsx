import { formatPhone } from '@railbird/protocol';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorCode } from '../../lib/query-client.js';
import { useTRPC } from '../../lib/trpc.js';
import { Dialog } from '../../ui/dialog.js';
import { ErrorState, LoadingState } from '../../ui/page.js';

/** The search parameter that names the open player, so a player's card is a link and Back closes it. */
export const PLAYER_PARAM = 'player';

/** The open player's id (from `?player=`), and how to open and close one. */
export function useOpenPlayer(): {
  playerId: string | null;
  open: (playerId: string) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const playerId = params.get(PLAYER_PARAM);
  return {
    playerId,
    open: (id) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set(PLAYER_PARAM, id);
        return next;
      }),
    close: () =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete(PLAYER_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}

const dateTime = (value: Date) =>
  value.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Two letters for a player without a picture. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function PlayerAvatar({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-7 text-[11px]' : 'size-16 text-lg';
  return src ? (
    <img src={src} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-zinc-200 font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200`}
    >
      {initialsOf(name)}
    </span>
  );
}

/**
 * One player's record as the location holds it (player.get), opened from a row of the directory or
 * a seat: picture, name, handle, phone, bio and when they were first and last written. Issue 16
 * builds the full player page; this is the record itself, never a stand-in.
 */
export function PlayerDetails({
  playerId,
  onClose,
  fallbackName,
}: {
  playerId: string | null;
  onClose: () => void;
  /** The name the row showed, as the title while the record loads. */
  fallbackName?: string;
}) {
  const trpc = useTRPC();
  const record = useQuery(
    trpc.player.get.queryOptions({ playerId: playerId ?? '' }, { enabled: playerId !== null }),
  );
  const player = record.data;
  return (
    <Dialog
      open={playerId !== null}
      onClose={onClose}
      wide
      title={player?.displayName ?? fallbackName ?? 'Player'}
      description={player ? (player.handle ?? 'No handle') : undefined}
    >
      {record.isPending ? (
        <LoadingState label="Loading the player…" />
      ) : record.isError ? (
        <ErrorState
          title={
            errorCode(record.error) === 'NOT_FOUND'
              ? 'This player is not in the directory'
              : 'The player could not be loaded'
          }
          error={record.error}
          onRetry={() => void record.refetch()}
        />
      ) : player ? (
        <div className="flex gap-5" data-testid="player-details">
          <PlayerAvatar name={player.displayName} src={player.profileUrl} />
          <dl className="grid min-w-0 flex-1 grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-zinc-500 dark:text-zinc-400">Phone</dt>
            <dd className="tabular">
              {player.phone ? (
                <a
                  href={`tel:${player.phone}`}
                  className="text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
                >
                  {formatPhone(player.phone)}
                </a>
              ) : (
                <span className="text-zinc-500 dark:text-zinc-400">None on file</span>
              )}
            </dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Bio</dt>
            <dd className="whitespace-pre-wrap">
              {player.bio ?? <span className="text-zinc-500 dark:text-zinc-400">None</span>}
            </dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Known since</dt>
            <dd className="tabular">{dateTime(new Date(player.createdAt))}</dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Last changed</dt>
            <dd className="tabular">{dateTime(new Date(player.updatedAt))}</dd>
            <dd className="col-span-2 pt-2">
              <Link
                to={`/players/${encodeURIComponent(player.id)}`}
                className="font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
              >
                Open the player page — statistics, earnings and hands
              </Link>
            </dd>
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}
