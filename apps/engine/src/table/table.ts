/**
 * A hosted table at run time: the model, its journal, the outbox its hands go to, and the screens
 * watching it. Inputs are reduced at once (so the next input is checked against them), journaled,
 * and only once the journal has them on disk are they acknowledged, their effects run and the new
 * state pushed — never a state that a crash could take back. Pushes are coalesced: a burst of inputs
 * within one frame (16 ms) costs one push.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Card, HandState } from '@railbird/poker';
import {
  ANTENNA_ACTOR_ID,
  type CompletedHandInput,
  type DevLevel,
  type EngineCommandRecord,
  type ObsTarget,
  type TableMoment,
  type TableSettings,
  type TableState,
} from '@railbird/protocol';
import { type EquityAnswer, type EquityProvider, snapshotOf } from '../equity/equity.js';
import { type Journal, writeFileDurably } from '../journal/journal.js';
import type { Logger } from '../log.js';
import type { CloudStatus, Outbox } from '../outbox/outbox.js';
import type { RfidAdapter } from '../rfid/adapter.js';
import { antennaGains } from './diagnostics.js';
import type { FeedOpened, InputActor, InputSource, JournalEntry, TableInput } from './inputs.js';
import type { TableModel } from './model.js';
import { type ObsView, Projector } from './project.js';
import { createTableModel, reduceTable, type TableDefinition } from './reduce.js';
import { type Effect, type Refusal, refuse } from './results.js';
import { gameStateOf, roundStateOf } from './states.js';

export type StateListener = (state: TableState) => void;

export type SubmitResult =
  | { ok: true; time: number; seq: number; duplicate: boolean; changed: boolean }
  | { ok: false; error: Refusal };

export interface HostedTableDefinition extends TableDefinition {
  /** The location the table belongs to (socket tokens must name it); null when unknown. */
  locationId?: string | null;
  /** The table's engine secret for `table.ingestHand`. */
  secret?: string;
  /** Run bots and simulated antennas on it while in DEMO mode. */
  simulated?: boolean;
  /** The table's OBS (Studio): the engine links to it (obs/obs-link.ts). */
  obs?: ObsTarget | null;
  /** Overlay link token subjects (`link:<id>`) revoked before they expire. */
  revokedLinks?: readonly string[];
  /** The room's default secure delay, when the table has an overlay link (issue 27); else null. */
  defaultStreamDelaySeconds?: number | null;
}

export interface TableOptions {
  definition: HostedTableDefinition;
  journal: Journal;
  outbox?: Outbox | undefined;
  now: () => number;
  log: Logger;
  version: string;
  devLevel: DevLevel;
  /** Coalescing window of pushes, ms (default 16, one frame); 0 pushes on every change. */
  frameMs?: number;
  /** Where RECORD mode writes its recordings (default: none). */
  recordingsDir?: string;
  /** Snapshot the table every this many journal entries even without a hand ending (default 2000). */
  snapshotEvery?: number;
  /** Computes equities and outs of hands in progress (none: the round status shows none). */
  equity?: EquityProvider | undefined;
  /** Called with each completed hand once it is durable (after the outbox has it). */
  onHandCompleted?: (hand: CompletedHandInput) => void;
}

export class Table {
  readonly key: string;
  #locationId: string | null;
  #secret: string | undefined;
  readonly simulated: boolean;
  readonly #o: TableOptions;
  readonly #projector = new Projector();
  readonly #listeners = new Set<StateListener>();
  readonly #commitListeners = new Set<() => void>();
  #committed: TableModel;
  #pending: TableModel;
  #seq: number;
  #committedSeq: number;
  #lastSnapshotSeq: number;
  #lastTime = 0;
  #state: TableState | null = null;
  #dirty = true;
  #timer: NodeJS.Timeout | null = null;
  #immediate: NodeJS.Immediate | null = null;
  #lastPush = Number.NEGATIVE_INFINITY;
  #cloud: CloudStatus = { isConnected: false, lastSyncTime: null, pendingHands: 0 };
  #ips: readonly string[] = [];
  #obs: ObsView | null = null;
  #revoked: ReadonlySet<string>;
  #closed = false;
  #failed: Error | null = null;
  /** The odds of the hand state they were computed for. */
  #equity: { state: HandState; players: EquityAnswer } | null = null;
  #equityAsked: HandState | null = null;

