/**
 * Reads recorded in RECORD mode (`<dataDir>/engine/recordings/<table>/<start>.jsonl`, one read per
 * line), played back as an adapter with their original spacing divided by `speed`.
 */
import { readFileSync } from 'node:fs';
import { type AntennaRead, antennaReadSchema } from '@railbird/protocol';
import type { ReadListener, RfidAdapter } from './adapter.js';

export function readRecording(path: string): AntennaRead[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => antennaReadSchema.parse(JSON.parse(line)));
}

export class RecordedReads implements RfidAdapter {
  readonly antennas: number;
  readonly #reads: readonly AntennaRead[];
  readonly #speed: number;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  /** Resolves when every read has been played (and taken by the table). */
  readonly done: Promise<void>;
  #finish: () => void = () => undefined;

  constructor(reads: readonly AntennaRead[], options: { antennas: number; speed?: number }) {
    this.#reads = reads;
    this.antennas = options.antennas;
    this.#speed = options.speed ?? 1;
    this.done = new Promise((resolve) => {
      this.#finish = resolve;
    });
  }

  start(listener: ReadListener): void {
    this.#stopped = false;
    const play = async (k: number) => {
      if (this.#stopped) return;
      if (k >= this.#reads.length) {
        this.#finish();
        return;
      }
      const read = this.#reads[k]!;
      await listener({ antennaId: read.antennaId, tagId: read.tagId, time: read.time });
      const next = this.#reads[k + 1];
      const wait = next ? Math.max(0, (next.time - read.time) / this.#speed) : 0;
      this.#timer = setTimeout(() => void play(k + 1), wait);
    };
    void play(0);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#finish();
  }
}
