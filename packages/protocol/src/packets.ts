/**
 * The packets between a table engine and its viewers, one versioned union per direction (STYLE.md
 * habit 6), parsed at the edge with `parseClientPacket` / `parseEnginePacket`.
 *
 * Client → engine: `{event, data, tableKey}` as the spec sends them (§7), plus an optional
 * `requestId` of ours that the engine echoes in its `ack` or `error`, so a screen can tell which of
 * its commands succeeded. Engine → client: the full table state, errors, a heartbeat every second,
 * acks, and an explicit message to a client of another protocol version. The spec's engine pushes
 * bare table-state objects; we wrap them as `{event: 'state', data, tableKey}` so one union covers
 * everything the engine says.
 */

import { z } from 'zod';
import { addOnActionDataSchema, setAddOnsDataSchema } from './add-on-commands.js';
import { chipsBrandSchema, seatIndexBrandSchema, tableKeyBrandSchema } from './brands.js';
import { type actionTypeSchema, tableModeSchema } from './enums.js';
import type { SocketScope } from './socket-token.js';
import {
  blindLevelSchema,
  eventSchema,
  playerTypeSchema,
  type TableState,
  tableKeySchema,
  tableStateFieldsSchema,
  tableStateSchema,
  timestampSchema,
} from './table-state/index.js';
import { streamDelaySecondsSchema, TICKER_TEXT_MAX } from './table-state/room.js';
import { isPlainName, jsonNestingExceeds, MAX_INPUT_DEPTH, PLAIN_NAME_MESSAGE, unsafeInput } from './text.js';
import { PROTOCOL_VERSION } from './version.js';

export { PROTOCOL_VERSION } from './version.js';

/** Packets larger than this are refused unread (issue 5: "messages over 1 MB refused"). */
export const MAX_PACKET_BYTES = 1024 * 1024;

const requestIdSchema = z.string().min(1).max(100);

/** A client command. Its table key, seats and amounts are branded (brands.ts): they come from outside. */
function command<E extends string, D extends z.ZodType>(event: E, data: D) {
  return z.object({
    event: z.literal(event),
    data,
    tableKey: tableKeyBrandSchema,
    requestId: requestIdSchema.optional(),
  });
}

const noData = z.object({});

/** What the Studio may ask of the table's OBS. */
export const obsRequestSchema = z.discriminatedUnion('request', [
  z.object({ request: z.literal('switchScene'), sceneName: z.string().min(1).max(200) }),
  z.object({ request: z.literal('startStream') }),
  z.object({ request: z.literal('stopStream') }),
  z.object({ request: z.literal('startRecord') }),
  z.object({ request: z.literal('stopRecord') }),
  z.object({ request: z.literal('reconnect') }),
]);
export type ObsRequest = z.infer<typeof obsRequestSchema>;
const positiveChips = z.number().positive().brand<'Chips'>();

/**
 * An action by the player whose turn it is. `amount` of a bet, raise or complete is the street total
 * ("raise to"); a call's or a complete's amount is optional (the engine knows it) and, when given,
 * must match. `seatIndex`,
 * when given, guards against a stale screen: the engine refuses it unless that seat is acting.
 */
export const actionDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fold'), seatIndex: seatIndexBrandSchema.optional() }),
  z.object({ type: z.literal('check'), seatIndex: seatIndexBrandSchema.optional() }),
  z.object({
    type: z.literal('call'),
    seatIndex: seatIndexBrandSchema.optional(),
    amount: chipsBrandSchema.optional(),
  }),
  z.object({ type: z.literal('bet'), seatIndex: seatIndexBrandSchema.optional(), amount: positiveChips }),
  z.object({ type: z.literal('raise'), seatIndex: seatIndexBrandSchema.optional(), amount: positiveChips }),
  z.object({ type: z.literal('bringIn'), seatIndex: seatIndexBrandSchema.optional() }),
  z.object({
    type: z.literal('complete'),
    seatIndex: seatIndexBrandSchema.optional(),
    amount: positiveChips.optional(),
  }),
]);
export type ActionData = z.infer<typeof actionDataSchema>;
// Keep the action union and the action-type enum one list.
const _actionTypesAgree: z.infer<typeof actionTypeSchema> extends ActionData['type']
  ? ActionData['type'] extends z.infer<typeof actionTypeSchema>
    ? true
    : never
  : never = true;
