/**
 * The pure parts of the two table tools (`/tools/antennas`, `/tools/auto-tracker`): names of antennas
 * and outcomes, ages, rates, the pulse of an antenna that just read, the tracker's ratios.
 */
import {
  type Antenna,
  type AntennaStats,
  READ_RATE_WINDOW_MS,
  type TrackerCounts,
  type TrackerEntry,
  type TrackerKind,
} from '@railbird/protocol';

/** How long an antenna stays lit after a read, ms. */
export const PULSE_MS = 600;

/** "SEAT 3" (seats counted from 1, as the room does), "BOARD", "MUCK", "CUT CARD". */
export function antennaRole(antenna: Antenna | undefined): string {
  if (!antenna) return 'UNMAPPED';
  if (antenna.role === 'SEAT') return antenna.seatIndex === null ? 'SEAT' : `SEAT ${antenna.seatIndex + 1}`;
  return antenna.role.replace('_', ' ');
}

/** "now", "3 s ago", "4 min ago", "2 h ago"; "never" without a time. */
export function ago(time: number | null, now: number): string {
  if (time === null) return 'never';
  const s = Math.max(0, Math.floor((now - time) / 1000));
  if (s < 1) return 'now';
  if (s < 60) return `${s} s ago`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  return `${Math.floor(m / 60)} h ago`;
}

/** The rate a screen shows: the engine's, or 0 once the last read is older than the window. */
export function liveRate(stats: Pick<AntennaStats, 'readsPerSecond' | 'lastReadAt'>, now: number): number {
  if (stats.lastReadAt === null || now - stats.lastReadAt > READ_RATE_WINDOW_MS) return 0;
  return stats.readsPerSecond;
}

export function formatRate(perSecond: number): string {
  return perSecond === 0 ? '0' : perSecond.toFixed(1);
}

/** Errors by code as one line: "CARD_ALREADY_SEEN ×2, UNKNOWN_TAG ×1"; empty when none. */
export function errorLine(errors: AntennaStats['errors']): string {
  return Object.entries(errors)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([code, n]) => `${code.replaceAll('_', ' ').toLowerCase()} ×${n}`)
    .join(', ');
}

export function errorCount(errors: AntennaStats['errors']): number {
  return Object.values(errors).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/**
 * When each antenna was last seen to read, by this screen's clock: an antenna whose `lastReadAt` moved
 * since the previous frame was seen now. Antennas read before the screen opened start unlit.
 */
export interface Pulses {
  readonly lastReadAt: Readonly<Record<number, number | null>>;
  readonly seenAt: Readonly<Record<number, number>>;
}

export const NO_PULSES: Pulses = { lastReadAt: {}, seenAt: {} };

export function nextPulses(
  prev: Pulses,
  stats: readonly AntennaStats[],
  now: number,
  first: boolean,
): Pulses {
  let changed = false;
  const lastReadAt: Record<number, number | null> = { ...prev.lastReadAt };
  const seenAt: Record<number, number> = { ...prev.seenAt };
  for (const s of stats) {
    if (prev.lastReadAt[s.antennaId] === s.lastReadAt && s.antennaId in prev.lastReadAt) continue;
    changed = true;
    lastReadAt[s.antennaId] = s.lastReadAt;
    if (!first && s.lastReadAt !== null) seenAt[s.antennaId] = now;
  }
  return changed ? { lastReadAt, seenAt } : prev;
}

export function isLit(pulses: Pulses, antennaId: number, now: number): boolean {
  const seen = pulses.seenAt[antennaId];
  return seen !== undefined && now - seen < PULSE_MS;
}

/** Newest first (SCAN's reads and the tracker's log arrive oldest first). */
export function newestFirst<T>(items: readonly T[] | undefined): T[] {
  return [...(items ?? [])].reverse();
}

/** The share of decided inferences that were confirmed, as "83 %"; "–" before any was decided. */
export function confirmedShare(c: TrackerCounts): string {
  const decided = c.confirmed + c.rejected + c.undone;
  return decided === 0 ? '–' : `${Math.round((c.confirmed / decided) * 100)} %`;
}

const KIND_LABELS: Record<TrackerKind, string> = {
  call: 'Call',
  raise: 'Raise',
  allIn: 'All in',
  fold: 'Fold',
  discard: 'Discard',
  muck: 'Muck',
  bet: 'Bet',
  bringIn: 'Bring-in',
  complete: 'Complete',
  undo: 'Undo',
  clearError: 'Clear error',
};

export function kindLabel(kind: TrackerKind): string {
  return KIND_LABELS[kind];
}

const SOURCE_LABELS: Record<TrackerEntry['source'], string> = {
  CHIPS: 'chips',
  ALL_IN_BUTTON: 'all-in button',
  MUCK: 'muck read',
  OPERATOR: 'operator',
};

export function sourceLabel(source: TrackerEntry['source']): string {
  return SOURCE_LABELS[source];
}

/** What an outcome means to the engineer: the operator's entries are misses or corrections. */
export function outcomeLabel(entry: Pick<TrackerEntry, 'outcome' | 'kind'>): string {
  if (entry.outcome !== 'MANUAL') return entry.outcome;
  return entry.kind === 'undo' || entry.kind === 'clearError' ? 'CORRECTION' : 'MISS';
}

/** The kinds with any count, in the order of the labels. */
export function kindRows(
  byKind: Partial<Record<TrackerKind, TrackerCounts>>,
): [TrackerKind, TrackerCounts][] {
  return (Object.keys(KIND_LABELS) as TrackerKind[])
    .filter((k) => byKind[k] && Object.values(byKind[k]!).some((n) => n !== 0))
    .map((k) => [k, byKind[k]!]);
}

/** What each sensitivity does (the engine's decision, apps/engine/src/table/diagnostics.ts). */
export const SENSITIVITY_HELP = {
  board: 'Gain of the board antenna.',
  card: 'Gain of the seat, muck and burn antennas: hole cards, chips and folds.',
  cutCard: 'Gain of the cut-card antenna.',
} as const;

export const SENSITIVITY_SCALE =
  '50 is the reader’s nominal gain. Lower misses tags at the edge of an antenna (operators enter more by hand: misses); higher also reads tags on the neighbouring antenna (read errors, rejected inferences). Applies after the hand in play.';
