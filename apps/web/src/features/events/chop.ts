/**
 * The chop calculator's starting point (issue 17): the players still in, their stacks as the tables
 * show them now (matched by directory id, else by name), and the prizes still to pay — one per place
 * left, from the payout table. Everything is editable before `event.chop` computes the deal.
 */
import type { PayoutRow } from '@railbird/protocol';

export interface ChopRow {
  playerId: string;
  displayName: string;
  /** Chips; NaN when no table shows the player (typed in by hand). */
  stack: number;
  /** Where the stack came from, for the row's hint. */
  tableName: string | null;
}

interface SeatLike {
  uid?: string | null | undefined;
  displayName: string;
  stack: number;
}

interface TableLike {
  tableSettings: { name: string };
  playerGroup: { players: readonly SeatLike[] };
}

export function chopRows(
  alive: readonly { playerId: string; displayName: string }[],
  tables: readonly (TableLike | null)[],
): ChopRow[] {
  const seats = tables.flatMap((t) => (t ? t.playerGroup.players.map((p) => ({ p, table: t })) : []));
  return alive.map((player) => {
    const found =
      seats.find(({ p }) => p.uid === player.playerId) ??
      seats.find(
        ({ p }) => !p.uid && p.displayName.trim().toLowerCase() === player.displayName.trim().toLowerCase(),
      );
    return {
      playerId: player.playerId,
      displayName: player.displayName,
      stack: found ? found.p.stack : Number.NaN,
      tableName: found ? found.table.tableSettings.name : null,
    };
  });
}

/** The prizes of the places still to be decided: places 1..`playersLeft` of the payout table. */
export function prizesLeft(table: readonly PayoutRow[], playersLeft: number): number[] {
  return table
    .filter((row) => row.place <= playersLeft)
    .sort((a, b) => a.place - b.place)
    .map((row) => row.amount);
}