void _actionTypesAgree;

/** The longest a clock adjustment may add or remove at once, ms (a day). */
export const MAX_CLOCK_ADJUST_MS = 24 * 60 * 60 * 1000;

/**
 * Ours (issue 17): the event a table plays (`event`, spec §3 "Event"), or null to detach it (a cash table
 * again, clock off). With `blindLevels` the table's blind structure becomes the event's (durations in
 * seconds); every level needs a `levelDuration` but the last, which may play until the end (0). Sent
 * again with the same `event.uid` it updates the event's figures and the clock runs on.
 */
export const setEventDataSchema = z
  .object({
    event: eventSchema.nullable(),
    blindLevels: z.array(blindLevelSchema).min(1).max(200).optional(),
  })
  .superRefine((data, ctx) => {
    const levels = data.blindLevels ?? [];
    for (const [k, level] of levels.entries()) {
      if (level.levelDuration > 0 || k === levels.length - 1) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['blindLevels', k, 'levelDuration'],
        message: `Level ${k + 1} has no duration: give it a length (only the last level may play until the end).`,
      });
    }
  });
export type SetEventData = z.infer<typeof setEventDataSchema>;

/**
 * Ours (issue 17): the tournament director's clock of the table's event. `start` starts level 1;
 * `pause` keeps the time left, `resume` counts it down again; `adjust` adds (`ms` > 0) or removes time
 * from the current level or break — removing more than is left ends it now; `skipTo` starts that level
 * (0-based) afresh; `stop` switches the clock off. The engine applies it at every table it hosts that
 * plays the same event, at the same instant.
 */
export const eventClockDataSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start') }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({
    action: z.literal('adjust'),
    ms: z
      .int()
      .min(-MAX_CLOCK_ADJUST_MS)
      .max(MAX_CLOCK_ADJUST_MS)
      .refine((ms) => ms !== 0, { message: 'Adjust by a number of milliseconds other than 0.' }),
  }),
  z.object({ action: z.literal('skipTo'), levelIndex: z.int().nonnegative().max(199) }),
  z.object({ action: z.literal('stop') }),
]);
export type EventClockData = z.infer<typeof eventClockDataSchema>;

const uniqueSeats = z
  .array(seatIndexBrandSchema)
  .min(1)
  .refine((seats) => new Set(seats).size === seats.length, { message: 'a seat is listed twice' });

