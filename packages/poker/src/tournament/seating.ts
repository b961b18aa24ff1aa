/**
 * Seating a multi-table event: the random draw, balancing tables, and breaking them.
 *
 * Rules (the usual tournament-director practice, with the choices a rule book leaves open made
 * deterministic so the operator sees the same suggestion on every screen):
 * - Draw: players are spread over the tables as evenly as their seats allow (counts differ by at most
 *   one when the tables have the same number of seats; the extra players go to the tables listed
 *   first), each table's occupied seats are drawn at random, and so is who sits where.
 * - Balance: while the table with the most players has two or more more than the table with the
 *   fewest (among tables with a free seat), one player moves from the biggest (ties: lowest table
 *   number) to the smallest (ties: lowest table number). The player who moves is the one who would be
 *   big blind next (the first occupied seat from `nextBigBlindSeat`, going round the seat numbers);
 *   without that seat, the player in the lowest-numbered occupied seat. They take the lowest-numbered
 *   free seat of the new table.
 * - Break: the table with the fewest players (ties: highest table number) is broken as soon as its
 *   players fit into the free seats of the others; its players, from the next big blind round, each
 *   go to the table with the fewest players (ties: lowest number) — so the tables stay balanced — at
 *   the lowest free seat, or at a seat drawn at random when a Random is passed.
 * Pure: nothing is changed in place; the same input and Random give the same plan.
 */
import type { Random } from '../cards/deck.js';

/** A table of the event before the draw. */
export interface TableSpec {
  table: number;
  seatCount: number;
}

/** Who sits where. */
export interface SeatAssignment {
  player: string;
  table: number;
  seat: number;
}

/** A table in play: `seats[i]` is the player in seat i, or null when it is free. */
export interface TableSeating {
  table: number;
  seats: readonly (string | null)[];
  /** The seat of the player who is big blind next hand, when the table knows it. */
  nextBigBlindSeat?: number | null;
}

/** One player's move, for the operator to confirm in the Table Manager. */
export interface SeatMove {
  player: string;
  from: { table: number; seat: number };
  to: { table: number; seat: number };
}

/** The moves, and the tables as they will be after them. */
export interface SeatingPlan {
  moves: SeatMove[];
  tables: TableSeating[];
}

/** A table to break: its number, the moves of its players and the other tables after them. */
export interface BreakPlan extends SeatingPlan {
  table: number;
}

/** [SEAT-1] How many tables of `seatsPerTable` seats a field of `players` needs. */
export function tablesNeeded(players: number, seatsPerTable: number): number {
  if (!Number.isSafeInteger(players) || players < 0)
    throw new RangeError(`The number of players must be a whole number of at least 0, not ${players}.`);
  if (!Number.isSafeInteger(seatsPerTable) || seatsPerTable < 2)
    throw new RangeError(`A table needs a whole number of at least 2 seats, not ${seatsPerTable}.`);
  return Math.ceil(players / seatsPerTable);
}

/** [SEAT-1] The random seat draw: every player a table and seat, counts balanced, ordered by table and seat. */
export function seatDraw(
  players: readonly string[],
  tables: readonly TableSpec[],
  random: Random,
): SeatAssignment[] {
  if (new Set(players).size !== players.length)
    throw new RangeError('A player is listed twice for the draw.');
  if (new Set(tables.map((t) => t.table)).size !== tables.length)
    throw new RangeError('A table number is listed twice.');
  for (const { table, seatCount } of tables) {
    if (!Number.isSafeInteger(seatCount) || seatCount < 1)
      throw new RangeError(`Table ${table} needs at least one seat, not ${seatCount}.`);
  }
  const capacity = tables.reduce((s, t) => s + t.seatCount, 0);
  if (players.length > capacity)
    throw new RangeError(`${players.length} players do not fit in ${capacity} seats.`);
  const counts = tables.map(() => 0);
  for (let p = 0; p < players.length; p++) {
    let best = -1;
    tables.forEach((t, i) => {
      if (counts[i]! < t.seatCount && (best < 0 || counts[i]! < counts[best]!)) best = i;
    });
    counts[best]! += 1;
  }
  const slots = tables.flatMap((t, i) =>
    shuffle(
      Array.from({ length: t.seatCount }, (_, seat) => seat),
      random,
    )
      .slice(0, counts[i])
      .map((seat) => ({ table: t.table, seat })),
  );
  const order = shuffle([...players], random);
  return order
    .map((player, k) => ({ player, ...slots[k]! }))
    .sort((a, b) => a.table - b.table || a.seat - b.seat);
}

