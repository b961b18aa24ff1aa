import {
  applyStatePatch,
  type ClientEvent,
  type ClientPacketDataInput,
  type ClientPacketInput,
  type EnginePacket,
  PROTOCOL_VERSION,
  parseEnginePacket,
} from '@railbird/protocol';
import type { TableStore } from './store.js';

/** Spec §4/§9: a closed socket is retried every second (100 ms for a page's own hook-based socket). */
export const RETRY_MS = 1000;
export const HOOK_RETRY_MS = 100;
/** How long a command waits for the engine's ack before it is reported as unanswered. */
export const COMMAND_TIMEOUT_MS = 5000;

/** The part of the browser's WebSocket a connection uses (the `ws` package's client fits it too). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export interface ConnectionDeps {
  store: TableStore;
  createSocket: SocketFactory;
  now: () => number;
  /** Spec §8: parse errors and failures are logged (console.error in the browser). */
  logError: (message: string, detail?: unknown) => void;
  retryMs: number;
}

export interface ConnectionTarget {
  page: string;
  /** The address for attempt `n` (0 = the first since the last open), or null when there is none yet. */
  urlFor(attempt: number): string | null;
  /** Told the address once the engine behind it sent a state (it works: worth trying first next time). */
  worked?(url: string): void;
}

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** What the engine said when it refused a command. */
export class TableCommandError extends Error {
  override name = 'TableCommandError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

let requestCounter = 0;

/** The subscribe packet's data: our protocol version and page, and the URL's token or apiKey. */
export function subscribeData(
  url: string,
  page: string,
): Extract<ClientPacketInput, { event: 'subscribe' }>['data'] {
  const query = new URL(url).searchParams;
  const token = query.get('token');
  const apiKey = query.get('apiKey');
  return {
    protocolVersion: PROTOCOL_VERSION,
    page,
    ...(token ? { token } : {}),
    ...(apiKey ? { apiKey } : {}),
  };
}

/**
 * One table's socket: connects to the target's address, subscribes with the protocol version and the
 * page, feeds what the engine says into the store, and when the socket closes or errors clears the
 * table's state and tries again after `retryMs`, indefinitely, until stopped.
 */
export class TableConnection {
  private socket: SocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private attempt = 0;
  /** The open socket's address until its first state proves it works; then null. */
  private unproven: string | null = null;
  private readonly pending = new Map<string, Pending>();

  constructor(
    readonly tableKey: string,
    private target: ConnectionTarget,
    private readonly deps: ConnectionDeps,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearRetry();
    this.dropSocket();
    this.failPending('The connection to the table was closed.');
    this.deps.store.update(this.tableKey, () => ({ status: 'idle', state: null, attempts: 0 }));
  }

  setTarget(target: ConnectionTarget): void {
    this.target = target;
  }

  /** Closes the socket and opens a new one now (the toolbar's reconnect, the local engine switch). */
  reconnect(): void {
    if (this.stopped) return;
    this.clearRetry();
    this.dropSocket();
    this.attempt = 0;
    this.open();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends a packet; false when the socket is not open. */
  send(packet: ClientPacketInput): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(packet));
    return true;
  }

