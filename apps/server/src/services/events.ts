/**
 * Events (issue 17): reading an event with its entries and working out what follows from them — who is
 * still in, finishing places, the prize pool, the payout table, results, the table state's snapshot.
 * Changes live in events-play.ts (entries, eliminations, status) and events-admin.ts (create, edit).
 *
 * Lives: each buy-in and each re-entry starts a life (an `entry` row); rebuys and add-ons belong to
 * the player's current life. A player is in play while their latest life has not been eliminated.
 * Finishing places go to lives that ended for good (the player's latest life, eliminated): the
 * earliest such elimination takes the last place of the field, and so on up, so a late buy-in or a
 * re-entry never leaves two players on one place (poker-domain.md §5; places before the end are
 * provisional as the field may still grow). The winner is place 1 once the event is FINISHED.
 */
import type {
  EntryKind,
  Event,
  EventDetail,
  EventEliminationView,
  EventEntryView,
  EventPlayerView,
  EventResultView,
  EventStatus,
  EventSummary,
  PayoutRow,
  PrizePoolView,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { entry, event, player } from '../db/schema.js';
import {
  eventPrizePool,
  pointsFor,
  prizesFor,
  sharesInForce,
  standardSharesPercent,
} from './events-maths.js';

export type EventRow = typeof event.$inferSelect;
export type EntryRow = typeof entry.$inferSelect;
export interface EntryWithPlayer extends EntryRow {
  displayName: string;
  handle: string | null;
}

/** An event and its entries in the order they were taken. */
export interface EventState {
  event: EventRow;
  entries: EntryWithPlayer[];
}

const LIFE_KINDS: readonly string[] = ['BUY_IN', 'RE_ENTRY'];
export const isLife = (e: Pick<EntryRow, 'kind'>) => LIFE_KINDS.includes(e.kind);

/** The event with this id if it is the caller's location's; another location's is FORBIDDEN. */
export async function eventAtLocation(
  db: Database,
  locationId: string,
  eventId: string,
  options: { lock?: boolean } = {},
): Promise<EventRow> {
  const query = db.select().from(event).where(eq(event.id, eventId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `There is no event ${eventId}.` });
  if (row.locationId !== locationId)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'That event belongs to another location; switch to that location to see it.',
    });
  return row;
}

export async function entriesOf(db: Database, eventIds: string[]): Promise<EntryWithPlayer[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ e: entry, displayName: player.displayName, handle: player.handle })
    .from(entry)
    .innerJoin(player, eq(player.id, entry.playerId))
    .where(inArray(entry.eventId, eventIds))
    .orderBy(asc(entry.createdAt), asc(entry.id));
  return rows.map((r) => ({ ...r.e, displayName: r.displayName, handle: r.handle }));
}

export async function loadEvent(
  db: Database,
  locationId: string,
  eventId: string,
  options: { lock?: boolean } = {},
): Promise<EventState> {
  const row = await eventAtLocation(db, locationId, eventId, options);
  return { event: row, entries: await entriesOf(db, [row.id]) };
}

// ── What follows from the entries ────────────────────────────────────────────────────────────────

export interface PlayerInEvent {
  playerId: string;
  displayName: string;
  handle: string | null;
  lives: EntryWithPlayer[];
  buyIns: number;
  reEntries: number;
  rebuys: number;
  addOns: number;
  /** The life in play, or null when out. */
  alive: EntryWithPlayer | null;
}

