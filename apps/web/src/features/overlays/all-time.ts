/**
 * One identity everywhere (issue 16): a seat whose player checked in (`uid`, the server's player id)
 * shows that player's picture and all-time statistics from the server (`overlay.allTimeStats`, proven
 * by the overlay link's own token); anyone else, a checked-in player before their first hand, or
 * everyone when the server does not answer, shows the session figures of the table state. Every figure
 * says which it is (UI.md "honest numbers").
 */
import {
  type Analytics,
  type OverlayAllTimeStats,
  type Player,
  type TableState,
  transformer,
} from '@railbird/protocol';
import { plural } from '../../ui/figures.js';

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

/** What the server answered of one checked-in player: all-time figures (null before any hand), picture. */
export interface AllTimeEntry {
  analytics: Analytics | null;
  profileUrl: string | null;
}

/** The server's answer by player id (`uid`); `null` when it did not answer. */
export type AllTimeAnswer = ReadonlyMap<string, AllTimeEntry>;

/**
 * The table with each checked-in seat's picture from the server where the table state has none (the
 * engine never learns a check-in photo): what the table strip shows. Nothing else changes.
 */
export function withPictures(state: TableState, allTime: AllTimeAnswer | null): TableState {
  if (!allTime || allTime.size === 0) return state;
  const players = state.playerGroup.players.map((p) => {
    const picture = p.uid && !p.profileUrl ? allTime.get(p.uid)?.profileUrl : null;
    return picture ? { ...p, profileUrl: picture } : p;
  });
  return { ...state, playerGroup: { ...state.playerGroup, players } };
}

/**
 * The table as the views show it: each checked-in seat with the server's picture where the table state
 * has none, and its all-time figures (`statsSource` `allTime`) when the server has some; every other
 * seat keeps its session figures (`session`), a checked-in player before their first hand included.
 * Without an answer (`null`: the server unreachable, the link refused) every seat is a session one.
 */
export function withAllTime(state: TableState, allTime: AllTimeAnswer | null): TableState {
  const pictured = withPictures(state, allTime);
  const players = pictured.playerGroup.players.map((p): OverlayPlayer => {
    const all = p.uid ? allTime?.get(p.uid)?.analytics : null;
    return all ? { ...p, analytics: all, statsSource: 'allTime' } : { ...p, statsSource: 'session' };
  });
  return { ...pictured, playerGroup: { ...pictured.playerGroup, players } };
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
): Promise<Map<string, AllTimeEntry>> {
  const query = encodeURIComponent(JSON.stringify(transformer.serialize(input)));
  const response = await fetchImpl(`/api/trpc/overlay.allTimeStats?input=${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`overlay.allTimeStats answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: unknown } };
  const data = transformer.deserialize(body.result?.data as never) as OverlayAllTimeStats | undefined;
  if (!data || !Array.isArray(data.players)) throw new Error('overlay.allTimeStats answered no players');
  return new Map(
    data.players.map((p) => [
      p.playerId,
      { analytics: p.analytics ?? null, profileUrl: p.profileUrl ?? null },
    ]),
  );
}
