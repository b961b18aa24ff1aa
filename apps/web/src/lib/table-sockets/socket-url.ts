/**
 * Where a table's engine is reached (spec §7, §9). The server's `table.socketUrl` is the address to
 * use; when the server cannot give one (the venue's internet is down but the LAN is up) the console
 * tries the table's own engine on the fallback ports, and the developer toolbar can point every table
 * at the local engine instead.
 */

/** Spec §9: a table's own API port, the fallback ports, the local engine's port. */
export const TABLE_API_PORT = 5000;
export const FALLBACK_PORTS = [5000, 5001, 5002] as const;
export const LOCAL_ENGINE_PORT = 5001;

/** Spec §7: tables whose key begins `online-` are played online and take the user's id as `apiKey`. */
export function isOnlineTable(tableKey: string): boolean {
  return tableKey.startsWith('online-');
}

export interface SocketQuery {
  tableKey: string;
  /** Which page is connecting (`console`, `dealer`, `overlays`…): the engine logs and scopes by it. */
  page: string;
  /** The signed-in user's id, sent as `apiKey` to online tables. */
  userId?: string | null | undefined;
}

/** `base` with the spec's query: `page`, the table when missing, and `apiKey` for online tables. */
export function withSocketQuery(base: string, { tableKey, page, userId }: SocketQuery): string {
  const url = new URL(base);
  if (!url.searchParams.has('table') && !url.searchParams.has('tableKey')) {
    url.searchParams.set('table', tableKey);
  }
  url.searchParams.set('page', page);
  if (isOnlineTable(tableKey) && userId) url.searchParams.set('apiKey', userId);
  return url.toString();
}

/**
 * Fallback hosts of a table, one per fallback port: its LAN address when the location knows it, else
 * the host name derived from its key (`{tableKey}.local`, which a table announces over mDNS). Our
 * reading of "fallback hosts derive from the table key": the spec shows no more.
 */
export function fallbackSocketUrls(tableKey: string, ip: string | null | undefined): string[] {
  const host = ip?.trim() || `${tableKey.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.local`;
  return FALLBACK_PORTS.map((port) => `ws://${host}:${port}/`);
}

/** The local engine (spec §7: a fixed local address on port 5001), from the build's setting. */
export function localEngineSocketUrl(localEngineUrl: string): string {
  return new URL(localEngineUrl).toString();
}

/** Spec §7: the database UI is the admin's `dbUrl` host on port 5656. */
export const DB_UI_PORT = 5656;

export function databaseUiUrl(dbUrl: string | null | undefined): string | null {
  if (!dbUrl) return null;
  try {
    const url = new URL(dbUrl);
    const host = url.hostname.includes(':') ? `[${url.hostname}]` : url.hostname;
    if (!host) return null;
    return `http://${host}:${DB_UI_PORT}/`;
  } catch {
    return null;
  }
}
