/**
 * The room without a network: an in-memory socket pair (the room's RoomSocket on one side, a screen
 * that sends packets and keeps what it receives on the other) and a manual clock whose timers run
 * only when a test moves time on. Tests of the room are fast and do not depend on the wall clock.
 */
import type { Connectable, RoomConnection } from '../room.js';
import type { RoomSocket } from '../session.js';
import type { Cancel, Timers } from '../timers.js';
import { Inbox } from './inbox.js';

const decoder = new TextDecoder();

/** A clock and its timers, moved on by hand. */
export class ManualClock implements Timers {
  #time: number;
  #nextId = 0;
  readonly #pending = new Map<number, { at: number; every: number | null; run: () => void }>();

  constructor(start: number) {
    this.#time = start;
  }

  readonly now = (): number => this.#time;

  every(ms: number, run: () => void): Cancel {
    return this.#add(ms, ms, run);
  }

  after(ms: number, run: () => void): Cancel {
    return this.#add(ms, null, run);
  }

  /** Moves time on by `ms`, running each timer that comes due at its own time, earliest first. */
  advance(ms: number): void {
    const end = this.#time + ms;
    for (;;) {
      let next: [number, { at: number; every: number | null; run: () => void }] | null = null;
      for (const entry of this.#pending) if (!next || entry[1].at < next[1].at) next = entry;
      if (!next || next[1].at > end) break;
      const [id, timer] = next;
      this.#time = timer.at;
      if (timer.every === null) this.#pending.delete(id);
      else timer.at += timer.every;
      timer.run();
    }
    this.#time = end;
  }

  #add(ms: number, every: number | null, run: () => void): Cancel {
    const id = this.#nextId++;
    this.#pending.set(id, { at: this.#time + ms, every, run });
    return () => this.#pending.delete(id);
  }
}

/** The screen's end of an in-memory connection to a room. */
export class MemoryPeer extends Inbox {
  /** How the room closed the connection, if it did. */
  closed: { code: number; reason: string } | null = null;
  terminated = false;
  pings = 0;
  /** Answer the room's pings, as a browser's socket does (tests of liveness leave it off). */
  answersPings = false;
  /** What the transport has not delivered yet: set it to play a slow reader. */
  buffered = 0;
  readonly connection: RoomConnection;
  #open = true;
  #connected = false;

  constructor(room: Connectable, query: Record<string, string>, remote = '10.0.0.1') {
    super();
    const socket: RoomSocket = {
      remote,
      send: (text) => {
        this.add(decoder.decode(text));
      },
      bufferedAmount: () => this.buffered,
      isOpen: () => this.#open,
      close: (code, reason) => {
        this.closed ??= { code, reason };
        this.#end();
      },
      terminate: () => {
        this.terminated = true;
        this.#end();
      },
      ping: () => {
        this.pings++;
        if (this.answersPings) queueMicrotask(() => this.connection.pong());
      },
    };
    this.connection = room.connect(socket, new URLSearchParams(query));
    this.#connected = true;
    if (!this.#open) this.connection.disconnected();
  }

  get open(): boolean {
    return this.#open;
  }

  /** Sends a packet (an object is sent as its JSON) and waits until the room has handled it. */
  async send(packet: unknown): Promise<void> {
    this.connection.receive(typeof packet === 'string' ? packet : JSON.stringify(packet));
    await this.connection.settled();
  }

  /** The packets received since `from`. */
  since(from: number) {
    return this.packets.slice(from);
  }

  /** The screen goes away (its tab closed): the transport reports the connection closed. */
  leave(): void {
    this.#end();
  }

  #end(): void {
    if (!this.#open) return;
    this.#open = false;
    // As a transport reports a closed connection: once, after the room has its handle.
    if (this.#connected) this.connection.disconnected();
  }
}