/** Everything a viewer or operator may send to an engine. */
export const clientPacketSchema = z.discriminatedUnion('event', [
  /**
   * First packet for a table: which protocol the client speaks and which page it is (spec §7 `page`).
   * A connection may watch up to ten tables (spec §9); each further table is authorised by its own
   * signed `token` (from `table.socketUrl`) or, for `online-` tables, the `apiKey` the server checks.
   */
  command(
    'subscribe',
    z.object({
      protocolVersion: z.int().positive(),
      page: z.string().min(1).max(100),
      token: z.string().min(1).max(4096).optional(),
      apiKey: z.string().min(1).max(200).optional(),
    }),
  ),
  command('unsubscribe', noData),
  /** Spec §7: from the dev toolbar. Refused mid-hand unless `force`. */
  command('setTableMode', z.object({ tableMode: tableModeSchema, force: z.boolean().optional() })),
  command('startRound', noData),
  command('action', actionDataSchema),
  /** Accept or refuse the action the engine inferred from chips (the CONFIRMATION round states). */
  command('confirmAction', noData),
  command('rejectAction', noData),
  /** WINNER ASSIGNMENT: who wins a pot the engine cannot decide (cards unread, a dispute). */
  command(
    'assignWinner',
    z.object({
      seatIndexes: uniqueSeats,
      potIndex: z.int().nonnegative().optional(),
      boardIndex: z.int().nonnegative().optional(),
      half: z.enum(['high', 'low']).optional(),
    }),
  ),
  command(
    'seatPlayer',
    z.object({
      seatIndex: seatIndexBrandSchema,
      // Shown on air and journaled as given: the same rule as every display name (text.ts).
      displayName: z.string().min(1).max(100).refine(isPlainName, PLAIN_NAME_MESSAGE),
      stack: chipsBrandSchema,
      uid: z.string().nullable().optional(),
      handle: z.string().nullable().optional(),
      playerType: playerTypeSchema.optional(),
    }),
  ),
  command('unseatPlayer', z.object({ seatIndex: seatIndexBrandSchema })),
  /** To another seat here, or to a seat of another table when `toTableKey` is given. */
  command(
    'movePlayer',
    z.object({
      fromSeatIndex: seatIndexBrandSchema,
      toSeatIndex: seatIndexBrandSchema,
      toTableKey: tableKeyBrandSchema.optional(),
    }),
  ),
  command('sitOut', z.object({ seatIndex: seatIndexBrandSchema, sittingOut: z.boolean() })),
  /**
   * Ours (issue 16): who sits at a seat becomes a player of the directory (`uid`) — a walk-in linked
   * to their record after they sat down — or anonymous again (`uid` null). The seat keeps its chips
   * and its place in the hand; the hands it finishes from now on carry the player's id.
   */
  command(
    'identifyPlayer',
    z.object({
      seatIndex: seatIndexBrandSchema,
      uid: z.string().min(1).max(100).nullable(),
      displayName: z.string().min(1).max(100).optional(),
      handle: z.string().max(100).nullable().optional(),
    }),
  ),
  /** Ours: a seated player buys more chips (a rebuy or top-up): stack and buy-in grow by `amount`. */
  command('rebuy', z.object({ seatIndex: seatIndexBrandSchema, amount: positiveChips })),
  command('undo', noData),
  command('voidHand', noData),
  /** Ours: the operator has fixed what caused the table error (e.g. took back a misread card). */
  command('clearError', noData),
  /**
   * Ours: an antenna read entered by hand, exactly as if the antenna had read the tag (the antenna
   * tool `/tools/antennas`, tests, simulated tables driven from outside). Operators only.
   */
  command(
    'simulateRead',
    z.object({ antennaId: z.int().nonnegative().max(63), tagId: z.string().min(1).max(64) }),
  ),
  /** Ours: hold or resume play (a dispute, a break); a simulated table stops dealing while paused. */
  command('setPaused', z.object({ paused: z.boolean() })),
  /** Ours: draw games: this player keeps every card (the draw's "stand pat"). */
  command('standPat', z.object({ seatIndex: seatIndexBrandSchema.optional() })),
  /**
   * Ours (Studio): the secure delay of the table's delayed feeds, in seconds. A longer delay holds
   * the feeds at once; a shorter one never releases a frame sooner than the delay it was read under.
   */
  command('setStreamDelay', z.object({ seconds: streamDelaySecondsSchema })),
  /** Ours (Studio): what the overlays show (spec `streamDataManager`); fields left out stay as they are. */
  command(
    'setStreamData',
    z
      .object({
        visibleOverlays: z.array(z.string().min(1).max(40)).max(20).optional(),
        featuredSeatIndex: seatIndexBrandSchema.nullable().optional(),
        tickerText: z.string().trim().max(TICKER_TEXT_MAX).nullable().optional(),
      })
      .refine((d) => Object.keys(d).length > 0, { message: 'nothing to change' }),
  ),
  /** Ours (Studio): a request to the table's OBS through the engine's link (obs-websocket v5). */
  command('obs', obsRequestSchema),
  /** Ours: VAULT mode: show a stored hand of this table, after its first `step` actions (all by default). */
  command(
    'showStoredHand',
    z.object({ handId: z.string().min(1).max(100), step: z.int().nonnegative().optional() }),
  ),
  /** Ours (issue 17): attach, update or detach the table's event (`setEventDataSchema`). Operators only. */
  command('setEvent', setEventDataSchema),
  /** Ours (issue 17): run the event's clock (`eventClockDataSchema`). Operators only. */
  command('eventClock', eventClockDataSchema),
  /**
   * Ours (issue 19): switch add-on games on or off and set their rules (`setAddOnsDataSchema`).
   * Operators only; between hands only (refused mid-hand with the reason).
   */
  command('setAddOns', setAddOnsDataSchema),
  /** Ours (issue 19): one decision in an add-on game (`addOnActionDataSchema`). Operators only. */
  command('addOnAction', addOnActionDataSchema),
]);
/** A client packet as parsed: its table key, seats and amounts carry their brands. */
export type ClientPacket = z.infer<typeof clientPacketSchema>;
/** A client packet as a client builds it before sending (plain strings and numbers). */
export type ClientPacketInput = z.input<typeof clientPacketSchema>;
export type ClientEvent = ClientPacket['event'];
/** The data of one client event: `ClientPacketData<'action'>`. */
export type ClientPacketData<E extends ClientEvent> = Extract<ClientPacket, { event: E }>['data'];
/** The data of one client event as a client builds it: `ClientPacketDataInput<'action'>`. */
export type ClientPacketDataInput<E extends ClientEvent> = Extract<ClientPacketInput, { event: E }>['data'];
export const CLIENT_EVENTS = clientPacketSchema.options.map((o) => o.shape.event.value) as ClientEvent[];

