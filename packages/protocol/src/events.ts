/**
 * Issue 17, events (`/events`, `/events/{id}`): the inputs of the server's `event` procedures, which the
 * console's forms check too (one schema, STYLE.md), and the shapes of its answers.
 *
 * Money and chips, our reading of spec §3 "Event" (the `eventSchema` of the table state):
 * - A purchase (buy-in, rebuy, re-entry, add-on) is `amount` + `fee`: the player pays both; `fee` is
 *   the house's, `amount` goes to the prizes; `chips` is the stack it gives.
 * - A bounty is carved out of the `amount` of each buy-in and re-entry (so `bounty.amount` is at most
 *   those amounts): prize pool = Σ amounts − Σ bounties. Rebuys and add-ons carry no bounty. A fixed
 *   bounty is paid whole to the eliminator; a progressive one (PKO) pays half in cash and adds half to
 *   the eliminator's own bounty, and the winner collects their own.
 * - Amounts are whole units of the event's money. Payout shares are percentages per finishing place
 *   (1st first, no place above the one before) that add up to 100; null means the standard structure
 *   for the field size (@railbird/poker/tournament `payoutShares`). Prizes are rounded down to whole
 *   units, the remainder to 1st.
 * - Level indexes are positions in the event's `blindLevels` (0 = first level). `event.enter` takes the
 *   level the clock is on as the console reads it from the engine (`eventManager.clock.levelIndex` of
 *   the table state); a rebuy or re-entry is allowed up to and including `untilLevelIndex`, an add-on
 *   only at `atLevelIndex` (or on the break after it: the clock still shows that level).
 */
import { z } from 'zod';
import { idSchema } from './api.js';
import { tableKeyBrandSchema } from './brands.js';
import { type BlindLevel, blindLevelSchema, type Event } from './table-state/index.js';

// ── Fields ────────────────────────────────────────────────────────────────────────────────────────

/** What the list shows an event as: before registration, registering, running (late registration included), over. */
export const EVENT_STATUSES = ['SCHEDULED', 'REGISTERING', 'RUNNING', 'FINISHED'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES, {
  error: 'a status is one of SCHEDULED, REGISTERING, RUNNING, FINISHED',
});
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** The stored lifecycle `event.setStatus` moves (REGISTERING is `isRegistrationOpen` before the start). */
export const EVENT_LIFECYCLE = ['SCHEDULED', 'RUNNING', 'FINISHED'] as const;
export const eventLifecycleSchema = z.enum(EVENT_LIFECYCLE, {
  error: 'a status to set is one of SCHEDULED, RUNNING, FINISHED',
});
export type EventLifecycle = z.infer<typeof eventLifecycleSchema>;

export const ENTRY_KINDS = ['BUY_IN', 'REBUY', 'RE_ENTRY', 'ADD_ON'] as const;
export const entryKindSchema = z.enum(ENTRY_KINDS, {
  error: 'an entry is one of BUY_IN, REBUY, RE_ENTRY, ADD_ON',
});
export type EntryKind = z.infer<typeof entryKindSchema>;

export const MAX_EVENT_MONEY = 10_000_000;
export const MAX_EVENT_PLAYERS = 10_000;
export const MAX_EVENT_LEVELS = 200;

/** Whole units of the event's money (prizes are paid in whole units, the remainder to 1st). */
const moneySchema = z
  .int({ error: 'an amount is a whole number of the smallest unit' })
  .nonnegative('an amount cannot be negative')
  .max(MAX_EVENT_MONEY, `an amount is at most ${MAX_EVENT_MONEY}`);

const stackSchema = z
  .int({ error: 'chips are a whole number' })
  .positive('a stack is at least 1 chip')
  .max(1_000_000_000, 'a stack is at most 1,000,000,000 chips');

/** A position in the event's blind structure (0 = first level). */
export const levelIndexSchema = z
  .int({ error: 'a level index is a whole number' })
  .min(0, 'a level index is 0 or more (0 = the first level)')
  .max(MAX_EVENT_LEVELS - 1, `a level index is below ${MAX_EVENT_LEVELS}`);

/** A buy-in: what goes to the prizes, the house fee, the starting stack. */
export const purchaseInputSchema = z.object({ amount: moneySchema, fee: moneySchema, chips: stackSchema });
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

