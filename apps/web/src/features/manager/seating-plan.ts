/**
 * Several tables, one tournament (issue 17 item 4), as plain data for the Table Manager's Tournament
 * panel: the location's live tables grouped by the event they play, turned into the input of
 * `@railbird/poker/tournament`'s seating rules (balance, break, draw), and its answers turned back
 * into moves an operator reads and confirms — who, from which table and seat, to which, and whether
 * the engine would take it now (availability.ts, STYLE.md habit 1).
 *
 * Rules of this screen (the seating rules themselves are the poker module's, SEAT-1…3):
 * - [SEATING-UI-1] A table belongs to the event its live state plays (`eventManager.event.uid`);
 *   tables are numbered in the location's order, so ties go the same way on every screen (the first
 *   table, usually the feature table, is broken last).
 * - [SEATING-UI-2] The player who moves is the next big blind (the seat that would post it next hand,
 *   from the button as the engine moves it); a seat's player is known to the seating maths as
 *   `tableKey:seatIndex` (a seating's id is only unique at its table).
 * - [SEATING-UI-3] Nothing moves while a table of the event is not connected or waits for an
 *   elimination to be confirmed (the counts change with it); a player in the hand being played moves
 *   when it ends; each side of a move is checked as its own command would be.
 * - [SEATING-UI-4] When a table can be broken (its players fit at the others) that comes first and no
 *   balancing is suggested: the break balances the tables it fills. A table nobody sits at is out of
 *   both (broken already, or waiting for the draw): nobody is moved to it, it is not broken again.
 * - [SEATING-UI-5] Entrants to seat are the event's players still in (server `event.get` standings)
 *   seated at none of its tables, in the order they entered, each with the chips of their latest
 *   buy-in or re-entry. The draw fills the shortest tables first, then draws who sits at which of them
 *   and at which free seats; never at a table being broken; entrants beyond the free seats wait, the
 *   last to enter last.
 */

import type { Random } from '@railbird/poker';
import {
  balanceSuggestions,
  breakOrder,
  type SeatMove,
  seatDraw,
  type TableSeating,
} from '@railbird/poker/tournament';
import type { EventDetail, Player, TableState } from '@railbird/protocol';
import {
  canMoveAcross,
  canSeat,
  canUnseat,
  handInProgress,
  NOT_LIVE,
  sentence,
  type Verdict,
} from './availability.js';
import { chips } from './facts.js';
import type { KeyPress } from './shortcuts.js';
import type { Step } from './use-commands.js';

/** A table of the location as the route passes it. */
export interface LocationTable {
  key: string;
  name: string;
}

/** A table of the event: its place in the location's order (1, 2, …), its live state and connection. */
export interface EventTable {
  key: string;
  name: string;
  number: number;
  state: TableState | null;
  live: boolean;
}

/** The tables that play one event, in the location's order. */
export interface EventGroup {
  uid: string;
  name: string;
  tables: EventTable[];
}

/** [SEATING-UI-1] The location's tables grouped by the event their live state plays; cash tables are left out. */
export function eventGroups(
  tables: readonly LocationTable[],
  states: readonly (TableState | null)[],
  live: readonly boolean[],
): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  tables.forEach((t, i) => {
    const state = states[i] ?? null;
    const event = state?.eventManager.event;
    if (!event) return;
    let group = groups.get(event.uid);
    if (!group) {
      group = { uid: event.uid, name: event.name, tables: [] };
      groups.set(event.uid, group);
    }
    group.tables.push({ key: t.key, name: t.name, number: i + 1, state, live: live[i] === true });
  });
  return [...groups.values()];
}

/** The seating maths' name for whoever sits at a seat ([SEATING-UI-2]). */
export function seatId(tableKey: string, seatIndex: number): string {
  return `${tableKey}:${seatIndex}`;
}

/** Players who take part in the next hand's blinds: seated, not sitting out, with chips. */
function playing(state: TableState): number[] {
  return state.playerGroup.players
    .filter((p) => !p.sittingOut && p.stack > 0)
    .map((p) => p.seatIndex)
    .sort((a, b) => a - b);
}

/**
 * [SEATING-UI-2] The seat that posts the big blind next hand, or null with fewer than two players.
 * The engine moves the button to the next player on (it stays put before the first hand when that
 * seat plays: engine hand-commands.ts `startRound`); the big blind is the second player after it, or
 * heads-up the one who is not on the button.
 */
export function nextBigBlindSeat(state: TableState): number | null {
  const seats = playing(state);
  if (seats.length < 2) return null;
  const button = state.round.dealerButtonIndex;
  const after = (from: number) => seats.find((s) => s > from) ?? seats[0]!;
  const next = state.game.roundCount === 0 && seats.includes(button) ? button : after(button);
  return seats.length === 2 ? after(next) : after(after(next));
}

