/**
 * Running an event (issue 17): entries counted against the event's rules, eliminations with their
 * bounties, undoing the latest one, starting and finishing. Every refusal is thrown before the first
 * write, so a refused call changes nothing; every change is audited in its transaction.
 *
 * `levelIndex` of an entry is the clock's current level as the console reads it from the engine
 * (`eventManager.clock.levelIndex` of the table state); the server keeps no clock (the engine's
 * journal does). It is checked against the event's structure and its periods.
 */
import { randomUUID } from 'node:crypto';
import type { EntryKind, EventLifecycle } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { entry, event, type StoredEventResult } from '../db/schema.js';
import { type AuditChange, recordChange } from './audit.js';
import { type EventState, loadEvent, outcomeOf, playersOf } from './events.js';
import { knockoutOf } from './events-maths.js';
import { playerAtLocation } from './players.js';

type By = Pick<AuditChange, 'locationId' | 'actor' | 'at'>;

const refuse = (message: string): never => {
  throw new TRPCError({ code: 'CONFLICT', message });
};

const KIND_NAMES: Record<EntryKind, string> = {
  BUY_IN: 'buy-in',
  REBUY: 'rebuy',
  RE_ENTRY: 're-entry',
  ADD_ON: 'add-on',
};

/** A time after every entry and elimination already recorded: their order is the order of play. */
function nextTime(state: EventState, at: Date): Date {
  let last = 0;
  for (const e of state.entries) {
    last = Math.max(last, e.createdAt.getTime(), e.eliminatedAt?.getTime() ?? 0);
  }
  return new Date(Math.max(at.getTime(), last + 1));
}

const level = (i: number) => `level ${i + 1} (index ${i})`;

export interface EnterInput {
  eventId: string;
  playerId: string;
  kind: EntryKind;
  levelIndex: number;
}

