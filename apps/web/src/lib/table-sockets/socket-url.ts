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

/** What the console knows of a table's address when it picks where to connect. */
export interface AddressKnowledge {
  tableKey: string;
  /** `table.socketUrl`'s answer; null while there is none. */
  socketUrl: string | null;
  /** True once the server failed to answer (it is unreachable); false while it has not answered yet. */
  addressFailed: boolean;
  /** The table's LAN address, for the fallback hosts. */
  ip: string | null;
  /** The address that last worked for this table (this browser remembers it), if any. */
  remembered: string | null;
  /** The toolbar's local engine, which overrides everything. */
  localEngineUrl: string | null;
}

/**
 * Where to try a table, best first (issue 15): the local engine when the toolbar says so; else the
 * server's `table.socketUrl`, the address known to work; while the server has not answered yet,
 * nothing (wait for it rather than guess, so a normal page load never dials a host that does not
 * exist); once the server failed, the address that last worked, then the fallback hosts (spec §9).
 * The connection cycles through the list, one address per attempt.
 */
export function socketCandidates(k: AddressKnowledge): string[] {
  if (k.localEngineUrl) return [k.localEngineUrl];
  if (k.socketUrl) return [k.socketUrl];
  if (!k.addressFailed) return [];
  const list = [...(k.remembered ? [k.remembered] : []), ...fallbackSocketUrls(k.tableKey, k.ip)];
  return list.filter((url, i) => list.findIndex((u) => sameAddress(u, url)) === i);
}

/**
 * The part of an address worth remembering: where the engine is and which table, without the page,
 * the apiKey or the short-lived token (a new one comes with the next `table.socketUrl`).
 */
export function rememberedForm(url: string): string {
  const parsed = new URL(url);
  for (const name of ['token', 'page', 'apiKey']) parsed.searchParams.delete(name);
  return parsed.toString();
}

function sameAddress(a: string, b: string): boolean {
  return rememberedForm(a) === rememberedForm(b);
}

/** Where a browser keeps the last address that worked per table (local storage in the console). */
export interface AddressMemory {
  get(tableKey: string): string | null;
  set(tableKey: string, url: string): void;
}

const MEMORY_KEY = 'railbird.tableSockets.lastWorked';

/** The memory in `storage` (the browser's local storage), or in this object when there is none. */
export function addressMemory(storage: Pick<Storage, 'getItem' | 'setItem'> | null): AddressMemory {
  let map: Record<string, string> = {};
  try {
    map = JSON.parse(storage?.getItem(MEMORY_KEY) ?? '{}') as Record<string, string>;
  } catch {
    map = {};
  }
  return {
    get: (tableKey) => (typeof map[tableKey] === 'string' ? map[tableKey] : null),
    set: (tableKey, url) => {
      const value = rememberedForm(url);
      if (map[tableKey] === value) return;
      map = { ...map, [tableKey]: value };
      try {
        storage?.setItem(MEMORY_KEY, JSON.stringify(map));
      } catch {
        // A full or blocked storage only costs the memory across reloads.
      }
    },
  };
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
