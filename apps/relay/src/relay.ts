/**
 * A relay (decision 013): a stateless `ws` server that serves a table's screens from what the engine
 * publishes through Redis, speaking the engine's protocol — the same query (`table`, `page`,
 * `token`/`key`, `protocolVersion`), the same token check against the shared engine secret, the same
 * audiences, heartbeats (the engine's time, as it beats), flood limits and ten tables a connection:
 * the same room (@railbird/room, decision 020), with the tables as the engine publishes them
 * (relay-room.ts). This file is the process around it: Redis, the HTTP server and its health check.
 */
import { createServer } from 'node:http';
import { MAX_PACKET_BYTES } from '@railbird/protocol';
import { serveRoom } from '@railbird/room/ws';
import { listen } from '@railbird/service';
import { connectEngineBus } from './engine-bus.js';
import type { Logger } from './log.js';
import { RelayRoom } from './relay-room.js';

export { MAX_TABLES_PER_CONNECTION } from '@railbird/room';
export { RELAY_TAKES_NO_COMMANDS } from './relay-room.js';

/**
 * Connections waiting to be accepted (Node's default is 511; the kernel caps it at somaxconn): a relay
 * killed sends its screens to the others at once, and a dropped handshake is retried seconds later.
 */
const ACCEPT_BACKLOG = 4096;

export interface RelayOptions {
  /** REDIS_URL */
  url: string;
  /** `<REDIS_PREFIX>relay:` (relayPrefix), the engine's. */
  prefix: string;
  /** The socket-token secret shared with the engine and the server. */
  secret: string;
  host: string;
  port: number;
  log: Logger;
  now: () => number;
  /** Names this relay's reply channel; random by default. */
  id?: string;
  pingMs?: number;
  messagesPerSecond?: number;
  burst?: number;
}

export interface RunningRelay {
  port: number;
  id: string;
  connectionCount(): number;
  close(): Promise<void>;
}

export async function startRelay(o: RelayOptions): Promise<RunningRelay> {
  const id = o.id ?? `relay-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const log = o.log.child({ relay: id });
  const relay = new RelayRoom({
    secret: o.secret,
    log,
    now: o.now,
    ...(o.pingMs !== undefined ? { pingMs: o.pingMs } : {}),
    ...(o.messagesPerSecond !== undefined ? { messagesPerSecond: o.messagesPerSecond } : {}),
    ...(o.burst !== undefined ? { burst: o.burst } : {}),
  });
  const bus = await connectEngineBus({ url: o.url, prefix: o.prefix, id, log }, relay.handlers);
  relay.useBus(bus);
  const room = relay.room;

  const http = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      // 503 while Redis is lost: a load balancer sends new screens to the relays that can serve them.
      const up = bus.isUp();
      res.writeHead(up ? 200 : 503, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          status: up ? 'ok' : 'redis lost',
          relay: id,
          tables: relay.tableKeys,
          connections: room.connectionCount,
        }),
      );
      return;
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    res.end('This is a Railbird relay: connect with a WebSocket.\n');
  });
  const sockets = serveRoom(http, room, 2 * MAX_PACKET_BYTES);

  const port = await listen(http, o.port, o.host, 'RELAY_PORT', ACCEPT_BACKLOG);
  log.info({ port, prefix: o.prefix }, 'relay listening');
  return {
    port,
    id,
    connectionCount: () => room.connectionCount,
    close: async () => {
      room.close();
      await sockets.close();
      bus.close();
    },
  };
}