/** A buy-in, rebuy, re-entry or add-on, if the event's rules allow it now. */
export async function enterEvent(tx: Database, by: By, input: EnterInput): Promise<void> {
  const state = await loadEvent(tx, by.locationId, input.eventId, { lock: true });
  const who = await playerAtLocation(tx, by.locationId, input.playerId);
  const row = state.event;
  const kind = input.kind;
  const name = KIND_NAMES[kind];
  if (input.levelIndex >= row.blindLevels.length)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `levelIndex: the event's structure has ${row.blindLevels.length} level${row.blindLevels.length === 1 ? '' : 's'}; ${input.levelIndex} is past its last (index ${row.blindLevels.length - 1}).`,
    });
  if (row.status === 'FINISHED') refuse(`This event is finished: it takes no more entries.`);
  const players = playersOf(state);
  const mine = players.get(who.id);
  const inPlay = [...players.values()].filter((p) => p.alive).length;
  const full = () => {
    if (inPlay >= row.maxPlayers)
      refuse(`The event is full: ${inPlay} of ${row.maxPlayers} players are in play.`);
  };
  const running = () => {
    if (row.status !== 'RUNNING') refuse(`The event has not started: a ${name} is taken once it is running.`);
  };
  let purchase: { amount: number; fee: number; chips: number };
  let head = 0;
  switch (kind) {
    case 'BUY_IN': {
      if (mine && mine.buyIns > 0)
        refuse(`${who.displayName} has already bought in; after an elimination they may re-enter instead.`);
      if (!row.isRegistrationOpen) refuse('Registration is closed: open it to take buy-ins.');
      full();
      purchase = row.buyIn;
      head = row.bounty?.amount ?? 0;
      break;
    }
    case 'REBUY': {
      const rebuy = row.rebuy;
      if (!rebuy) return refuse('This event has no rebuys.');
      running();
      if (!mine?.alive)
        refuse(`${who.displayName} is not in play in this event: only a player in it may rebuy.`);
      if (input.levelIndex > rebuy.untilLevelIndex)
        refuse(
          `The rebuy period is over: rebuys end after ${level(rebuy.untilLevelIndex)}, the clock is on ${level(input.levelIndex)}.`,
        );
      purchase = rebuy;
      break;
    }
    case 'RE_ENTRY': {
      const reEntry = row.reEntry;
      if (!reEntry) return refuse('This event has no re-entries.');
      running();
      if (!mine || mine.buyIns === 0)
        refuse(`${who.displayName} has not bought in: a first entry is a buy-in.`);
      if (mine!.alive) refuse(`${who.displayName} is still in play: a re-entry comes after an elimination.`);
      if (input.levelIndex > reEntry.untilLevelIndex)
        refuse(
          `The re-entry period is over: re-entries end after ${level(reEntry.untilLevelIndex)}, the clock is on ${level(input.levelIndex)}.`,
        );
      if (mine!.reEntries >= reEntry.maxCount)
        refuse(
          `${who.displayName} has re-entered ${mine!.reEntries} time${mine!.reEntries === 1 ? '' : 's'}, the most this event allows.`,
        );
      full();
      purchase = reEntry;
      head = row.bounty?.amount ?? 0;
      break;
    }
    case 'ADD_ON': {
      const addOn = row.addOn;
      if (!addOn) return refuse('This event has no add-on.');
      running();
      if (!mine?.alive)
        refuse(`${who.displayName} is not in play in this event: only a player in it may add on.`);
      if (mine!.addOns > 0) refuse(`${who.displayName} has already taken the add-on: it is once per player.`);
      if (input.levelIndex !== addOn.atLevelIndex)
        refuse(
          `The add-on is taken at ${level(addOn.atLevelIndex)}; the clock is on ${level(input.levelIndex)}.`,
        );
      purchase = addOn;
      break;
    }
  }
  const id = randomUUID();
  await tx.insert(entry).values({
    id,
    locationId: by.locationId,
    eventId: row.id,
    playerId: who.id,
    kind,
    amount: purchase.amount,
    fee: purchase.fee,
    chips: purchase.chips,
    levelIndex: input.levelIndex,
    bounty: head,
    createdAt: nextTime(state, by.at),
  });
  await settle(tx, by.locationId, row.id);
  await recordChange(tx, {
    ...by,
    kind: 'event.enter',
    subject: { id: who.id, name: who.displayName },
    after: {
      event: { id: row.id, name: row.name },
      kind,
      amount: purchase.amount,
      fee: purchase.fee,
      chips: purchase.chips,
      levelIndex: input.levelIndex,
    },
  });
}

/**
 * Writes places, payouts and points onto the lives (provisional while the event runs: a late entry or
 * a new payout table moves them), and the results when finished. The answers of the router are
 * worked out afresh from the entries; these columns keep them queryable.
 */
export async function settle(tx: Database, locationId: string, eventId: string): Promise<EventState> {
  const state = await loadEvent(tx, locationId, eventId);
  const outcome = outcomeOf(state);
  const resultOf = new Map(outcome.results.map((r) => [r.playerId, r]));
  for (const e of state.entries) {
    const place = outcome.places.get(e.id) ?? null;
    const result = place === null ? undefined : resultOf.get(e.playerId);
    const payout = result?.payout ?? null;
    const points = result?.points ?? null;
    if (e.place !== place || e.payout !== payout || e.points !== points)
      await tx.update(entry).set({ place, payout, points }).where(eq(entry.id, e.id));
  }
  if (state.event.status === 'FINISHED') {
    const results: StoredEventResult[] = outcome.results.map((r) => ({
      playerId: r.playerId,
      place: r.place,
      payout: r.payout,
      points: r.points,
      bountiesWon: r.bountiesWon,
    }));
    await tx.update(event).set({ results }).where(eq(event.id, eventId));
  }
  return state;
}

