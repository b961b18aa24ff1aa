/**
 * What a table accepts: antenna reads and commands. Each accepted input is journaled as an entry with
 * its time and source, and replaying the entries through `reduceTable` rebuilds the table exactly.
 */
import type { ClientPacketData, OperatorCommand } from '@railbird/protocol';

/** An operator command without its envelope (`tableKey`, `requestId`). */
export type TableCommand = OperatorCommand extends infer P
  ? P extends { event: infer E; data: infer D }
    ? E extends 'simulateRead' | 'showStoredHand'
      ? never
      : { event: E; data: D }
    : never
  : never;

/** VAULT mode: the stored hand to show, loaded by the engine before the command is journaled. */
export interface StoredHandCommand {
  event: 'showStoredHand';
  data: ClientPacketData<'showStoredHand'> & {
    stored: { phh: string; seats: number[]; names: string[]; startedAt: number };
  };
}

export type TableInput =
  | { kind: 'read'; antennaId: number; tagId: string }
  | { kind: 'command'; command: TableCommand | StoredHandCommand };

/** Who produced an input: the antennas, an operator on a socket, the table's simulation. */
export type InputSource = 'antenna' | 'operator' | 'simulation';

export interface JournalEntry {
  /** 1, 2, … per table, never reused. */
  seq: number;
  /** When the engine accepted it, epoch ms: the only clock the table reads. */
  time: number;
  source: InputSource;
  requestId?: string;
  input: TableInput;
}
