/**
 * A WebSocket client for tests on real loopback sockets: keeps what it receives as an Inbox does (raw,
 * parsed, states rebuilt) and waits for the packets a test expects.
 */
import { type AdminType, type EnginePacket, type SocketScope, signSocketToken } from '@railbird/protocol';
import { Inbox } from '@railbird/room/testing';
import { WebSocket } from 'ws';

export const SECRET = 'engine-secret-for-tests-0123456789abcdef';

export function token(
  tableKey: string,
  scope: SocketScope,
  options: { secret?: string; exp?: number; locationId?: string; sub?: string; adminType?: AdminType } = {},
): Promise<string> {
  return signSocketToken(
    {
      v: 1,
      sub: options.sub ?? `user-${scope}`,
      tableKey,
      locationId: options.locationId ?? 'loc-1',
      scope,
      ...(options.adminType ? { adminType: options.adminType } : {}),
      exp: options.exp ?? Date.now() + 60_000,
    },
    options.secret ?? SECRET,
  );
}

export class Client extends Inbox {
  readonly closed: Promise<{ code: number; reason: string }>;
  #waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    super();
    socket.on('message', (data) => {
      this.add(data.toString());
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.#waiters.splice(0)) wake();
      }),
    );
  }

  static async connect(port: number, query: Record<string, string> = {}): Promise<Client> {
    const url = new URL(`ws://127.0.0.1:${port}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const socket = new WebSocket(url);
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Waits until a packet matches (checking those already received first). */
  async waitFor(match: (p: EnginePacket) => boolean, ms = 5000, from = 0): Promise<EnginePacket> {
    const end = Date.now() + ms;
    let seen = from;
    for (;;) {
      for (; seen < this.packets.length; seen++) if (match(this.packets[seen]!)) return this.packets[seen]!;
      if (Date.now() > end || this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(
          `no matching packet within ${ms} ms; got ${this.packets.map((p) => p.event).join(', ')}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the reply (ack or error) to a request id. */
  reply(requestId: string, from = 0): Promise<EnginePacket> {
    return this.waitFor(
      (p) => (p.event === 'ack' || p.event === 'error') && p.data.requestId === requestId,
      5000,
      from,
    );
  }

  send(packet: unknown): void {
    this.socket.send(typeof packet === 'string' ? packet : JSON.stringify(packet));
  }

  /** Sends a command and waits for its reply. */
  async command(
    tableKey: string,
    event: string,
    data: object = {},
    requestId = `r${Math.random()}`,
  ): Promise<EnginePacket> {
    const from = this.packets.length;
    this.send({ event, data, tableKey, requestId });
    return this.reply(requestId, from);
  }

  close(): void {
    this.socket.terminate();
  }
}
