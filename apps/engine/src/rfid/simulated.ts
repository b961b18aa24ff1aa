/**
 * Simulated antennas: the spec's sample table has capacity 9 and 12 antennas, one under each seat
 * plus the board, muck and burn antennas. A simulated dealer places tags on them; each arrival is a
 * read, like a real reader's. A tag lies on one antenna at a time: placing it elsewhere moves it.
 */
import type { ReadListener, RfidAdapter } from './adapter.js';

export class SimulatedAntennas implements RfidAdapter {
  readonly antennas: number;
  readonly #now: () => number;
  readonly #lying = new Map<string, number>();
  #listener: ReadListener | null = null;

  constructor(options: { antennas: number; now: () => number }) {
    this.antennas = options.antennas;
    this.#now = options.now;
  }

  start(listener: ReadListener): void {
    this.#listener = listener;
  }

  stop(): void {
    this.#listener = null;
  }

  /**
   * Places a tag on an antenna: a read, unless the tag already lies there (no new arrival).
   * Resolves when the table has taken the read.
   */
  place(antennaId: number, tagId: string): Promise<unknown> {
    if (!Number.isInteger(antennaId) || antennaId < 0 || antennaId >= this.antennas) {
      return Promise.reject(new Error(`there is no antenna ${antennaId} (0 to ${this.antennas - 1})`));
    }
    if (this.#lying.get(tagId) === antennaId) return Promise.resolve(undefined);
    this.#lying.set(tagId, antennaId);
    return this.#listener?.({ antennaId, tagId, time: this.#now() }) ?? Promise.resolve(undefined);
  }

  /** Takes every tag off the table (the dealer gathers the cards between hands). */
  clear(): void {
    this.#lying.clear();
  }

  /** The tags lying on an antenna now. */
  tagsOn(antennaId: number): string[] {
    return [...this.#lying].filter(([, a]) => a === antennaId).map(([tag]) => tag);
  }
}