/** [SEAT-2] The moves that balance the tables (see the module comment for who moves where). */
export function balanceSuggestions(tables: readonly TableSeating[]): SeatingPlan {
  checkTables(tables);
  const state = tables.map(copyTable);
  const moves: SeatMove[] = [];
  for (;;) {
    const from = pick(state, (t) => occupied(t), 'most', 'lowest');
    const to = pick(
      state.filter((t) => hasFreeSeat(t)),
      (t) => occupied(t),
      'fewest',
      'lowest',
    );
    if (!from || !to || occupied(from) - occupied(to) < 2) break;
    moves.push(movePlayer(from, nextToMove(from), to, lowestFreeSeat(to)));
  }
  return { moves, tables: state };
}

/**
 * [SEAT-3] The next table to break and where its players go, or null when it should not be broken
 * yet (one table left, or its players do not fit into the free seats of the others). `tables` in
 * the plan are the other tables after the moves.
 */
export function breakOrder(tables: readonly TableSeating[], random?: Random): BreakPlan | null {
  checkTables(tables);
  if (tables.length < 2) return null;
  const state = tables.map(copyTable);
  const broken = pick(state, (t) => occupied(t), 'fewest', 'highest')!;
  const others = state.filter((t) => t !== broken);
  const free = others.reduce((s, t) => s + t.seats.length - occupied(t), 0);
  if (occupied(broken) > free) return null;
  const moves: SeatMove[] = [];
  while (occupied(broken) > 0) {
    const to = pick(
      others.filter((t) => hasFreeSeat(t)),
      (t) => occupied(t),
      'fewest',
      'lowest',
    )!;
    const seat = random ? randomFreeSeat(to, random) : lowestFreeSeat(to);
    moves.push(movePlayer(broken, nextToMove(broken), to, seat));
  }
  return { table: broken.table, moves, tables: others };
}

interface MutableTable {
  table: number;
  seats: (string | null)[];
  nextBigBlindSeat?: number | null;
}

function copyTable(t: TableSeating): MutableTable {
  return { ...t, seats: [...t.seats] };
}

function occupied(t: TableSeating): number {
  return t.seats.reduce((n, p) => n + (p === null ? 0 : 1), 0);
}

function hasFreeSeat(t: TableSeating): boolean {
  return t.seats.includes(null);
}

/** The table with the most or fewest of `key`, ties to the lowest or highest table number. */
function pick(
  tables: readonly MutableTable[],
  key: (t: MutableTable) => number,
  want: 'most' | 'fewest',
  tie: 'lowest' | 'highest',
): MutableTable | undefined {
  let best: MutableTable | undefined;
  for (const t of tables) {
    if (!best) {
      best = t;
      continue;
    }
    const d = want === 'most' ? key(t) - key(best) : key(best) - key(t);
    if (d > 0 || (d === 0 && (tie === 'lowest' ? t.table < best.table : t.table > best.table))) best = t;
  }
  return best;
}

/** The seat of the player who would be big blind next (or the lowest occupied seat). */
function nextToMove(t: MutableTable): number {
  const start = t.nextBigBlindSeat ?? 0;
  const n = t.seats.length;
  for (let k = 0; k < n; k++) {
    const seat = (start + k) % n;
    if (t.seats[seat] !== null) return seat;
  }
  throw new Error(`table ${t.table} has nobody to move`);
}

function lowestFreeSeat(t: MutableTable): number {
  return t.seats.indexOf(null);
}

function randomFreeSeat(t: MutableTable, random: Random): number {
  const free = t.seats.flatMap((p, seat) => (p === null ? [seat] : []));
  return free[Math.floor(random() * free.length)]!;
}

function movePlayer(from: MutableTable, fromSeat: number, to: MutableTable, toSeat: number): SeatMove {
  const player = from.seats[fromSeat]!;
  from.seats[fromSeat] = null;
  to.seats[toSeat] = player;
  return { player, from: { table: from.table, seat: fromSeat }, to: { table: to.table, seat: toSeat } };
}

function checkTables(tables: readonly TableSeating[]): void {
  if (new Set(tables.map((t) => t.table)).size !== tables.length)
    throw new RangeError('A table number is listed twice.');
  const seen = new Set<string>();
  for (const t of tables) {
    for (const player of t.seats) {
      if (player === null) continue;
      if (seen.has(player)) throw new RangeError(`${player} is seated twice.`);
      seen.add(player);
    }
    const bb = t.nextBigBlindSeat;
    if (bb !== null && bb !== undefined && !(Number.isSafeInteger(bb) && bb >= 0 && bb < t.seats.length)) {
      throw new RangeError(`Table ${t.table} has no seat ${bb} for the next big blind.`);
    }
  }
}

/** Fisher–Yates, in place, with the caller's Random. */
function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
