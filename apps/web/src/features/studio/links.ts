/**
 * Overlay links as a producer copies them: the full URL (origin included) that an OBS browser source
 * loads, naming the engine when it is not where the overlay would look by default, with the views
 * picked in Studio. The token is shown once by `overlay.createLink`, so the URLs made in this browser
 * are kept in sessionStorage for the session; older links are listed without one.
 */
import { OVERLAY_VIEWS, type OverlayView } from '../../lib/overlay-views.js';
import { displayEngineUrl } from '../../lib/table-sockets/viewer.js';

/** `ws://host:port/` of a socket URL from `table.socketUrl` (its query is the table and a token). */
export function engineBaseOf(socketUrl: string): string | null {
  try {
    const url = new URL(socketUrl);
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
    return `${url.protocol}//${url.host}/`;
  } catch {
    return null;
  }
}

/**
 * The URL to paste into OBS: the link's path on this console's origin, plus `engine=` when the link
 * does not name one and the table's engine is not where an overlay served from this origin looks by
 * default (this host, port 5001). Without it such an overlay would never find its table.
 */
export function linkUrl(origin: string, path: string, engineBase: string | null): string {
  const url = new URL(path, origin);
  if (engineBase && !url.searchParams.has('engine')) {
    const fallback = displayEngineUrl(new URLSearchParams(), url);
    if (new URL(engineBase).toString() !== new URL(fallback).toString()) {
      url.searchParams.set('engine', engineBase);
    }
  }
  return url.toString();
}

/**
 * What the overlay shows in its view panel: Studio's choice (no `view`, the overlay follows
 * `streamDataManager`), none, or these views in turn.
 */
export type ViewChoice = { kind: 'studio' } | { kind: 'none' } | { kind: 'views'; views: OverlayView[] };

export const STUDIO_CHOICE: ViewChoice = { kind: 'studio' };

/** `url` with `view=` written for the choice (commas kept readable: `view=vpip,earnings`). */
export function withViews(url: string, choice: ViewChoice): string {
  const u = new URL(url);
  u.searchParams.delete('view');
  u.searchParams.delete('views');
  if (choice.kind === 'none') u.searchParams.set('view', 'none');
  if (choice.kind === 'views' && choice.views.length > 0) u.searchParams.set('view', choice.views.join(','));
  u.search = u.searchParams.toString().replace(/(^|&)view=[^&]*/, (m) => m.replace(/%2C/gi, ','));
  return u.toString();
}

/** The choice a URL carries (the inverse of `withViews` for the ids it writes). */
export function viewsOf(url: string): ViewChoice {
  const param = new URL(url).searchParams.get('view');
  if (param === null) return STUDIO_CHOICE;
  if (param === 'none') return { kind: 'none' };
  const views = param
    .split(',')
    .filter((v): v is OverlayView => (OVERLAY_VIEWS as readonly string[]).includes(v));
  return views.length === 0 ? { kind: 'none' } : { kind: 'views', views };
}

/** Toggles one view in a choice; the last one off leaves Studio's choice. */
export function toggleView(choice: ViewChoice, view: OverlayView): ViewChoice {
  const current = choice.kind === 'views' ? choice.views : [];
  const next = current.includes(view) ? current.filter((v) => v !== view) : [...current, view];
  // Keep the spec's order, so the same set always makes the same URL.
  const ordered = OVERLAY_VIEWS.filter((v) => next.includes(v));
  return ordered.length === 0 ? STUDIO_CHOICE : { kind: 'views', views: ordered };
}

/** A link made in this browser this session, with the URL that cannot be had again. */
export interface SessionLink {
  id: string;
  tableKey: string;
  route: string;
  label: string | null;
  url: string;
  expiresAt: string;
}

export const SESSION_LINKS_KEY = 'railbird-studio-links';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function loadSessionLinks(storage: StorageLike | null): SessionLink[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_LINKS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (l): l is SessionLink =>
        typeof l === 'object' &&
        l !== null &&
        typeof l.id === 'string' &&
        typeof l.url === 'string' &&
        typeof l.tableKey === 'string' &&
        typeof l.route === 'string',
    );
  } catch {
    return [];
  }
}

export function saveSessionLink(storage: StorageLike | null, link: SessionLink): SessionLink[] {
  const next = [link, ...loadSessionLinks(storage).filter((l) => l.id !== link.id)];
  try {
    storage?.setItem(SESSION_LINKS_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the link still shows until the page is left.
  }
  return next;
}

export type LinkStatus = 'active' | 'revoked' | 'expired';

export function linkStatus(
  link: { revokedAt: Date | string | null; expiresAt: Date | string },
  now: number,
): LinkStatus {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
}

/** The days a new link lasts: whole days from 1 to 365 (the server's limits), or why not. */
export function checkDays(text: string): { ok: true; days: number } | { ok: false; message: string } {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(n)) return { ok: false, message: 'Whole days, 1 to 365.' };
  if (n < 1 || n > 365) return { ok: false, message: 'A link lasts 1 to 365 days.' };
  return { ok: true, days: n };
}