/** The event's tables as the seating maths takes them (tables with a live state only). */
export function tableSeatings(group: EventGroup): TableSeating[] {
  return group.tables.flatMap((t) => {
    if (!t.state) return [];
    const seats: (string | null)[] = Array.from({ length: t.state.tableSettings.capacity }, () => null);
    for (const p of t.state.playerGroup.players) seats[p.seatIndex] = seatId(t.key, p.seatIndex);
    return [{ table: t.number, seats, nextBigBlindSeat: nextBigBlindSeat(t.state) }];
  });
}

/** A move as the operator reads and confirms it. */
export interface PlannedMove {
  /** Stable while the move is the same: `demo-1:2>demo-2:4`. */
  id: string;
  player: Player;
  from: { key: string; name: string; seat: number };
  to: { key: string; name: string; seat: number };
  /** The player is the next big blind at their table (the balancing rule's choice). */
  bigBlindNext: boolean;
  verdict: Verdict;
}

/** One table's line: how many play there, of how many seats. */
export interface TableCount {
  key: string;
  name: string;
  players: number;
  capacity: number | null;
  live: boolean;
  inHand: boolean;
}

export interface EventSeating {
  counts: TableCount[];
  /** Why no move can be made now, for every move ([SEATING-UI-3]); null when moves can be made. */
  blocked: string | null;
  /** Most minus fewest players among the event's tables with players (0 with one such table). */
  spread: number;
  balance: PlannedMove[];
  /** The next table to break and where its players go; null when none fits at the others yet. */
  breaking: { key: string; name: string; moves: PlannedMove[] } | null;
}

const no = (reason: string): Verdict => ({ ok: false, reason });

/** [SEATING-UI-3] Why nothing of this event can move now, or null. */
export function seatingBlocked(group: EventGroup): string | null {
  const away = group.tables.find((t) => !t.state);
  if (away) return `${away.name} is not connected: the counts wait for it.`;
  const waiting = group.tables.find((t) => t.state?.round.roundState === 'ELIMINATION CONFIRMATION');
  if (waiting) return `Confirm the elimination at ${waiting.name} first: the counts change with it.`;
  return null;
}

/** Balancing and breaking for one event, as moves with whether each can be made now. */
export function eventSeating(group: EventGroup): EventSeating {
  const counts = group.tables.map((t) => ({
    key: t.key,
    name: t.name,
    players: t.state?.playerGroup.players.length ?? 0,
    capacity: t.state?.tableSettings.capacity ?? null,
    live: t.live,
    inHand: t.state ? handInProgress(t.state) : false,
  }));
  const blocked = seatingBlocked(group);
  const known = counts.filter((c) => c.capacity !== null && c.players > 0).map((c) => c.players);
  const spread = known.length > 1 ? Math.max(...known) - Math.min(...known) : 0;
  const all = tableSeatings(group);
  const seatings = all.filter((t) => t.seats.some((p) => p !== null));
  if (seatings.length < 2 || all.length < group.tables.length)
    return { counts, blocked, spread, balance: [], breaking: null };
  const label = (moves: readonly SeatMove[]) => moves.map((m) => plannedMove(group, m, seatings, blocked));
  const broken = breakOrder(seatings);
  if (broken) {
    const table = group.tables.find((t) => t.number === broken.table)!;
    return {
      counts,
      blocked,
      spread,
      balance: [],
      breaking: { key: table.key, name: table.name, moves: label(broken.moves) },
    };
  }
  return { counts, blocked, spread, balance: label(balanceSuggestions(seatings).moves), breaking: null };
}

function plannedMove(
  group: EventGroup,
  move: SeatMove,
  seatings: readonly TableSeating[],
  blocked: string | null,
): PlannedMove {
  const from = group.tables.find((t) => t.number === move.from.table)!;
  const to = group.tables.find((t) => t.number === move.to.table)!;
  const player = from.state!.playerGroup.players.find((p) => p.seatIndex === move.from.seat)!;
  const seating = seatings.find((s) => s.table === from.number);
  return {
    id: `${from.key}:${move.from.seat}>${to.key}:${move.to.seat}`,
    player,
    from: { key: from.key, name: from.name, seat: move.from.seat },
    to: { key: to.key, name: to.name, seat: move.to.seat },
    bigBlindNext: seating?.nextBigBlindSeat === move.from.seat,
    verdict: blocked ? no(blocked) : moveVerdict(from, move.from.seat, to, move.to.seat),
  };
}

