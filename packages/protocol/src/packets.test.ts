import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableModeSchema } from './enums.js';
import {
  applyStatePatch,
  CLIENT_EVENTS,
  type ClientPacketInput,
  clientPacketSchema,
  diffTableState,
  ENGINE_EVENTS,
  type EnginePacket,
  enginePacketSchema,
  incompatibleVersionPacket,
  isCompatibleVersion,
  isOperatorCommand,
  MAX_PACKET_BYTES,
  mayCommand,
  PROTOCOL_VERSION,
  packetErrorReply,
  parseClientPacket,
  parseEnginePacket,
  STUDIO_EVENTS,
} from './packets.js';
import type { TableState } from './table-state/index.js';
import {
  CLIENT_PACKET_FIXTURES,
  ENGINE_PACKET_FIXTURES,
  midHandNlhFixture,
  sampleTableFixture,
} from './testing.js';

function refused(raw: string | Uint8Array) {
  const result = parseClientPacket(raw);
  if (result.ok) throw new Error(`expected ${String(raw)} to be refused`);
  return result.error;
}

describe('client packets', () => {
  it('[PACKET-TEXT] a NUL, a broken character, a prototype key, nesting or a name that reads otherwise is refused, naming where', () => {
    const seat = (displayName: string) =>
      JSON.stringify({
        event: 'seatPlayer',
        data: { seatIndex: 1, displayName, stack: 100 },
        tableKey: 't1',
      });
    expect(parseClientPacket(seat('Ann')).ok).toBe(true);
    expect(refused(seat('A\u0000nn')).message).toMatch(/^data\.displayName: holds a NUL/);
    expect(refused(seat('A\udc00nn')).message).toMatch(/^data\.displayName: holds a broken character/);
    expect(refused(seat('Ann\u202E')).message).toMatch(/control characters or text-direction marks/);
    const proto = '{"event":"setPaused","data":{"paused":true,"__proto__":{"x":1}},"tableKey":"t1"}';
    expect(refused(proto).message).toMatch(/^data\.__proto__: /);
    const deep = `{"event":"setPaused","data":{"paused":true,"x":${'['.repeat(5000)}${']'.repeat(5000)}},"tableKey":"t1"}`;
    expect(refused(deep).message).toMatch(/nested more than 32 levels deep/);
  });

  it('[CLOCK-PACKET-10] setEvent refuses a level with no duration unless it is the last, saying which', () => {
    const levels = structuredClone(sampleTableFixture.gameSettings.blindLevels);
    const event = sampleTableFixture.eventManager.event;
    const packet = (blindLevels: unknown) =>
      JSON.stringify({ event: 'setEvent', data: { event, blindLevels }, tableKey: 't1' });
    levels[1]!.levelDuration = 0;
    const error = refused(packet(levels));
    expect(error.issues[0]?.path).toBe('data.blindLevels[1].levelDuration');
    expect(error.message).toContain('Level 2 has no duration');
    // The last level may play until the end.
    levels[1]!.levelDuration = 60;
    levels[2]!.levelDuration = 0;
    expect(parseClientPacket(packet(levels)).ok).toBe(true);
  });

  it('[CLOCK-PACKET-11] eventClock takes the six actions only, and adjust needs a number of ms other than 0', () => {
    const clock = (data: unknown) => JSON.stringify({ event: 'eventClock', data, tableKey: 't1' });
    expect(parseClientPacket(clock({ action: 'adjust', ms: 60_000 })).ok).toBe(true);
    expect(refused(clock({ action: 'adjust', ms: 0 })).message).toContain('other than 0');
    expect(refused(clock({ action: 'adjust', ms: 1.5 })).issues[0]?.path).toBe('data.ms');
    expect(refused(clock({ action: 'skipTo', levelIndex: -1 })).issues[0]?.path).toBe('data.levelIndex');
    expect(refused(clock({ action: 'rewind' })).issues[0]?.path).toBe('data.action');
    // Operators only, and still theirs while a table shows a read error.
    expect(mayCommand('producer', 'eventClock')).toBe(false);
    expect(mayCommand('checkIn', 'setEvent')).toBe(false);
    expect(mayCommand('operator', 'eventClock')).toBe(true);
  });

  it('every client event has a fixture, and every fixture parses to itself', () => {
    expect(new Set(CLIENT_PACKET_FIXTURES.map((p) => p.event))).toEqual(new Set(CLIENT_EVENTS));
    for (const packet of CLIENT_PACKET_FIXTURES) {
      expect(parseClientPacket(JSON.stringify(packet))).toEqual({ ok: true, packet });
    }
  });

  it('only subscribe and unsubscribe are open to viewers; every other event is an operator command', () => {
    const operator = CLIENT_PACKET_FIXTURES.filter(isOperatorCommand).map((p) => p.event);
    expect(new Set(operator)).toEqual(
      new Set(CLIENT_EVENTS.filter((e) => e !== 'subscribe' && e !== 'unsubscribe')),
    );
  });

  it('[STUDIO-1] a producer may send only the Studio commands; viewers none; operators all', () => {
    for (const event of CLIENT_EVENTS.filter((e) => e !== 'subscribe' && e !== 'unsubscribe')) {
      expect(mayCommand('operator', event)).toBe(true);
      expect(mayCommand('producer', event)).toBe((STUDIO_EVENTS as readonly string[]).includes(event));
      expect(mayCommand('viewer', event)).toBe(false);
      expect(mayCommand('hiddenViewer', event)).toBe(false);
    }
    expect(mayCommand('producer', 'setStreamDelay')).toBe(true);
    expect(mayCommand('producer', 'voidHand')).toBe(false);
  });

  it('[STUDIO-2] a delay past 30 minutes, an empty stream-data change or an unknown OBS request is refused', () => {
    expect(
      refused(JSON.stringify({ event: 'setStreamDelay', data: { seconds: 1801 }, tableKey: 't' })).issues[0]
        ?.path,
    ).toBe('data.seconds');
    expect(
      refused(JSON.stringify({ event: 'setStreamDelay', data: { seconds: 2.5 }, tableKey: 't' })).reason,
    ).toBe('INVALID_PACKET');
    expect(
      refused(JSON.stringify({ event: 'setStreamData', data: {}, tableKey: 't' })).issues[0]?.message,
    ).toMatch(/nothing to change/);
    expect(
      refused(JSON.stringify({ event: 'obs', data: { request: 'deleteScene' }, tableKey: 't' })).reason,
    ).toBe('INVALID_PACKET');
  });

  it('malformed JSON is refused as MALFORMED_JSON, never thrown', () => {
    const error = refused('{"event": "undo", ');
    expect(error.reason).toBe('MALFORMED_JSON');
    expect(error.message).toMatch(/^packet is not JSON: /);
  });

  it('bytes that are not UTF-8 are refused as MALFORMED_JSON', () => {
    expect(refused(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])).reason).toBe('MALFORMED_JSON');
  });

  it('JSON that is not an object is an INVALID_PACKET', () => {
    for (const raw of ['[]', 'null', '42', '"undo"']) {
      expect(refused(raw)).toMatchObject({ reason: 'INVALID_PACKET', issues: [{ path: '(packet)' }] });
    }
  });

  it('an unknown event is refused as UNKNOWN_EVENT and lists the known ones', () => {
    const error = refused('{"event":"dealAces","data":{},"tableKey":"t1","requestId":"q7"}');
    expect(error.reason).toBe('UNKNOWN_EVENT');
    expect(error.message).toBe(`unknown event "dealAces"; expected one of ${CLIENT_EVENTS.join(', ')}`);
    expect(error).toMatchObject({ tableKey: 't1', requestId: 'q7' });
  });

  it('a wrong type names the path and what was expected', () => {
    const error = refused('{"event":"action","data":{"type":"raise","amount":"lots"},"tableKey":"t1"}');
    expect(error.reason).toBe('INVALID_PACKET');
    expect(error.issues).toEqual([
      { path: 'data.amount', message: 'Invalid input: expected number, received string' },
    ]);
    expect(error.message).toBe('data.amount: Invalid input: expected number, received string');
  });

  it('a bet or raise without an amount is refused; a check with one is read without it', () => {
    expect(refused('{"event":"action","data":{"type":"bet"},"tableKey":"t1"}').issues[0]?.path).toBe(
      'data.amount',
    );
    const check = parseClientPacket('{"event":"action","data":{"type":"check","amount":5},"tableKey":"t1"}');
    expect(check).toEqual({ ok: true, packet: { event: 'action', data: { type: 'check' }, tableKey: 't1' } });
  });

  it('an unknown action type is refused at data.type', () => {
    const error = refused('{"event":"action","data":{"type":"shove"},"tableKey":"t1"}');
    expect(error.issues[0]?.path).toBe('data.type');
  });

  it('a table mode not of the spec is refused at data.tableMode', () => {
    const error = refused('{"event":"setTableMode","data":{"tableMode":"PLAY"},"tableKey":"t1"}');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('data.tableMode');
  });

  it('a missing tableKey or data is named', () => {
    const error = refused('{"event":"undo"}');
    expect(error.issues.map((i) => i.path)).toEqual(['data', 'tableKey']);
  });

  it('a seat outside the largest table is refused', () => {
    expect(refused('{"event":"unseatPlayer","data":{"seatIndex":10},"tableKey":"t1"}').issues[0]?.path).toBe(
      'data.seatIndex',
    );
  });

  it('a packet over the size limit is refused unread as TOO_LARGE', () => {
    const big = JSON.stringify({
      event: 'undo',
      data: { pad: 'x'.repeat(MAX_PACKET_BYTES) },
      tableKey: 't1',
    });
    expect(refused(big).reason).toBe('TOO_LARGE');
    expect(refused(new TextEncoder().encode(big)).reason).toBe('TOO_LARGE');
    expect(parseClientPacket('{"event":"undo","data":{},"tableKey":"t1"}', { maxBytes: 10 }).ok).toBe(false);
  });

  it('counts bytes, not characters: multi-byte text near the limit is measured exactly', () => {
    const name = 'é'.repeat(40);
    const raw = JSON.stringify({
      event: 'seatPlayer',
      data: { seatIndex: 1, displayName: name, stack: 5 },
      tableKey: 't',
    });
    const bytes = new TextEncoder().encode(raw).length;
    expect(parseClientPacket(raw, { maxBytes: bytes }).ok).toBe(true);
    expect(parseClientPacket(raw, { maxBytes: bytes - 1 }).ok).toBe(false);
  });

  it('a refusal becomes an error reply that is itself a valid engine packet', () => {
    const reply = packetErrorReply(
      refused('{"event":"action","data":{"type":"bet"},"tableKey":"t1","requestId":"r9"}'),
    );
    expect(enginePacketSchema.parse(reply)).toEqual(reply);
    expect(reply).toMatchObject({
      event: 'error',
      tableKey: 't1',
      data: { code: 'BAD_REQUEST', requestId: 'r9' },
    });
    expect(packetErrorReply(refused('nope')).tableKey).toBeNull();
  });
});

