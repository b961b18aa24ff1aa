/**
 * Issue 18, the vault and hand histories: the inputs of the server's `hand` procedures and of
 * `GET /api/hands/{tableKey}.{phhs|txt|ohh.json}`, which the console's filter form checks too (one
 * schema, STYLE.md), and the shapes of their answers.
 *
 * A filter narrows a table's stored hands: by when the hand ended (`from` inclusive, `to` exclusive),
 * by a player (a directory id, or part of the name they played under, any case), by variation, by the
 * pot (total chips put in, the hand's units), to hands that reached a showdown, to hands where someone
 * was all in. Every field is optional; an empty filter is every hand of the table.
 */
import { z } from 'zod';
import { idSchema } from './api.js';
import { tableKeyBrandSchema } from './brands.js';
import { addOnTransferSchema } from './completed-hand.js';
import { variationSchema } from './enums.js';
import { cardSchema } from './table-state/primitives.js';

export const MAX_HAND_PAGE = 100;
export const DEFAULT_HAND_PAGE = 50;

const potSchema = z.number({ error: 'a pot is a number of chips' }).nonnegative('a pot cannot be negative');

/** The filter as the console and the server hold it (dates as dates). */
export const handFilterSchema = z
  .object({
    from: z.date({ error: 'from is a date and time' }).optional(),
    to: z.date({ error: 'to is a date and time' }).optional(),
    player: z.string().trim().min(1, 'a player is a name or an id').max(100).optional(),
    variation: variationSchema.optional(),
    minPot: potSchema.optional(),
    maxPot: potSchema.optional(),
    showdown: z.boolean().optional(),
    allIn: z.boolean().optional(),
  })
  .refine((f) => !(f.from && f.to) || f.from < f.to, { message: 'from must be before to', path: ['to'] })
  .refine((f) => f.minPot === undefined || f.maxPot === undefined || f.minPot <= f.maxPot, {
    message: 'the smallest pot cannot be above the largest',
    path: ['maxPot'],
  });
export type HandFilter = z.infer<typeof handFilterSchema>;

/** One page of a table's hands, newest first; `cursor` is the `nextCursor` of the page before. */
export const handListInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  filter: handFilterSchema.default({}),
  cursor: z.string().max(200).nullish(),
  limit: z.int().min(1).max(MAX_HAND_PAGE).default(DEFAULT_HAND_PAGE),
});
export type HandListInput = z.input<typeof handListInputSchema>;

export const handIdInputSchema = z.object({ handId: idSchema });

/** A table's sessions: runs of hands each starting within 30 minutes of the one before. */
export const handSessionsInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  limit: z.int().min(1).max(100).default(20),
});

export const handSummaryPlayerSchema = z.object({
  /** Position in the PHH arrays (0 = small blind, last = button; stud: left of the dealer first). */
  playerIndex: z.int().nonnegative(),
  seatIndex: z.int().nonnegative(),
  displayName: z.string(),
  playerId: z.string().nullable(),
  /** As dealt; null where nobody saw the card. */
  holeCards: z.array(cardSchema.nullable()),
  startingStack: z.number(),
  finishingStack: z.number(),
  /** Collected − put in. */
  net: z.number(),
  won: z.boolean(),
});
export type HandSummaryPlayer = z.infer<typeof handSummaryPlayerSchema>;

export const handSummarySchema = z.object({
  id: z.string(),
  tableKey: z.string(),
  handNumber: z.int(),
  variation: variationSchema,
  startedAt: z.date(),
  endedAt: z.date(),
  /** Every chip put in (the hand's units). */
  pot: z.number(),
  bigBlind: z.number(),
  showdown: z.boolean(),
  allIn: z.boolean(),
  eventId: z.string().nullable(),
  players: z.array(handSummaryPlayerSchema),
});
export type HandSummary = z.infer<typeof handSummarySchema>;

export const handPageSchema = z.object({
  hands: z.array(handSummarySchema),
  nextCursor: z.string().nullable(),
});
export type HandPage = z.infer<typeof handPageSchema>;

/** The odds at one point of a hand: after `afterAction` PHH actions, each player's share of the pot. */
export const handStreetOddsSchema = z.object({
  afterAction: z.int().nonnegative(),
  /** What the point is called ("Preflop", "Flop", "Turn", "River", "Draw 1", "4th street", "All in"). */
  label: z.string(),
  /** Per player index: expected share of the pot 0–1; null for a player out of the hand. */
  equities: z.array(z.number().min(0).max(1).nullable()),
  /** True when every share was counted exactly (no sampling). */
  exact: z.boolean(),
});
export type HandStreetOdds = z.infer<typeof handStreetOddsSchema>;

/** One hand for the replayer: its summary, its history and the odds at each street. */
export const handDetailSchema = handSummarySchema.extend({
  tableName: z.string(),
  /** The hand as PHH, written by the current writer (finishing stacks, discards before replacements). */
  phh: z.string(),
  /** Epoch ms of each PHH action. */
  actionTimes: z.array(z.number()),
  odds: z.array(handStreetOddsSchema),
  /** What the add-on games paid or took because the hand ended (`completedHand.addOnTransfers`); empty when none. */
  addOnTransfers: z.array(addOnTransferSchema),
});
export type HandDetail = z.infer<typeof handDetailSchema>;

export const handSessionSchema = z.object({
  from: z.date(),
  to: z.date(),
  hands: z.int().nonnegative(),
});
export type HandSession = z.infer<typeof handSessionSchema>;

// ── HTTP export ──────────────────────────────────────────────────────────────────────────────────────

/** `GET /api/hands/{tableKey}.{format}`: PHH file of many hands, PokerStars text, Open Hand History. */
export const HAND_EXPORT_FORMATS = ['phhs', 'txt', 'ohh.json'] as const;
export type HandExportFormat = (typeof HAND_EXPORT_FORMATS)[number];

const queryDate = (name: string) =>
  z
    .string()
    .refine(
      (s) => !Number.isNaN(Date.parse(s)),
      `${name} is a date or date and time (ISO 8601, e.g. 2026-11-25 or 2026-11-25T18:00:00Z)`,
    )
    .transform((s) => new Date(s));
const queryBoolean = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} is true or false` }).transform((s) => s === 'true');
const queryNumber = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `${name} is a number of chips`)
    .transform(Number);

/** The query string of an export, as strings; each parameter checked with its name in the message. */
export const handExportQuerySchema = z
  .object({
    from: queryDate('from').optional(),
    to: queryDate('to').optional(),
    player: z.string().trim().min(1, 'player is a name or an id').max(100).optional(),
    variation: variationSchema.optional(),
    minPot: queryNumber('minPot').optional(),
    maxPot: queryNumber('maxPot').optional(),
    showdown: queryBoolean('showdown').optional(),
    allIn: queryBoolean('allIn').optional(),
  })
  .strict()
  .pipe(handFilterSchema);
