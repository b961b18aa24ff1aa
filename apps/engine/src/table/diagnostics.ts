/**
 * The table's diagnostics (issue 18, `/tools/antennas` and `/tools/auto-tracker`): what each antenna
 * read, and what the engine inferred from chip and card reads and what became of it. They are kept in
 * the model and updated by `diagnose` from the entry the reducer just took and the models before and
 * after it, so they come only from journaled inputs and a replay of the journal rebuilds them exactly.
 * Memory is bounded: a short ring of read times per antenna and the last `TRACKER_LOG_LENGTH` entries
 * (the counters count everything).
 *
 * Sensitivities (`tableSettings.sensitivities`, 0–100) are our decision: each is the RF gain of the
 * reader's antennas of one kind — `board` the BOARD antenna, `cutCard` the CUT_CARD antenna, `card`
 * every other antenna (seats, where hole cards and chips are read, muck, burn, button). 50 is the
 * reader's nominal gain; lower misses tags at the edge of the antenna, higher also reads tags lying
 * on the neighbouring antenna. The engine hands the gains to its RFID adapter (rfid/adapter.ts
 * `setSensitivities`, table.ts `attach`), and every tracker entry records the gain in force, so the
 * auto-tracker shows what a change did.
 */
import type { HandAction } from '@railbird/poker';
import {
  type Antenna,
  READ_RATE_WINDOW_MS,
  type TableSettings,
  type TableState,
  TRACKER_LOG_LENGTH,
  type TrackerCounts,
  type TrackerEntry,
  type TrackerKind,
} from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import type { JournalEntry } from './inputs.js';
import type {
  AntennaDiagnostics,
  DiagnosticsModel,
  HandRun,
  TableModel,
  TrackedEntry,
  TrackerModel,
} from './model.js';
import { actorOf, seatOfPlayer } from './seats.js';

/** The most read times an antenna keeps for its rate (a rate above 10/s reads as 10/s). */
export const READ_RING_LENGTH = 100;

const ZERO_COUNTS: TrackerCounts = { inferred: 0, confirmed: 0, rejected: 0, undone: 0, manual: 0 };

export const EMPTY_DIAGNOSTICS: DiagnosticsModel = {
  antennas: {},
  tracker: { nextId: 1, entries: [], totals: { ...ZERO_COUNTS, corrections: 0 }, byKind: {} },
};

const EMPTY_ANTENNA: AntennaDiagnostics = {
  reads: 0,
  recent: [],
  lastTagId: null,
  lastCard: null,
  lastReadAt: null,
  errors: {},
  lastError: null,
};

/** The gain (0–100) the settings give an antenna of this role (see the decision above). */
export function sensitivityOf(role: Antenna['role'], sensitivities: TableSettings['sensitivities']): number {
  if (role === 'BOARD') return sensitivities.board;
  if (role === 'CUT_CARD') return sensitivities.cutCard;
  return sensitivities.card;
}

/** Every antenna's gain, by antenna id: what the engine hands its RFID adapter. */
export function antennaGains(settings: TableSettings): Record<number, number> {
  return Object.fromEntries(
    settings.antennas.map((a) => [a.id, sensitivityOf(a.role, settings.sensitivities)]),
  );
}

/** The model after `entry` took it from `before` to `after`, with its diagnostics brought up to date. */
export function diagnose(before: TableModel, after: TableModel, entry: JournalEntry): TableModel {
  const start = before.diagnostics ?? EMPTY_DIAGNOSTICS;
  let antennas = start.antennas;
  const input = entry.input;
  if (input.kind === 'read') antennas = countRead(antennas, before, after, input, entry.time);
  const tracker = track(start.tracker, before, after, entry);
  if (antennas === start.antennas && tracker === start.tracker && after.diagnostics === start) return after;
  return { ...after, diagnostics: { antennas, tracker } };
}