  private constructor(options: TableOptions, model: TableModel, seq: number) {
    this.#o = options;
    this.key = options.definition.key;
    this.#locationId = options.definition.locationId ?? null;
    this.#secret = options.definition.secret;
    this.#revoked = new Set(options.definition.revokedLinks ?? []);
    this.simulated = options.definition.simulated ?? false;
    this.#committed = model;
    this.#pending = model;
    this.#seq = seq;
    this.#committedSeq = seq;
    this.#lastSnapshotSeq = seq;
    if (options.outbox) {
      this.#cloud = options.outbox.open(this.key);
      options.outbox.onChange((key, status) => {
        if (key !== this.key) return;
        this.#cloud = status;
        this.#markDirty();
      });
    }
  }

  /**
   * Opens a table: the journal's snapshot and entries replayed on top of a new table, so a
   * restarted engine puts the table exactly where it was (mid-hand included). Effects of replayed
   * entries run again; they are idempotent (a completed hand enters the outbox once).
   */
  static open(options: TableOptions): Table {
    const recovered = options.journal.recover();
    let model = recovered.snapshot?.model ?? createTableModel(options.definition);
    let seq = recovered.snapshot?.seq ?? 0;
    const effects: Effect[] = [];
    const commands: EngineCommandRecord[] = [];
    for (const entry of recovered.entries) {
      const result = reduceTable(model, entry);
      if (!result.ok) {
        options.log.error(
          { tableKey: options.definition.key, seq: entry.seq, error: result.error },
          'journal entry refused on replay',
        );
        continue;
      }
      const record = commandRecord(entry, model, result.model, result.effects);
      if (record) commands.push(record);
      model = result.model;
      seq = entry.seq;
      effects.push(...result.effects);
    }
    const table = new Table(options, model, seq);
    // A crash may have come between the journal and the command queue: add them again (once each).
    for (const record of commands) options.outbox?.addCommand(table.key, record);
    table.#lastTime = recovered.entries.at(-1)?.time ?? 0;
    for (const effect of effects) table.#runEffect(effect);
    table.#askEquity();
    if (recovered.entries.length > 0) {
      options.log.info(
        { tableKey: table.key, replayed: recovered.entries.length, seq },
        'table restored from its journal',
      );
      table.#snapshot();
    }
    return table;
  }

  /** The location the table belongs to (socket tokens must name it); null when not known yet. */
  get locationId(): string | null {
    return this.#locationId;
  }

  /** The table's engine secret for `table.ingestHand`. */
  get secret(): string | undefined {
    return this.#secret;
  }

  /** The server told us (again) whose table this is and its secret (local-engine.json changed). */
  setCredentials(credentials: { locationId: string | null; secret: string | undefined }): void {
    this.#locationId = credentials.locationId;
    this.#secret = credentials.secret;
  }

  /**
   * The server's settings for this table (local-engine.json): journaled and applied as settings.ts
   * says (between hands at once, else when the hand ends); settings the table already has or awaits
   * are not journaled again.
   */
  followSettings(settings: TableSettings): Promise<SubmitResult> {
    return this.submit({ kind: 'settings', settings }, { source: 'server' });
  }

  /**
   * The room's default secure delay while the table has an overlay link (null: it has none, and the
   * delay stays as it is). Journaled only when it moves the delay: nobody chose one yet (issue 27).
   */
  followDefaultDelay(seconds: number | null): Promise<SubmitResult> {
    // The reducer decides whether it applies (settings.ts); an input that changes nothing is not journaled.
    if (seconds === null)
      return Promise.resolve({
        ok: true,
        time: this.#lastTime,
        seq: this.#seq,
        duplicate: false,
        changed: false,
      });
    return this.submit({ kind: 'defaultDelay', seconds }, { source: 'server' });
  }

  /** Overlay link subjects whose tokens this table refuses. */
  get revokedLinks(): ReadonlySet<string> {
    return this.#revoked;
  }

