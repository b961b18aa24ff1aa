/**
 * One identity everywhere (issue 16): a seat whose player checked in (`uid`, the server's player id)
 * shows that player's all-time statistics from the server (`overlay.allTimeStats`, proven by the
 * overlay link's own token); anyone else, or everyone when the server does not answer, shows the
 * session figures of the table state. Every figure says which it is (UI.md "honest numbers").
 */
import {
  type Analytics,
  type OverlayAllTimeStats,
  type Player,
  type TableState,
  transformer,
} from '@railbird/protocol';
import { plural } from '../../ui/poker-table/table-view.js';

export type StatsSource = 'allTime' | 'session';

/** A seated player as the views read them: the figures shown, and where they come from. */
export type OverlayPlayer = Player & { statsSource?: StatsSource };

/** Refetched this often, and whenever the seated checked-in players change. */
export const ALL_TIME_REFRESH_MS = 60_000;
/** The server answers at most this many players per call (a full ring). */
const MAX_IDS = 10;

/** The checked-in players seated, sorted and unique: the question to ask the server (and its cache key). */
export function seatedUids(state: TableState | null): string[] {
  if (!state) return [];
  const uids = new Set<string>();
  for (const p of state.playerGroup.players) if (p.uid && !p.isHidden) uids.add(p.uid);
  return [...uids].sort().slice(0, MAX_IDS);
}

/**
 * The table with each checked-in seat the server answered showing its all-time figures (`statsSource`
 * `allTime`); every other seat keeps its session figures (`session`). Without an answer (`null`: the
 * server unreachable, the link refused) every seat is a session one.
 */
export function withAllTime(state: TableState, allTime: ReadonlyMap<string, Analytics> | null): TableState {
  const players = state.playerGroup.players.map((p): OverlayPlayer => {
    const all = p.uid ? allTime?.get(p.uid) : undefined;
    return all ? { ...p, analytics: all, statsSource: 'allTime' } : { ...p, statsSource: 'session' };
  });
  return { ...state, playerGroup: { ...state.playerGroup, players } };
}

export function sourceOf(player: OverlayPlayer | { statsSource?: StatsSource | undefined }): StatsSource {
  return ('statsSource' in player ? player.statsSource : undefined) ?? 'session';
}

/** What a player's figures rest on: "All-time · 412 hands", or "This session". */
export function statsLabel(source: StatsSource, hands: number): string {
  return source === 'allTime' ? `All-time · ${plural(hands, 'hand')}` : 'This session';
}

/** A list view's subtitle: whose figures it shows. */
export function sourcesLine(
  players: readonly (OverlayPlayer | { statsSource?: StatsSource | undefined })[],
): string {
  const all = players.filter((p) => sourceOf(p) === 'allTime').length;
  if (all === 0) return 'This session';
  if (all === players.length) return 'All-time';
  return 'All-time for checked-in players, this session for others';
}

/**
 * Asks the server at the page's own origin (overlays are served by it; `engine=` names only the
 * engine): a GET of the tRPC procedure, superjson as the server speaks. Throws when it does not answer.
 */
export async function fetchAllTime(
  input: { key: string; tableKey: string; playerIds: string[] },
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, Analytics>> {
  const query = encodeURIComponent(JSON.stringify(transformer.serialize(input)));
  const response = await fetchImpl(`/api/trpc/overlay.allTimeStats?input=${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`overlay.allTimeStats answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: unknown } };
  const data = transformer.deserialize(body.result?.data as never) as OverlayAllTimeStats | undefined;
  if (!data || !Array.isArray(data.players)) throw new Error('overlay.allTimeStats answered no players');
  return new Map(data.players.map((p) => [p.playerId, p.analytics]));
}
