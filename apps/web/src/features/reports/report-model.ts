/**
 * The reports page as a model (issue 28): what the filters choose (a range, its error, the buckets it
 * is shown in), the request it makes, and each section's rows for its chart and its CSV. No React
 * here: the page's components only show what this decides, and all of it is unit-tested.
 */
import type {
  ActivityBucket,
  EventResult,
  PlayerResult,
  ReportInput,
  TableFigures,
  VariationFigures,
} from '@railbird/protocol';
import {
  type CsvValue,
  customRange,
  type DayRange,
  daysIn,
  type PresetId,
  presetRange,
} from './report-figures.js';

/** What the range controls hold: a preset, or two days typed in. */
export interface RangeDraft {
  preset: PresetId;
  custom: { first: string; last: string };
}

export interface RangeChoice {
  /** The range asked for; null while a custom day is missing. */
  range: DayRange | null;
  /** Why the custom range cannot be reported, shown at its first day. */
  error: string | undefined;
  /** Whether the page asks the server (a range, and nothing wrong with it). */
  valid: boolean;
  /** The range the page names and the CSVs are named for (today while none is valid). */
  shown: DayRange;
  /** Two days or less are shown by hour of the day, longer ranges by day. */
  byHour: boolean;
}

/** A report covers at most this many days. */
export const MAX_REPORT_DAYS = 366;

export function rangeChoice(draft: RangeDraft, now: Date): RangeChoice {
  const range =
    draft.preset === 'custom'
      ? customRange(draft.custom.first, draft.custom.last)
      : presetRange(draft.preset, now);
  const error =
    draft.preset === 'custom' && !range
      ? 'Pick both days.'
      : range && range.to <= range.from
        ? 'The last day cannot be before the first.'
        : range && daysIn(range) > MAX_REPORT_DAYS
          ? `A report covers at most ${MAX_REPORT_DAYS} days.`
          : undefined;
  return {
    range,
    error,
    valid: range !== null && error === undefined,
    shown: range ?? presetRange('today', now),
    byHour: !range || daysIn(range) <= 2,
  };
}

/** What every section asks the server: the range, the table (all when none), the admin's time zone. */
export function reportInput(range: DayRange | null, tableKey: string, timeZone: string): ReportInput {
  return {
    from: range?.from ?? new Date(0),
    to: range?.to ?? new Date(1),
    ...(tableKey ? { tableKey } : {}),
    timeZone,
  };
}

// ── Activity and pots ────────────────────────────────────────────────────────────────────────────

export const hourLabel = (key: string) => `${key.padStart(2, '0')}:00`;
export const dayLabel = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
};

export type LabelledBucket = ActivityBucket & { label: string };

/** The buckets the range is shown in, each with its label. */
export function labelledBuckets(
  activity: { byHour: ActivityBucket[]; byDay: ActivityBucket[] },
  byHour: boolean,
): LabelledBucket[] {
  const label = byHour ? hourLabel : dayLabel;
  return (byHour ? activity.byHour : activity.byDay).map((b) => ({ ...b, label: label(b.key) }));
}

/** The activity and pots CSVs write the same buckets: an hour by its label, a day by its date. */
export function bucketCsv(
  activity: { byHour: ActivityBucket[]; byDay: ActivityBucket[] },
  byHour: boolean,
  onlyDealt: boolean,
): { header: string[]; rows: CsvValue[][] } {
  const buckets = byHour ? activity.byHour.map((b) => ({ ...b, key: hourLabel(b.key) })) : activity.byDay;
  return {
    header: [byHour ? 'Hour' : 'Day', 'Hands', 'Average pot', 'Largest pot'],
    rows: buckets
      .filter((b) => !onlyDealt || b.hands > 0)
      .map((b) => [b.key, b.hands, b.averagePot, b.largestPot]),
  };
}

// ── Tables, variations, players, events: their CSVs ──────────────────────────────────────────────

export const TABLE_CSV = [
  'Table',
  'Key',
  'Hands',
  'Sessions',
  'Dealing hours',
  'Hands per hour',
  'Utilisation %',
  'Average pot',
  'Largest pot',
  'Showdowns',
];
export const tableCsvRow = (t: TableFigures): CsvValue[] => [
  t.name,
  t.tableKey ?? '',
  t.hands,
  t.sessions,
  t.dealingHours,
  t.handsPerHour,
  t.utilisation === null ? null : t.utilisation * 100,
  t.averagePot,
  t.largestPot,
  t.showdowns,
];

export const VARIATION_CSV = ['Variation', 'Hands', 'Share %', 'Average pot', 'Largest pot'];
export const variationCsvRow = (v: VariationFigures): CsvValue[] => [
  v.variation,
  v.hands,
  v.share * 100,
  v.averagePot,
  v.largestPot,
];

export const PLAYER_CSV = [
  'Player',
  'Player id',
  'Hands',
  'Hands won',
  'Net chips',
  'Net big blinds',
  'bb/100',
];
export const playerCsvRow = (p: PlayerResult): CsvValue[] => [
  p.displayName,
  p.playerId ?? '',
  p.hands,
  p.handsWon,
  p.net,
  p.netBigBlinds,
  p.bb100,
];

export const EVENT_CSV = [
  'Event',
  'Start',
  'Status',
  'Entries',
  'Players',
  'Prize pool',
  'Winner',
  'Winner payout',
];
export const eventCsvRow = (e: EventResult): CsvValue[] => [
  e.name,
  e.startTime.toISOString(),
  e.status,
  e.entries,
  e.players,
  e.prizePool,
  e.winner?.displayName,
  e.winner?.payout,
];

/** The players chart: the eight biggest winners, then the eight biggest losers (results come best first). */
export function winnersAndLosers(
  players: readonly PlayerResult[],
): { name: string; net: number; hands: number }[] {
  const winners = players.filter((p) => p.net > 0).slice(0, 8);
  const losers = players.filter((p) => p.net < 0).slice(-8);
  return [...winners, ...losers].map((p) => ({ name: p.displayName, net: p.net, hands: p.hands }));
}
