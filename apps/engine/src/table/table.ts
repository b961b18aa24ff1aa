import { type TableState, tableStateSchema } from '@railbird/protocol';

export type StateListener = (state: TableState) => void;

/**
 * One hosted table: its current state and who is watching it. Every state it accepts is checked
 * against the protocol's schema first, so a subscriber can never receive a message that fails to parse.
 */
export class Table {
  #state: TableState;
  readonly #listeners = new Set<StateListener>();

  constructor(initial: TableState) {
    this.#state = tableStateSchema.parse(initial);
  }

  get key(): string {
    return this.#state.tableSettings.key;
  }

  get state(): TableState {
    return this.#state;
  }

  /** Calls `listener` on every change (not with the current state: read `state` for that). */
  subscribe(listener: StateListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /** Replaces the state and pushes it to every subscriber. Throws, changing nothing, if it is invalid. */
  setState(next: TableState): void {
    const parsed = tableStateSchema.parse(next);
    if (parsed.tableSettings.key !== this.key) {
      throw new Error(`table ${this.key} cannot take the state of table ${parsed.tableSettings.key}`);
    }
    this.#state = parsed;
    for (const listener of this.#listeners) listener(parsed);
  }
}