describe('engine packets', () => {
  it('every engine event has a fixture, and every fixture parses to itself', () => {
    expect(new Set(ENGINE_PACKET_FIXTURES.map((p) => p.event))).toEqual(new Set(ENGINE_EVENTS));
    for (const packet of ENGINE_PACKET_FIXTURES) {
      expect(parseEnginePacket(JSON.stringify(packet))).toEqual({ ok: true, packet });
    }
  });

  it('a state packet with a broken table state names the path inside data', () => {
    const state = structuredClone(midHandNlhFixture) as unknown as { round: { street: string } };
    state.round.street = 'FLOPP';
    const result = parseEnginePacket(JSON.stringify({ event: 'state', data: state, tableKey: 'demo-6max' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues.map((i) => i.path)).toEqual(['data.round.street']);
  });
});

describe('state patches', () => {
  it('carry only the top-level fields that changed, and rebuild the next state', () => {
    const prev = structuredClone(midHandNlhFixture);
    const next: TableState = {
      ...prev,
      updateTime: prev.updateTime + 1,
      table: { ...prev.table, mode: 'SCAN' },
    };
    const patch = diffTableState(prev, next);
    expect(Object.keys(patch.changes).sort()).toEqual(['table', 'updateTime']);
    expect(applyStatePatch(prev, patch)).toEqual(next);
    const packet = { event: 'statePatch', data: patch, tableKey: 'demo-6max' };
    expect(parseEnginePacket(JSON.stringify(packet))).toEqual({ ok: true, packet });
  });

  it('is ignored by a client holding another state', () => {
    const prev = structuredClone(midHandNlhFixture);
    const patch = diffTableState(prev, { ...prev, updateTime: prev.updateTime + 1 });
    expect(applyStatePatch({ ...prev, updateTime: prev.updateTime - 5 }, patch)).toBeNull();
  });

  it('a patch with a broken field is refused with its path', () => {
    const packet = {
      event: 'statePatch',
      data: { baseUpdateTime: 1, changes: { updateTime: 2, round: { street: 'FLOP' } } },
      tableKey: 'demo-6max',
    };
    const result = parseEnginePacket(JSON.stringify(packet));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]?.path).toMatch(/^data\.changes\.round\./);
  });
});