  /** The server's list of revoked links (local-engine.json); returns the ones revoked since the last. */
  setRevokedLinks(subjects: readonly string[]): ReadonlySet<string> {
    const added = new Set(subjects.filter((s) => !this.#revoked.has(s)));
    this.#revoked = new Set(subjects);
    return added;
  }

  /** What the engine's link to the table's OBS sees now (status, scenes, stream and recording); null: none. */
  setObs(view: ObsView | null): void {
    if (view === this.#obs) return;
    this.#obs = view;
    this.#markDirty();
  }

  /** The table as last committed (durable, and what screens see). */
  get model(): TableModel {
    return this.#committed;
  }

  /** The table including inputs still being written to the journal (what the next input is checked against). */
  get pendingModel(): TableModel {
    return this.#pending;
  }

  get seq(): number {
    return this.#committedSeq;
  }

  /** Accepts an input: resolves once it is durable (or refused, changing nothing). */
  async submit(
    input: TableInput,
    meta: { source: InputSource; requestId?: string | undefined; actor?: InputActor | undefined },
  ): Promise<SubmitResult> {
    if (this.#failed)
      return refuse('INTERNAL_SERVER_ERROR', "The table's journal failed: the engine must restart.");
    if (this.#closed) return refuse('CONFLICT', 'The engine is stopping.');
    const requestId = meta.requestId;
    if (requestId !== undefined) {
      const seen = this.#pending.requests.find((r) => r.id === requestId);
      if (seen)
        return { ok: true, time: seen.time, seq: this.#committedSeq, duplicate: true, changed: false };
    }
    const time = Math.max(this.#o.now(), this.#lastTime);
    const entry: JournalEntry = {
      seq: this.#seq + 1,
      time,
      source: meta.source,
      ...(requestId !== undefined ? { requestId } : {}),
      ...(meta.actor !== undefined ? { actor: meta.actor } : {}),
      input,
    };
    const before = this.#pending;
    let result: ReturnType<typeof reduceTable>;
    try {
      result = reduceTable(before, entry);
    } catch (error) {
      this.#o.log.error({ err: error, tableKey: this.key, input }, 'the table failed on an input');
      return refuse('INTERNAL_SERVER_ERROR', 'The engine failed on this input; nothing changed.');
    }
    if (!result.ok) return result;
    if (result.model === this.#pending)
      return { ok: true, time, seq: this.#seq, duplicate: false, changed: false };
    this.#pending = result.model;
    await this.#append(entry);
    this.#shipCommand(commandRecord(entry, before, result.model, result.effects));
    this.#commit(entry.seq, result.model, result.effects);
    return { ok: true, time, seq: entry.seq, duplicate: false, changed: true };
  }

  /**
   * A screen opened a feed of this table that carries hole cards (issue 20): journaled in the order of
   * the table's inputs, though it changes nothing, and shipped to the server's audit log with who
   * opened it, when and from where. Resolves once it is on disk.
   */
  async noteFeedOpened(feed: FeedOpened, actor: InputActor): Promise<void> {
    if (this.#failed || this.#closed) return;
    const time = Math.max(this.#o.now(), this.#lastTime);
    const entry: JournalEntry = {
      seq: this.#seq + 1,
      time,
      source: 'operator',
      actor,
      input: { kind: 'feedOpened', feed },
    };
    await this.#append(entry);
    // Appends resolve in order and each commits as it resolves: every input before this one is in the
    // committed model already, and this one leaves it as it is.
    this.#committedSeq = Math.max(this.#committedSeq, entry.seq);
    this.#shipCommand(commandRecord(entry, this.#committed, this.#committed, []));
  }

  /** Takes the entry's number and time, and resolves once it is on disk. */
  async #append(entry: JournalEntry): Promise<void> {
    this.#seq = entry.seq;
    this.#lastTime = entry.time;
    try {
      await this.#o.journal.append(entry);
    } catch (error) {
      // A journal that cannot write makes every later promise a lie: stop taking inputs.
      this.#failed = error as Error;
      this.#o.log.fatal({ err: error, tableKey: this.key }, 'journal write failed');
      throw error;
    }
  }

  /** An operator's command, once journaled, goes to the server's audit record (outbox/commands.ts). */
  #shipCommand(record: EngineCommandRecord | null): void {
    if (!record) return;
    try {
      this.#o.outbox?.addCommand(this.key, record);
    } catch (error) {
      // The journal has the command; a restart replays it into the queue.
      this.#o.log.error({ err: error, tableKey: this.key, seq: record.seq }, 'a command could not be queued');
    }
  }

  #commit(seq: number, model: TableModel, effects: readonly Effect[]): void {
    this.#committed = model;
    this.#committedSeq = seq;
    let snapshot = seq - this.#lastSnapshotSeq >= (this.#o.snapshotEvery ?? 2000);
    for (const effect of effects) {
      this.#runEffect(effect);
      if (effect.type === 'handCompleted') snapshot = true;
    }
    if (snapshot) this.#snapshot();
    this.#askEquity();
    this.#markDirty();
    for (const listener of this.#commitListeners) listener();
  }

  /** Asks for the odds of the hand as it stands now, if it changed and someone could use them. */
  #askEquity(): void {
    const provider = this.#o.equity;
    const run = this.#committed.hand;
    if (!provider || !run) return;
    const state = run.state;
    if (state === this.#equityAsked || state.phase === 'complete') return;
    if (state.players.filter((p) => p.status === 'inHand').length < 2) return;
    this.#equityAsked = state;
    // What each player threw on the draw in progress (their replacements are still owed).
    const lastDiscards = state.players.map((p, i): Card[] | null => {
      if (p.pendingHole.length === 0) return null;
      const last = [...run.actions].reverse().find((a) => a.type === 'discard' && a.player === i);
      return last && last.type === 'discard' ? last.cards.filter((c): c is Card => c !== null) : null;
    });
    provider.request(this.key, snapshotOf(state, lastDiscards)).then(
      (players) => {
        if (!players || this.#committed.hand?.state !== state) return;
        this.#equity = { state, players };
        this.#markDirty();
      },
      (error: unknown) => this.#o.log.warn({ err: error, tableKey: this.key }, 'equity failed'),
    );
  }

  #snapshot(): void {
    // Only the committed model may be stored: entries still being written are not in it.
    this.#o.journal.snapshot(this.#committedSeq, this.#committed);
    this.#lastSnapshotSeq = this.#committedSeq;
  }

  #runEffect(effect: Effect): void {
    try {
      switch (effect.type) {
        case 'handCompleted':
          this.#o.outbox?.add(effect.hand);
          this.#o.onHandCompleted?.(effect.hand);
          return;
        case 'addOnTransfers':
          return;
        case 'recordingFinished': {
          if (!this.#o.recordingsDir) return;
          const dir = join(this.#o.recordingsDir, this.key);
          mkdirSync(dir, { recursive: true });
          writeFileDurably(
            join(dir, `${effect.startTime}.jsonl`),
            effect.reads.map((r) => JSON.stringify(r)).join('\n') + (effect.reads.length > 0 ? '\n' : ''),
          );
          return;
        }
      }
    } catch (error) {
      this.#o.log.error(
        { err: error, tableKey: this.key, effect: effect.type },
        'an effect of a committed input failed',
      );
    }
  }

  /**
   * Coalescing: a change is pushed at the end of the tick it happened in (a burst of reads committed
   * together costs one push), and at most once per frame: a change within a frame of the last push
   * waits for the frame to end.
   */
  #markDirty(): void {
    this.#dirty = true;
    if (this.#listeners.size === 0 || this.#closed) return;
    const frame = this.#o.frameMs ?? 16;
    if (frame === 0) {
      this.#push();
      return;
    }
    if (this.#timer || this.#immediate) return;
    const wait = this.#lastPush + frame - performance.now();
    if (wait <= 0) {
      this.#immediate = setImmediate(() => {
        this.#immediate = null;
        this.#push();
      });
    } else {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#push();
      }, wait);
    }
  }

  #push(): void {
    this.#lastPush = performance.now();
    const state = this.state();
    for (const listener of this.#listeners) listener(state);
  }

  /** The table state message now (built on demand; the same object until something changes). */
  state(): TableState {
    if (this.#dirty || !this.#state) {
      const updateTime = Math.max(this.#o.now(), (this.#state?.updateTime ?? 0) + 1);
      this.#state = this.#projector.project(
        this.#committed,
        {
          cloud: this.#cloud,
          requestingIps: this.#ips,
          obs: this.#obs,
          equity: this.#equity,
          version: this.#o.version,
          devLevel: this.#o.devLevel,
          ip: null,
        },
        updateTime,
      );
      this.#dirty = false;
    }
    return this.#state;
  }

  /** Calls `listener` with every new state (coalesced per frame); read `state()` for the current one. */
  subscribe(listener: StateListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /** Calls `listener` after every committed change (the simulation wakes on it). */
  onCommit(listener: () => void): () => void {
    this.#commitListeners.add(listener);
    return () => this.#commitListeners.delete(listener);
  }

  /** Feeds the reads of an RFID adapter (real, simulated or recorded) to this table. */
  attach(adapter: RfidAdapter): () => void {
    adapter.start((read) =>
      this.submit({ kind: 'read', antennaId: read.antennaId, tagId: read.tagId }, { source: 'antenna' }),
    );
    // The antennas' gains follow the table's sensitivities (diagnostics.ts says what they mean).
    let settings = this.#committed.settings;
    adapter.setSensitivities?.(antennaGains(settings));
    const stopGains = this.onCommit(() => {
      if (this.#committed.settings === settings) return;
      settings = this.#committed.settings;
      adapter.setSensitivities?.(antennaGains(settings));
    });
    return () => {
      stopGains();
      adapter.stop();
    };
  }

  /** The addresses of the screens watching (the dev toolbar shows them). */
  setRequestingIps(ips: readonly string[]): void {
    if (ips.length === this.#ips.length && ips.every((ip, k) => ip === this.#ips[k])) return;
    this.#ips = [...ips];
    this.#markDirty();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#immediate) clearImmediate(this.#immediate);
    this.#timer = null;
    this.#immediate = null;
    await this.#o.journal.close();
  }
}

/** The table as an operator reads it, for the audit record of a command. */
function momentOf(model: TableModel): TableMoment {
  return {
    tableMode: model.mode,
    gameState: gameStateOf(model),
    roundState: roundStateOf(model),
    handNumber: model.roundCount,
    paused: model.paused,
  };
}

/**
 * What the audit record keeps of an operator's journaled command (decision 006): who, when, the
 * command and its data, the table before and after. Null for inputs no operator sent. A stored hand's
 * content is left out (it is in the hand archive); a hand-entered read is the `simulateRead` it came as.
 */
export function commandRecord(
  entry: JournalEntry,
  before: TableModel,
  after: TableModel,
  effects: readonly Effect[],
): EngineCommandRecord | null {
  const input = entry.input;
  // What the antennas read goes to the audit log too, the demo tables' simulated antennas included (so a
  // demo shows the log at work); a read typed by an operator is its own command (simulateRead) below.
  if (input.kind === 'read' && entry.source === 'antenna') {
    return {
      seq: entry.seq,
      time: entry.time,
      actor: { id: ANTENNA_ACTOR_ID, type: null },
      command: 'cardRead',
      data: { antennaId: input.antennaId, tagId: input.tagId },
      before: momentOf(before),
      after: momentOf(after),
    };
  }
  if (!entry.actor) return null;
  if (input.kind === 'feedOpened') {
    return {
      seq: entry.seq,
      time: entry.time,
      actor: entry.actor,
      command: 'feedOpened',
      data: { ...input.feed },
      before: momentOf(before),
      after: momentOf(after),
    };
  }
  if (entry.source !== 'operator') return null;
  let command: string;
  let data: Record<string, unknown>;
  if (input.kind === 'read') {
    command = 'simulateRead';
    data = { antennaId: input.antennaId, tagId: input.tagId };
  } else if (input.kind === 'command') {
    command = input.command.event;
    const { stored: _, ...rest } = input.command.data as Record<string, unknown>;
    data = rest;
  } else {
    return null;
  }
  // The chips an add-on action moved are part of what it did (a buy-in, a nit game paid).
  const transfers = effects.flatMap((e) => (e.type === 'addOnTransfers' ? e.transfers : []));
  return {
    seq: entry.seq,
    time: entry.time,
    actor: entry.actor,
    command,
    data,
    before: momentOf(before),
    after: momentOf(after),
    ...(transfers.length > 0 ? { transfers } : {}),
  };
}
