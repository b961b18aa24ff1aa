/**
 * Drives a table model through `reduceTable` the way the engine does (one journal entry per input,
 * a clock that moves on), with helpers that read as the table does: a card placed on an antenna, an
 * operator's command. A refusal or an unexpected table error throws with its message.
 */
import { type Card, invariantViolations } from '@railbird/poker';
import { type TableSettings, type TableState, tableStateSchema } from '@railbird/protocol';
import { simulatedCardTag } from '../../src/rfid/tags.js';
import { simulatedTableSettings } from '../../src/simulation/settings.js';
import { antennasOf } from '../../src/table/antennas.js';
import type { JournalEntry, TableCommand, TableInput } from '../../src/table/inputs.js';
import { DECK_ORDER, type TableModel } from '../../src/table/model.js';
import { Projector } from '../../src/table/project.js';
import { createTableModel, type ReduceResult, reduceTable } from '../../src/table/reduce.js';
import type { Effect } from '../../src/table/results.js';
import { roundStateOf } from '../../src/table/states.js';

export const T0 = 1_790_000_000_000;

export class TableDriver {
  model: TableModel;
  time = T0;
  seq = 0;
  readonly effects: Effect[] = [];
  readonly journal: JournalEntry[] = [];
  readonly #projector = new Projector();

  constructor(model: TableModel) {
    this.model = model;
  }

  /** A GAME table of `variation` with its deck registered by reading it, and `stacks` seated from seat 0. */
  static game(
    variation: Parameters<typeof simulatedTableSettings>[0]['variation'] = 'NLH',
    stacks: number[] = [200, 200, 200],
    init: { capacity?: number; chips?: boolean; mode?: 'CASH' | 'MTT' } = {},
  ): TableDriver {
    const settings = simulatedTableSettings({
      key: 't1',
      variation,
      ...(init.capacity ? { capacity: init.capacity } : {}),
      ...(init.mode ? { mode: init.mode } : {}),
    });
    const driver = new TableDriver(
      createTableModel({
        key: 't1',
        settings: init.chips
          ? { ...settings, isChipsEnabled: true, capabilities: ['CARDS', 'CHIPS'] }
          : settings,
      }),
    );
    driver.command('setTableMode', { tableMode: 'REGISTER_DECK' });
    for (const card of DECK_ORDER) driver.read(driver.antennas.board!, tagOf(card));
    driver.command('setTableMode', { tableMode: 'GAME' });
    for (const [seatIndex, stack] of stacks.entries()) {
      driver.command('seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack });
    }
    return driver;
  }

  get antennas() {
    return antennasOf(this.model.settings);
  }

  seatAntenna(seatIndex: number): number {
    return this.antennas.seat.get(seatIndex)!;
  }

  /** Applies an input; returns the raw result (refusals included). */
  try(input: TableInput, requestId?: string): ReduceResult {
    this.time += 1000;
    const entry: JournalEntry = {
      seq: this.seq + 1,
      time: this.time,
      source: input.kind === 'read' ? 'antenna' : input.kind === 'settings' ? 'server' : 'operator',
      ...(requestId ? { requestId } : {}),
      input,
    };
    const result = reduceTable(this.model, entry);
    if (result.ok && result.model !== this.model) {
      this.seq++;
      this.journal.push(entry);
      this.model = result.model;
      this.effects.push(...result.effects);
      const problems = this.model.hand ? invariantViolations(this.model.hand.state) : [];
      if (problems.length > 0) throw new Error(`invariants broken: ${problems.join('; ')}`);
    }
    return result;
  }

  command(event: string, data: object = {}, requestId?: string): this {
    const result = this.try({ kind: 'command', command: { event, data } as TableCommand }, requestId);
    if (!result.ok) throw new Error(`${event} refused: ${result.error.code} ${result.error.message}`);
    return this;
  }

  /** A command that must be refused: returns the refusal and checks nothing changed. */
  refuse(event: string, data: object = {}) {
    const before = this.model;
    const result = this.try({ kind: 'command', command: { event, data } as TableCommand });
    if (result.ok) throw new Error(`${event} was accepted`);
    if (this.model !== before) throw new Error('a refused command changed the table');
    return result.error;
  }

  /** The server's settings for the table arrive (local-engine.json changed). */
  settings(settings: TableSettings): this {
    const result = this.try({ kind: 'settings', settings });
    if (!result.ok) throw new Error(`settings refused: ${result.error.message}`);
    return this;
  }

  read(antennaId: number, tagId: string): this {
    const result = this.try({ kind: 'read', antennaId, tagId });
    if (!result.ok) throw new Error(`read refused: ${result.error.message}`);
    return this;
  }

  /** Reads a card (by its simulated tag) and fails if the table went into its error state. */
  card(antennaId: number, card: Card): this {
    this.read(antennaId, tagOf(card));
    if (this.model.error) throw new Error(`table error: ${this.model.error.message}`);
    return this;
  }

  deal(seatIndex: number, ...cards: Card[]): this {
    for (const c of cards) this.card(this.seatAntenna(seatIndex), c);
    return this;
  }

  board(...cards: Card[]): this {
    for (const c of cards) this.card(this.antennas.board!, c);
    return this;
  }

  burn(card: Card): this {
    return this.card(this.antennas.burn!, card);
  }

  muck(card: Card): this {
    return this.card(this.antennas.muck!, card);
  }

  act(type: string, data: object = {}): this {
    return this.command('action', { type, ...data });
  }

  get roundState() {
    return roundStateOf(this.model);
  }

  /** The table state message, checked against the protocol's schema. */
  state(): TableState {
    const state = this.#projector.project(
      this.model,
      {
        cloud: { isConnected: false, lastSyncTime: null, pendingHands: 0 },
        requestingIps: [],
        version: 'test',
        devLevel: 3,
        ip: null,
      },
      this.time,
    );
    const parsed = tableStateSchema.safeParse(state);
    if (!parsed.success) throw new Error(`invalid state: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    return state;
  }

  /** The seat acting now, per the projection. */
  get acting(): number | null {
    return this.state().round.actingPlayer;
  }

  stack(seatIndex: number): number {
    return this.state().playerGroup.players.find((p) => p.seatIndex === seatIndex)!.stack;
  }
}

export const tagOf = (card: Card) => simulatedCardTag(card);
