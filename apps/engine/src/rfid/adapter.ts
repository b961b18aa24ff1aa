/**
 * What the engine needs of a table's RFID hardware: reads, each an antenna, a tag and a time. An
 * adapter reports a tag when it arrives at an antenna (not again while it stays there); the table
 * treats a repeated read of a card where it already lies as nothing anyway, so an adapter that
 * repeats itself does no harm. Real readers (serial, network) implement this next to the simulated
 * antennas and the recorded reads of RECORD mode.
 */
export interface RfidRead {
  readonly antennaId: number;
  readonly tagId: string;
  /** When the antenna saw the tag, epoch ms. */
  readonly time: number;
}

/** Receives reads; its promise settles once the table has taken the read (journaled or refused). */
export type ReadListener = (read: RfidRead) => Promise<unknown> | undefined;

export interface RfidAdapter {
  /** How many antennas the reader drives (ids 0 … antennas − 1). */
  readonly antennas: number;
  start(listener: ReadListener): void;
  stop(): void;
  /**
   * Sets each antenna's RF gain, 0–100 by antenna id, 50 nominal (`tableSettings.sensitivities`, whose
   * meaning table/diagnostics.ts records): a real reader maps it onto its own power or gain setting.
   * The table calls it when attached and whenever its settings change; an adapter without it reads at
   * its own fixed gain.
   */
  setSensitivities?(gains: Readonly<Record<number, number>>): void;
}