/** Rebuys are allowed up to and including level `untilLevelIndex`. */
export const rebuyInputSchema = purchaseInputSchema.extend({ untilLevelIndex: levelIndexSchema });
/** Re-entries after an elimination, up to and including `untilLevelIndex`, at most `maxCount` per player. */
export const reEntryInputSchema = purchaseInputSchema.extend({
  untilLevelIndex: levelIndexSchema,
  maxCount: z
    .int({ error: 're-entries allowed is a whole number' })
    .min(1, 'at least 1 re-entry (leave re-entry off for none)')
    .max(100, 'at most 100 re-entries per player'),
});
/** One add-on per player, at level `atLevelIndex`. */
export const addOnInputSchema = purchaseInputSchema.extend({ atLevelIndex: levelIndexSchema });
export const bountyInputSchema = z.object({
  amount: moneySchema.refine((v) => v > 0, 'a bounty is more than 0 (leave the bounty off for none)'),
  isProgressive: z.boolean({ error: 'progressive is true or false' }),
});

const SHARE_TOLERANCE = 1e-6;
/** Percent per finishing place, 1st first; they add up to 100. */
export const payoutSharesSchema = z
  .array(
    z
      .number({ error: 'a share is a number (percent)' })
      .positive('each paid place gets more than 0%')
      .max(100, 'a share is at most 100%'),
  )
  .min(1, 'at least one paid place')
  .max(1000, 'at most 1000 paid places')
  .superRefine((shares, ctx) => {
    const total = shares.reduce((a, b) => a + b, 0);
    if (Math.abs(total - 100) > SHARE_TOLERANCE)
      ctx.addIssue({
        code: 'custom',
        message: `payout shares add up to 100% (these add up to ${Math.round(total * 100) / 100}%)`,
      });
    for (let i = 1; i < shares.length; i++)
      if (shares[i]! > shares[i - 1]! + 1e-9) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `place ${i + 1} cannot be paid more than place ${i}`,
        });
        break;
      }
  });

/**
 * League points: `FORMULA` is packages/poker's leader-board formula, 10·√entries/√place·(1 + log10(buy-in
 * + 0.25)), times `multiplier`; `BY_PLACE` gives `points[0]` to 1st, `points[1]` to 2nd, … and 0 below
 * (no place scores more than the one above it).
 */
export const pointsRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('FORMULA'),
      multiplier: z
        .number({ error: 'a multiplier is a number' })
        .positive('a multiplier is more than 0')
        .max(1000, 'a multiplier is at most 1000')
        .default(1),
    }),
    z.object({
      kind: z.literal('BY_PLACE'),
      points: z
        .array(z.number().nonnegative('points cannot be negative').max(1_000_000))
        .min(1, 'points for at least 1st place')
        .max(1000, 'points for at most 1000 places')
        .refine(
          (points) => points.every((p, i) => i === 0 || p <= points[i - 1]!),
          'no place scores more than the place above it',
        ),
    }),
  ],
  { error: 'a points rule is {kind: "FORMULA"} or {kind: "BY_PLACE", points}' },
);
export type PointsRule = z.infer<typeof pointsRuleSchema>;

export const leagueNameSchema = z
  .string()
  .trim()
  .min(1, 'a league name cannot be empty (leave it null for none)')
  .max(80, 'a league name is at most 80 characters');

export const eventNameSchema = z
  .string()
  .trim()
  .min(1, 'an event name is required')
  .max(80, 'an event name is at most 80 characters');

/**
 * A level of the event's blind structure: the table state's blind level, in seconds. Every level needs
 * a duration but the last, which may play until the end (0), as the engine's `setEvent` takes them.
 */
export const eventBlindLevelSchema = blindLevelSchema.extend({
  levelDuration: z
    .int({ error: 'a level duration is whole seconds' })
    .min(0, 'a level duration cannot be negative')
    .max(24 * 3600, 'a level lasts at most 24 hours'),
  breakDuration: z
    .int({ error: 'a break duration is whole seconds' })
    .min(0, 'a break cannot be negative (0 = no break)')
    .max(24 * 3600, 'a break lasts at most 24 hours'),
});

const tableKeysSchema = z
  .array(tableKeyBrandSchema)
  .max(100, 'an event plays at most 100 tables')
  .refine((keys) => new Set(keys).size === keys.length, 'each table at most once');

