/**
 * The engine's WebSocket endpoint (:5001 local, :5000 at a venue): the `ws` transport in front of the
 * room (room.ts decides what a connection may do and sends it). This file owns the HTTP server — a
 * plain GET /healthz answers 200, anything else 426 — the upgrade, the frame size cap, and the
 * mapping of each `ws` socket to a RoomSocket.
 */
import { createServer } from 'node:http';
import { serveRoom } from '@railbird/room/ws';
import { listen } from '@railbird/service';
import type { TableHost } from '../table/host.js';
import type { Table } from '../table/table.js';
import type { TableChannel } from './fanout.js';
import { MAX_FRAME_BYTES, Room, type RoomConnection, type RoomOptions, type RoomSocket } from './room.js';

export interface SocketServerOptions extends Omit<RoomOptions, 'tables' | 'timers'> {
  host: string;
  port: number;
  tables: TableHost;
}

export interface RunningSocketServer {
  port: number;
  connectionCount(): number;
  /** Tells the screens of a table that is no longer hosted why, and lets them go (room.ts). */
  tableRemoved(tableKey: string, message: string): void;
  /** Lets go of the screens of overlay links just revoked (room.ts). */
  linksRevoked(tableKey: string, subjects: ReadonlySet<string>): void;
  /** A connection carried by another transport (an operator on a relay, decision 013). */
  connect(socket: RoomSocket, query: URLSearchParams): RoomConnection;
  /** The table's fan-out (the relay publisher joins it as a member of each audience). */
  channelOf(table: Table): TableChannel;
  close(): Promise<void>;
}

export async function startSocketServer(options: SocketServerOptions): Promise<RunningSocketServer> {
  const { tables, log } = options;
  const room = new Room(options);

  const http = createServer((req, res) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 'ok', tables: tables.keys, connections: room.connectionCount }));
      return;
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    res.end('This is the Railbird table engine: connect with a WebSocket.\n');
  });
  // Frames up to 2 MB reach the room, which answers anything over 1 MB with PAYLOAD_TOO_LARGE;
  // bigger frames close the connection (1009) before they are buffered.
  const sockets = serveRoom(http, room, MAX_FRAME_BYTES);

  const port = await listen(http, options.port, options.host, 'ENGINE_PORT');
  log.info({ port, tables: tables.keys }, 'engine listening');

  return {
    port,
    connectionCount: () => room.connectionCount,
    tableRemoved: (tableKey, message) => room.tableRemoved(tableKey, message),
    linksRevoked: (tableKey, subjects) => room.linksRevoked(tableKey, subjects),
    connect: (socket, query) => room.connect(socket, query),
    channelOf: (table) => room.channelOf(table),
    close: async () => {
      room.close();
      await sockets.close();
    },
  };
}
