/**
 * The table as the engine keeps it: plain, immutable, JSON-serialisable data, its constants and the
 * one fresh hand run. Every input the table accepts produces a new model (reduce.ts); the journal
 * stores the inputs and a snapshot stores a model, so a restarted engine rebuilds exactly this. The
 * table state message that screens read is a projection of it (project.ts), never stored.
 */
import type { Card, HandAction, HandConfig, HandEvent, HandState, PlayerStats } from '@railbird/poker';
import type {
  AntennaRead,
  BlindLevel,
  ChipColour,
  EventManager,
  GameSettings,
  GameState,
  LastAction,
  LocationSettings,
  PlayerType,
  RoundSummary,
  Stream,
  StreamDataManager,
  TableError,
  TableErrorCode,
  TableMode,
  TableSettings,
  TrackerCounts,
  TrackerEntry,
  TrackerKind,
} from '@railbird/protocol';
import type { AddOnsModel } from '../addons/model.js';

/** What the table has learnt about its RFID tags (REGISTER_* modes). */
export interface TagRegistry {
  /** Tag id → card. */
  readonly cards: Readonly<Record<string, Card>>;
  /** Tag id → chip denomination. */
  readonly chips: Readonly<Record<string, { readonly colour: ChipColour; readonly value: number }>>;
  readonly cutCards: readonly string[];
  readonly buttons: readonly string[];
  readonly allIns: readonly string[];
}

export type RegisterMode =
  | 'REGISTER_DECK'
  | 'REGISTER_CHIPS'
  | 'REGISTER_CUT_CARD'
  | 'REGISTER_BUTTON'
  | 'REGISTER_ALL_IN';

export interface RegistrationModel {
  readonly mode: RegisterMode;
  /** Tags learnt since the mode began. */
  readonly registered: number;
}

/** A player sitting at the table, between and during rounds. */
export interface SeatModel {
  readonly seatIndex: number;
  readonly displayName: string;
  readonly sessionId: string;
  readonly uid: string | null;
  readonly handle: string | null;
  readonly playerType: PlayerType;
  /** In table units (the protocol's chips), outside any hand in progress. */
  readonly stack: number;
  readonly sittingOut: boolean;
  readonly buyIn: number;
  readonly lastRoundResult: number | null;
  /** Knocked out of a tournament (waits for ELIMINATION CONFIRMATION, then leaves). */
  readonly isEliminated: boolean;
  readonly stats: PlayerStats;
}

/** An action the engine read from chips (or an all-in button) and waits for the operator to confirm. */
export interface InferredAction {
  readonly seatIndex: number;
  readonly kind: 'call' | 'raise' | 'allIn';
  /** Street total the chips make, in reducer chips. */
  readonly to: number;
}

/** Where a player's forced bets went this round, per player index (reducer chips). */
export interface ForcedBets {
  readonly ante: number;
  readonly blind: number;
  readonly straddle: number;
  /** The level's splash this player put in with the ante (counted in `ante` too); absent = 0. */
  readonly splash?: number;
}

/** Where the mixed-game rotation stands (rotation.ts; the table state's `mixedGame`). */
export interface MixedModel {
  /** Index in `gameSettings.gameList` of the game in play. */
  readonly gameIndex: number;
  /** Hands the game plays: the players dealt into its first hand (one orbit). */
  readonly handsPerGame: number;
  /** Hands of it started so far. */
  readonly handsPlayedInGame: number;
}

