/**
 * The `ws` transport in front of a room: a server's upgrades become room connections, each `ws`
 * socket a RoomSocket. The engine and the relays both serve their screens through it.
 */
import type { Server } from 'node:http';
import { messageOf } from '@railbird/service';
import { WebSocket, WebSocketServer } from 'ws';
import type { Connectable } from './room.js';
import type { RoomSocket } from './session.js';

/**
 * Takes the server's WebSocket upgrades into the room. Frames over `maxPayload` close the connection
 * (1009) before they are buffered. Returns what closes the transport: the WebSocket server, then the
 * HTTP server it serves on (its keep-alive connections dropped), resolving once both are closed.
 */
export function serveRoom(http: Server, room: Connectable, maxPayload: number): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload });
  http.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const query = new URL(req.url ?? '/', 'ws://localhost').searchParams;
      const connection = room.connect(roomSocket(ws, req.socket.remoteAddress ?? 'unknown'), query);
      ws.on('pong', () => connection.pong());
      ws.on('message', (raw, isBinary) => connection.receive(messageOf(raw, isBinary)));
      ws.on('close', () => connection.disconnected());
      ws.on('error', (error) => connection.failed(error));
    });
  });
  return {
    close: async () => {
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

function roomSocket(ws: WebSocket, remote: string): RoomSocket {
  return {
    remote,
    send: (text) => ws.send(text, { binary: false }),
    bufferedAmount: () => ws.bufferedAmount,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    close: (code, reason) => ws.close(code, reason),
    terminate: () => ws.terminate(),
    ping: () => ws.ping(),
  };
}