function countRead(
  antennas: DiagnosticsModel['antennas'],
  before: TableModel,
  after: TableModel,
  read: { antennaId: number; tagId: string },
  time: number,
): DiagnosticsModel['antennas'] {
  const prev = antennas[read.antennaId] ?? EMPTY_ANTENNA;
  const recent = [...prev.recent.filter((t) => t > time - READ_RATE_WINDOW_MS), time].slice(
    -READ_RING_LENGTH,
  );
  let { errors, lastError } = prev;
  const error = after.error;
  if (error && error !== before.error && error.antennaId === read.antennaId) {
    errors = { ...errors, [error.code]: (errors[error.code] ?? 0) + 1 };
    lastError = { code: error.code, message: error.message, time: error.time };
  }
  return {
    ...antennas,
    [read.antennaId]: {
      reads: prev.reads + 1,
      recent,
      lastTagId: read.tagId,
      lastCard: before.registry.cards[read.tagId] ?? null,
      lastReadAt: time,
      errors,
      lastError,
    },
  };
}

/** Reads per second over the window up to the antenna's last read. */
export function readRate(antenna: AntennaDiagnostics): number {
  if (antenna.lastReadAt === null) return 0;
  const from = antenna.lastReadAt - READ_RATE_WINDOW_MS;
  return antenna.recent.filter((t) => t > from).length / (READ_RATE_WINDOW_MS / 1000);
}

// ── The tracker ──────────────────────────────────────────────────────────────────────────────────

type NewEntry = Omit<TrackedEntry, 'id' | 'time' | 'sensitivity'> & { sensitivity?: number };

class TrackerDraft {
  model: TrackerModel;
  readonly #time: number;
  readonly #cardGain: number;
  constructor(model: TrackerModel, time: number, settings: TableSettings) {
    this.model = model;
    this.#time = time;
    this.#cardGain = settings.sensitivities.card;
  }

  add(entry: NewEntry): void {
    const m = this.model;
    const full: TrackedEntry = {
      ...entry,
      id: m.nextId,
      time: this.#time,
      sensitivity: entry.sensitivity ?? this.#cardGain,
    };
    this.model = { ...m, nextId: m.nextId + 1, entries: [...m.entries, full].slice(-TRACKER_LOG_LENGTH) };
    if (entry.outcome === 'PENDING' || entry.outcome === 'APPLIED') {
      this.#count(entry.kind, { inferred: 1, confirmed: entry.outcome === 'APPLIED' ? 1 : 0 });
    } else if (entry.kind === 'undo' || entry.kind === 'clearError') {
      this.model = {
        ...this.model,
        totals: { ...this.model.totals, corrections: this.model.totals.corrections + 1 },
      };
    } else if (entry.outcome === 'MANUAL') {
      this.#count(entry.kind, { manual: 1 });
    }
  }

  /** Changes an entry still in the log; the counters follow its outcome. */
  update(
    id: number,
    change: Partial<Pick<TrackedEntry, 'outcome' | 'kind' | 'amount' | 'actionIndex'>>,
  ): void {
    const old = this.model.entries.find((e) => e.id === id);
    if (!old) return;
    const next = { ...old, ...change };
    if (next.kind !== old.kind) {
      this.#count(old.kind, { inferred: -1 });
      this.#count(next.kind, { inferred: 1 });
    }
    if (next.outcome !== old.outcome) {
      this.#count(next.kind, { ...outcomeCount(old.outcome, -1), ...outcomeCount(next.outcome, 1) });
    }
    this.model = { ...this.model, entries: this.model.entries.map((e) => (e.id === id ? next : e)) };
  }

