/**
 * Runs the simulated dealer and bots of one table: asks `nextSimStep` what happens next, waits as
 * long as a real table would (divided by `speed`; `Infinity` = as fast as the journal allows) and
 * submits it like any other input. It reads the table afresh before every step, so an operator can
 * step in (pause, undo, switch mode) at any time.
 */
import { bankedGame } from '../addons/model.js';
import type { Logger } from '../log.js';
import { SimulatedAntennas } from '../rfid/simulated.js';
import type { SubmitResult, Table } from '../table/table.js';
import { nextSimStep, type SimOptions, type SimStep } from './driver.js';
import { type BotNameRegistry, processBotNames } from './names.js';

export interface SimRunnerOptions extends Omit<SimOptions, 'now' | 'timeScale' | 'takenNames'> {
  /** 1 = real time; 10 = ten times faster; Infinity = no waiting at all. */
  speed: number;
  log: Logger;
  /** Who sits at the engine's other tables, so no bot sits at two (default: this process's). */
  names?: BotNameRegistry;
  /** The clock of tournament levels (default Date.now); at speed Infinity a virtual clock runs instead. */
  now?: () => number;
}

export class SimRunner {
  readonly #table: Table;
  readonly #o: SimRunnerOptions;
  #running = false;
  #wake: (() => void) | null = null;
  #timer: NodeJS.Timeout | null = null;
  #stopCommit: (() => void) | null = null;
  #done: Promise<void> = Promise.resolve();
  /** Steps submitted since start (tests count them). */
  steps = 0;
  /** The table's simulated antennas: the dealer's cards go through them like a reader's reads. */
  readonly antennas: SimulatedAntennas;
  #detach: (() => void) | null = null;
  #unregister: (() => void) | null = null;
  #handId: string | null = null;
  /** Speed Infinity: the simulation's own clock, moved on by each step's realistic delay. */
  #virtual: number;

  constructor(table: Table, options: SimRunnerOptions) {
    this.#table = table;
    this.#o = options;
    this.antennas = new SimulatedAntennas({ antennas: table.model.settings.antennas.length, now: Date.now });
    this.#virtual = (options.now ?? Date.now)();
  }

  get #names(): BotNameRegistry {
    return this.#o.names ?? processBotNames;
  }

  /** What the driver needs besides the table: the time (scaled to the speed) and the names taken. */
  #stepOptions(): SimOptions {
    const fast = !Number.isFinite(this.#o.speed);
    return {
      ...this.#o,
      now: fast ? this.#virtual : (this.#o.now ?? Date.now)(),
      timeScale: fast ? 1 : this.#o.speed,
      takenNames: this.#names.takenElsewhere(this.#table.key),
    };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#detach = this.#table.attach(this.antennas);
    this.#unregister = this.#names.register(this.#table.key, () =>
      this.#table.pendingModel.seats.map((s) => s.displayName),
    );
    this.#stopCommit = this.#table.onCommit(() => this.#wake?.());
    this.#done = this.#loop();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#detach?.();
    this.#unregister?.();
    this.#stopCommit?.();
    if (this.#timer) clearTimeout(this.#timer);
    this.#wake?.();
    await this.#done;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#wake = () => {
        if (this.#timer) clearTimeout(this.#timer);
        this.#timer = null;
        this.#wake = null;
        resolve();
      };
      this.#timer = setTimeout(() => this.#wake?.(), ms);
    });
  }

  async #loop(): Promise<void> {
    const fast = !Number.isFinite(this.#o.speed);
    let sinceYield = 0;
    while (this.#running) {
      const model = this.#table.pendingModel;
      const step = nextSimStep(model, this.#stepOptions());
      if (!step) {
        // Nothing to do (not DEMO, paused): wait for a change, or look again in a while.
        await this.#sleep(1000);
        continue;
      }
      if (!fast) {
        // Woken early by a change to the table (an operator stepped in) or by stop().
        await this.#sleep(step.delayMs / this.#o.speed);
        if (!this.#running) return;
        // Someone else changed the table while we waited: decide again.
        if (this.#table.pendingModel !== model) continue;
        // Another table seated a bot of the same name meanwhile: pick another.
        if (this.#nameTaken(step.input)) continue;
      } else if (++sinceYield >= 20) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
        if (this.#table.pendingModel !== model || this.#nameTaken(step.input)) continue;
      }
      try {
        // A new hand: the dealer has gathered every card off the antennas.
        const handId = model.hand?.id ?? null;
        if (handId !== this.#handId) {
          this.#handId = handId;
          this.antennas.clear();
        }
        const input = step.input;
        // A banked add-on's cards go straight to the table: a shoe deals the same card again.
        const onAntennas = input.kind === 'read' && bankedGame(model.addOns) === null;
        const result =
          input.kind === 'read' && onAntennas
            ? ((await this.antennas.place(input.antennaId, input.tagId)) as SubmitResult | undefined)
            : await this.#table.submit(input, { source: 'simulation' });
        this.steps++;
        if (fast) this.#virtual += step.delayMs;
        if (!result) {
          this.#o.log.warn(
            { tableKey: this.#table.key, input },
            'simulated card already lay on that antenna',
          );
          await this.#sleep(fast ? 10 : 1000);
          continue;
        }
        if (!result.ok) {
          this.#o.log.warn(
            { tableKey: this.#table.key, input: step.input, error: result.error },
            'simulated step refused',
          );
          await this.#sleep(fast ? 10 : 1000);
        } else if (!result.changed) {
          this.#o.log.warn(
            { tableKey: this.#table.key, input: step.input },
            'simulated step changed nothing',
          );
          await this.#sleep(fast ? 10 : 1000);
        }
      } catch (error) {
        this.#o.log.error({ err: error, tableKey: this.#table.key }, 'simulation stopped: the table failed');
        this.#running = false;
      }
    }
  }

  #nameTaken(input: SimStep['input']): boolean {
    if (input.kind !== 'command' || input.command.event !== 'seatPlayer') return false;
    return this.#names.takenElsewhere(this.#table.key).has(input.command.data.displayName);
  }
}