/** One hand at the table: the reducer's state plus what the table needs around it. */
export interface HandRun {
  readonly id: string;
  /** The table's running hand number (1, 2, …). */
  readonly number: number;
  readonly startedAt: number;
  readonly endedAt: number | null;
  /** Seat of each player index (position order: 0 = first left of the button, last = the button). */
  readonly seats: readonly number[];
  /** Table units per reducer chip (the blind level's smallest denomination). */
  readonly unit: number;
  readonly config: HandConfig;
  readonly state: HandState;
  /** Every action applied since the start, in order: the hand history, replayed by undo. */
  readonly actions: readonly HandAction[];
  /** When each action was applied (epoch ms), for decision times. */
  readonly actionTimes: readonly number[];
  /** The reducer's events since the start: the statistics read them when the hand ends. */
  readonly events: readonly HandEvent[];
  readonly forced: readonly ForcedBets[];
  /** Card → the antenna it was last read on this hand (re-reads there change nothing). */
  readonly cardAt: Readonly<Record<string, number>>;
  /** Draw games: cards read on the muck antenna per player index, waiting for the replacements. */
  readonly pendingDiscards: Readonly<Record<string, readonly Card[]>>;
  /** Chip tags read at each seat this street (chips enabled). */
  readonly chipTags: Readonly<Record<string, readonly string[]>>;
  readonly inference: InferredAction | null;
  /** When the current actor's turn began. */
  readonly actionStartTime: number | null;
  /** Seat that opened the current street's betting. */
  readonly firstToAct: number | null;
  readonly lastAction: LastAction | null;
  /** What each seat shows as its last word this street ("RAISE 600", "FOLD"). */
  readonly messages: Readonly<Record<string, string>>;
}

/** No forced bets: a player who posted nothing (or a hand whose forced bets are not known). */
export const NO_FORCED_BETS: ForcedBets = { ante: 0, blind: 0, straddle: 0 };

/**
 * A hand run with none of the table's bookkeeping yet: no action applied, no card placed, no turn
 * begun. The one place a run is made from scratch (a new hand, undo's replay, a stored hand shown).
 */
export function freshRun(
  base: Pick<
    HandRun,
    'id' | 'number' | 'startedAt' | 'seats' | 'unit' | 'config' | 'state' | 'events' | 'forced'
  >,
): HandRun {
  return {
    id: base.id,
    number: base.number,
    startedAt: base.startedAt,
    endedAt: null,
    seats: base.seats,
    unit: base.unit,
    config: base.config,
    state: base.state,
    actions: [],
    actionTimes: [],
    events: base.events,
    forced: base.forced,
    cardAt: {},
    pendingDiscards: {},
    chipTags: {},
    inference: null,
    actionStartTime: null,
    firstToAct: null,
    lastAction: null,
    messages: {},
  };
}

/** VAULT mode: a stored hand shown on the table's screens. */
export interface VaultView {
  readonly handId: string;
  readonly phh: string;
  readonly seats: readonly number[];
  readonly names: readonly string[];
  readonly step: number | null;
  readonly startedAt: number;
}

export interface MetricsModel {
  readonly roundsPlayed: number;
  readonly firstRoundAt: number | null;
  readonly lastRoundAt: number | null;
  /** Σ pots (table units) and Σ round durations (ms) of the rounds played. */
  readonly potSum: number;
  readonly durationSum: number;
}