/** The fields with nothing filled in for the caller: what `event.update` takes, each optional. */
const eventFieldShape = {
  name: eventNameSchema,
  startTime: z.date({ error: 'a start time is a date' }),
  endTime: z.date({ error: 'an end time is a date' }).nullable(),
  maxPlayers: z
    .int({ error: 'max players is a whole number' })
    .min(2, 'an event has room for at least 2 players')
    .max(MAX_EVENT_PLAYERS, `an event has room for at most ${MAX_EVENT_PLAYERS} players`),
  buyIn: purchaseInputSchema,
  rebuy: rebuyInputSchema.nullable(),
  reEntry: reEntryInputSchema.nullable(),
  addOn: addOnInputSchema.nullable(),
  bounty: bountyInputSchema.nullable(),
  /** Percent per place; null: the standard structure for the field size. */
  payoutShares: payoutSharesSchema.nullable(),
  pointsRule: pointsRuleSchema.nullable(),
  league: leagueNameSchema.nullable(),
  /** The blind structure, in play order; `index` is renumbered to the position. */
  blindLevels: z
    .array(eventBlindLevelSchema)
    .min(1, 'a blind structure has at least one level')
    .max(MAX_EVENT_LEVELS, `a blind structure has at most ${MAX_EVENT_LEVELS} levels`)
    .superRefine((levels, ctx) => {
      for (const [k, level] of levels.entries()) {
        if (level.levelDuration > 0 || k === levels.length - 1) continue;
        ctx.addIssue({
          code: 'custom',
          path: [k, 'levelDuration'],
          message: `level ${k + 1} has no duration: give it a length in seconds (only the last level may play until the end)`,
        });
      }
    }),
  /** The location's tables the event plays at. */
  tableKeys: tableKeysSchema,
};

/** Every field of spec §3 Event a manager writes (registration, status and results have their own calls). */
export const eventFieldsSchema = z.object({
  ...eventFieldShape,
  endTime: eventFieldShape.endTime.default(null),
  rebuy: eventFieldShape.rebuy.default(null),
  reEntry: eventFieldShape.reEntry.default(null),
  addOn: eventFieldShape.addOn.default(null),
  bounty: eventFieldShape.bounty.default(null),
  payoutShares: eventFieldShape.payoutShares.default(null),
  pointsRule: eventFieldShape.pointsRule.default(null),
  league: eventFieldShape.league.default(null),
  tableKeys: tableKeysSchema.default([]),
});
export type EventFields = z.infer<typeof eventFieldsSchema>;
export type EventFieldsInput = z.input<typeof eventFieldsSchema>;

/** An issue with the fields taken together: where, and what is wrong. */
export interface EventFieldProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The rules that tie fields together (the server checks them again on update, against the merged
 * event): end after start, periods inside the structure, bounties inside the buy-ins.
 */
export function eventFieldProblems(
  fields: Pick<
    EventFields,
    'startTime' | 'endTime' | 'buyIn' | 'rebuy' | 'reEntry' | 'addOn' | 'bounty' | 'blindLevels'
  >,
): EventFieldProblem[] {
  const problems: EventFieldProblem[] = [];
  const levels = Array.isArray(fields.blindLevels) ? fields.blindLevels.length : 0;
  const within = `within the blind structure, which has ${levels} level${levels === 1 ? '' : 's'} (last index ${levels - 1})`;
  if (fields.endTime && fields.endTime.getTime() <= fields.startTime.getTime())
    problems.push({ path: ['endTime'], message: 'an event ends after it starts' });
  if (levels > 0 && fields.rebuy && fields.rebuy.untilLevelIndex >= levels)
    problems.push({
      path: ['rebuy', 'untilLevelIndex'],
      message: `the rebuy period must end ${within}`,
    });
  if (levels > 0 && fields.reEntry && fields.reEntry.untilLevelIndex >= levels)
    problems.push({
      path: ['reEntry', 'untilLevelIndex'],
      message: `the re-entry period must end ${within}`,
    });
  if (levels > 0 && fields.addOn && fields.addOn.atLevelIndex >= levels)
    problems.push({ path: ['addOn', 'atLevelIndex'], message: `the add-on level must be ${within}` });
  if (fields.bounty && fields.buyIn) {
    if (fields.bounty.amount > fields.buyIn.amount)
      problems.push({
        path: ['bounty', 'amount'],
        message: `a bounty is part of the buy-in: at most its amount (${fields.buyIn.amount})`,
      });
    if (fields.reEntry && fields.bounty.amount > fields.reEntry.amount)
      problems.push({
        path: ['bounty', 'amount'],
        message: `a bounty is part of each re-entry: at most its amount (${fields.reEntry.amount})`,
      });
  }
  return problems;
}

const addProblems = (fields: EventFields, ctx: z.RefinementCtx) => {
  for (const p of eventFieldProblems(fields))
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
};

/** Renumbers the levels' `index` to their position (the structure's order is the play order). */
export function renumberLevels<T extends { index: number }>(levels: T[]): T[] {
  return levels.map((level, index) => ({ ...level, index }));
}

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────────