describe('protocol versions', () => {
  it('only the same version is compatible', () => {
    expect(isCompatibleVersion(PROTOCOL_VERSION)).toBe(true);
    expect(isCompatibleVersion(PROTOCOL_VERSION + 1)).toBe(false);
    expect(isCompatibleVersion(PROTOCOL_VERSION - 1)).toBe(false);
  });

  it('a client of another version gets an explicit message naming both versions', () => {
    const packet = incompatibleVersionPacket(PROTOCOL_VERSION + 1, 't1');
    expect(enginePacketSchema.parse(packet)).toEqual(packet);
    expect(packet.data.message).toContain(`protocol version ${PROTOCOL_VERSION}`);
    expect(packet.data.message).toContain(`protocol version ${PROTOCOL_VERSION + 1}`);
    expect(incompatibleVersionPacket(null).data.message).toContain('no protocol version');
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────────────

const tableKey = fc.stringMatching(/^[A-Za-z0-9._-]{1,30}$/);
const seat = fc.integer({ min: 0, max: 9 });
const chips = fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0, max: 1e9, noNaN: true }));
const positiveChips = fc.oneof(
  fc.integer({ min: 1, max: 1e9 }),
  fc.double({ min: 0.01, max: 1e9, noNaN: true }),
);
const none = fc.constant({});
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Drops keys whose value is undefined, as JSON does. */
function defined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const dataByEvent: {
  [E in ClientPacketInput['event']]: fc.Arbitrary<Extract<ClientPacketInput, { event: E }>['data']>;
} = {
  subscribe: fc.record({
    protocolVersion: fc.integer({ min: 1, max: 1000 }),
    page: fc.string({ minLength: 1, maxLength: 100 }),
    token: optional(fc.string({ minLength: 1, maxLength: 200 })),
    apiKey: optional(fc.string({ minLength: 1, maxLength: 200 })),
  }),
  unsubscribe: none,
  setTableMode: fc.record({
    tableMode: fc.constantFrom(...tableModeSchema.options),
    force: optional(fc.boolean()),
  }),
  startRound: none,
  action: fc.oneof(
    fc.record({ type: fc.constant('fold' as const), seatIndex: optional(seat) }),
    fc.record({ type: fc.constant('check' as const), seatIndex: optional(seat) }),
    fc.record({ type: fc.constant('call' as const), seatIndex: optional(seat), amount: optional(chips) }),
    fc.record({ type: fc.constant('bet' as const), seatIndex: optional(seat), amount: positiveChips }),
    fc.record({ type: fc.constant('raise' as const), seatIndex: optional(seat), amount: positiveChips }),
    fc.record({ type: fc.constant('bringIn' as const), seatIndex: optional(seat) }),
    fc.record({
      type: fc.constant('complete' as const),
      seatIndex: optional(seat),
      amount: optional(positiveChips),
    }),
  ),
  confirmAction: none,
  rejectAction: none,
  assignWinner: fc.record({
    seatIndexes: fc.uniqueArray(seat, { minLength: 1, maxLength: 10 }),
    potIndex: optional(fc.integer({ min: 0, max: 9 })),
    boardIndex: optional(fc.integer({ min: 0, max: 2 })),
    half: optional(fc.constantFrom('high' as const, 'low' as const)),
  }),
  seatPlayer: fc.record({
    seatIndex: seat,
    displayName: fc.string({ minLength: 1, maxLength: 100 }),
    stack: chips,
    uid: optional(fc.option(fc.string())),
    handle: optional(fc.option(fc.string())),
    playerType: optional(fc.constantFrom('REGISTERED' as const, 'GUEST' as const, 'BOT' as const)),
  }),
  unseatPlayer: fc.record({ seatIndex: seat }),
  movePlayer: fc.record({ fromSeatIndex: seat, toSeatIndex: seat, toTableKey: optional(tableKey) }),
  sitOut: fc.record({ seatIndex: seat, sittingOut: fc.boolean() }),
  identifyPlayer: fc.record({
    seatIndex: seat,
    uid: fc.option(fc.string({ minLength: 1, maxLength: 100 })),
    displayName: optional(fc.string({ minLength: 1, maxLength: 100 })),
    handle: optional(fc.option(fc.string({ maxLength: 100 }))),
  }),
  rebuy: fc.record({ seatIndex: seat, amount: fc.double({ min: 0.01, max: 1e9, noNaN: true }) }),
  undo: none,
  voidHand: none,
  clearError: none,
  simulateRead: fc.record({
    antennaId: fc.integer({ min: 0, max: 63 }),
    tagId: fc.string({ minLength: 1, maxLength: 64 }),
  }),
  setPaused: fc.record({ paused: fc.boolean() }),
  standPat: fc.record({ seatIndex: optional(seat) }),
  setStreamDelay: fc.record({ seconds: fc.integer({ min: 0, max: 1800 }) }),
  setStreamData: fc.record({
    visibleOverlays: optional(fc.array(fc.constantFrom('earnings', 'vpip', 'playstyle'), { maxLength: 3 })),
    featuredSeatIndex: optional(fc.option(seat)),
    // Always one field: an empty change is refused.
    tickerText: fc.option(fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9 !,.]{0,40}[A-Za-z0-9!.])?$/)),
  }),
  obs: fc.oneof(
    fc.record({
      request: fc.constant('switchScene' as const),
      sceneName: fc.string({ minLength: 1, maxLength: 200 }),
    }),
    fc.constantFrom(
      { request: 'startStream' as const },
      { request: 'stopStream' as const },
      { request: 'startRecord' as const },
      { request: 'stopRecord' as const },
      { request: 'reconnect' as const },
    ),
  ),
  showStoredHand: fc.record({
    handId: fc.string({ minLength: 1, maxLength: 100 }),
    step: optional(fc.integer({ min: 0, max: 500 })),
  }),
  setEvent: fc.record({
    event: fc.option(fc.constant(structuredClone(sampleTableFixture.eventManager.event!))),
    blindLevels: optional(fc.constant(structuredClone(sampleTableFixture.gameSettings.blindLevels))),
  }),
  eventClock: fc.oneof(
    fc.constantFrom(
      { action: 'start' as const },
      { action: 'pause' as const },
      { action: 'resume' as const },
      { action: 'stop' as const },
    ),
    fc.record({
      action: fc.constant('adjust' as const),
      ms: fc.integer({ min: -86_400_000, max: 86_400_000 }).filter((ms) => ms !== 0),
    }),
    fc.record({ action: fc.constant('skipTo' as const), levelIndex: fc.integer({ min: 0, max: 199 }) }),
  ),
  setAddOns: fc.record({
    addOns: fc.subarray(['nitGameAddOn', 'runnerUpAddOn', 'teamAddOn', 'bingoAddOn'] as const),
    settings: fc.constant({}),
  }),
  addOnAction: fc.oneof(
    fc.record({
      addOn: fc.constant('blackjack' as const),
      action: fc.record({
        type: fc.constant('bet' as const),
        seatIndex: fc.integer({ min: 0, max: 9 }),
        amount: fc.integer({ min: 1, max: 1000 }),
      }),
    }),
    fc.constantFrom(
      { addOn: 'nitGameAddOn' as const, action: { type: 'confirm' as const } },
      { addOn: 'powerupsAddOn' as const, action: { type: 'reject' as const } },
      { addOn: 'uth' as const, action: { type: 'closeBets' as const } },
    ),
  ),
};

