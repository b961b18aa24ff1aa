/**
 * What LiveKit's RoomComposite egress passes our template (`/livekit/template`), and our own overlay
 * on top of it. The egress opens the page with `url` (the LiveKit server), `token` (an access token
 * that joins the room as a hidden recorder) and `layout`; we add `overlay`, the path of one of our
 * overlays, drawn over the cameras in an iframe. Pure and tested.
 *
 * Only a same-origin relative path to one of our overlay routes is accepted as `overlay`: the
 * recording must never carry someone else's page (or one of ours that is not an overlay).
 */
import { OVERLAY_ROUTES } from '@railbird/protocol';

/** The routes an overlay may name: every overlay link route (spec §2), the countdown without a table. */
export const TEMPLATE_OVERLAY_ROUTES: readonly string[] = Object.keys(OVERLAY_ROUTES);

/** How the cameras are laid out: LiveKit's layout names (`grid`, `speaker`, `single-speaker`, `…-light`). */
export type TemplateLayout = 'grid' | 'speaker' | 'single-speaker';

export type OverlayChoice =
  | { kind: 'none' }
  | { kind: 'ok'; path: string }
  | { kind: 'refused'; given: string; reason: string };

export interface TemplateQuery {
  /** The room to join; null when the egress did not pass one. */
  room: { url: string; token: string } | null;
  /** Why there is no room, in words for whoever opened the page. */
  noRoom: string | null;
  layout: TemplateLayout;
  overlay: OverlayChoice;
}

/** LiveKit's layout name to ours: the `-light`/`-dark` variants lay out the same. */
export function parseLayout(value: string | null): TemplateLayout {
  const name = (value ?? '').trim().toLowerCase();
  if (name.startsWith('single-speaker')) return 'single-speaker';
  if (name.startsWith('speaker')) return 'speaker';
  return 'grid';
}

function parseServerUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return ['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol) ? value : null;
  } catch {
    return null;
  }
}

/**
 * `overlay` checked: a path on this site (`/stream-hidden/demo-1?key=…`) to one of our overlay routes.
 * A full URL, a protocol-relative `//host`, a backslash trick or any other page is refused.
 */
export function validateOverlay(value: string | null, origin: string): OverlayChoice {
  if (value === null || value.trim() === '') return { kind: 'none' };
  const given = value.trim();
  const example = '/stream-hidden/demo-1?key=…';
  const control = [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\');
  if (!given.startsWith('/') || given.startsWith('//') || control) {
    return {
      kind: 'refused',
      given,
      reason: `The overlay must be a path on this site, such as ${example}; “${given}” is not.`,
    };
  }
  let url: URL;
  try {
    url = new URL(given, origin);
  } catch {
    return { kind: 'refused', given, reason: `“${given}” is not a path.` };
  }
  if (url.origin !== new URL(origin).origin) {
    return {
      kind: 'refused',
      given,
      reason: `The overlay must be a path on this site, such as ${example}; “${given}” leads elsewhere.`,
    };
  }
  const segments = url.pathname.split('/').slice(1);
  const route = segments[0] ?? '';
  const known = TEMPLATE_OVERLAY_ROUTES.includes(route);
  const tableless = route === 'countdown';
  const shapeOk = tableless
    ? segments.length === 1
    : segments.length === 2 && segments[1] !== '' && segments[1] !== '.' && segments[1] !== '..';
  if (!known || !shapeOk) {
    return {
      kind: 'refused',
      given,
      reason: `“${url.pathname}” is not one of our overlays: use /<route>/<tableKey>, the route one of ${TEMPLATE_OVERLAY_ROUTES.join(', ')}.`,
    };
  }
  return { kind: 'ok', path: url.pathname + url.search };
}

export function parseTemplateQuery(search: URLSearchParams, origin: string): TemplateQuery {
  const rawUrl = search.get('url')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  const serverUrl = rawUrl ? parseServerUrl(rawUrl) : null;
  let noRoom: string | null = null;
  if (!rawUrl && !token) noRoom = 'The address has neither url nor token: LiveKit’s egress passes both.';
  else if (!rawUrl) noRoom = 'The address has a token but no url.';
  else if (!serverUrl) noRoom = `“${rawUrl}” is not a LiveKit server address (wss://…).`;
  else if (!token) noRoom = 'The address has a url but no token.';
  return {
    room: noRoom === null ? { url: serverUrl!, token } : null,
    noRoom,
    layout: parseLayout(search.get('layout')),
    overlay: validateOverlay(search.get('overlay'), origin),
  };
}

/** Columns and rows of a grid of `count` 16:9 tiles in a 16:9 frame: as square as the count allows. */
export function gridShape(count: number): { columns: number; rows: number } {
  if (count <= 1) return { columns: 1, rows: 1 };
  const columns = Math.ceil(Math.sqrt(count));
  return { columns, rows: Math.ceil(count / columns) };
}

export interface Tile {
  id: string;
  /** When this participant last spoke (ms), 0 if never. */
  lastSpokeAt: number;
  speaking: boolean;
}

/**
 * The speaker layouts: the one speaking now (else the one who spoke last, else the first) large; the
 * others, in their order, in a strip (none in `single-speaker`).
 */
export function speakerOrder<T extends Tile>(
  tiles: readonly T[],
  layout: Exclude<TemplateLayout, 'grid'>,
): { main: T | null; others: T[] } {
  if (tiles.length === 0) return { main: null, others: [] };
  let main = tiles[0]!;
  for (const t of tiles) {
    if (t.speaking && !main.speaking) main = t;
    else if (t.speaking === main.speaking && t.lastSpokeAt > main.lastSpokeAt) main = t;
  }
  return { main, others: layout === 'single-speaker' ? [] : tiles.filter((t) => t !== main) };
}