  #count(kind: TrackerKind, delta: Partial<TrackerCounts>): void {
    const add = (c: TrackerCounts): TrackerCounts => ({
      inferred: c.inferred + (delta.inferred ?? 0),
      confirmed: c.confirmed + (delta.confirmed ?? 0),
      rejected: c.rejected + (delta.rejected ?? 0),
      undone: c.undone + (delta.undone ?? 0),
      manual: c.manual + (delta.manual ?? 0),
    });
    const m = this.model;
    this.model = {
      ...m,
      totals: { ...add(m.totals), corrections: m.totals.corrections },
      byKind: { ...m.byKind, [kind]: add(m.byKind[kind] ?? ZERO_COUNTS) },
    };
  }
}

/** The counter an outcome counts in (an inference's: CONFIRMED and APPLIED both count as confirmed). */
function outcomeCount(outcome: TrackerEntry['outcome'], n: number): Partial<TrackerCounts> {
  switch (outcome) {
    case 'CONFIRMED':
    case 'APPLIED':
      return { confirmed: n };
    case 'REJECTED':
      return { rejected: n };
    case 'UNDONE':
      return { undone: n };
    default:
      return {};
  }
}

const MANUAL_CHIP_ACTIONS = new Set(['call', 'bet', 'raise', 'complete', 'bringIn']);

function track(
  tracker: TrackerModel,
  before: TableModel,
  after: TableModel,
  entry: JournalEntry,
): TrackerModel {
  const draft = new TrackerDraft(tracker, entry.time, after.settings);
  const input = entry.input;
  const b = before.hand;
  const a = after.hand;
  const sameHand = b !== null && a !== null && b.id === a.id;
  const event = input.kind === 'command' ? input.command.event : null;

  // An inference that went away: confirmed, rejected or undone by the operator, or overtaken.
  const pending = [...tracker.entries].reverse().find((e) => e.outcome === 'PENDING');
  const bInf = b?.inference ?? null;
  const aInf = sameHand ? a.inference : null;
  if (pending && bInf && !aInf) {
    if (event === 'confirmAction')
      draft.update(pending.id, { outcome: 'CONFIRMED', actionIndex: b!.actions.length });
    else if (event === 'undo') draft.update(pending.id, { outcome: 'UNDONE' });
    else draft.update(pending.id, { outcome: 'REJECTED' });
  }

  if (input.kind === 'read' && a) {
    const antenna = antennasOf(after.settings).byId.get(input.antennaId);
    const gain = antenna ? sensitivityOf(antenna.role, after.settings.sensitivities) : undefined;
    // Chips (or the all-in button) at the acting seat: an inference for the operator to confirm.
    if (aInf && aInf !== bInf) {
      const amount = aInf.to * a.unit;
      if (pending && bInf && pending.handId === a.id) {
        draft.update(pending.id, { kind: aInf.kind, amount });
      } else {
        draft.add({
          handId: a.id,
          handNumber: a.number,
          seatIndex: aInf.seatIndex,
          antennaId: input.antennaId,
          source: before.registry.allIns.includes(input.tagId) ? 'ALL_IN_BUTTON' : 'CHIPS',
          kind: aInf.kind,
          amount,
          card: null,
          outcome: 'PENDING',
          actionIndex: null,
          ...(gain === undefined ? {} : { sensitivity: gain }),
        });
      }
    }
    // Cards reaching the muck: folds, discards and mucks the engine applied from the read.
    if (sameHand) {
      const muck = antenna?.role === 'MUCK';
      a.actions.slice(b.actions.length).forEach((action, k) => {
        const kind = mucked(action);
        if (!kind) return;
        draft.add({
          handId: a.id,
          handNumber: a.number,
          seatIndex: seatOfPlayer(a, (action as { player: number }).player),
          antennaId: muck ? input.antennaId : (antennasOf(after.settings).muck ?? input.antennaId),
          source: 'MUCK',
          kind,
          amount: null,
          card: muck ? (before.registry.cards[input.tagId] ?? null) : null,
          outcome: 'APPLIED',
          actionIndex: b.actions.length + k,
          ...(gain === undefined || !muck ? {} : { sensitivity: gain }),
        });
      });
    }
  }

  if (input.kind === 'command') {
    const command = input.command;
    if (command.event === 'action' && b) manualAction(draft, before, b, command.data);
    if (command.event === 'undo' && b) {
      // What undo took back: the actions past the hand's new end (or the whole hand, if it went).
      const end = sameHand ? a.actions.length : 0;
      for (const e of draft.model.entries) {
        if (e.handId === b.id && e.actionIndex !== null && e.actionIndex >= end) {
          if (e.outcome === 'CONFIRMED' || e.outcome === 'APPLIED') draft.update(e.id, { outcome: 'UNDONE' });
        }
      }
      draft.add(correction('undo', b, null));
    }
    if (command.event === 'clearError' && before.error) {
      draft.add(correction('clearError', b, before.error.antennaId));
    }
  }
  return draft.model;
}