const clientPacket: fc.Arbitrary<ClientPacketInput> = fc.oneof(
  ...CLIENT_EVENTS.map((event) =>
    fc.record({
      event: fc.constant(event),
      data: dataByEvent[event] as fc.Arbitrary<object>,
      tableKey,
      requestId: optional(fc.string({ minLength: 1, maxLength: 100 })),
    }),
  ),
) as fc.Arbitrary<ClientPacketInput>;

const enginePacket: fc.Arbitrary<EnginePacket> = fc.oneof(
  fc.record({
    event: fc.constant('error' as const),
    data: fc.record({
      code: fc.constantFrom(...(['BAD_REQUEST', 'CONFLICT', 'FORBIDDEN'] as const)),
      message: fc.string({ minLength: 1 }),
      requestId: optional(fc.string({ minLength: 1, maxLength: 100 })),
    }),
    tableKey: fc.option(tableKey),
  }),
  fc.record({
    event: fc.constant('heartbeat' as const),
    data: fc.record({ updateTime: fc.integer({ min: 0, max: 2 ** 52 }) }),
    tableKey,
  }),
  fc.record({
    event: fc.constant('ack' as const),
    data: fc.record({ requestId: fc.string({ minLength: 1, maxLength: 100 }) }),
    tableKey,
  }),
  fc.record({
    event: fc.constant('incompatibleVersion' as const),
    data: fc.record({
      protocolVersion: fc.integer({ min: 1, max: 1000 }),
      clientProtocolVersion: fc.option(fc.integer()),
      message: fc.string({ minLength: 1 }),
    }),
    tableKey: fc.option(tableKey),
  }),
  fc.record({ event: fc.constant('state' as const), data: fc.constant(midHandNlhFixture), tableKey }),
);

