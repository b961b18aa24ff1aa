/**
 * The reports page's pure parts (issue 18): the date-range presets in the admin's local time, the
 * figures as the page writes them (spec §9 via formatNumber / formatStack), and the CSV each section
 * exports. No React here, so all of it is unit-tested.
 */
import { formatNumber, formatStack } from '@railbird/poker/format';
import { REPORT_MIN_BB100_HANDS } from '@railbird/protocol';

export type PresetId = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'custom';

export const PRESETS: ReadonlyArray<{ id: PresetId; label: string }> = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'custom', label: 'Custom' },
];

export interface DayRange {
  /** Local midnight starting the first day (inclusive). */
  from: Date;
  /** Local midnight after the last day (exclusive). */
  to: Date;
}

const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** A preset's local day boundaries at `now` (what the console sends: from inclusive, to exclusive). */
export function presetRange(id: Exclude<PresetId, 'custom'>, now: Date): DayRange {
  const today = midnight(now);
  switch (id) {
    case 'today':
      return { from: today, to: addDays(today, 1) };
    case 'yesterday':
      return { from: addDays(today, -1), to: today };
    case 'last7':
      return { from: addDays(today, -6), to: addDays(today, 1) };
    case 'thisMonth':
      return { from: new Date(today.getFullYear(), today.getMonth(), 1), to: addDays(today, 1) };
  }
}

/** `2026-01-05` of a local date (the value of an `<input type="date">`). */
export function dayInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A custom range from two date inputs, both days included; null when a day is missing. */
export function customRange(firstDay: string, lastDay: string): DayRange | null {
  const parse = (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
  };
  const from = parse(firstDay);
  const last = parse(lastDay);
  return from && last ? { from, to: addDays(last, 1) } : null;
}

/** How many local days a range covers (a day with a clock change still counts once). */
export function daysIn(range: DayRange): number {
  return Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** `5 Jan 2026` or `5 Jan 2026 – 11 Jan 2026` (the last day included). */
export function rangeLabel(range: DayRange): string {
  const last = addDays(range.to, -1);
  const a = dayFormat.format(range.from);
  const b = dayFormat.format(last);
  return a === b ? a : `${a} – ${b}`;
}

const MINUS = '\u2212';

/** A count: `1,204` reads `1.2k` (spec §9). */
export const countText = (n: number) => formatNumber(n);

/** A chip amount (a pot): `239`, `5.3k`; `—` without one. */
export const chipsText = (n: number | null) => (n === null ? '—' : formatStack(n));

/** A result, always signed, with a real minus: `+1.2k`, `−120`, `0`. */
export function signedChips(n: number): string {
  const text = formatStack(Math.abs(n));
  if (text === '0') return '0';
  return n > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** Hands per hour to one decimal: `83.5`; `—` without dealing time. */
export const paceText = (n: number | null) => (n === null ? '—' : (Math.round(n * 10) / 10).toFixed(1));

/** Hours of dealing as `3 h 05 m` (under an hour: `25 m`). */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes} m`;
  return `${formatNumber(Math.floor(minutes / 60))} h ${String(minutes % 60).padStart(2, '0')} m`;
}

/** A share as a whole percentage, `<1%` for a sliver; `—` when there is nothing to divide. */
export function percentText(share: number | null): string {
  if (share === null) return '—';
  if (share > 0 && share < 0.005) return '<1%';
  return `${Math.round(share * 100)}%`;
}

/** bb/100 from REPORT_MIN_BB100_HANDS hands on (the server sends null below), else the sample. */
export function bb100Text(bb100: number | null, hands: number): { value: string; enough: boolean } {
  if (bb100 === null || hands < REPORT_MIN_BB100_HANDS)
    return { value: `— (${formatNumber(hands)}/${REPORT_MIN_BB100_HANDS})`, enough: false };
  const rounded = Math.round(bb100 * 10) / 10;
  const text = Math.abs(rounded).toFixed(1);
  return { value: rounded > 0 ? `+${text}` : rounded < 0 ? `${MINUS}${text}` : text, enough: true };
}

// ── CSV ───────────────────────────────────────────────────────────────────────────────────────────

export type CsvValue = string | number | null | undefined;

/**
 * One field as RFC 4180 writes it: a field with a comma, quote or line break in double quotes, quotes
 * doubled. A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets
 * an apostrophe in front (OWASP "CSV injection"): a player named `=HYPERLINK(…)` stays text. Numbers
 * are written plainly (unabbreviated, at most two decimals) so a spreadsheet can add them up.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row, then the rows, each ended by CRLF. */
export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** `railbird-report-players-2026-01-05.csv`, or `…-2026-01-05-to-2026-01-11.csv` for several days. */
export function csvFileName(section: string, range: DayRange, tableKey: string | null): string {
  const last = addDays(range.to, -1);
  const days = daysIn(range) <= 1 ? dayInput(range.from) : `${dayInput(range.from)}-to-${dayInput(last)}`;
  const table = tableKey ? `-${tableKey.replace(/[^A-Za-z0-9_-]/g, '_')}` : '';
  return `railbird-report-${section}${table}-${days}.csv`;
}
