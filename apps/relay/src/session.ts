/**
 * One screen's connection to a relay: its socket, where it came from, the tables it watches and the
 * queue its packets are handled in, one after another. Sending drops a screen that reads too slowly
 * rather than buffering for it without bound.
 */
import type { EnginePacket, ErrorCode, SocketScope } from '@railbird/protocol';
import type { ViewerClass } from '@railbird/protocol/relay';
import { encode, type FloodGate, MAX_BUFFERED_BYTES } from '@railbird/service';
import { WebSocket } from 'ws';
import type { Feed } from './feed.js';
import type { Logger } from './log.js';

/** A table a screen watches: which audience's feed, under whose token, and its command link. */
export interface Subscription {
  cls: ViewerClass;
  scope: SocketScope;
  subject: string;
  feed: Feed;
  /** The engine's connection for this screen's commands (scopes that may command), by its name. */
  link: string | null;
}

let sessionCount = 0;

export class Session {
  readonly id = ++sessionCount;
  readonly ws: WebSocket;
  readonly remote: string;
  readonly flood: FloodGate;
  page: string | null;
  readonly subscriptions = new Map<string, Subscription>();
  alive = true;
  queue: Promise<void> = Promise.resolve();
  readonly #log: Logger;

  constructor(ws: WebSocket, remote: string, page: string | null, flood: FloodGate, log: Logger) {
    this.ws = ws;
    this.remote = remote;
    this.page = page;
    this.flood = flood;
    this.#log = log;
  }

  isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  sendText(bytes: Buffer): void {
    if (!this.isOpen()) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.#log.warn({ page: this.page }, 'dropping a client that reads too slowly');
      this.ws.terminate();
      return;
    }
    this.ws.send(bytes, { binary: false });
  }

  send(packet: EnginePacket): void {
    this.sendText(encode(packet));
  }

  error(tableKey: string | null, code: ErrorCode, message: string, requestId?: string): void {
    this.send({ event: 'error', data: { code, message, ...(requestId ? { requestId } : {}) }, tableKey });
  }
}
