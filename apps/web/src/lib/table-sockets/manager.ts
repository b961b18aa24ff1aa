import type { ClientEvent, ClientPacketDataInput, ClientPacketInput } from '@railbird/protocol';
import {
  type ConnectionDeps,
  RETRY_MS,
  type SocketFactory,
  TableCommandError,
  TableConnection,
} from './connection.js';
import { type AddressMemory, addressMemory, socketCandidates, withSocketQuery } from './socket-url.js';
import type { TableStore } from './store.js';

/** Spec §7/§9: at most ten tables are connected at once. */
export const MAX_TABLES = 10;

/** One table the console wants connected. */
export interface TableTarget {
  tableKey: string;
  /** The address from `table.socketUrl` (refetched every 5 s), or null while the server gives none. */
  socketUrl: string | null;
  /** The table's LAN address, for the fallback hosts. */
  ip: string | null;
  /**
   * True once `table.socketUrl` failed (the server is unreachable): only then are the last address
   * that worked and the fallback hosts tried. Absent or false: the server has not answered yet.
   */
  addressFailed?: boolean;
}

export interface ManagerOptions {
  page: string;
  userId: string | null;
  /** When set, every table is reached at this address instead (the toolbar's local engine). */
  localEngineUrl: string | null;
}

/**
 * The console's table sockets (spec §7): up to ten, keyed by table key. `sync` is told which tables
 * are wanted and their current addresses; sockets are opened, kept, re-pointed and closed to match.
 * A new token in the URL does not reconnect an open socket: the next attempt uses it.
 */
export class TableConnections {
  private readonly connections = new Map<string, TableConnection>();
  private readonly targets = new Map<string, TableTarget>();
  private options: ManagerOptions = { page: 'console', userId: null, localEngineUrl: null };
  private readonly deps: ConnectionDeps;
  private readonly memory: AddressMemory;

  constructor(
    readonly store: TableStore,
    deps: {
      createSocket: SocketFactory;
      now?: () => number;
      logError?: (m: string, d?: unknown) => void;
      retryMs?: number;
      /** The last address that worked per table; the browser's local storage by default. */
      memory?: AddressMemory;
    },
  ) {
    this.memory = deps.memory ?? addressMemory(typeof localStorage === 'undefined' ? null : localStorage);
    this.deps = {
      store,
      createSocket: deps.createSocket,
      now: deps.now ?? Date.now,
      logError: deps.logError ?? ((message, detail) => console.error(message, ...(detail ? [detail] : []))),
      retryMs: deps.retryMs ?? RETRY_MS,
    };
  }

  get keys(): string[] {
    return [...this.connections.keys()];
  }

  has(tableKey: string): boolean {
    return this.connections.has(tableKey);
  }

  sync(targets: readonly TableTarget[], options: ManagerOptions): void {
    const localChanged = options.localEngineUrl !== this.options.localEngineUrl;
    this.options = options;
    if (targets.length > MAX_TABLES) {
      this.deps.logError(
        `${targets.length} tables wanted; only the first ${MAX_TABLES} are connected (spec: at most ${MAX_TABLES}).`,
      );
    }
    const wanted = targets.slice(0, MAX_TABLES);
    const wantedKeys = new Set(wanted.map((t) => t.tableKey));
    for (const [key, connection] of this.connections) {
      if (!wantedKeys.has(key)) {
        connection.stop();
        this.connections.delete(key);
        this.targets.delete(key);
      }
    }
    for (const target of wanted) {
      this.targets.set(target.tableKey, target);
      let connection = this.connections.get(target.tableKey);
      if (!connection) {
        connection = new TableConnection(target.tableKey, this.targetOf(target.tableKey), this.deps);
        this.connections.set(target.tableKey, connection);
        connection.start();
      } else if (localChanged) {
        connection.reconnect();
      }
    }
  }

  /** Sends a command to a connected table; spec §8: 'Invalid table' is logged for an unknown one. */
  send<E extends ClientEvent>(tableKey: string, event: E, data: ClientPacketDataInput<E>): boolean {
    const connection = this.connections.get(tableKey);
    if (!connection) {
      this.deps.logError('Invalid table', tableKey);
      return false;
    }
    return connection.send({ event, data, tableKey } as ClientPacketInput);
  }

  /** Like `send`, resolving on the engine's ack and rejecting with what it said otherwise. */
  request<E extends ClientEvent>(tableKey: string, event: E, data: ClientPacketDataInput<E>): Promise<void> {
    const connection = this.connections.get(tableKey);
    if (!connection) {
      this.deps.logError('Invalid table', tableKey);
      return Promise.reject(new TableCommandError('Invalid table', 'NOT_FOUND'));
    }
    return connection.request(event, data);
  }

  reconnect(tableKey?: string): void {
    for (const [key, connection] of this.connections) {
      if (tableKey === undefined || key === tableKey) connection.reconnect();
    }
  }

  close(): void {
    for (const connection of this.connections.values()) connection.stop();
    this.connections.clear();
    this.targets.clear();
  }

  private targetOf(tableKey: string) {
    return {
      page: this.options.page,
      urlFor: (attempt: number): string | null => {
        const target = this.targets.get(tableKey);
        if (!target) return null;
        const query = { tableKey, page: this.options.page, userId: this.options.userId };
        const candidates = socketCandidates({
          tableKey,
          socketUrl: target.socketUrl,
          addressFailed: target.addressFailed ?? false,
          ip: target.ip,
          remembered: this.memory.get(tableKey),
          localEngineUrl: this.options.localEngineUrl,
        });
        // None yet: the server has not answered; the connection waits and asks again.
        if (candidates.length === 0) return null;
        return withSocketQuery(candidates[attempt % candidates.length]!, query);
      },
      worked: (url: string) => {
        // The local engine is the toolbar's choice, not the table's address.
        if (!this.options.localEngineUrl) this.memory.set(tableKey, url);
      },
    };
  }
}