/** The players of the event, in the order they first entered. */
export function playersOf(state: EventState): Map<string, PlayerInEvent> {
  const players = new Map<string, PlayerInEvent>();
  for (const e of state.entries) {
    let p = players.get(e.playerId);
    if (!p) {
      p = {
        playerId: e.playerId,
        displayName: e.displayName,
        handle: e.handle,
        lives: [],
        buyIns: 0,
        reEntries: 0,
        rebuys: 0,
        addOns: 0,
        alive: null,
      };
      players.set(e.playerId, p);
    }
    const kind = e.kind as EntryKind;
    if (kind === 'BUY_IN') p.buyIns++;
    else if (kind === 'RE_ENTRY') p.reEntries++;
    else if (kind === 'REBUY') p.rebuys++;
    else if (kind === 'ADD_ON') p.addOns++;
    if (isLife(e)) p.lives.push(e);
  }
  for (const p of players.values()) {
    const last = p.lives.at(-1);
    p.alive = last && !last.eliminatedAt ? last : null;
  }
  return players;
}

export function countsOf(state: EventState) {
  let buyIns = 0;
  let reEntries = 0;
  let rebuys = 0;
  let addOns = 0;
  let chips = 0;
  for (const e of state.entries) {
    chips += e.chips;
    if (e.kind === 'BUY_IN') buyIns++;
    else if (e.kind === 'RE_ENTRY') reEntries++;
    else if (e.kind === 'REBUY') rebuys++;
    else if (e.kind === 'ADD_ON') addOns++;
  }
  return { buyIns, reEntries, rebuys, addOns, chips };
}

export function moneyOf(state: EventState): PrizePoolView {
  const counts = countsOf(state);
  const pool = eventPrizePool(state.event, counts);
  const price = (p: { amount: number; fee: number } | null, n: number) => (p ? (p.amount + p.fee) * n : 0);
  return {
    buyIns: price(state.event.buyIn, counts.buyIns),
    reEntries: price(state.event.reEntry, counts.reEntries),
    rebuys: price(state.event.rebuy, counts.rebuys),
    addOns: price(state.event.addOn, counts.addOns),
    collected: pool.collected,
    fees: pool.fees,
    bounties: pool.bountyPool,
    prizePool: pool.prizePool,
    chipsInPlay: counts.chips,
  };
}

/** The payout table for the field as it stands: shares in force and whole prizes, 1st first. */
export function payoutTableOf(state: EventState, players = playersOf(state)): PayoutRow[] {
  const counts = countsOf(state);
  const shares = sharesInForce(state.event.payouts, counts.buyIns + counts.reEntries, players.size);
  const prizes = prizesFor(shares, moneyOf(state).prizePool);
  return shares.map((share, i) => ({ place: i + 1, share, amount: prizes[i]! }));
}

/**
 * Finishing places by life id: lives that ended for good, the earliest elimination the last place of
 * the field; the one player left is place 1 once the event is FINISHED.
 */