export interface TableModel {
  readonly v: 1;
  readonly key: string;
  readonly settings: TableSettings;
  /**
   * The server's newer settings, not all applied yet: they wait for the hand being played to end, and
   * a smaller capacity for the seats beyond it to be free (settings.ts). Absent when none wait.
   */
  readonly pendingSettings?: TableSettings;
  readonly gameSettings: GameSettings;
  readonly levelIndex: number;
  readonly location: LocationSettings;
  /** The secure delay (`delaySeconds`); status and start time come from the OBS link at projection. */
  readonly stream: Stream;
  /**
   * True once someone set the delay (`setStreamDelay`): from then on the room's default no longer
   * moves it (issue 27). Absent in snapshots from before it: nobody chose.
   */
  readonly delayChosen?: boolean;
  /**
   * What the producer put on the overlays (spec `streamDataManager`). Optional: snapshots written
   * before the Studio existed have none, and read as nothing chosen.
   */
  readonly streamData?: StreamDataManager;
  readonly mode: TableMode;
  readonly paused: boolean;
  readonly gameState: GameState;
  /** Seated players, by seat index ascending. */
  readonly seats: readonly SeatModel[];
  readonly buttonSeat: number;
  /** Rounds started at this table. */
  readonly roundCount: number;
  /** The last bomb pot: its hand number and how many were dealt in (rotation.ts). Absent before one. */
  readonly lastBombPot?: { readonly number: number; readonly players: number };
  /** The mixed-game rotation while it is on (rotation.ts); absent when off. */
  readonly mixed?: MixedModel;
  readonly registry: TagRegistry;
  readonly registration: RegistrationModel | null;
  /** The hand being played (IN ROUND) or just finished (CLEARING); null otherwise. */
  readonly hand: HandRun | null;
  readonly error: TableError | null;
  /** SCAN mode: the latest raw reads. */
  readonly scan: readonly AntennaRead[];
  /** RECORD mode: the reads recorded so far. */
  readonly recording: { readonly startTime: number; readonly reads: readonly AntennaRead[] } | null;
  readonly vault: VaultView | null;
  readonly history: readonly RoundSummary[];
  readonly metrics: MetricsModel;
  /** The latest operator commands' request ids and times: a command sent twice is applied once. */
  readonly requests: readonly { readonly id: string; readonly time: number }[];
  /** Tournament seats knocked out in the last hand, waiting for ELIMINATION CONFIRMATION. */
  readonly eliminations: readonly number[];
  /**
   * The event this table plays and its clock (spec `eventManager`), as their source last set them
   * (table-commands.ts `setEventManager`; today the simulation's demo tournament). Absent: none (a cash table).
   */
  readonly eventManager?: EventManager;
  /**
   * The event's blind structure (`setEvent` with `blindLevels`, event-commands.ts): the table's
   * `gameSettings.blindLevels` follow it between hands, whatever the server's settings say. Absent when
   * the event plays the table's own structure, or there is no event.
   */
  readonly eventLevels?: readonly BlindLevel[];
  /** When `gameState` last changed (the entry's time). Absent in snapshots from before issue 15. */
  readonly gameStateSince?: number;
  /**
   * What the antennas read and what the engine inferred from it (diagnostics.ts, issue 18). Absent in
   * snapshots from before it and on a table that has taken no input since: read as nothing yet.
   */
  readonly diagnostics?: DiagnosticsModel;
  /** The add-on games switched on (issue 19, apps/engine/src/addons); none when absent. */
  readonly addOns?: AddOnsModel;
}

/** The order a deck is read in REGISTER_DECK: clubs 2→A, then diamonds, hearts, spades. */
export const DECK_ORDER: readonly Card[] = (['C', 'D', 'H', 'S'] as const).flatMap((suit) =>
  (['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const).map(
    (rank) => `${suit}${rank}` as Card,
  ),
);

export const EMPTY_REGISTRY: TagRegistry = { cards: {}, chips: {}, cutCards: [], buttons: [], allIns: [] };

/** How many round summaries the table keeps for `roundHistory`. */
export const HISTORY_LENGTH = 20;
/** How many raw reads SCAN mode shows. */
export const SCAN_LENGTH = 100;
/** How many request ids are remembered for duplicate detection. */
export const REQUEST_ID_MEMORY = 256;

// ── Diagnostics (diagnostics.ts keeps them up to date) ─────────────────────────────────────────────

export interface AntennaDiagnostics {
  readonly reads: number;
  /** Times of the latest reads within the rate window, oldest first, at most `READ_RING_LENGTH`. */
  readonly recent: readonly number[];
  readonly lastTagId: string | null;
  readonly lastCard: TrackerEntry['card'];
  readonly lastReadAt: number | null;
  readonly errors: Readonly<Partial<Record<TableErrorCode, number>>>;
  readonly lastError: {
    readonly code: TableErrorCode;
    readonly message: string;
    readonly time: number;
  } | null;
}

/** A tracker entry as the model keeps it: the hand and action it produced, so undo can find it. */
export interface TrackedEntry extends TrackerEntry {
  readonly handId: string | null;
  /** Index in the hand's actions of the action it became; null while pending, or for corrections. */
  readonly actionIndex: number | null;
}

export interface TrackerModel {
  readonly nextId: number;
  readonly entries: readonly TrackedEntry[];
  readonly totals: TrackerCounts & { readonly corrections: number };
  readonly byKind: Readonly<Partial<Record<TrackerKind, TrackerCounts>>>;
}

export interface DiagnosticsModel {
  /** By antenna id. */
  readonly antennas: Readonly<Record<string, AntennaDiagnostics>>;
  readonly tracker: TrackerModel;
}