  /** Sends a command and resolves on the engine's ack, rejects with its error or after a timeout. */
  request<E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>): Promise<void> {
    const requestId = `web-${Date.now().toString(36)}-${(++requestCounter).toString(36)}`;
    const packet = { event, data, tableKey: this.tableKey, requestId } as ClientPacketInput;
    return new Promise<void>((resolve, reject) => {
      if (!this.send(packet)) {
        reject(
          new TableCommandError(
            'The table is not connected. Wait for it to reconnect, then try again.',
            'OFFLINE',
          ),
        );
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(
          new TableCommandError('The table did not answer. Check its connection, then try again.', 'TIMEOUT'),
        );
      }, COMMAND_TIMEOUT_MS);
      this.pending.set(requestId, { resolve, reject, timer });
    });
  }

  private open(): void {
    const url = this.target.urlFor(this.attempt);
    this.deps.store.update(this.tableKey, (s) => ({ status: 'connecting', attempts: s.attempts + 1, url }));
    if (!url) {
      this.scheduleRetry();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(url);
    } catch (error) {
      this.deps.logError(`Unable to open the socket of table ${this.tableKey}`, error);
      this.attempt++;
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.unproven = url;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      const now = this.deps.now();
      this.deps.store.update(this.tableKey, () => ({
        status: 'open',
        connectedAt: now,
        attempts: 0,
        lastError: null,
      }));
      this.attempt = 0;
      this.send({ event: 'subscribe', data: subscribeData(url, this.target.page), tableKey: this.tableKey });
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.receive(event.data);
    };
    socket.onerror = () => {
      if (socket !== this.socket) return;
      this.lost('The table connection failed.');
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.lost(null);
    };
  }

  private receive(raw: unknown): void {
    const text =
      typeof raw === 'string' ? raw : raw instanceof ArrayBuffer ? new Uint8Array(raw) : String(raw);
    const result = parseEnginePacket(text);
    const now = this.deps.now();
    if (!result.ok) {
      this.deps.logError(`Unable to parse a packet from table ${this.tableKey}: ${result.error.message}`);
      this.deps.store.update(this.tableKey, () => ({ lastPacketAt: now }));
      return;
    }
    this.handle(result.packet, now);
  }

  private handle(packet: EnginePacket, now: number): void {
    const store = this.deps.store;
    // An engine serving several tables on one socket: what concerns another table is not ours.
    if (packet.tableKey !== null && packet.tableKey !== this.tableKey) return;
    switch (packet.event) {
      case 'state':
        store.update(this.tableKey, () => ({ state: packet.data, lastPacketAt: now }));
        if (this.unproven) {
          const url = this.unproven;
          this.unproven = null;
          this.target.worked?.(url);
        }
        break;
      case 'statePatch':
        store.update(this.tableKey, (s) => {
          const next = s.state ? applyStatePatch(s.state, packet.data) : null;
          // A patch made against another state is ignored; the next full state puts it right.
          return next ? { state: next, lastPacketAt: now } : { lastPacketAt: now };
        });
        break;
      case 'heartbeat':
        store.update(this.tableKey, () => ({ lastPacketAt: now }));
        break;
      case 'ack': {
        const pending = this.pending.get(packet.data.requestId);
        if (pending) {
          clearTimeout(pending.timer);
          this.pending.delete(packet.data.requestId);
          pending.resolve();
        }
        store.update(this.tableKey, () => ({ lastPacketAt: now }));
        break;
      }
      case 'error': {
        const requestId = packet.data.requestId;
        const pending = requestId ? this.pending.get(requestId) : undefined;
        if (pending && requestId) {
          clearTimeout(pending.timer);
          this.pending.delete(requestId);
          pending.reject(new TableCommandError(packet.data.message, packet.data.code));
        } else {
          this.deps.logError(`Table ${this.tableKey}: ${packet.data.message}`);
        }
        // A relay that lost the engine marks the data stale at once: the screen says so now, not when
        // the heartbeats have been missed long enough.
        const stale = packet.data.code === 'SERVICE_UNAVAILABLE' && !requestId;
        store.update(this.tableKey, () => ({
          lastError: packet.data.message,
          lastPacketAt: stale ? null : now,
        }));
        break;
      }
      case 'incompatibleVersion':
        this.deps.logError(packet.data.message);
        store.update(this.tableKey, () => ({ lastError: packet.data.message, lastPacketAt: now }));
        break;
    }
  }

  private lost(reason: string | null): void {
    this.dropSocket();
    this.failPending('The connection to the table was lost before it answered. Try again once it is back.');
    this.deps.store.update(this.tableKey, (s) => ({
      status: 'closed',
      state: null,
      connectedAt: null,
      lastError: reason ?? s.lastError,
    }));
    this.attempt++;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.open();
    }, this.deps.retryMs);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // A socket closed while still connecting reports an error afterwards (Node's ws does, as an
    // 'error' event that crashes the process when nobody listens): swallow it, the socket is gone.
    socket.onerror = () => {};
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  private failPending(message: string): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new TableCommandError(message, 'OFFLINE'));
      this.pending.delete(id);
    }
  }
}