describe('round trips', () => {
  it('every valid client packet survives JSON and parses to itself', () => {
    fc.assert(
      fc.property(clientPacket, (packet) => {
        expect(parseClientPacket(JSON.stringify(packet))).toEqual({ ok: true, packet: defined(packet) });
      }),
      { numRuns: 500 },
    );
  });

  it('every valid engine packet survives JSON and parses to itself', () => {
    fc.assert(
      fc.property(enginePacket, (packet) => {
        expect(parseEnginePacket(JSON.stringify(packet))).toEqual({ ok: true, packet: defined(packet) });
      }),
      { numRuns: 200 },
    );
  });

  it('any text at all gives a typed result, never an exception', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          clientPacket.map((p) => JSON.stringify(p).slice(0, -3)),
        ),
        (raw) => {
          const result = parseClientPacket(raw);
          if (!result.ok) {
            expect(result.error.message.length).toBeGreaterThan(0);
            expect(['TOO_LARGE', 'MALFORMED_JSON', 'UNKNOWN_EVENT', 'INVALID_PACKET']).toContain(
              result.error.reason,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a valid packet with one field replaced by junk is either still valid or refused with the path', () => {
    const junk = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.integer()));
    fc.assert(
      fc.property(
        clientPacket,
        fc.constantFrom('event', 'tableKey', 'data'),
        junk,
        (packet, field, value) => {
          const broken = { ...packet, [field]: value };
          const result = parseClientPacket(JSON.stringify(broken));
          const valid = clientPacketSchema.safeParse(JSON.parse(JSON.stringify(broken))).success;
          expect(result.ok).toBe(valid);
          if (!result.ok && result.error.reason === 'INVALID_PACKET') {
            expect(result.error.issues.some((i) => i.path === field || i.path.startsWith(`${field}.`))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
