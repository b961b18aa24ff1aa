/**
 * Issue 5 check: 10,000 fuzzed packets — malformed JSON, wrong types, unknown events, out-of-turn and
 * illegal actions, commands from screens that may not command, unknown tables, oversize — each get an
 * error reply, nothing crashes, and the table is exactly as before. Seeded, so a failure repeats.
 */
import { type Random, seededRandom } from '@railbird/poker';
import { type CLIENT_EVENTS, MAX_PACKET_BYTES, type TableState } from '@railbird/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningEngine } from '../../src/engine.js';
import { simulatedCardTag } from '../../src/rfid/tags.js';
import { DECK_ORDER } from '../../src/table/model.js';
import { Client, token } from '../support/client.js';
import { tableDefinition, testEngine } from '../support/engine.js';

const PACKETS = 10_000;
const WITH_REQUIRED_DATA = [
  'subscribe',
  'setTableMode',
  'action',
  'assignWinner',
  'seatPlayer',
  'unseatPlayer',
  'movePlayer',
  'sitOut',
  'rebuy',
  'simulateRead',
  'setPaused',
  'showStoredHand',
] as const satisfies readonly (typeof CLIENT_EVENTS)[number][];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A value of a random JSON type (never the right one by design of the callers). */
function junk(random: Random): unknown {
  return pick(random, [
    () => null,
    () => -1,
    () => 1e300,
    () => 'x'.repeat(Math.floor(random() * 200)),
    () => [],
    () => ({}),
    () => true,
    () => [1, 'two', null],
    () => ({ nested: { deeper: [random()] } }),
  ])();
}

type Kind =
  | 'malformed'
  | 'wrongType'
  | 'unknownEvent'
  | 'outOfTurn'
  | 'illegal'
  | 'forbidden'
  | 'unknownTable'
  | 'oversize';

/** One fuzzed packet and whether it must be refused by the viewer's or the operator's socket. */
function fuzzPacket(
  random: Random,
  kind: Kind,
  acting: number,
): { text: string; from: 'operator' | 'viewer' } {
  const requestId = random() < 0.7 ? `f${Math.floor(random() * 1e9)}` : undefined;
  const envelope = (event: string, data: unknown, tableKey: unknown = 't1') =>
    JSON.stringify({ event, data, tableKey, ...(requestId ? { requestId } : {}) });
  switch (kind) {
    case 'malformed': {
      const valid = envelope('action', { type: 'fold' });
      return pick(random, [
        () => ({ text: valid.slice(0, Math.floor(random() * valid.length)), from: 'operator' as const }),
        () => ({ text: `${valid}}`, from: 'operator' as const }),
        () => ({
          text: String.fromCharCode(...Array.from({ length: 40 }, () => Math.floor(random() * 0xd7ff))),
          from: 'operator' as const,
        }),
        () => ({
          text: pick(random, ['', ' ', 'null', '42', '"text"', '[]', '[{}]', 'NaN', 'undefined']),
          from: 'operator' as const,
        }),
      ])();
    }
    case 'wrongType': {
      // Events whose data has required fields (an empty object is valid data for the others).
      const event = pick(random, WITH_REQUIRED_DATA);
      const data = pick(random, [
        () => junk(random),
        () => ({ type: junk(random), amount: junk(random), seatIndex: junk(random) }),
        () => ({
          tableMode: junk(random),
          seatIndex: 'three',
          stack: -5,
          paused: 'yes',
          antennaId: -1,
          tagId: 7,
        }),
      ])();
      const tableKey = random() < 0.2 ? junk(random) : 't1';
      return { text: envelope(event, data, tableKey), from: 'operator' };
    }
    case 'unknownEvent':
      return {
        text: envelope(
          pick(random, ['dealAces', 'reset', 'setStack', 'eval', '__proto__', 'ACTION', '']),
          {},
        ),
        from: 'operator',
      };
    case 'outOfTurn': {
      const seats = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((s) => s !== acting);
      const type = pick(random, ['fold', 'check', 'call', 'bet', 'raise'] as const);
      const data =
        type === 'bet' || type === 'raise'
          ? { type, amount: 10, seatIndex: pick(random, seats) }
          : { type, seatIndex: pick(random, seats) };
      return { text: envelope('action', data), from: 'operator' };
    }
    case 'illegal':
      return pick(random, [
        // The player to act faces a bet: no check; a raise below the minimum; a bring-in in hold'em.
        () => ({ text: envelope('action', { type: 'check' }), from: 'operator' as const }),
        () => ({
          text: envelope('action', { type: 'raise', amount: 1 + Math.floor(random() * 3) }),
          from: 'operator' as const,
        }),
        () => ({ text: envelope('action', { type: 'bringIn' }), from: 'operator' as const }),
        () => ({ text: envelope('action', { type: 'call', amount: 999 }), from: 'operator' as const }),
        () => ({ text: envelope('startRound', {}), from: 'operator' as const }),
        () => ({ text: envelope('rejectAction', {}), from: 'operator' as const }),
        () => ({ text: envelope('clearError', {}), from: 'operator' as const }),
        () => ({ text: envelope('standPat', {}), from: 'operator' as const }),
        () => ({
          text: envelope('seatPlayer', { seatIndex: 1, displayName: 'Taken', stack: 100 }),
          from: 'operator' as const,
        }),
        () => ({ text: envelope('unseatPlayer', { seatIndex: 1 }), from: 'operator' as const }),
        () => ({ text: envelope('setTableMode', { tableMode: 'SCAN' }), from: 'operator' as const }),
        () => ({ text: envelope('simulateRead', { antennaId: 40, tagId: 'X' }), from: 'operator' as const }),
        () => ({ text: envelope('showStoredHand', { handId: 'nope' }), from: 'operator' as const }),
        () => ({ text: envelope('assignWinner', { seatIndexes: [1] }), from: 'operator' as const }),
      ])();
    case 'forbidden':
      return {
        text: envelope(
          pick(random, ['setPaused', 'voidHand', 'undo', 'setTableMode']),
          pick(random, [{ paused: true }, {}, { tableMode: 'NONE', force: true }]),
        ),
        from: 'viewer',
      };
    case 'unknownTable':
      return {
        text: envelope('action', { type: 'fold' }, `ghost-${Math.floor(random() * 100)}`),
        from: 'operator',
      };
    case 'oversize':
      return {
        text: envelope('setPaused', {
          paused: true,
          pad: 'x'.repeat(MAX_PACKET_BYTES + Math.floor(random() * 1000)),
        }),
        from: 'operator',
      };
  }
}