/** Both sides of a move across tables, in the words of the table that would refuse it. */
function moveVerdict(from: EventTable, seat: number, to: EventTable, toSeat: number): Verdict {
  if (!from.live || !to.live) return NOT_LIVE;
  const player = from.state!.playerGroup.players.find((p) => p.seatIndex === seat)!;
  if (!canUnseat(from.state!, seat).ok && handInProgress(from.state!))
    return no(`${player.displayName} is in the hand being played at ${from.name}: move them when it ends.`);
  const verdict = canMoveAcross(from.state!, seat, to.state, toSeat);
  if (verdict.ok || verdict.reason.startsWith('At ')) return verdict;
  return no(`At ${from.name}: ${sentence(verdict.reason)}`);
}

// ── The draw ───────────────────────────────────────────────────────────────────────────────────────

/** An entrant waiting for a seat, with the chips they sit down with. */
export interface Entrant {
  playerId: string;
  displayName: string;
  handle: string | null;
  chips: number;
}

export type EventRecord = Pick<EventDetail, 'standings' | 'entryList' | 'buyIn'>;

/** Directory ids of everyone seated at the event's tables. */
function seatedIds(group: EventGroup): Set<string> {
  return new Set(
    group.tables.flatMap((t) => (t.state?.playerGroup.players ?? []).flatMap((p) => (p.uid ? [p.uid] : []))),
  );
}

/** [SEATING-UI-5] The event's players still in and seated at none of its tables, in the order they entered. */
export function entrantsToSeat(record: EventRecord, group: EventGroup): Entrant[] {
  const seated = seatedIds(group);
  const alive = new Map(record.standings.filter((p) => p.isAlive).map((p) => [p.playerId, p]));
  const out: Entrant[] = [];
  const seen = new Set<string>();
  for (const entry of record.entryList) {
    const player = alive.get(entry.playerId);
    if (!player || seated.has(entry.playerId) || seen.has(entry.playerId)) continue;
    seen.add(entry.playerId);
    const lives = record.entryList.filter(
      (e) => e.playerId === entry.playerId && (e.kind === 'BUY_IN' || e.kind === 'RE_ENTRY'),
    );
    out.push({
      playerId: entry.playerId,
      displayName: player.displayName,
      handle: player.handle,
      chips: lives.at(-1)?.chips ?? record.buyIn.chips,
    });
  }
  return out;
}

/** A seat of the draw. */
export interface DrawnSeat {
  entrant: Entrant;
  key: string;
  name: string;
  seat: number;
}

export interface DrawPlan {
  seats: DrawnSeat[];
  /** Entrants there is no free seat for. */
  waiting: Entrant[];
}

function freeSeatsOf(state: TableState): number[] {
  const taken = new Set(state.playerGroup.players.map((p) => p.seatIndex));
  return Array.from({ length: state.tableSettings.capacity }, (_, i) => i).filter((i) => !taken.has(i));
}

/**
 * [SEATING-UI-5] The random draw of the entrants over the free seats of the event's tables, leaving
 * out `breaking` (the key of the table being broken, if any).
 */
export function drawPlan(
  entrants: readonly Entrant[],
  group: EventGroup,
  random: Random,
  breaking: string | null = null,
): DrawPlan {
  const tables = group.tables.flatMap((t) =>
    t.state && t.key !== breaking
      ? [{ table: t, free: freeSeatsOf(t.state), count: t.state.playerGroup.players.length }]
      : [],
  );
  const room = tables.reduce((n, t) => n + t.free.length, 0);
  const drawn = entrants.slice(0, room);
  // Fill the shortest table first (ties: the first in the location's order), one entrant at a time.
  const quota = tables.map(() => 0);
  for (let k = 0; k < drawn.length; k++) {
    let best = -1;
    tables.forEach((t, i) => {
      if (quota[i]! >= t.free.length) return;
      if (best < 0 || t.count + quota[i]! < tables[best]!.count + quota[best]!) best = i;
    });
    quota[best]! += 1;
  }
  const used = tables.flatMap((t, i) => (quota[i]! > 0 ? [{ ...t, quota: quota[i]! }] : []));
  // Who sits at which table and in which of its drawn slots (the poker module's draw) …
  const draw = seatDraw(
    drawn.map((e) => e.playerId),
    used.map((t) => ({ table: t.table.number, seatCount: t.quota })),
    random,
  );
  // … and which free seats those slots are, drawn too.
  const slots = new Map(
    used.map((t) => [
      t.table.number,
      shuffle([...t.free], random)
        .slice(0, t.quota)
        .sort((a, b) => a - b),
    ]),
  );
  const byId = new Map(drawn.map((e) => [e.playerId, e]));
  const seats = draw.map((d) => {
    const table = used.find((t) => t.table.number === d.table)!.table;
    return {
      entrant: byId.get(d.player)!,
      key: table.key,
      name: table.name,
      seat: slots.get(d.table)![d.seat]!,
    };
  });
  seats.sort((a, b) => tableOrder(group, a.key) - tableOrder(group, b.key) || a.seat - b.seat);
  return { seats, waiting: entrants.slice(room) };
}

