/**
 * The player page's figures (issue 16), pure: every statistic with the sample it rests on (UI.md
 * "honest numbers"; definitions in docs/decisions/002-player-statistics.md), the earnings series, and
 * the order of the hand-matching table. The thresholds are the overlays' (features/overlays
 * view-data.ts): a percentage from fewer than 10 chances is written as its count, bb/100 waits for
 * 100 hands.
 */
import { formatNumber } from '@railbird/poker/format';
import type { RouterOutputs } from '../../lib/trpc.js';
import { MIN_BB100_HANDS, MIN_PERCENT_SAMPLE, plural, signedMoney } from '../../ui/figures.js';

export interface Count {
  done: number;
  opportunities: number;
}

/** A figure as the page writes it, with what it rests on. */
export interface Figure {
  /** `34%`, `2/3`, `+12.5`, `—`. */
  value: string;
  /** `41 hands`, `17 of 100 hands`. */
  sample: string;
  /** False while the sample is below the figure's threshold (the page mutes it). */
  enough: boolean;
}

/** A percentage over its own chances: `34%` from MIN_PERCENT_SAMPLE on, `2/3` below, `—` with none. */
export function ratioFigure(stat: Count | null | undefined, unit: string, units = `${unit}s`): Figure {
  const opportunities = stat?.opportunities ?? 0;
  const sample = plural(opportunities, unit, units);
  if (!stat || opportunities === 0) return { value: '—', sample, enough: false };
  if (opportunities < MIN_PERCENT_SAMPLE)
    return { value: `${stat.done}/${opportunities}`, sample, enough: false };
  return { value: `${Math.round((stat.done / opportunities) * 100)}%`, sample, enough: true };
}

/** bb/100 from MIN_BB100_HANDS hands on; before that `—` and how far the sample is. */
export function bb100Figure(bb100: number | null, handsPlayed: number): Figure {
  if (handsPlayed < MIN_BB100_HANDS || bb100 === null || !Number.isFinite(bb100))
    return { value: '—', sample: `${formatNumber(handsPlayed)} of ${MIN_BB100_HANDS} hands`, enough: false };
  return {
    value: signedMoney(Math.round(bb100 * 10) / 10),
    sample: plural(handsPlayed, 'hand'),
    enough: true,
  };
}

/** The statistics a row of the page shows, from `toAnalytics` (counts, never percentages). */
export interface StatsLike {
  handsPlayed: number;
  earnings: number;
  bb100: number | null;
  vpip: Count;
  pfr: Count;
  threeBet: Count;
  afq: Count;
  wtsd: Count;
  wsd: Count;
}

export interface StatColumn {
  key: string;
  /** The short header. */
  label: string;
  /** What it means, for the header's title and screen readers. */
  title: string;
  figure: (s: StatsLike) => Figure;
}

export const STAT_COLUMNS: readonly StatColumn[] = [
  {
    key: 'vpip',
    label: 'VPIP',
    title: 'Voluntarily put money in the pot before the flop',
    figure: (s) => ratioFigure(s.vpip, 'hand'),
  },
  { key: 'pfr', label: 'PFR', title: 'Raised before the flop', figure: (s) => ratioFigure(s.pfr, 'hand') },
  {
    key: 'threeBet',
    label: '3-bet',
    title: 'Re-raised when facing one raise before the flop',
    figure: (s) => ratioFigure(s.threeBet, 'chance'),
  },
  {
    key: 'afq',
    label: 'AFq',
    title: 'Aggression frequency: bets and raises of the actions after the flop',
    figure: (s) => ratioFigure(s.afq, 'action'),
  },
  {
    key: 'wtsd',
    label: 'WTSD',
    title: 'Went to showdown after seeing the flop with a choice',
    figure: (s) => ratioFigure(s.wtsd, 'flop seen', 'flops seen'),
  },
  {
    key: 'wsd',
    label: 'W$SD',
    title: 'Won money at showdown',
    figure: (s) => ratioFigure(s.wsd, 'showdown'),
  },
  {
    key: 'bb100',
    label: 'bb/100',
    title: 'Big blinds won per 100 hands',
    figure: (s) => bb100Figure(s.bb100, s.handsPlayed),
  },
];

