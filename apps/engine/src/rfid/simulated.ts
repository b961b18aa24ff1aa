/**
 * Simulated antennas: the spec's sample table has capacity 9 and 12 antennas, one under each seat
 * plus the board, muck and burn antennas. A simulated dealer places tags on them; each arrival is a
 * read, like a real reader's. A tag lies on one antenna at a time: placing it elsewhere moves it.
 *
 * They model the antennas' gain (`setSensitivities`, 0–100, 50 nominal) the way a real reader
 * behaves: below 50 a tag placed at the edge of the antenna may go unread (up to 60% of the placings
 * at 0: the tag is not taken to lie there, so placing it again is a new try); above 50 a tag may also
 * be read by the neighbouring antenna (the next id; up to 25% of the placings at 100). At 50 every
 * placing is read once, exactly where it lies. The randomness is injected, so tests are exact.
 */
import type { ReadListener, RfidAdapter } from './adapter.js';

/** Chance that a placing goes unread at gain `g` (0 at 50 and above). */
export function missChance(g: number): number {
  return g >= 50 ? 0 : ((50 - g) / 50) * 0.6;
}

/** Chance that a placing is also read by the neighbouring antenna at gain `g` (0 at 50 and below). */
export function crossReadChance(g: number): number {
  return g <= 50 ? 0 : ((g - 50) / 50) * 0.25;
}

export class SimulatedAntennas implements RfidAdapter {
  readonly antennas: number;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #lying = new Map<string, number>();
  #gains: Readonly<Record<number, number>> = {};
  #listener: ReadListener | null = null;

  constructor(options: { antennas: number; now: () => number; random?: () => number }) {
    this.antennas = options.antennas;
    this.#now = options.now;
    this.#random = options.random ?? Math.random;
  }

  start(listener: ReadListener): void {
    this.#listener = listener;
  }

  stop(): void {
    this.#listener = null;
  }

  setSensitivities(gains: Readonly<Record<number, number>>): void {
    this.#gains = { ...gains };
  }

  /**
   * Places a tag on an antenna: a read, unless the tag already lies there (no new arrival) or the
   * antenna's gain is too low to see it this time. Resolves when the table has taken the read.
   */
  place(antennaId: number, tagId: string): Promise<unknown> {
    if (!Number.isInteger(antennaId) || antennaId < 0 || antennaId >= this.antennas) {
      return Promise.reject(new Error(`there is no antenna ${antennaId} (0 to ${this.antennas - 1})`));
    }
    if (this.#lying.get(tagId) === antennaId) return Promise.resolve(undefined);
    const gain = this.#gains[antennaId] ?? 50;
    const miss = missChance(gain);
    const cross = crossReadChance(gain);
    // No draw at the nominal gain: a demo at 50 reads exactly as before gains existed.
    if (miss > 0 && this.#random() < miss) return Promise.resolve(undefined);
    this.#lying.set(tagId, antennaId);
    const listener = this.#listener;
    const read = listener?.({ antennaId, tagId, time: this.#now() }) ?? Promise.resolve(undefined);
    if (cross > 0 && listener && this.antennas > 1 && this.#random() < cross) {
      // The neighbour reads it too: the tag now counts as lying there (the dealer's next placing on
      // the right antenna is then a new arrival, as when a card is nudged back into place).
      const neighbour = (antennaId + 1) % this.antennas;
      this.#lying.set(tagId, neighbour);
      const time = this.#now();
      return read.then(async (result) => {
        await listener({ antennaId: neighbour, tagId, time });
        return result;
      });
    }
    return read;
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