/**
 * Operator commands a table still takes while it shows a read error (`table.error`): the ones that
 * resolve or bypass it. Every other command is refused until the error is cleared. The engine refuses
 * by this list and screens disable their buttons by it.
 */
export const COMMANDS_DURING_ERROR = [
  'clearError',
  'undo',
  'voidHand',
  'setTableMode',
  'setPaused',
  'seatPlayer',
  'unseatPlayer',
  'sitOut',
  'identifyPlayer',
  'movePlayer',
  'rebuy',
  'setStreamDelay',
  'setStreamData',
  'obs',
  // The tournament clock keeps running, and under control, while one table shows a read error.
  'setEvent',
  'eventClock',
] as const satisfies readonly ClientEvent[];

/** Commands a producer may send as well as an operator: the Studio's. */
export const STUDIO_EVENTS = [
  'setStreamDelay',
  'setStreamData',
  'obs',
] as const satisfies readonly ClientEvent[];

/** The one command a check-in kiosk may send (docs/decisions/009-check-in-scope.md): seat a player. */
export const CHECK_IN_EVENTS = ['seatPlayer'] as const satisfies readonly ClientEvent[];

/** Whether a socket of this scope may send this operator command. */
export function mayCommand(scope: SocketScope, event: ClientEvent): boolean {
  if (scope === 'operator') return true;
  if (scope === 'checkIn') return (CHECK_IN_EVENTS as readonly string[]).includes(event);
  return scope === 'producer' && (STUDIO_EVENTS as readonly string[]).includes(event);
}

/** Events any authorised viewer may send; every other client event is an operator command (admins only). */
export const VIEWER_EVENTS = ['subscribe', 'unsubscribe'] as const satisfies readonly ClientEvent[];
export type OperatorCommand = Exclude<ClientPacket, { event: (typeof VIEWER_EVENTS)[number] }>;

/** Whether a packet (as parsed, or as a client builds it) is an operator command. */
export function isOperatorCommand<P extends ClientPacketInput>(
  packet: P,
): packet is Exclude<P, { event: (typeof VIEWER_EVENTS)[number] }> {
  return !(VIEWER_EVENTS as readonly string[]).includes(packet.event);
}