export const eventIdInputSchema = z.object({ eventId: idSchema });

/** `event.list`: the location's events starting in [from, to], optionally of one status, by start time. */
export const eventListSchema = z.object({
  locationId: idSchema.optional(),
  from: z.date({ error: 'from is a date' }).optional(),
  to: z.date({ error: 'to is a date' }).optional(),
  status: eventStatusSchema.optional(),
});
export type EventListInput = z.input<typeof eventListSchema>;

/** `event.get`, `event.remove`. */
export const eventGetSchema = eventIdInputSchema;
export const eventRemoveSchema = eventIdInputSchema;

/** `event.create` (MANAGER). */
export const eventCreateSchema = eventFieldsSchema.superRefine(addProblems);
export type EventCreateInput = z.input<typeof eventCreateSchema>;

/** `event.update` (MANAGER): any fields; the merged event must pass the same rules. */
export const eventUpdateSchema = z.object(eventFieldShape).partial().extend({ eventId: idSchema });
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;

/** `event.setRegistration` (MANAGER). */
export const eventSetRegistrationSchema = z.object({
  eventId: idSchema,
  open: z.boolean({ error: 'open is true or false' }),
});

/** `event.setStatus` (MANAGER): start (RUNNING), back to SCHEDULED before anyone is out, or FINISHED. */
export const eventSetStatusSchema = z.object({ eventId: idSchema, status: eventLifecycleSchema });

/** `event.enter` (STAFF); `levelIndex` is the clock's current level as the engine shows it. */
export const eventEnterSchema = z.object({
  eventId: idSchema,
  playerId: idSchema,
  kind: entryKindSchema,
  levelIndex: levelIndexSchema.default(0),
});
export type EventEnterInput = z.input<typeof eventEnterSchema>;

/** `event.eliminate` (STAFF): the engine's ELIMINATION CONFIRMATION; `eliminatedBy` collects the bounty. */
export const eventEliminateSchema = z.object({
  eventId: idSchema,
  playerId: idSchema,
  eliminatedBy: idSchema.nullable().optional(),
  /**
   * The clock's current level, as for `event.enter`. When the second-last player is out while they may
   * still re-enter (inside the re-entry period, re-entries left) the event waits for them instead of
   * finishing; without it the event finishes at one player left.
   */
  levelIndex: levelIndexSchema.optional(),
});
export type EventEliminateInput = z.input<typeof eventEliminateSchema>;

/** `event.reinstate` (MANAGER): undoes the event's latest elimination (this player's). */
export const eventReinstateSchema = z.object({ eventId: idSchema, playerId: idSchema });

/** `event.setPayouts` (MANAGER): percent per place adding up to 100; null: back to the standard structure. */
export const eventSetPayoutsSchema = z.object({ eventId: idSchema, shares: payoutSharesSchema.nullable() });

export const CHOP_METHODS = ['ICM', 'CHIP_CHOP'] as const;
export const chopMethodSchema = z.enum(CHOP_METHODS, { error: 'a chop is ICM or CHIP_CHOP' });
export type ChopMethod = z.infer<typeof chopMethodSchema>;
export const MAX_CHOP_PLAYERS = 10;

/** `event.chop` (STAFF, a calculation): the players' stacks and the prizes still to pay, 1st first. */
export const eventChopSchema = z
  .object({
    method: chopMethodSchema,
    stacks: z
      .array(z.number({ error: 'a stack is a number' }).positive('each stack is more than 0 chips'))
      .min(2, 'a deal needs at least 2 players')
      .max(MAX_CHOP_PLAYERS, `a deal is for at most ${MAX_CHOP_PLAYERS} players`),
    prizes: z
      .array(moneySchema)
      .min(1, 'at least one prize')
      .max(MAX_CHOP_PLAYERS, `at most ${MAX_CHOP_PLAYERS} prizes`),
    /** Taken off first prize and left to play for (0: none). */
    save: moneySchema.default(0),
  })
  .superRefine((input, ctx) => {
    if (input.prizes.length > input.stacks.length)
      ctx.addIssue({
        code: 'custom',
        path: ['prizes'],
        message: `${input.prizes.length} prizes for ${input.stacks.length} players: one prize per place left at most`,
      });
  });
export type EventChopInput = z.input<typeof eventChopSchema>;

/** `event.standings` (STAFF): a league's table by points over its finished events. */
export const eventStandingsSchema = z.object({ league: leagueNameSchema });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