/** Moves the event to FINISHED (one player left, or nobody entered), with its results. */
async function finish(tx: Database, state: EventState, at: Date): Promise<void> {
  await tx
    .update(event)
    .set({ status: 'FINISHED', isRunning: false, isRegistrationOpen: false, finishedAt: at })
    .where(eq(event.id, state.event.id));
}

/**
 * The engine's ELIMINATION CONFIRMATION: the player's life ends; `eliminatedBy` (a player in play)
 * collects the bounty — fixed: the head in cash; progressive: half in cash, half onto their head.
 * Without an eliminator the head is not paid. When one player is left the event finishes — unless
 * the player going out may still re-enter at the clock's `levelIndex`: then it waits for the re-entry
 * (or for a manager's `setStatus` FINISHED).
 */
export async function eliminatePlayer(
  tx: Database,
  by: By,
  input: { eventId: string; playerId: string; eliminatedBy?: string | null; levelIndex?: number },
): Promise<{ finished: boolean }> {
  const state = await loadEvent(tx, by.locationId, input.eventId, { lock: true });
  const row = state.event;
  const who = await playerAtLocation(tx, by.locationId, input.playerId);
  if (input.eliminatedBy === input.playerId)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'eliminatedBy: a player cannot eliminate themselves; leave it empty when nobody did.',
    });
  const killer = input.eliminatedBy ? await playerAtLocation(tx, by.locationId, input.eliminatedBy) : null;
  if (row.status !== 'RUNNING')
    refuse(
      row.status === 'FINISHED'
        ? 'This event is finished: nobody is left to eliminate.'
        : 'The event has not started: start it before eliminating players.',
    );
  const players = playersOf(state);
  const victim = players.get(who.id);
  if (!victim?.alive) refuse(`${who.displayName} is not in play in this event.`);
  const inPlay = [...players.values()].filter((p) => p.alive);
  if (inPlay.length <= 1) refuse(`${who.displayName} is the last player in play: the event is won.`);
  const eliminator = killer ? players.get(killer.id) : null;
  if (killer && !eliminator?.alive)
    refuse(
      `${killer.displayName} is not in play in this event, so cannot have eliminated ${who.displayName}.`,
    );
  const life = victim!.alive!;
  const at = nextTime(state, by.at);
  let bountyPaid = 0;
  let bountyAdded = 0;
  if (row.bounty && eliminator?.alive) {
    const ko = knockoutOf(row.bounty, life.bounty, eliminator.alive.bounty);
    bountyPaid = ko.cash;
    bountyAdded = ko.addedToHead;
    if (bountyAdded > 0)
      await tx.update(entry).set({ bounty: ko.head }).where(eq(entry.id, eliminator.alive.id));
  }
  await tx
    .update(entry)
    .set({ eliminatedAt: at, eliminatedByEntryId: eliminator?.alive?.id ?? null, bountyPaid, bountyAdded })
    .where(eq(entry.id, life.id));
  // The last two: the event is won, unless the one going out may still re-enter now.
  const mayReEnter =
    row.reEntry !== null &&
    input.levelIndex !== undefined &&
    input.levelIndex <= row.reEntry.untilLevelIndex &&
    victim!.reEntries < row.reEntry.maxCount;
  const finished = inPlay.length === 2 && !mayReEnter;
  if (finished) await finish(tx, state, at);
  const settled = await settle(tx, by.locationId, row.id);
  const place = outcomeOf(settled).places.get(life.id) ?? null;
  await recordChange(tx, {
    ...by,
    kind: 'event.eliminate',
    subject: { id: who.id, name: who.displayName },
    after: {
      event: { id: row.id, name: row.name },
      place,
      eliminatedBy: killer ? { id: killer.id, name: killer.displayName } : null,
      bountyPaid,
      bountyAdded,
      finished,
    },
  });
  return { finished };
}

/**
 * Undoes the event's latest elimination, which must be this player's (undoing an earlier one would
 * rewrite the bounties and places that followed it); reopens a finished event.
 */