export interface EarningsPoint {
  at: Date | string;
  net: number;
}

export interface SeriesPoint {
  /** 1 for the first hand shown (after `earlierHands`). */
  hand: number;
  at: number;
  net: number;
  /** Running total, including what came before the hands shown. */
  total: number;
}

/** The cumulative result hand by hand, starting from what the earlier (not shown) hands made. */
export function cumulativeSeries(
  points: readonly EarningsPoint[],
  earlierHands = 0,
  earlierNet = 0,
): SeriesPoint[] {
  let total = earlierNet;
  return points.map((p, i) => {
    total += p.net;
    return { hand: earlierHands + i + 1, at: new Date(p.at).getTime(), net: p.net, total };
  });
}

export interface DaySummary {
  /** `YYYY-MM-DD` in local time. */
  day: string;
  hands: number;
  net: number;
  /** Running total at the end of the day. */
  total: number;
}

/** The series by local day: the chart's table alternative. */
export function byDay(series: readonly SeriesPoint[]): DaySummary[] {
  const days: DaySummary[] = [];
  for (const p of series) {
    const d = new Date(p.at);
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const last = days.at(-1);
    if (last && last.day === day) {
      last.hands++;
      last.net += p.net;
      last.total = p.total;
    } else days.push({ day, hands: 1, net: p.net, total: p.total });
  }
  return days;
}

/** One sentence for screen readers and the chart's caption. */
export function seriesSummary(series: readonly SeriesPoint[]): string {
  if (series.length === 0) return 'No hands yet.';
  const last = series.at(-1)!;
  const best = series.reduce((a, b) => (b.total > a.total ? b : a));
  const worst = series.reduce((a, b) => (b.total < a.total ? b : a));
  return `${signedMoney(last.total)} after ${plural(last.hand, 'hand')}; highest ${signedMoney(best.total)} (hand ${formatNumber(best.hand)}), lowest ${signedMoney(worst.total)} (hand ${formatNumber(worst.hand)}).`;
}

/** One starting hand of the player's (spec §5), as the server answers it. */
export type StartingHandRow = RouterOutputs['player']['startingHands']['hands'][number];

export type StartingHandKey = 'ranks' | 'timesDealt' | 'wins' | 'losses' | 'winRate' | 'earnings';

const RANK_ORDER = 'AKQJT98765432';
/** Ranks compare card by card, highest first: AA before AK before KK. */
function compareRanks(a: string, b: string): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = RANK_ORDER.indexOf(a[i] ?? '') - RANK_ORDER.indexOf(b[i] ?? '');
    if (d !== 0) return d;
  }
  return 0;
}

const winRate = (r: StartingHandRow) => (r.timesDealt === 0 ? 0 : r.wins / r.timesDealt);

/** The hand-matching rows in the order a column header asks for; ties by ranks, strongest first. */
export function sortStartingHands(
  rows: readonly StartingHandRow[],
  key: StartingHandKey,
  direction: 'asc' | 'desc',
): StartingHandRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (r: StartingHandRow): number =>
    key === 'winRate' ? winRate(r) : key === 'ranks' ? 0 : (r[key] as number);
  return [...rows].sort((a, b) => {
    if (key === 'ranks') return sign * compareRanks(a.ranks, b.ranks);
    return sign * (value(a) - value(b)) || compareRanks(a.ranks, b.ranks);
  });
}

/** A recent hand's link into the vault (issue 16: the vault is built later; the link shape holds). */
export const vaultHref = (tableKey: string, handId: string) =>
  `/vault/${encodeURIComponent(tableKey)}?hand=${encodeURIComponent(handId)}`;