function tableOrder(group: EventGroup, key: string): number {
  return group.tables.findIndex((t) => t.key === key);
}

/**
 * Whether a drawn seat can be taken now: done once the entrant sits at the event; refused at a table
 * that has come to be broken since the draw; else the engine's check.
 */
export function drawnSeatStatus(
  drawn: DrawnSeat,
  group: EventGroup,
  breaking: string | null = null,
): { done: true; where: string } | { done: false; verdict: Verdict } {
  for (const t of group.tables) {
    const p = t.state?.playerGroup.players.find((x) => x.uid === drawn.entrant.playerId);
    if (p) return { done: true, where: seatLabel(t.name, p.seatIndex) };
  }
  const table = group.tables.find((t) => t.key === drawn.key);
  if (table && table.key === breaking)
    return { done: false, verdict: no(`${table.name} is being broken: draw again.`) };
  if (!table?.state || !table.live) return { done: false, verdict: NOT_LIVE };
  const verdict = canSeat(table.state, drawn.seat, drawn.entrant.displayName, drawn.entrant.chips);
  return { done: false, verdict: verdict.ok ? verdict : no(`At ${table.name}: ${sentence(verdict.reason)}`) };
}

// ── Commands and keys ───────────────────────────────────────────────────────────────────────────────

/**
 * A move across tables as the engine takes it: seat at the destination first, with the player's
 * stack and identity, so a refusal there leaves the player where they are; then free the old seat.
 */
export function moveSteps(move: Pick<PlannedMove, 'player' | 'from' | 'to'>): Step[] {
  const p = move.player;
  return [
    {
      tableKey: move.to.key,
      event: 'seatPlayer',
      data: {
        seatIndex: move.to.seat,
        displayName: p.displayName,
        stack: p.stack,
        uid: p.uid,
        handle: p.handle,
        playerType: p.playerType,
      },
    },
    { tableKey: move.from.key, event: 'unseatPlayer', data: { seatIndex: move.from.seat } },
  ];
}

/** A drawn seat as the engine takes it: the entrant, their directory id, the chips of their entry. */
export function drawStep(drawn: DrawnSeat): Step {
  return {
    tableKey: drawn.key,
    event: 'seatPlayer',
    data: {
      seatIndex: drawn.seat,
      displayName: drawn.entrant.displayName,
      stack: drawn.entrant.chips,
      uid: drawn.entrant.playerId,
      handle: drawn.entrant.handle,
      playerType: 'REGISTERED',
    },
  };
}

/** The panel's keys, as its buttons show them: the first move (M), draw (D), seat the whole draw (A). */
export const SEATING_KEYS = { move: 'M', draw: 'D', seatAll: 'A' } as const;
export type SeatingKey = keyof typeof SEATING_KEYS;

/**
 * [SEATING-UI-6] The panel command a key press asks for, or null: not while typing in a field or with
 * a dialog open, not with a modifier held (the browser's own shortcuts), not on a held key's repeats.
 */
export function seatingKeyOf(press: KeyPress): SeatingKey | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.repeat) return null;
  const t = press.target;
  if (t && (t.inDialog || t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)))
    return null;
  const key = press.key.toUpperCase();
  const found = (Object.entries(SEATING_KEYS) as [SeatingKey, string][]).find(([, k]) => k === key);
  return found ? found[0] : null;
}

// ── Labels ─────────────────────────────────────────────────────────────────────────────────────────

/** `Demo 2 · seat 4` for seatIndex 3. */
export function seatLabel(tableName: string, seatIndex: number): string {
  return `${tableName} · seat ${seatIndex + 1}`;
}

/** The toast of a finished move: `Ava moved to Demo 2, seat 4, with 12,500`. */
export function movedLabel(move: Pick<PlannedMove, 'player' | 'to'>): string {
  return `${move.player.displayName} moved to ${move.to.name}, seat ${move.to.seat + 1}, with ${chips(move.player.stack)}`;
}

/** What the balance says in one line: who has most and fewest, and whether a move is due. */
export function balanceLine(seating: Pick<EventSeating, 'counts' | 'spread' | 'balance'>): string {
  const known = seating.counts.filter((c) => c.capacity !== null && c.players > 0);
  if (known.length < 2) return 'One table in play: nothing to balance.';
  const most = known.reduce((a, b) => (b.players > a.players ? b : a));
  const fewest = known.reduce((a, b) => (b.players < a.players ? b : a));
  if (seating.spread < 2)
    return `Balanced: the tables differ by ${seating.spread === 0 ? 'no player' : 'one player'}.`;
  const n = seating.balance.length;
  return `${most.name} has ${most.players} players, ${fewest.name} ${fewest.players}: ${n === 1 ? 'move 1 player' : `move ${n} players`}.`;
}

/** Fisher–Yates with the caller's Random. */
function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
