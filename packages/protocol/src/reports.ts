/**
 * Issue 18, reports (`/reports`): the inputs of the server's `report.*` procedures and the shapes of
 * their answers. Every report covers the hands that ENDED in [from, to) — `from` inclusive, `to`
 * exclusive; the console sends the admin's local day boundaries — at one table or at every table of
 * the caller's active location.
 *
 * Definitions (the page says them too):
 * - A table's **session** is a run of its hands, each starting at most {@link REPORT_SESSION_GAP_MINUTES}
 *   minutes after the previous one ended; its length is from the first hand's start to the last one's
 *   end. **Dealing hours** are the sum of the sessions' lengths.
 * - **Hands per hour** = hands ÷ dealing hours (the pace while the table was dealing, not diluted by
 *   the hours it stood empty).
 * - **Utilisation** = dealing hours ÷ the hours of the range that have passed (a range reaching into
 *   the future counts up to now), per table; for the location, Σ dealing hours ÷ (those hours × the
 *   tables reported). We keep no opening hours, so a room open 12 hours a day tops out near 50% over
 *   whole days.
 * - A **pot** is every chip put into the hand (`hand.pot`), in the hand's units.
 * - **bb/100** only from {@link REPORT_MIN_BB100_HANDS} hands on (the players page's and the overlays'
 *   rule); below that it is null and the sample is shown instead.
 */
import { z } from 'zod';
import { tableKeyBrandSchema } from './brands.js';
import { variationSchema } from './enums.js';

export const REPORT_SESSION_GAP_MINUTES = 30;
export const REPORT_MAX_DAYS = 366;
export const REPORT_MIN_BB100_HANDS = 100;
/** The most players `report.players` answers (by result, winners and losers both kept). */
export const REPORT_MAX_PLAYERS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `report.*`: the range, optionally one table, and the admin's time zone (for days and hours of the day). */
export const reportInputSchema = z
  .object({
    from: z.date({ error: 'from is a date and time' }),
    to: z.date({ error: 'to is a date and time' }),
    tableKey: tableKeyBrandSchema.optional(),
    /** IANA name (`Europe/London`): the days and hours of the day the activity report is cut into. */
    timeZone: z
      .string({ error: 'timeZone is an IANA time zone name such as Europe/London' })
      .max(64, 'timeZone is at most 64 characters')
      .refine(isTimeZone, 'timeZone is an IANA time zone name such as Europe/London')
      .default('UTC'),
  })
  .refine((r) => r.from < r.to, { message: 'from must be before to', path: ['to'] })
  .refine((r) => r.to.getTime() - r.from.getTime() <= REPORT_MAX_DAYS * DAY_MS, {
    message: `a report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportQuery = z.infer<typeof reportInputSchema>;

/** One table's figures, or the location's (`tableKey` null). */
export const tableFiguresSchema = z.object({
  tableKey: z.string().nullable(),
  /** The table's name; `All tables` for the location's row. */
  name: z.string(),
  hands: z.int().nonnegative(),
  sessions: z.int().nonnegative(),
  dealingHours: z.number().nonnegative(),
  /** Null without dealing time. */
  handsPerHour: z.number().nullable(),
  /** 0–1; null when none of the range has passed yet. */
  utilisation: z.number().nullable(),
  averagePot: z.number().nullable(),
  largestPot: z.number().nullable(),
  showdowns: z.int().nonnegative(),
});
export type TableFigures = z.infer<typeof tableFiguresSchema>;

/** `report.tables`: the location's row, then one per table (every table of the location, and any key with hands). */
export const tablesReportSchema = z.object({
  /** The hours of the range that have passed: what utilisation divides by. */
  elapsedHours: z.number().nonnegative(),
  total: tableFiguresSchema,
  tables: z.array(tableFiguresSchema),
});
export type TablesReport = z.infer<typeof tablesReportSchema>;

export const activityBucketSchema = z.object({
  /** `2026-01-03` (a day) or `21` (an hour of the day, 0–23), in the input's time zone. */
  key: z.string(),
  hands: z.int().nonnegative(),
  averagePot: z.number().nullable(),
  largestPot: z.number().nullable(),
});
export type ActivityBucket = z.infer<typeof activityBucketSchema>;

/** `report.activity`: hands and pots by hour of the day (all 24) and by day (days with hands). */
export const activityReportSchema = z.object({
  byHour: z.array(activityBucketSchema),
  byDay: z.array(activityBucketSchema),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

export const variationFiguresSchema = z.object({
  variation: variationSchema,
  hands: z.int().nonnegative(),
  /** hands ÷ all hands in the report, 0–1. */
  share: z.number(),
  averagePot: z.number().nullable(),
  largestPot: z.number().nullable(),
});
export type VariationFigures = z.infer<typeof variationFiguresSchema>;

export const playerResultSchema = z.object({
  /** The directory player; null for a seat nobody linked (grouped by the name played under). */
  playerId: z.string().nullable(),
  displayName: z.string(),
  hands: z.int().nonnegative(),
  handsWon: z.int().nonnegative(),
  /** Chips won − chips put in, the hands' units. */
  net: z.number(),
  netBigBlinds: z.number(),
  /** 100 × netBigBlinds ÷ hands, from REPORT_MIN_BB100_HANDS hands on; null below. */
  bb100: z.number().nullable(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;

/** `report.players`: players by net result, best first. */
export const playersReportSchema = z.object({
  players: z.array(playerResultSchema),
  /** More players than REPORT_MAX_PLAYERS played: the middle of the list was left out. */
  truncated: z.boolean(),
});
export type PlayersReport = z.infer<typeof playersReportSchema>;

export const eventResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  startTime: z.date(),
  status: z.string(),
  /** Buy-ins and re-entries. */
  entries: z.int().nonnegative(),
  players: z.int().nonnegative(),
  prizePool: z.number(),
  winner: z.object({ playerId: z.string(), displayName: z.string(), payout: z.number() }).nullable(),
});
export type EventResult = z.infer<typeof eventResultSchema>;

/** `report.events`: the location's events starting in [from, to), by start time (tableKey is ignored). */
export const eventsReportSchema = z.array(eventResultSchema);