/** Error codes of engine replies: tRPC's (DESIGN.md §4). */
export const errorCodeSchema = z.enum([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
  /** A relay that lost its line to the engine (`RELAY_LOST_ENGINE`): nothing it shows is live. */
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * What a relay's screens are told the moment it loses Redis (its only line to the engine): what they
 * show stands still until it is back, and the screen marks itself stale at once rather than after
 * the heartbeats stop. Sent with `SERVICE_UNAVAILABLE`; a screen that joins meanwhile is refused
 * with it and retries (on another relay, where there is one).
 */
export const RELAY_LOST_ENGINE =
  'This relay lost its link to the engine: the table is frozen here until it is back (reload to reach another relay).';

/** Where a packet was wrong: the zod issue path (`data.amount`) and what was wrong there. */
export const packetIssueSchema = z.object({ path: z.string(), message: z.string() });
export type PacketIssue = z.infer<typeof packetIssueSchema>;

/** Everything an engine sends. `tableKey` is null when a reply concerns no table (a packet that did not parse). */
export const enginePacketSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('state'), data: tableStateSchema, tableKey: tableKeySchema }),
  /**
   * Ours: only the top-level fields that changed since the state of `baseUpdateTime`. A client whose
   * state is not that one ignores it and waits for the next full `state` (see `applyStatePatch`).
   */
  z.object({
    event: z.literal('statePatch'),
    data: z.object({
      baseUpdateTime: timestampSchema,
      changes: tableStateFieldsSchema.partial().extend({ updateTime: timestampSchema }),
    }),
    tableKey: tableKeySchema,
  }),
  z.object({
    event: z.literal('error'),
    data: z.object({
      code: errorCodeSchema,
      /** What was wrong and what to do. */
      message: z.string().min(1),
      issues: z.array(packetIssueSchema).optional(),
      requestId: requestIdSchema.optional(),
    }),
    tableKey: tableKeySchema.nullable(),
  }),
  z.object({
    event: z.literal('heartbeat'),
    data: z.object({ updateTime: timestampSchema }),
    tableKey: tableKeySchema,
  }),
  z.object({
    event: z.literal('ack'),
    data: z.object({
      requestId: requestIdSchema,
      /** Ours: when the engine accepted the command (its journal time), epoch ms. */
      time: timestampSchema.optional(),
      /** Ours: the command had already been accepted under this request id; it was not applied twice. */
      duplicate: z.boolean().optional(),
    }),
    tableKey: tableKeySchema,
  }),
  z.object({
    event: z.literal('incompatibleVersion'),
    data: z.object({
      protocolVersion: z.int().positive(),
      clientProtocolVersion: z.int().nullable(),
      message: z.string().min(1),
    }),
    tableKey: tableKeySchema.nullable(),
  }),
]);
export type EnginePacket = z.infer<typeof enginePacketSchema>;
export type EngineEvent = EnginePacket['event'];
export type EnginePacketOf<E extends EngineEvent> = Extract<EnginePacket, { event: E }>;
export const ENGINE_EVENTS = enginePacketSchema.options.map((o) => o.shape.event.value) as EngineEvent[];

// ── Patches ───────────────────────────────────────────────────────────────────────────────────────

export type StatePatch = EnginePacketOf<'statePatch'>['data'];

/**
 * The top-level fields of `next` that are not the same object as in `prev` (the engine builds each
 * state from the last without mutating it, so an unchanged part keeps its identity).
 */
export function diffTableState(prev: TableState, next: TableState): StatePatch {
  const changes: Record<string, unknown> = { updateTime: next.updateTime };
  for (const key of Object.keys(next) as (keyof TableState)[]) {
    if (next[key] !== prev[key]) changes[key] = next[key];
  }
  return { baseUpdateTime: prev.updateTime, changes: changes as StatePatch['changes'] };
}

/** `state` with the patch applied, or null when the patch was made against another state. */
export function applyStatePatch(state: TableState, patch: StatePatch): TableState | null {
  if (state.updateTime !== patch.baseUpdateTime) return null;
  return { ...state, ...patch.changes } as TableState;
}

// ── Versions ──────────────────────────────────────────────────────────────────────────────────────

export function isCompatibleVersion(clientProtocolVersion: number): boolean {
  return clientProtocolVersion === PROTOCOL_VERSION;
}

/** The reply to a client of another protocol version (sent instead of state, then the socket closes). */
export function incompatibleVersionPacket(
  clientProtocolVersion: number | null,
  tableKey: string | null = null,
): EnginePacketOf<'incompatibleVersion'> {
  const what =
    clientProtocolVersion === null ? 'no protocol version' : `protocol version ${clientProtocolVersion}`;
  return {
    event: 'incompatibleVersion',
    data: {
      protocolVersion: PROTOCOL_VERSION,
      clientProtocolVersion,
      message: `This table speaks protocol version ${PROTOCOL_VERSION} but the page sent ${what}. Reload the page to get the current version.`,
    },
    tableKey,
  };
}

// ── Parsing at the edge ───────────────────────────────────────────────────────────────────────────

/** Why an incoming packet was refused. */
export type PacketErrorReason = 'TOO_LARGE' | 'MALFORMED_JSON' | 'UNKNOWN_EVENT' | 'INVALID_PACKET';

export interface PacketError {
  reason: PacketErrorReason;
  /** One sentence naming what was wrong, e.g. `data.amount: Invalid input: expected number, received string`. */
  message: string;
  issues: PacketIssue[];
  /** The packet's table and request id when they could be read, so the reply can name them. */
  tableKey: string | null;
  requestId: string | null;
}

export type PacketResult<T> = { ok: true; packet: T } | { ok: false; error: PacketError };

