import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { applyStatePatch, type ClientPacket, type EnginePacket, type TableState } from '@railbird/protocol';
import WebSocket from 'ws';
import { trpc } from './console.js';

/**
 * An operator's socket to a table of the e2e stack, as the signed-in user's `table.socketUrl` gives it:
 * keeps the table's latest state and sends commands, resolving on the engine's ack. Tests use it for
 * what has no screen (antenna reads entered by hand: `simulateRead`) and to read the engine's own state.
 */
export async function operatorSocket(request: APIRequestContext, tableKey: string) {
  const { socketUrl } = await trpc<{ socketUrl: string }>(request, 'table.socketUrl', { tableKey }, 'query');
  const url = new URL(socketUrl);
  url.searchParams.set('page', 'e2e');
  const ws = new WebSocket(url.toString());
  let state: TableState | null = null;
  const waiting = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  let counter = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no state from ${tableKey}`)), 10_000);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const packet = JSON.parse(String(raw)) as EnginePacket;
      if (packet.event === 'state') {
        state = packet.data;
        clearTimeout(timer);
        resolve();
      } else if (packet.event === 'statePatch' && state) {
        state = applyStatePatch(state, packet.data) ?? state;
      } else if (packet.event === 'ack' || packet.event === 'error') {
        const id = packet.data.requestId;
        const pending = id ? waiting.get(id) : undefined;
        if (!pending || !id) return;
        waiting.delete(id);
        if (packet.event === 'ack') pending.resolve();
        else pending.reject(new Error(packet.data.message));
      }
    });
  });
  return {
    get state(): TableState {
      return state!;
    },
    send<E extends ClientPacket['event']>(event: E, data: object): Promise<void> {
      // Unique across sockets: the engine answers a requestId it has seen at this table with the ack
      // it gave then, without running the command again, and the specs of a run share one stack.
      const requestId = `e2e-${tableKey}-${++counter}-${randomUUID()}`;
      return new Promise<void>((resolve, reject) => {
        waiting.set(requestId, { resolve, reject });
        ws.send(JSON.stringify({ event, data, tableKey, requestId }));
      });
    },
    close: () => ws.close(),
  };
}
