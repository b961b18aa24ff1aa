/**
 * The feeds a producer hands to OBS or a screen: what each shows, whether it carries hole cards, the
 * size its browser source has, and whether it takes an overlay view. Pure: the Studio panels read it.
 */
import type { OverlayRoute } from '@railbird/protocol';

export interface Feed {
  route: OverlayRoute;
  name: string;
  /** What a producer puts it on: one line. */
  what: string;
  /**
   * `delayed`: carries hole cards, every frame held back by the table's secure delay (the engine's
   * delayed class). `never`: live, never a hole card (the engine's hidden class).
   */
  holeCards: 'delayed' | 'never';
  /** The browser source's size, as OBS loads it. */
  width: number;
  height: number;
  /** Takes `?view=` (the overlay layouts). */
  views: boolean;
}

const HD = { width: 1920, height: 1080 } as const;

export const FEEDS: readonly Feed[] = [
  {
    route: 'overlays',
    name: 'Overlay',
    what: 'The table strip with hole cards and equities, the board and a view panel, over your camera.',
    holeCards: 'delayed',
    ...HD,
    views: true,
  },
  {
    route: 'stream',
    name: 'Stream',
    what: 'The broadcast layout: the overlay plus a top bar with the table, game, hand and clock.',
    holeCards: 'delayed',
    ...HD,
    views: true,
  },
  {
    route: 'stream-pro',
    name: 'Stream pro',
    what: 'A stats scene: the top bar and one view, large and centred.',
    holeCards: 'delayed',
    ...HD,
    views: true,
  },
  {
    route: 'overlays-hidden',
    name: 'Overlay · hidden',
    what: 'The overlay without hole cards, live: for a table streamed with no delay.',
    holeCards: 'never',
    ...HD,
    views: true,
  },
  {
    route: 'stream-hidden',
    name: 'Stream · hidden',
    what: 'The broadcast layout without hole cards, live.',
    holeCards: 'never',
    ...HD,
    views: true,
  },
  {
    route: 'stream-pro-hidden',
    name: 'Stream pro · hidden',
    what: 'The stats scene without hole cards, live.',
    holeCards: 'never',
    ...HD,
    views: true,
  },
  {
    route: 'socialtv',
    name: 'Social TV',
    what: 'A vertical 1080×1920 layout for social clips.',
    holeCards: 'never',
    width: 1080,
    height: 1920,
    views: false,
  },
  {
    route: 'playerAssistance',
    name: 'Player assistance',
    what: 'A screen at the table that helps a new player: whose turn, what to call, hand strength.',
    holeCards: 'never',
    ...HD,
    views: false,
  },
  {
    route: 'table-display',
    name: 'Table display',
    what: 'The room screen at the table: clock, blinds and seats.',
    holeCards: 'never',
    ...HD,
    views: false,
  },
  {
    route: 'tournamenttv',
    name: 'Tournament TV',
    what: 'The room’s tournament clock: time left, blinds, next level and break, players, prize pool and payouts.',
    holeCards: 'never',
    ...HD,
    views: false,
  },
  {
    route: 'tournamenttv-first',
    name: 'Tournament TV · feature table',
    what: 'The tournament clock with the feature table’s players and stacks (never their cards).',
    holeCards: 'never',
    ...HD,
    views: false,
  },
  {
    route: 'tournamenttv-flipped',
    name: 'Tournament TV · flipped',
    what: 'The tournament clock turned 180°, for a screen mounted upside down.',
    holeCards: 'never',
    ...HD,
    views: false,
  },
  {
    route: 'countdown',
    name: 'Countdown',
    what: 'A room screen counting down to the start time given with the link, else to the table’s timer or event clock.',
    holeCards: 'never',
    ...HD,
    views: false,
  },
];

export function feedOf(route: string): Feed | null {
  return FEEDS.find((f) => f.route === route) ?? null;
}

/** How a feed goes out now, in a few words, and how a producer should read it. */
export function airLine(
  feed: Pick<Feed, 'holeCards'>,
  delaySeconds: number | null,
): { text: string; tone: 'delayed' | 'live' | 'warning' | 'unknown' } {
  if (feed.holeCards === 'never') return { text: 'Live · no hole cards', tone: 'live' };
  if (delaySeconds === null) return { text: 'Delay unknown · table not connected', tone: 'unknown' };
  if (delaySeconds === 0) return { text: 'No delay · hole cards live', tone: 'warning' };
  return { text: `Delayed ${formatSeconds(delaySeconds)} · hole cards`, tone: 'delayed' };
}

/** `45 s`, `2 min`, `2 min 30 s`, `30 min`: a delay or a wait as a producer says it. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return rest === 0 ? `${m} min` : `${m} min ${rest} s`;
}

/** `1:02:03` or `12:03`: a running stream or recording. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