function stable(state: TableState) {
  const { updateTime, requestingIps, cloud, ...rest } = state;
  void updateTime;
  void requestingIps;
  void cloud;
  return rest;
}

describe('fuzzed packets (heavy)', () => {
  let engine: RunningEngine;
  afterAll(async () => engine?.close());

  it(`[FUZZ-1] ${PACKETS} fuzzed packets get error replies, crash nothing and change nothing`, async () => {
    engine = await testEngine({
      tables: [tableDefinition('t1')],
      messagesPerSecond: 100_000,
      burst: 100_000,
      frameMs: 0,
    });
    const table = engine.tables.get('t1')!;
    // A hand in progress, so out-of-turn and illegal actions have something to be refused against.
    const setup = (input: Parameters<typeof table.submit>[0]) => table.submit(input, { source: 'operator' });
    const command = (event: string, data: object = {}) =>
      setup({ kind: 'command', command: { event, data } as never });
    await command('setTableMode', { tableMode: 'REGISTER_DECK' });
    for (const card of DECK_ORDER) await setup({ kind: 'read', antennaId: 9, tagId: simulatedCardTag(card) });
    await command('setTableMode', { tableMode: 'GAME' });
    for (const seatIndex of [0, 1, 2])
      await command('seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack: 200 });
    await command('startRound');
    for (const [seat, card] of [
      [1, 'SA'],
      [1, 'SK'],
      [2, 'HA'],
      [2, 'HK'],
      [0, 'D2'],
      [0, 'C7'],
    ] as const) {
      await setup({ kind: 'read', antennaId: seat, tagId: simulatedCardTag(card) });
    }
    await command('action', { type: 'raise', amount: 6 });
    const acting = table.state().round.actingPlayer!;
    const before = stable(table.state());

    const operator = await Client.connect(engine.port, {
      table: 't1',
      page: 'dealer',
      token: await token('t1', 'operator'),
    });
    const viewer = await Client.connect(engine.port, {
      table: 't1',
      page: 'overlays',
      token: await token('t1', 'viewer'),
    });
    await operator.waitFor((p) => p.event === 'state');
    await viewer.waitFor((p) => p.event === 'state');
    // Both screens' feed openings are journaled (the audit log's), before the fuzzing starts.
    const seq = table.seq;
    const replies = (c: Client) => c.packets.filter((p) => p.event === 'error' || p.event === 'ack').length;
    const random = seededRandom(5_001);
    const kinds: Kind[] = [
      'malformed',
      'wrongType',
      'unknownEvent',
      'outOfTurn',
      'illegal',
      'forbidden',
      'unknownTable',
    ];
    const counts: Record<string, number> = {};
    const expected = { operator: replies(operator), viewer: replies(viewer) };
    for (let sent = 0; sent < PACKETS; ) {
      const batch = Math.min(100, PACKETS - sent);
      for (let k = 0; k < batch; k++) {
        const kind: Kind = k === 0 && sent % 1000 === 0 ? 'oversize' : pick(random, kinds);
        counts[kind] = (counts[kind] ?? 0) + 1;
        const packet = fuzzPacket(random, kind, acting);
        (packet.from === 'operator' ? operator : viewer).send(packet.text);
        expected[packet.from]++;
      }
      sent += batch;
      // Every packet is answered: wait for the batch's replies before the next one.
      await operator.waitFor(() => replies(operator) >= expected.operator, 20_000);
      await viewer.waitFor(() => replies(viewer) >= expected.viewer, 20_000);
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const client of [operator, viewer]) {
      const answers = client.packets.filter((p) => p.event === 'error' || p.event === 'ack');
      expect(answers.filter((p) => p.event === 'ack')).toEqual([]);
    }
    expect(replies(operator) + replies(viewer)).toBe(PACKETS);
    expect(Object.keys(counts).sort()).toEqual([...kinds, 'oversize'].sort());
    // Still alive, still the same table, and the connections still work.
    expect(table.seq).toBe(seq);
    expect(stable(table.state())).toEqual(before);
    expect(await operator.command('t1', 'setPaused', { paused: true }, 'alive')).toMatchObject({
      event: 'ack',
    });
    const health = await fetch(`http://127.0.0.1:${engine.port}/healthz`);
    expect(health.status).toBe(200);
    operator.close();
    viewer.close();
  }, 300_000);
});
