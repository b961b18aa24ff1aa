/**
 * What an overlay URL asks for (spec §2 routes, our query parameters). The producer pastes the URL into
 * an OBS browser source; everything an overlay shows is chosen here or by Studio through the table's
 * `streamDataManager`.
 *
 *   /overlays/{tableKey}     the in-hand overlay: the table strip, the board, and a view panel
 *   /stream/{tableKey}       the broadcast layout: the same plus the top bar (table, game line, hand, clock)
 *   /stream-pro/{tableKey}   the feature layout: the top bar and one view, large and centred (a stats scene;
 *                            with no view named, see `defaultProViews`)
 *   …-hidden                 the same, never with a hole card (for tables streamed without delay)
 *
 * Query: `key` the overlay link's token · `engine` the engine's ws:// address (default: this host, port
 * 5001) · `view` one view or several separated by commas (they rotate; `none` for no panel) · `rotate`
 * seconds per view (default 15) · `seat` the player of the profile views (default: Studio's featured
 * player) · `deck` `four` (default) or `two` colours.
 */
import type { Player, TableState } from '@railbird/protocol';
import { OVERLAY_VIEWS, type OverlayView, VIEW_TITLES } from '../../lib/overlay-views.js';
import type { Deck } from '../../ui/poker-table/card-face.js';
import { overlayPlayers } from '../../ui/poker-table/table-view.js';
import { earningsRows, notablePlayers, playstyle, strongestHands, vpipRows } from './view-data.js';

export const OVERLAY_LAYOUTS = ['overlays', 'stream', 'stream-pro'] as const;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];

// The view list is shared with Studio, which picks views: it lives in lib/.
export { OVERLAY_VIEWS, type OverlayView, VIEW_TITLES };

/** Other spellings a producer may type: `player-profile`, `hands`, `quadrant`… */
const VIEW_ALIASES: Record<string, OverlayView> = {
  earnings: 'earnings',
  vpip: 'vpip',
  playerprofile: 'playerProfile',
  profile: 'playerProfile',
  handdistribution: 'handDistribution',
  hands: 'handDistribution',
  grid: 'handDistribution',
  playstyle: 'playstyle',
  quadrant: 'playstyle',
  playstylequadrant: 'playstyle',
  strongesthands: 'strongestHands',
  strongest: 'strongestHands',
  notableplayers: 'notablePlayers',
  notable: 'notablePlayers',
};

export function parseView(text: string): OverlayView | null {
  return VIEW_ALIASES[text.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

export interface OverlayConfig {
  layout: OverlayLayout;
  hidden: boolean;
  tableKey: string;
  token: string | null;
  /**
   * The views asked for in the URL, in order; `null` when the URL names none (then Studio's choice
   * applies); empty for `view=none`.
   */
  views: OverlayView[] | null;
  rotateMs: number;
  /** The seat the profile views feature; null to follow Studio's featured player. */
  seat: number | null;
  deck: Deck;
}

export const DEFAULT_ROTATE_MS = 15_000;

/** `overlays-hidden` → {overlays, hidden}; null for a path that is no overlay. */
export function parseOverlayRoute(route: string): { layout: OverlayLayout; hidden: boolean } | null {
  const hidden = route.endsWith('-hidden');
  const layout = hidden ? route.slice(0, -'-hidden'.length) : route;
  return (OVERLAY_LAYOUTS as readonly string[]).includes(layout)
    ? { layout: layout as OverlayLayout, hidden }
    : null;
}

export function overlayConfig(
  route: { layout: OverlayLayout; hidden: boolean },
  tableKey: string,
  search: URLSearchParams,
): OverlayConfig {
  const viewParam = search.get('view') ?? search.get('views');
  let views: OverlayView[] | null = null;
  if (viewParam !== null) {
    views = [];
    for (const part of viewParam.split(',')) {
      const view = parseView(part);
      if (view && !views.includes(view)) views.push(view);
    }
  }
  const rotate = Number(search.get('rotate'));
  const seat = search.get('seat');
  const seatNumber = seat === null || seat.trim() === '' ? Number.NaN : Number(seat);
  return {
    ...route,
    tableKey,
    token: search.get('key') || search.get('token') || null,
    views,
    rotateMs: Number.isFinite(rotate) && rotate >= 3 ? rotate * 1000 : DEFAULT_ROTATE_MS,
    // The URL counts seats from 1, as the room does.
    seat: Number.isInteger(seatNumber) && seatNumber >= 1 && seatNumber <= 10 ? seatNumber - 1 : null,
    deck: search.get('deck') === 'two' ? 'two' : 'four',
  };
}

/** The views to show now: the URL's, else Studio's (`streamDataManager.visibleOverlays`), known ids only. */
export function activeViews(
  config: Pick<OverlayConfig, 'views'>,
  visibleOverlays: readonly string[],
): OverlayView[] {
  if (config.views !== null) return config.views;
  const out: OverlayView[] = [];
  for (const id of visibleOverlays) {
    const view = parseView(id);
    if (view && !out.includes(view)) out.push(view);
  }
  return out;
}

/**
 * The table-wide views a `/stream-pro` page rotates through when neither its URL nor Studio names one,
 * in this order: the leaderboard first (everyone reads it), then how each player plays, then the awards
 * and the hands.
 */
const PRO_DEFAULT_ORDER = ['earnings', 'vpip', 'playstyle', 'notablePlayers', 'strongestHands'] as const;

/**
 * What `/stream-pro/{key}` shows with no `view` in its URL and none chosen in Studio (issue 15: it used to
 * show the top bar over an empty screen). Studio lists the feed as "a stats scene", and a producer who
 * cuts to it without picking a view expects statistics, not a blank: so it rotates through the
 * table-wide views that have something to show right now (a view with no sample would only say "no
 * data yet"). The profile views are left out: they are about one player, a choice the producer makes.
 * With nothing to show yet (the first hands of a session, or a hidden feed, which never gets the
 * starting-hand counts) the page makes the table itself the feature: the strip and the board, which
 * always have something live. `view=none` still means no panel at all: the producer asked for it.
 */
export function defaultProViews(players: readonly Player[]): OverlayView[] {
  const has: Record<(typeof PRO_DEFAULT_ORDER)[number], () => boolean> = {
    earnings: () => earningsRows(players).length > 0,
    vpip: () => vpipRows(players).some((row) => row.percent !== null),
    playstyle: () => playstyle(players).placed.length > 0,
    notablePlayers: () => notablePlayers(players).length > 0,
    strongestHands: () => strongestHands(players).length > 0,
  };
  return PRO_DEFAULT_ORDER.filter((view) => has[view]());
}

/**
 * The views a page shows now: the URL's, else Studio's, else (on `/stream-pro` only) the default
 * rotation above. An empty list on `/stream-pro` means: the table is the feature.
 */
export function pageViews(
  config: Pick<OverlayConfig, 'views' | 'layout'>,
  state: Pick<TableState, 'playerGroup' | 'streamDataManager'>,
): OverlayView[] {
  const views = activeViews(config, state.streamDataManager.visibleOverlays);
  if (views.length > 0 || config.views !== null || config.layout !== 'stream-pro') return views;
  return defaultProViews(overlayPlayers(state.playerGroup.players));
}