export type Purchase = z.infer<typeof purchaseInputSchema>;
export type EventBlindLevel = BlindLevel;

/** A row of `event.list`. */
export interface EventSummary {
  id: string;
  name: string;
  startTime: Date;
  endTime: Date | null;
  status: EventStatus;
  isRegistrationOpen: boolean;
  /** Buy-ins and re-entries (each is an entry; rebuys and add-ons are not). */
  entries: number;
  /** Players in the event (each counted once). */
  players: number;
  playersLeft: number;
  maxPlayers: number;
  buyIn: Purchase;
  bounty: { amount: number; isProgressive: boolean } | null;
  prizePool: number;
  league: string | null;
  tableKeys: string[];
}

/** One buy-in, rebuy, re-entry or add-on, in the order they were taken. */
export interface EventEntryView {
  id: string;
  playerId: string;
  displayName: string;
  handle: string | null;
  kind: EntryKind;
  amount: number;
  fee: number;
  chips: number;
  /** The clock's level when it was taken. */
  levelIndex: number;
  at: Date;
}

/** One elimination, in order. `place` is null when the player re-entered afterwards. */
export interface EventEliminationView {
  playerId: string;
  displayName: string;
  at: Date;
  place: number | null;
  eliminatedBy: { playerId: string; displayName: string } | null;
  /** Cash the eliminator was paid for this knockout. */
  bountyPaid: number;
  /** Progressive bounties: what was added to the eliminator's own bounty. */
  bountyAdded: number;
}

/** A player in the event, as the results table shows them. */
export interface EventPlayerView {
  playerId: string;
  displayName: string;
  handle: string | null;
  isAlive: boolean;
  buyIns: number;
  reEntries: number;
  rebuys: number;
  addOns: number;
  /** Finishing place once out for good (or the winner's 1). */
  place: number | null;
  payout: number;
  points: number;
  /** Bounty cash won by knocking others out (and the winner's own, at the end). */
  bountiesWon: number;
  /** The bounty on their head now (null without bounties). */
  bounty: number | null;
}

/** A finishing place and what it earned; the winner is place 1. */
export interface EventResultView {
  place: number;
  playerId: string;
  displayName: string;
  handle: string | null;
  payout: number;
  points: number;
  bountiesWon: number;
}

/** Where the money of the event went. */
export interface PrizePoolView {
  buyIns: number;
  reEntries: number;
  rebuys: number;
  addOns: number;
  /** Everything paid, fees included. */
  collected: number;
  fees: number;
  /** The bounty part of the buy-ins and re-entries. */
  bounties: number;
  /** What the payout table shares. */
  prizePool: number;
  /** Chips in play: every stack bought. */
  chipsInPlay: number;
}

export interface PayoutRow {
  place: number;
  /** Percent. */
  share: number;
  amount: number;
}

/** `event.get`: every field of the event, its entries, eliminations, results and money. */
export interface EventDetail extends EventSummary {
  rebuy: z.infer<typeof rebuyInputSchema> | null;
  reEntry: z.infer<typeof reEntryInputSchema> | null;
  addOn: z.infer<typeof addOnInputSchema> | null;
  /** The shares set, or the standard ones for the entries so far (`payoutTable` is what the field can fill). */
  payoutShares: number[];
  /** Whether the shares are the standard structure for the field size (none set by a manager). */
  isStandardPayout: boolean;
  pointsRule: PointsRule | null;
  blindLevels: BlindLevel[];
  startedAt: Date | null;
  finishedAt: Date | null;
  entryList: EventEntryView[];
  eliminations: EventEliminationView[];
  standings: EventPlayerView[];
  results: EventResultView[];
  money: PrizePoolView;
  /** Payout per place for the current field. */
  payoutTable: PayoutRow[];
  /** The event as the table state carries it (`eventManager.event`). */
  snapshot: Event;
  /** What the console sends a table with the engine's `setEvent` command: the snapshot and the structure. */
  setEvent: { event: Event; blindLevels: BlindLevel[] };
}

/** A league's table: points over its finished events, most first. */
export interface LeagueStanding {
  rank: number;
  playerId: string;
  displayName: string;
  handle: string | null;
  points: number;
  events: number;
  wins: number;
  bestFinish: number;
  /** Finishes that paid, and what they paid. */
  cashes: number;
  winnings: number;
}

export interface ChopResult {
  method: ChopMethod;
  /** Whole units per player, in the order of `stacks`; they add up to `total`. */
  amounts: number[];
  /** The prizes chopped (less the save). */
  total: number;
  /** Left to play for (the save). */
  playingFor: number;
}
