/**
 * One audience of one table as a relay holds it (decision 013): the latest state and its sequence
 * number, read from Redis when the feed starts and again after a gap, with every frame applied in
 * order and passed on to the screens that watch it, the same bytes to each.
 */
import { applyStatePatch, type EnginePacket, type StatePatch, type TableState } from '@railbird/protocol';
import { splitSeq } from '@railbird/protocol/relay';
import { encode } from '@railbird/service';
import type { Redis } from 'ioredis';
import type { Logger } from './log.js';

/** What a feed needs of a screen it serves: to be sent the same bytes as every other. */
export interface FeedMember {
  sendText(bytes: Buffer): void;
}

/** One audience of one table, as this relay holds it. */
export class Feed {
  readonly tableKey: string;
  readonly channel: string;
  readonly stateKey: string;
  readonly members = new Set<FeedMember>();
  /** Screens waiting for the first state. */
  pending = 0;
  state: TableState | null = null;
  /** The state as a `state` packet, encoded once for every screen that joins until the next frame. */
  #statePacket: Buffer | null = null;
  seq = -1;
  /** Frames that came while the state was being read; applied after it. */
  #held: string[] | null = [];
  #stateWaiters: (() => void)[] = [];
  readonly #redis: Redis;
  readonly #log: Logger;

  constructor(tableKey: string, channel: string, stateKey: string, redis: Redis, log: Logger) {
    this.tableKey = tableKey;
    this.channel = channel;
    this.stateKey = stateKey;
    this.#redis = redis;
    this.#log = log;
  }

  frame(message: string): void {
    if (this.#held) {
      this.#held.push(message);
      return;
    }
    const split = splitSeq(message);
    if (!split || split.seq <= this.seq) return;
    const packet = JSON.parse(split.payload) as EnginePacket;
    if (packet.event === 'state') {
      this.#set(packet.data, split.seq);
      this.#broadcast(Buffer.from(split.payload));
      return;
    }
    if (packet.event !== 'statePatch') return;
    const next =
      this.state && split.seq === this.seq + 1
        ? applyStatePatch(this.state, packet.data as StatePatch)
        : null;
    if (!next) {
      // A frame was missed (Redis restarted, a relay started mid-stream): read the state again.
      this.resync();
      return;
    }
    this.#set(next, split.seq);
    this.#broadcast(Buffer.from(split.payload));
  }

  /** Reads the audience's latest state, then applies the frames that came meanwhile. */
  resync(): void {
    if (this.#held) return;
    this.#held = [];
    this.#read().catch((error: unknown) => this.#log.warn({ err: error }, 'state read failed'));
  }

  /** The first read, right after subscribing. */
  async start(): Promise<void> {
    await this.#read();
  }

  async #read(): Promise<void> {
    let snapshot: string | null = null;
    try {
      snapshot = await this.#redis.get(this.stateKey);
    } finally {
      const held = this.#held ?? [];
      this.#held = null;
      const split = snapshot ? splitSeq(snapshot) : null;
      const before = this.state;
      if (split && split.seq > this.seq) this.#set(JSON.parse(split.payload) as TableState, split.seq);
      if (this.state !== before && before !== null && this.state) {
        this.#broadcast(this.statePacket()!);
      }
      for (const message of held) this.frame(message);
    }
  }

  /** What a joining screen is sent first; null before the first state. */
  statePacket(): Buffer | null {
    if (!this.state) return null;
    this.#statePacket ??= encode({ event: 'state', data: this.state, tableKey: this.tableKey });
    return this.#statePacket;
  }

  #set(state: TableState, seq: number): void {
    this.state = state;
    this.#statePacket = null;
    this.seq = seq;
    for (const wake of this.#stateWaiters.splice(0)) wake();
  }

  #broadcast(bytes: Buffer): void {
    for (const member of this.members) member.sendText(bytes);
  }

  /** Resolves once a state is held, or after `ms`. */
  async hasState(ms: number): Promise<boolean> {
    if (this.state) return true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#stateWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    return this.state !== null;
  }
}
