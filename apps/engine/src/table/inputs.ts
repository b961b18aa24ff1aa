/**
 * What a table accepts: antenna reads, commands and the server's settings. Each accepted input is
 * journaled as an entry with its time and source, and replaying the entries through `reduceTable`
 * rebuilds the table exactly.
 */
import type {
  AdminType,
  ClientPacketData,
  EventClockData,
  EventManager,
  OperatorCommand,
  TableSettings,
} from '@railbird/protocol';

/** An operator command without its envelope (`tableKey`, `requestId`). */
export type TableCommand = OperatorCommand extends infer P
  ? P extends { event: infer E; data: infer D }
    ? E extends 'simulateRead' | 'showStoredHand' | 'obs' | 'eventClock'
      ? never
      : { event: E; data: D }
    : never
  : never;

/** VAULT mode: the stored hand to show, loaded by the engine before the command is journaled. */
export interface StoredHandCommand {
  event: 'showStoredHand';
  data: ClientPacketData<'showStoredHand'> & {
    stored: { phh: string; seats: number[]; names: string[]; startedAt: number };
  };
}

/**
 * The event the table plays and its clock (spec `eventManager`, table-commands.ts), set by the engine's
 * own source of events: today the simulation's demo tournament (simulation/demo-tournament.ts), later
 * issue 17's event manager. Never sent by a client.
 */
export interface EventManagerCommand {
  event: 'setEventManager';
  data: EventManager;
}

/**
 * The operator's `eventClock` (event-commands.ts) with the instant it applies at: the engine sets `at`
 * once and sends the same command to every table it hosts that plays the event (event/clock-fanout.ts),
 * so their clocks end at the very same times. Without `at`, the entry's time.
 */
export interface EventClockCommand {
  event: 'eventClock';
  data: EventClockData & { at?: number };
}

/**
 * The clock's level (or break) ended: the engine's timer for the table (event/clock-timer.ts), or a
 * simulation on its own clock, sends it at the end time. Every end up to `at` is applied, each counted
 * from the one before. Never sent by a client.
 */
export interface ClockTickCommand {
  event: 'clockTick';
  data: { at: number };
}

/** Commands only the engine itself sends. */
export type InternalCommand = StoredHandCommand | EventManagerCommand | EventClockCommand | ClockTickCommand;

export type TableInput =
  | { kind: 'read'; antennaId: number; tagId: string }
  | { kind: 'command'; command: TableCommand | InternalCommand }
  /** The server's settings for the table changed (local-engine.json): settings.ts says when they apply. */
  | { kind: 'settings'; settings: TableSettings }
  /**
   * The room's default secure delay for this table, which has an overlay link (local-engine.json):
   * the table runs at it while nobody has chosen its delay (issue 27).
   */
  | { kind: 'defaultDelay'; seconds: number }
  /**
   * A screen opened a feed of the table that carries hole cards (issue 20's audit: who, when, from
   * where). Journaled and shipped to the audit log like a command; it changes nothing.
   */
  | { kind: 'feedOpened'; feed: FeedOpened };

/** A feed that carries hole cards, as it was opened. */
export interface FeedOpened {
  /** The token's scope (`operator`, `viewer`…). */
  scope: string;
  /** The page the screen said it shows (`manager`, `overlays`…), if any. */
  page: string | null;
  /** The screen's address. */
  remote: string;
  /** `operator`: live hole cards; `delayed`: hole cards after the stream delay. */
  audience: 'operator' | 'delayed';
}

/**
 * Who produced an input: the antennas, an operator on a socket, the table's simulation, the server
 * (its settings for the table, through local-engine.json), the engine's tournament clock timer.
 */
export type InputSource = 'antenna' | 'operator' | 'simulation' | 'server' | 'clock';

/**
 * Who sent an operator command (docs/decisions/006-audit-record.md): the account id and admin type of
 * the socket token (`sub`, `adminType`), as they were when the command was accepted. An online
 * table's apiKey has no account: its id is `apiKey` (never the key itself).
 */
export interface InputActor {
  id: string;
  type: AdminType | null;
}

export interface JournalEntry {
  /** 1, 2, … per table, never reused. */
  seq: number;
  /** When the engine accepted it, epoch ms: the only clock the table reads. */
  time: number;
  source: InputSource;
  requestId?: string;
  /** Operator commands: who sent it. A record for the audit; the reducer never reads it. */
  actor?: InputActor;
  input: TableInput;
}
