/**
 * The engine's timer of a table's tournament clock (issue 17): while the clock runs, it wakes at the
 * level's end time and submits a `clockTick` (event-commands.ts), journaled like every input, which
 * applies the end (a level to its break, a break to the next level, each end counted from the last).
 * It reads only the committed table, so an engine restarted from the journal schedules the clock where
 * it stands; if ends passed while the engine was down, the first tick catches up from end to end.
 */

import type { Cancel, Timers } from '@railbird/room';
import type { Logger } from '../log.js';
import { isCounting } from '../table/clock.js';
import type { TableModel } from '../table/model.js';
import type { Table } from '../table/table.js';

/** A timer never waits longer than this at once (Node's limit is ~24.8 days); it then looks again. */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** A tick that changed nothing (the table refused it, or changed meanwhile) is tried again after this. */
const RETRY_MS = 1000;

/** When the clock of the table's event ends its level or break next; null when it is not counting. */
export function nextEndOf(model: Pick<TableModel, 'eventManager'>): number | null {
  const manager = model.eventManager;
  const clock = manager?.clock;
  return manager?.event && clock && isCounting(clock) ? clock.levelEndTime : null;
}

export interface ClockTimerOptions {
  now: () => number;
  timers: Pick<Timers, 'after'>;
  log: Logger;
}

export class ClockTimer {
  readonly #table: Table;
  readonly #o: ClockTimerOptions;
  #cancel: Cancel | null = null;
  /** The end the timer is set for. */
  #due: number | null = null;
  /** The last end a tick was sent for (a second tick for it waits RETRY_MS). */
  #fired: number | null = null;
  #stopCommit: (() => void) | null = null;
  #stopped = false;

  constructor(table: Table, options: ClockTimerOptions) {
    this.#table = table;
    this.#o = options;
  }

  start(): void {
    this.#stopCommit = this.#table.onCommit(() => this.#plan());
    this.#plan();
  }

  stop(): void {
    this.#stopped = true;
    this.#stopCommit?.();
    this.#cancel?.();
    this.#cancel = null;
  }

  /** The end the timer waits for (tests read it); null when none. */
  get due(): number | null {
    return this.#due;
  }

  #plan(): void {
    if (this.#stopped) return;
    const end = nextEndOf(this.#table.model);
    if (end === this.#due && this.#cancel) return;
    this.#cancel?.();
    this.#cancel = null;
    this.#due = end;
    if (end === null) return;
    const wait = Math.max(0, end - this.#o.now(), end === this.#fired ? RETRY_MS : 0);
    this.#cancel = this.#o.timers.after(Math.min(wait, MAX_WAIT_MS), () => {
      this.#cancel = null;
      void this.#fire(end);
    });
  }

  async #fire(end: number): Promise<void> {
    if (this.#stopped) return;
    const now = this.#o.now();
    if (now < end) {
      // A long wait woke up early to look again.
      this.#due = null;
      this.#plan();
      return;
    }
    this.#fired = end;
    const result = await this.#table.submit(
      { kind: 'command', command: { event: 'clockTick', data: { at: Math.max(now, end) } } },
      { source: 'clock' },
    );
    if (!result.ok)
      this.#o.log.warn({ tableKey: this.#table.key, error: result.error }, 'the clock tick was refused');
    // A committed change has planned the next end already; otherwise look again (after RETRY_MS).
    this.#due = null;
    this.#plan();
  }
}