export interface ParseOptions {
  /** Default MAX_PACKET_BYTES. */
  maxBytes?: number;
}

/** `['playerGroup', 'players', 2, 'stack']` → `playerGroup.players[2].stack`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(packet)' : out;
}

/** A zod error as our issues: each with its path and message. */
export function issuesOf(error: z.ZodError): PacketIssue[] {
  return error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function byteLength(text: string, max: number): number {
  // A UTF-16 unit encodes to at most 3 UTF-8 bytes: skip the encoding when it cannot matter.
  if (text.length * 3 <= max) return text.length;
  if (text.length > max) return text.length;
  return encoder.encode(text).length;
}

function fail(
  reason: PacketErrorReason,
  message: string,
  issues: PacketIssue[] = [],
  value?: unknown,
): { ok: false; error: PacketError } {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const tableKey = tableKeySchema.safeParse(record.tableKey);
  const requestId = requestIdSchema.safeParse(record.requestId);
  return {
    ok: false,
    error: {
      reason,
      message,
      issues,
      tableKey: tableKey.success ? tableKey.data : null,
      requestId: requestId.success ? requestId.data : null,
    },
  };
}

function parseWith<T>(
  schema: z.ZodType<T>,
  events: readonly string[],
  raw: string | Uint8Array,
  options: ParseOptions,
): PacketResult<T> {
  const max = options.maxBytes ?? MAX_PACKET_BYTES;
  let text: string;
  if (typeof raw === 'string') {
    const size = byteLength(raw, max);
    if (size > max) return fail('TOO_LARGE', `packet of ${size} bytes is over the limit of ${max} bytes`);
    text = raw;
  } else {
    if (raw.byteLength > max) {
      return fail('TOO_LARGE', `packet of ${raw.byteLength} bytes is over the limit of ${max} bytes`);
    }
    try {
      text = decoder.decode(raw);
    } catch {
      return fail('MALFORMED_JSON', 'packet is not valid UTF-8 text');
    }
  }

  if (jsonNestingExceeds(text, MAX_INPUT_DEPTH))
    return fail('INVALID_PACKET', `(packet): nested more than ${MAX_INPUT_DEPTH} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail('MALFORMED_JSON', `packet is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const issues = [{ path: '(packet)', message: 'expected an object {event, data, tableKey}' }];
    return fail('INVALID_PACKET', `(packet): expected an object {event, data, tableKey}`, issues);
  }
  const event = (value as Record<string, unknown>).event;
  if (typeof event === 'string' && !events.includes(event)) {
    const message = `unknown event ${JSON.stringify(event.slice(0, 100))}; expected one of ${events.join(', ')}`;
    return fail('UNKNOWN_EVENT', message, [{ path: 'event', message }], value);
  }

  // Text nothing may store or journal (text.ts): refused here, before the schema, naming where.
  const unsafe = unsafeInput(value);
  if (unsafe) {
    const issues = [{ path: unsafe.path, message: unsafe.message }];
    return fail('INVALID_PACKET', `${unsafe.path}: ${unsafe.message}`, issues, value);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    return fail('INVALID_PACKET', message, issues, value);
  }
  return { ok: true, packet: parsed.data };
}

/** Parses what a client sent (the raw WebSocket message): a typed packet, or exactly what was wrong. */
export function parseClientPacket(
  raw: string | Uint8Array,
  options: ParseOptions = {},
): PacketResult<ClientPacket> {
  return parseWith(clientPacketSchema, CLIENT_EVENTS, raw, options);
}

/** Parses what an engine sent: a typed packet, or exactly what was wrong. */
export function parseEnginePacket(
  raw: string | Uint8Array,
  options: ParseOptions = {},
): PacketResult<EnginePacket> {
  return parseWith(enginePacketSchema, ENGINE_EVENTS, raw, {
    maxBytes: Number.POSITIVE_INFINITY,
    ...options,
  });
}

/** The engine's reply to a packet that did not parse. */
export function packetErrorReply(error: PacketError): EnginePacketOf<'error'> {
  return {
    event: 'error',
    data: {
      code: error.reason === 'TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      message: error.message,
      ...(error.issues.length > 0 ? { issues: error.issues } : {}),
      ...(error.requestId !== null ? { requestId: error.requestId } : {}),
    },
    tableKey: error.tableKey,
  };
}
