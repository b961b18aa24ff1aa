/**
 * What the engine and its relays share (decision 013): who gets which audience of a table, and how
 * a table's frames travel through Redis. No I/O here: the engine publishes (apps/engine/src/relay),
 * relays subscribe (apps/relay); both import this subpath, `@railbird/protocol/relay`, which the
 * browser never loads.
 *
 * In Redis, under `<REDIS_PREFIX>relay:` (`relayPrefix`; REDIS_PREFIX is `railbird:` by default):
 * - `<p>frames:<table>:<audience>` (channel): every frame of that audience, `<seq>\n<packet JSON>`,
 *   the packet exactly as an engine socket of that audience gets it (`state`, then `statePatch`es);
 * - `<p>state:<table>:<audience>` (key): `<seq>\n<TableState JSON>`, the audience's state after frame
 *   `seq`, written in the same MULTI as the frame's PUBLISH. A relay subscribes first, then reads the
 *   key, and drops frames at or below its seq;
 * - `<p>engine` (channel) and `<p>engine` (key, expiring): `EngineBeat`, every second and on change —
 *   the engine's time (the heartbeat) and its tables with what a relay needs to authorise a screen;
 * - `<p>requests` (channel): `RelayRequest`s from relays, answered on the request's `reply` channel.
 */
import { AUDIENCES, type Audience } from './redact.js';
import type { AdminType, SocketScope } from './socket-token.js';

/**
 * What a screen receives: everything live (operators), everything after the stream delay, or no hole
 * cards; what each may see of a state is `stateForAudience` (redact.ts).
 */
export type ViewerClass = Audience;
export const VIEWER_CLASSES: readonly ViewerClass[] = AUDIENCES;

/**
 * Routes that must never receive a hole card (spec §2 names; DESIGN.md §4): the hidden overlays, and
 * the room's own screens (UI.md: room displays never show hole cards).
 */
export const HIDDEN_PAGES: readonly string[] = [
  'overlays-hidden',
  'stream-hidden',
  'stream-pro-hidden',
  'table-display',
  'tournament-display',
  'tournamenttv',
  'tournamenttv-first',
  'tournamenttv-flipped',
  'socialtv',
  'playerAssistance',
  // The check-in kiosk at the table or host stand (issue 16): public, it only seats players.
  'signin',
  // Studio's control socket: the delay, OBS and the overlay settings as they are now, never a hole card.
  'studio',
];

/**
 * Console pages that follow the stream rather than the table: whatever their token, they get the
 * delayed feed, so commentary and Studio previews never run ahead of what is on air.
 */
export const DELAYED_PAGES: readonly string[] = ['commentary', 'live'];

/** What a revoked overlay link is told, at subscribe and when it is let go. */
export const LINK_REVOKED =
  'This overlay link was revoked in Studio: ask the producer for a new link and update the browser source.';

/** Why a token was refused, by `verifySocketToken`'s reason. */
export const TOKEN_REASONS = {
  malformed: "The link's token is not one this engine can read: open the table again from the console.",
  'bad-signature':
    "The link's token was not signed by this engine's server: open the table again from the console.",
  expired: 'The link has expired: reload the page to get a new one.',
  'wrong-table': 'The link is for another table.',
} as const;

export function viewerClassOf(scope: SocketScope, page: string | null): ViewerClass {
  // The check-in kiosk is a public screen: it seats players and never needs a hole card.
  if (scope === 'hiddenViewer' || scope === 'checkIn' || (page !== null && HIDDEN_PAGES.includes(page)))
    return 'hidden';
  if (page !== null && DELAYED_PAGES.includes(page)) return 'delayed';
  return scope === 'operator' ? 'operator' : 'delayed';
}

// ── Redis ─────────────────────────────────────────────────────────────────────────────────────────

/** The relays' keys and channels: `<REDIS_PREFIX>relay:`, beside the server's keys. */
export function relayPrefix(redisPrefix: string): string {
  return `${redisPrefix}relay:`;
}

export function relayNames(prefix: string) {
  return {
    frames: (tableKey: string, cls: ViewerClass) => `${prefix}frames:${tableKey}:${cls}`,
    state: (tableKey: string, cls: ViewerClass) => `${prefix}state:${tableKey}:${cls}`,
    engine: `${prefix}engine`,
    requests: `${prefix}requests`,
    reply: (relayId: string) => `${prefix}reply:${relayId}`,
  };
}

/** A table as relays need to know it to authorise its screens. */
export interface RelayTableInfo {
  locationId: string | null;
  /** Overlay-link subjects refused although their signature holds. */
  revoked: string[];
}

/** The engine's heartbeat: its time and the tables it hosts. */
export interface EngineBeat {
  time: number;
  tables: Record<string, RelayTableInfo>;
}

/** The opening of a feed carrying hole cards, for the engine's journal (issue 20's audit log). */
export interface FeedOpenedRequest {
  kind: 'feedOpened';
  tableKey: string;
  feed: { scope: SocketScope; page: string | null; remote: string; audience: 'operator' | 'delayed' };
  actor: { id: string; type: AdminType | null };
}

/**
 * A screen on a relay that may command the table (operator, producer, check-in scopes): the engine
 * opens a connection of its room for it, with the screen's token, which journals the feed's opening
 * as for its own sockets. Its commands then go to that connection and are handled exactly as the
 * room handles its own; the acks and errors come back on the relay's reply channel under `link`.
 */
export interface OpenRequest {
  kind: 'open';
  tableKey: string;
  /** Names the connection in later commands and replies (unique in the relay). */
  link: string;
  token: string;
  page: string | null;
  remote: string;
}
export interface CommandRequest {
  kind: 'command';
  tableKey: string;
  link: string;
  /** The client packet's JSON, as the screen sent it. */
  text: string;
}
export interface CloseRequest {
  kind: 'close';
  tableKey: string;
  link: string;
}

export type RelayRequest = (FeedOpenedRequest | OpenRequest | CommandRequest | CloseRequest) & {
  id: string;
  reply: string;
};

/**
 * The engine's answer to a request (`id`), or packets for a link (`id` is the link): the engine
 * packets' JSON to pass to the screen (acks, errors) as they are.
 */
export interface RelayReply {
  id: string;
  ok: boolean;
  packets: string[];
}

/** `<seq>\n<payload>` */
export function splitSeq(message: string): { seq: number; payload: string } | null {
  const cut = message.indexOf('\n');
  if (cut < 1) return null;
  const seq = Number(message.slice(0, cut));
  if (!Number.isSafeInteger(seq)) return null;
  return { seq, payload: message.slice(cut + 1) };
}
