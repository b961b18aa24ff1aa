/**
 * A socket room over real tables (in-memory journals, every change pushed at once) on a manual clock,
 * and the moves the room tests make on it.
 */
import type { Card } from '@railbird/poker';
import { parseChips, parseSeatIndex, type SocketScope } from '@railbird/protocol';
import { ManualClock, MemoryPeer } from '@railbird/room/testing';
import { type Journal, MemoryJournal } from '../../src/journal/journal.js';
import { createLogger } from '../../src/log.js';
import { simulatedCardTag } from '../../src/rfid/tags.js';
import { Room, type RoomOptions } from '../../src/sockets/room.js';
import { TableHost } from '../../src/table/host.js';
import type { TableCommand } from '../../src/table/inputs.js';
import { DECK_ORDER } from '../../src/table/model.js';
import { type HostedTableDefinition, Table, type TableOptions } from '../../src/table/table.js';
import { SECRET, token } from './client.js';
import { tableDefinition } from './engine.js';

export const T0 = 1_790_000_000_000;
export const log = createLogger('silent');
const rooms: { room: Room; tables: TableHost }[] = [];
/** Closes every room opened since the last call (an `afterEach` of the test file). */
export async function closeRooms() {
  for (const { room, tables } of rooms.splice(0)) {
    room.close();
    await Promise.all(tables.all.map((t) => t.close()));
  }
}

/** A room over real tables (in-memory journals, every change pushed at once) on a manual clock. */
export function openRoom(
  definitions: HostedTableDefinition[] = [tableDefinition('t1')],
  options: Partial<RoomOptions> = {},
  journalFor: (tableKey: string) => Journal = () => new MemoryJournal(),
  tableOptions: Partial<Omit<TableOptions, 'definition' | 'journal' | 'now'>> = {},
) {
  const clock = new ManualClock(T0);
  const open = (definition: HostedTableDefinition) =>
    Table.open({
      definition,
      journal: journalFor(definition.key),
      now: clock.now,
      log,
      version: 'test',
      devLevel: 3,
      frameMs: 0,
      ...tableOptions,
    });
  const tables = new TableHost(definitions.map(open));
  const room = new Room({ tables, log, now: clock.now, secret: SECRET, timers: clock, ...options });
  rooms.push({ room, tables });
  /** A screen connecting with this query; resolves once the room has decided on it. */
  const connect = async (query: Record<string, string>, remote?: string) => {
    const peer = new MemoryPeer(room, query, remote);
    await peer.connection.settled();
    return peer;
  };
  return { clock, tables, room, connect, table: (key = 't1') => tables.get(key)! };
}

/** A token that is valid on the room's clock. */
export const tokenFor = (tableKey: string, scope: SocketScope, options: Parameters<typeof token>[2] = {}) =>
  token(tableKey, scope, { exp: T0 + 3_600_000, ...options });

export const command = (table: Table, command: TableCommand) =>
  table.submit({ kind: 'command', command }, { source: 'operator' });
export const read = (table: Table, antennaId: number, card: Card) =>
  table.submit({ kind: 'read', antennaId, tagId: simulatedCardTag(card) }, { source: 'antenna' });

/** Registers the simulated deck, seats three players and starts a round, straight on the table. */
export async function prepareHand(table: Table) {
  await command(table, { event: 'setTableMode', data: { tableMode: 'REGISTER_DECK' } });
  for (const card of DECK_ORDER) await read(table, 9, card);
  await command(table, { event: 'setTableMode', data: { tableMode: 'GAME' } });
  for (const seatIndex of [0, 1, 2]) {
    await command(table, {
      event: 'seatPlayer',
      data: { seatIndex: parseSeatIndex(seatIndex), displayName: `P${seatIndex}`, stack: parseChips(200) },
    });
  }
  await command(table, { event: 'startRound', data: {} });
}

export const lastMessage = (peer: MemoryPeer) => {
  const last = peer.packets.at(-1);
  return last?.event === 'error' ? last.data.message : null;
};

export const hasCard = (peer: MemoryPeer, card: Card, key = 't1') =>
  peer.states.get(key)?.playerGroup.players.some((p) => p.roundStatus?.hand.cards.includes(card)) === true;
