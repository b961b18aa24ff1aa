import { type PageSocket, usePageSocket } from '../../lib/table-sockets/page-socket.js';

/**
 * An operator screen's own socket to one table (the dealer's screen): its address comes from
 * `table.socketUrl`, refetched every 5 s for a fresh token (lib/table-sockets/page-socket.ts).
 */
export function useOperatorTable(tableKey: string, socketUrl: string | null, page: string): PageSocket {
  return usePageSocket({ tableKey, socketUrl, page });
}
