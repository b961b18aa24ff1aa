/**
 * One screen's connection as the room sees it: the socket it speaks through, the tables it watches
 * and under what, its flood allowance, the queue that handles its packets in order, and sending —
 * which drops a reader too slow to keep up rather than buffering for it without bound.
 */
import type { EnginePacket, ErrorCode, SocketScope } from '@railbird/protocol';
import { encode, type FloodGate, MAX_BUFFERED_BYTES } from '@railbird/service';
import type { RoomLog } from './log.js';

/**
 * What the room needs of a transport's connection (a `ws` socket, an operator's connection carried
 * through a relay, an in-memory pair in tests).
 */
export interface RoomSocket {
  /** The peer's address: operators see the addresses watching a table (requestingIps). */
  readonly remote: string;
  /** Sends one JSON text message, as UTF-8 bytes; the same bytes go to many sockets, unchanged. */
  send(text: Uint8Array): void;
  /** Bytes sent but not yet taken by the peer: a slow reader's grow. */
  bufferedAmount(): number;
  /** Whether the connection still carries messages (false once closing). */
  isOpen(): boolean;
  /** Closes with a WebSocket close code and a reason the peer sees. */
  close(code: number, reason: string): void;
  /** Drops the connection at once (a dead peer, a slow reader, the process stopping). */
  terminate(): void;
  /** Asks for a sign of life, answered through `RoomConnection.pong()`; without it the peer is taken as alive. */
  ping?(): void;
}

/** What every subscription holds, whichever side serves it: the scope of the token that opened it. */
export interface Watch {
  readonly scope: SocketScope;
}

let sessionCount = 0;

export class Session<W extends Watch = Watch> {
  /** Names the connection in the room's process (a relay names operators' command links by it). */
  readonly id = ++sessionCount;
  readonly socket: RoomSocket;
  readonly flood: FloodGate;
  readonly #log: RoomLog;
  /** The page the screen says it shows (hidden pages never get hole cards); a subscribe may change it. */
  page: string | null;
  /** The tables it watches, by key. */
  readonly subscriptions = new Map<string, W>();
  /** Answered the last ping. */
  alive = true;
  /** Packets are handled in order, after the connection's own authorisation. */
  queue: Promise<void> = Promise.resolve();

  constructor(socket: RoomSocket, page: string | null, flood: FloodGate, log: RoomLog) {
    this.socket = socket;
    this.page = page;
    this.flood = flood;
    this.#log = log;
  }

  get remote(): string {
    return this.socket.remote;
  }

  isOpen(): boolean {
    return this.socket.isOpen();
  }

  sendText(bytes: Buffer): void {
    const socket = this.socket;
    if (!socket.isOpen()) return;
    const buffered = socket.bufferedAmount();
    if (buffered > MAX_BUFFERED_BYTES) {
      this.#log.warn({ page: this.page, buffered }, 'dropping a client that reads too slowly');
      socket.terminate();
      return;
    }
    socket.send(bytes);
  }

  send(packet: EnginePacket): void {
    this.sendText(encode(packet));
  }

  error(tableKey: string | null, code: ErrorCode, message: string, requestId?: string): void {
    this.send({ event: 'error', data: { code, message, ...(requestId ? { requestId } : {}) }, tableKey });
  }
}
