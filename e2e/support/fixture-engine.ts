import type { AddressInfo } from 'node:net';
import type { TableState } from '@railbird/protocol';
import { WebSocketServer } from 'ws';

/**
 * A stand-in engine that serves a fixed table state (a protocol fixture) over the real protocol
 * packets, with a heartbeat every 500 ms: for views that need a particular moment of a hand (equities,
 * side pots, a winner) that a simulation reaches only by chance.
 */
export async function fixtureEngine(initial: TableState) {
  let state = initial;
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const send = (ws: import('ws').WebSocket) =>
    ws.send(JSON.stringify({ event: 'state', data: state, tableKey: state.tableSettings.key }));
  server.on('connection', (ws) => {
    send(ws);
    const beat = setInterval(
      () =>
        ws.send(
          JSON.stringify({
            event: 'heartbeat',
            data: { updateTime: Date.now() },
            tableKey: state.tableSettings.key,
          }),
        ),
      500,
    );
    ws.on('close', () => clearInterval(beat));
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    set(next: TableState) {
      state = next;
      for (const ws of server.clients) send(ws);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of server.clients) ws.terminate();
        server.close(() => resolve());
      }),
  };
}
