import type { Antenna, TableSettings } from '@railbird/protocol';

/** The table's antennas by role: one under each seat, and the board, muck and burn antennas. */
export interface AntennaMap {
  readonly byId: ReadonlyMap<number, Antenna>;
  readonly seat: ReadonlyMap<number, number>;
  readonly board: number | null;
  readonly muck: number | null;
  readonly burn: number | null;
}

const cache = new WeakMap<TableSettings, AntennaMap>();

/** The antenna layout of a table's settings (cached per settings object: settings are immutable). */
export function antennasOf(settings: TableSettings): AntennaMap {
  const hit = cache.get(settings);
  if (hit) return hit;
  const byId = new Map<number, Antenna>();
  const seat = new Map<number, number>();
  let board: number | null = null;
  let muck: number | null = null;
  let burn: number | null = null;
  for (const antenna of settings.antennas) {
    byId.set(antenna.id, antenna);
    if (antenna.role === 'SEAT' && antenna.seatIndex !== null) seat.set(antenna.seatIndex, antenna.id);
    if (antenna.role === 'BOARD') board ??= antenna.id;
    if (antenna.role === 'MUCK') muck ??= antenna.id;
    if (antenna.role === 'BURN') burn ??= antenna.id;
  }
  const map = { byId, seat, board, muck, burn };
  cache.set(settings, map);
  return map;
}