function correction(kind: 'undo' | 'clearError', run: HandRun | null, antennaId: number | null): NewEntry {
  return {
    handId: run?.id ?? null,
    handNumber: run?.number ?? null,
    seatIndex: null,
    antennaId,
    source: 'OPERATOR',
    kind,
    amount: null,
    card: null,
    outcome: 'MANUAL',
    actionIndex: null,
  };
}

/**
 * An action the operator entered by hand where the reads should have given it: chips are tracked and
 * it moved chips, or the cards are and it was a fold (the muck antenna should have read the cards).
 * Checks and actions at tables that track neither are no misses and are not logged.
 */
function manualAction(
  draft: TrackerDraft,
  before: TableModel,
  run: HandRun,
  data: { type: string; seatIndex?: number | undefined; amount?: number | undefined },
): void {
  const s = before.settings;
  const chips = s.isChipsEnabled && MANUAL_CHIP_ACTIONS.has(data.type);
  const fold = data.type === 'fold' && s.isCardsEnabled && antennasOf(s).muck !== null;
  if (!chips && !fold) return;
  const actor = actorOf(run);
  draft.add({
    handId: run.id,
    handNumber: run.number,
    seatIndex: data.seatIndex ?? (actor === undefined ? null : seatOfPlayer(run, actor)),
    antennaId: null,
    source: 'OPERATOR',
    kind: data.type as TrackerKind,
    amount: data.amount ?? null,
    card: null,
    outcome: 'MANUAL',
    actionIndex: null,
  });
}

/** A hand action cards reaching the muck make (a discard of no cards is a stand pat, not a read). */
function mucked(action: HandAction): TrackerKind | null {
  if (action.type === 'fold') return 'fold';
  if (action.type === 'muck') return 'muck';
  if (action.type === 'discard' && action.cards.length > 0) return 'discard';
  return null;
}

// ── Projection ───────────────────────────────────────────────────────────────────────────────────

/** `table.antennaStats`: every antenna of the settings, in id order, read or not. */
export function projectAntennaStats(model: TableModel): NonNullable<TableState['table']['antennaStats']> {
  const antennas = model.diagnostics?.antennas ?? {};
  return [...model.settings.antennas]
    .sort((x, y) => x.id - y.id)
    .map((antenna) => {
      const d = antennas[antenna.id] ?? EMPTY_ANTENNA;
      return {
        antennaId: antenna.id,
        reads: d.reads,
        readsPerSecond: readRate(d),
        lastTagId: d.lastTagId,
        lastCard: d.lastCard,
        lastReadAt: d.lastReadAt,
        errors: d.errors,
        lastError: d.lastError,
      };
    });
}

/** `table.tracker`: the log without the model's bookkeeping, and the counters. */
export function projectTracker(model: TableModel): NonNullable<TableState['table']['tracker']> {
  const t = model.diagnostics?.tracker ?? EMPTY_DIAGNOSTICS.tracker;
  return {
    entries: t.entries.map(({ handId: _h, actionIndex: _a, ...entry }) => entry),
    totals: t.totals,
    byKind: t.byKind,
  };
}
