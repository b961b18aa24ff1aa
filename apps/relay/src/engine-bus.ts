/**
 * A relay's line to the engine, all of it through Redis (decision 013): the engine's beat (its time
 * and tables), the frames of the feeds the relay serves, and requests to the engine (journal a feed's
 * opening, open a screen's command link, pass a command on) with their replies. Two connections, as
 * Redis requires: one subscribed, one for reads and publishes. Knows nothing of screens.
 */
import { type RelayReply, type RelayRequest, relayNames } from '@railbird/protocol/relay';
import { Redis } from 'ioredis';
import type { Logger } from './log.js';

/** How long a relay waits for the engine to answer a request (e.g. to journal a feed's opening). */
const REQUEST_TIMEOUT_MS = 5000;

/** A request as the relay writes it; the bus adds its id and the channel to answer on. */
export type RequestBody = RelayRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id' | 'reply'>
    : never
  : never;

export interface BusHandlers {
  /** The engine's beat: `fresh` when it was just published, not read back at start. */
  beat(message: string, fresh: boolean): void;
  /** A frame on a feed's channel. */
  frame(channel: string, message: string): void;
  /** A reply no request waits for: packets for a screen's command link, named by `reply.id`. */
  linkReply(reply: RelayReply): void;
  /** Redis dropped (once a drop, however many reconnection attempts follow): no frame comes now. */
  lost(): void;
  /** Redis is back after a drop: the frames in between are lost. */
  reconnected(): void;
}

export interface EngineBus {
  readonly names: ReturnType<typeof relayNames>;
  /** Reads a feed's latest state (and anything else the relay reads). */
  readonly reader: Redis;
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): void;
  /** A request nobody waits for (a command, a close). */
  send(body: RequestBody): void;
  /** A request and its reply, or null when the engine does not answer in time. */
  request(body: RequestBody): Promise<RelayReply | null>;
  /** False from the moment Redis drops until it is back. */
  isUp(): boolean;
  close(): void;
}

export async function connectEngineBus(
  o: { url: string; prefix: string; id: string; log: Logger },
  on: BusHandlers,
): Promise<EngineBus> {
  const names = relayNames(o.prefix);
  const replyChannel = names.reply(o.id);
  const reader = new Redis(o.url, { lazyConnect: true });
  const sub = new Redis(o.url, { lazyConnect: true });
  for (const r of [reader, sub]) r.on('error', (error) => o.log.warn({ err: error }, 'redis'));
  const waiting = new Map<string, (reply: RelayReply) => void>();
  let requestCount = 0;

  sub.on('message', (channel: string, message: string) => {
    if (channel === names.engine) on.beat(message, true);
    else if (channel === replyChannel) {
      let reply: RelayReply;
      try {
        reply = JSON.parse(message) as RelayReply;
      } catch {
        return;
      }
      const answer = waiting.get(reply.id);
      if (answer) answer(reply);
      else on.linkReply(reply);
    } else on.frame(channel, message);
  });
  let connectedOnce = false;
  let up = false;
  let closing = false;
  sub.on('ready', () => {
    up = true;
    if (connectedOnce) on.reconnected();
    connectedOnce = true;
  });
  // ioredis says 'close' for the drop and again for each failed attempt after it: one `lost` a drop.
  sub.on('close', () => {
    if (!up || closing) return;
    up = false;
    on.lost();
  });
  await Promise.all([reader.connect(), sub.connect()]);
  await sub.subscribe(names.engine, replyChannel);
  const known = await reader.get(names.engine);
  if (known) on.beat(known, false);

  const publish = (body: RequestBody, id: string) =>
    reader
      .publish(names.requests, JSON.stringify({ ...body, id, reply: replyChannel }))
      .catch(() => undefined);

  return {
    names,
    reader,
    subscribe: async (channel) => {
      await sub.subscribe(channel);
    },
    unsubscribe: (channel) => {
      sub.unsubscribe(channel).catch(() => undefined);
    },
    send: (body) => void publish(body, `${o.id}:${++requestCount}`),
    request: (body) => {
      const id = `${o.id}:${++requestCount}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, REQUEST_TIMEOUT_MS);
        waiting.set(id, (reply) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(reply);
        });
        void publish(body, id);
      });
    },
    isUp: () => up,
    close: () => {
      closing = true;
      sub.disconnect();
      reader.disconnect();
    },
  };
}