export async function reinstatePlayer(
  tx: Database,
  by: By,
  input: { eventId: string; playerId: string },
): Promise<void> {
  const state = await loadEvent(tx, by.locationId, input.eventId, { lock: true });
  const who = await playerAtLocation(tx, by.locationId, input.playerId);
  const latest = state.entries
    .filter((e) => e.eliminatedAt)
    .sort((a, b) => b.eliminatedAt!.getTime() - a.eliminatedAt!.getTime())[0];
  if (!latest) refuse('Nobody has been eliminated from this event.');
  if (latest!.playerId !== who.id)
    refuse(
      `Only the latest elimination can be undone, and that was ${latest!.displayName}'s: reinstate them first.`,
    );
  const players = playersOf(state);
  if (players.get(who.id)?.lives.at(-1)?.id !== latest!.id)
    refuse(`${who.displayName} has re-entered since: that re-entry is their life now.`);
  if (latest!.eliminatedByEntryId && latest!.bountyAdded > 0) {
    const killerLife = state.entries.find((e) => e.id === latest!.eliminatedByEntryId);
    if (killerLife)
      await tx
        .update(entry)
        .set({ bounty: killerLife.bounty - latest!.bountyAdded })
        .where(eq(entry.id, killerLife.id));
  }
  await tx
    .update(entry)
    .set({ eliminatedAt: null, eliminatedByEntryId: null, bountyPaid: 0, bountyAdded: 0 })
    .where(eq(entry.id, latest!.id));
  const wasFinished = state.event.status === 'FINISHED';
  if (wasFinished)
    await tx
      .update(event)
      .set({ status: 'RUNNING', isRunning: true, finishedAt: null, results: null })
      .where(eq(event.id, state.event.id));
  await settle(tx, by.locationId, state.event.id);
  await recordChange(tx, {
    ...by,
    kind: 'event.reinstate',
    subject: { id: who.id, name: who.displayName },
    before: {
      eliminatedAt: latest!.eliminatedAt,
      bountyPaid: latest!.bountyPaid,
      bountyAdded: latest!.bountyAdded,
      status: state.event.status,
    },
    after: { event: { id: state.event.id, name: state.event.name }, reopened: wasFinished },
  });
}

/**
 * SCHEDULED → RUNNING (at least two players in), RUNNING → SCHEDULED (an undone start, before anyone
 * is out), → FINISHED when at most one player is in play (it finishes by itself at the last
 * elimination; by hand, an event nobody entered).
 */
export async function setEventStatus(
  tx: Database,
  by: By,
  eventId: string,
  status: EventLifecycle,
): Promise<void> {
  const state = await loadEvent(tx, by.locationId, eventId, { lock: true });
  const row = state.event;
  if (row.status === status) return;
  const players = playersOf(state);
  const inPlay = [...players.values()].filter((p) => p.alive).length;
  if (row.status === 'FINISHED')
    refuse('This event is finished: reinstate the last player out to reopen it.');
  if (status === 'RUNNING') {
    if (inPlay < 2)
      refuse(`An event starts with at least 2 players in; ${inPlay} ${inPlay === 1 ? 'is' : 'are'}.`);
    await tx.update(event).set({ status, isRunning: true, startedAt: by.at }).where(eq(event.id, eventId));
  } else if (status === 'SCHEDULED') {
    if (state.entries.some((e) => e.eliminatedAt))
      refuse('Players have been eliminated: the event cannot go back to scheduled.');
    await tx.update(event).set({ status, isRunning: false, startedAt: null }).where(eq(event.id, eventId));
  } else {
    if (inPlay > 1)
      refuse(`${inPlay} players are still in play: eliminate them down to the winner to finish the event.`);
    await finish(tx, state, by.at);
    await settle(tx, by.locationId, eventId);
  }
  await recordChange(tx, {
    ...by,
    kind: 'event.setStatus',
    subject: { id: eventId, name: row.name },
    before: { status: row.status },
    after: { status },
  });
}
