import type { TableState } from '@railbird/protocol';
import { type PageSocket, usePageSocket } from '../../lib/table-sockets/page-socket.js';

/** The page the commentary desk connects as: the engine serves it the delayed feed, what is on air. */
export const COMMENTARY_PAGE = 'commentary';

/**
 * The commentary desk's own socket to one table, as page `commentary` (lib/table-sockets/page-socket.ts).
 * `onState` hears every state in order, with the state before it; the last state heard is kept over a
 * reconnect, so a hand that ended while the socket was down is still told once it is back.
 */
export function useStreamFeed(
  tableKey: string,
  socketUrl: string | null,
  userId: string | null,
  onState: (prev: TableState | null, next: TableState) => void,
): PageSocket {
  return usePageSocket({ tableKey, socketUrl, page: COMMENTARY_PAGE, userId, onState });
}