export function placesOf(state: EventState, players = playersOf(state)): Map<string, number> {
  const finalOuts = [...players.values()]
    .map((p) => p.lives.at(-1))
    .filter((life): life is EntryWithPlayer => life?.eliminatedAt != null)
    .sort(
      (a, b) =>
        a.eliminatedAt!.getTime() - b.eliminatedAt!.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const places = new Map<string, number>();
  for (const [i, life] of finalOuts.entries()) places.set(life.id, players.size - i);
  if (state.event.status === 'FINISHED') {
    const left = [...players.values()].filter((p) => p.alive);
    if (left.length === 1) places.set(left[0]!.alive!.id, 1);
  }
  return places;
}

export function statusOf(row: Pick<EventRow, 'status' | 'isRegistrationOpen'>): EventStatus {
  if (row.status === 'SCHEDULED' && row.isRegistrationOpen) return 'REGISTERING';
  return row.status;
}

/** Bounty cash each player has won: knockouts by any of their lives, and the winner's own head. */
function bountiesWonOf(state: EventState, places: Map<string, number>): Map<string, number> {
  const lifeOwner = new Map(state.entries.map((e) => [e.id, e.playerId]));
  const won = new Map<string, number>();
  for (const e of state.entries) {
    if (!e.eliminatedByEntryId) continue;
    const by = lifeOwner.get(e.eliminatedByEntryId);
    if (by) won.set(by, (won.get(by) ?? 0) + e.bountyPaid);
  }
  if (state.event.bounty) {
    for (const e of state.entries)
      if (places.get(e.id) === 1) won.set(e.playerId, (won.get(e.playerId) ?? 0) + e.bounty);
  }
  return won;
}

export interface Outcome {
  players: Map<string, PlayerInEvent>;
  places: Map<string, number>;
  payoutTable: PayoutRow[];
  /** Per life with a place: payout and points. */
  results: EventResultView[];
  bountiesWon: Map<string, number>;
}

/** Places, payouts, points and bounties as the entries stand. */
export function outcomeOf(state: EventState): Outcome {
  const players = playersOf(state);
  const places = placesOf(state, players);
  const payoutTable = payoutTableOf(state, players);
  const counts = countsOf(state);
  const entries = counts.buyIns + counts.reEntries;
  const bountiesWon = bountiesWonOf(state, places);
  const byLife = new Map(state.entries.map((e) => [e.id, e]));
  const results: EventResultView[] = [...places.entries()]
    .map(([lifeId, place]) => {
      const life = byLife.get(lifeId)!;
      return {
        place,
        playerId: life.playerId,
        displayName: life.displayName,
        handle: life.handle,
        payout: payoutTable[place - 1]?.amount ?? 0,
        points: pointsFor(state.event.points, place, entries, state.event.buyIn.amount),
        bountiesWon: bountiesWon.get(life.playerId) ?? 0,
      };
    })
    .sort((a, b) => a.place - b.place);
  return { players, places, payoutTable, results, bountiesWon };
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────────────

export function eventSummary(state: EventState): EventSummary {
  const { event: row } = state;
  const players = playersOf(state);
  const counts = countsOf(state);
  return {
    id: row.id,
    name: row.name,
    startTime: row.startTime,
    endTime: row.endTime,
    status: statusOf(row),
    isRegistrationOpen: row.isRegistrationOpen,
    entries: counts.buyIns + counts.reEntries,
    players: players.size,
    playersLeft: [...players.values()].filter((p) => p.alive).length,
    maxPlayers: row.maxPlayers,
    buyIn: row.buyIn,
    bounty: row.bounty,
    prizePool: moneyOf(state).prizePool,
    league: row.league,
    tableKeys: row.tableKeys,
  };
}

const entryView = (e: EntryWithPlayer): EventEntryView => ({
  id: e.id,
  playerId: e.playerId,
  displayName: e.displayName,
  handle: e.handle,
  kind: e.kind as EntryKind,
  amount: e.amount,
  fee: e.fee,
  chips: e.chips,
  levelIndex: e.levelIndex,
  at: e.createdAt,
});

/** `league.uid` of the table state: the league's name as a stable key. */
export const leagueUid = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'league';

/** The event as the table state carries it (`eventManager.event`): what the engine's `setEvent` takes. */
export function snapshotOf(state: EventState, outcome = outcomeOf(state)): Event {
  const { event: row } = state;
  const counts = countsOf(state);
  const points: Event['points'] = [];
  for (let place = 1; place <= outcome.players.size; place++) {
    const value = pointsFor(row.points, place, counts.buyIns + counts.reEntries, row.buyIn.amount);
    if (value > 0) points.push({ place, points: value });
  }
  return {
    uid: row.id,
    name: row.name,
    startTime: row.startTime.getTime(),
    endTime: row.endTime?.getTime() ?? null,
    maxPlayers: row.maxPlayers,
    numEntries: counts.buyIns + counts.reEntries,
    isRegistrationOpen: row.isRegistrationOpen,
    isRunning: row.status === 'RUNNING',
    buyIn: row.buyIn,
    rebuy: row.rebuy,
    reEntry: row.reEntry,
    addOn: row.addOn,
    bounty: row.bounty,
    payouts: outcome.payoutTable.map((p) => ({ place: p.place, amount: p.amount })),
    points,
    league: row.league ? { uid: leagueUid(row.league), name: row.league } : null,
    results: outcome.results.map((r) => ({
      place: r.place,
      uid: r.playerId,
      displayName: r.displayName,
      payout: r.payout,
      points: r.points,
    })),
  };
}

export function eventDetail(state: EventState): EventDetail {
  const { event: row } = state;
  const outcome = outcomeOf(state);
  const byLife = new Map(state.entries.map((e) => [e.id, e]));
  const eliminations: EventEliminationView[] = state.entries
    .filter((e) => e.eliminatedAt)
    .sort((a, b) => a.eliminatedAt!.getTime() - b.eliminatedAt!.getTime())
    .map((e) => {
      const by = e.eliminatedByEntryId ? byLife.get(e.eliminatedByEntryId) : undefined;
      return {
        playerId: e.playerId,
        displayName: e.displayName,
        at: e.eliminatedAt!,
        place: outcome.places.get(e.id) ?? null,
        eliminatedBy: by ? { playerId: by.playerId, displayName: by.displayName } : null,
        bountyPaid: e.bountyPaid,
        bountyAdded: e.bountyAdded,
      };
    });
  const resultOf = new Map(outcome.results.map((r) => [r.playerId, r]));
  const snapshot = snapshotOf(state, outcome);
  const standings: EventPlayerView[] = [...outcome.players.values()].map((p) => {
    const result = resultOf.get(p.playerId);
    return {
      playerId: p.playerId,
      displayName: p.displayName,
      handle: p.handle,
      isAlive: p.alive !== null,
      buyIns: p.buyIns,
      reEntries: p.reEntries,
      rebuys: p.rebuys,
      addOns: p.addOns,
      place: result?.place ?? null,
      payout: result?.payout ?? 0,
      points: result?.points ?? 0,
      bountiesWon: outcome.bountiesWon.get(p.playerId) ?? 0,
      bounty: row.bounty ? (p.alive?.bounty ?? 0) : null,
    };
  });
  standings.sort(
    (a, b) =>
      Number(b.isAlive) - Number(a.isAlive) ||
      (a.place ?? 0) - (b.place ?? 0) ||
      a.displayName.localeCompare(b.displayName),
  );
  return {
    ...eventSummary(state),
    rebuy: row.rebuy,
    reEntry: row.reEntry,
    addOn: row.addOn,
    payoutShares: row.payouts ?? standardSharesPercent(countsOf(state).buyIns + countsOf(state).reEntries),
    isStandardPayout: row.payouts === null,
    pointsRule: row.points,
    blindLevels: row.blindLevels,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    entryList: state.entries.map(entryView),
    eliminations,
    standings,
    results: outcome.results,
    money: moneyOf(state),
    payoutTable: outcome.payoutTable,
    snapshot,
    setEvent: { event: snapshot, blindLevels: row.blindLevels },
  };
}

/** `event.list`: the location's events starting in [from, to], by start time, optionally one status. */
export async function listEvents(
  db: Database,
  locationId: string,
  options: { from?: Date; to?: Date; status?: EventStatus },
): Promise<EventSummary[]> {
  const conditions: SQL[] = [eq(event.locationId, locationId)];
  if (options.from) conditions.push(gte(event.startTime, options.from));
  if (options.to) conditions.push(lte(event.startTime, options.to));
  const rows = await db
    .select()
    .from(event)
    .where(and(...conditions))
    .orderBy(asc(event.startTime), asc(event.id));
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<string, EntryWithPlayer[]>();
  for (const e of entries) {
    const list = byEvent.get(e.eventId) ?? [];
    list.push(e);
    byEvent.set(e.eventId, list);
  }
  return rows
    .map((row) => eventSummary({ event: row, entries: byEvent.get(row.id) ?? [] }))
    .filter((s) => !options.status || s.status === options.status);
}
