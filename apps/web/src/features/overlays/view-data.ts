/**
 * The figures of the seven overlay views (spec §1), from the seated players' `analytics` (definitions in
 * docs/decisions/002-player-statistics.md). Pure; every figure keeps its sample size (UI.md "honest
 * numbers").
 */
import type { Analytics, Player, RatioStat, TableState } from '@railbird/protocol';
import { overlayPlayers, ratioText } from '../../ui/poker-table/table-view.js';

type Seated = Pick<Player, 'seatIndex' | 'displayName' | 'analytics' | 'profileUrl'>;

/** The player the profile views feature: the URL's seat, else Studio's, else the biggest stack. */
export function featuredPlayer(state: TableState, seat: number | null): Player | null {
  const players = overlayPlayers(state.playerGroup.players);
  const wanted = seat ?? state.streamDataManager.featuredSeatIndex;
  return (
    players.find((p) => p.seatIndex === wanted) ??
    [...players].sort((a, b) => (b.analytics?.handsPlayed ?? 0) - (a.analytics?.handsPlayed ?? 0))[0] ??
    null
  );
}

export interface EarningsRow {
  seatIndex: number;
  name: string;
  earnings: number;
  hands: number;
}

/** Seated players with statistics, biggest winner first. */
export function earningsRows(players: readonly Seated[]): EarningsRow[] {
  return players
    .filter((p) => p.analytics && p.analytics.handsPlayed > 0)
    .map((p) => ({
      seatIndex: p.seatIndex,
      name: p.displayName,
      earnings: p.analytics!.earnings,
      hands: p.analytics!.handsPlayed,
    }))
    .sort((a, b) => b.earnings - a.earnings || a.seatIndex - b.seatIndex);
}

export interface RatioRow {
  seatIndex: number;
  name: string;
  /** The percentage, null with no sample. */
  percent: number | null;
  text: string;
  sample: number;
  /** A second figure on the same row (PFR beside VPIP). */
  second: { percent: number | null; text: string; sample: number };
}

/** VPIP (and PFR beside it) per seated player, loosest first; players without a sample last. */
export function vpipRows(players: readonly Seated[]): RatioRow[] {
  return players
    .filter((p) => p.analytics && p.analytics.handsPlayed > 0)
    .map((p) => {
      const vpip = ratioText(p.analytics!.vpip);
      return {
        seatIndex: p.seatIndex,
        name: p.displayName,
        ...vpip,
        second: ratioText(p.analytics!.pfr),
      };
    })
    .sort((a, b) => (b.percent ?? -1) - (a.percent ?? -1) || a.seatIndex - b.seatIndex);
}

const RANKS = 'AKQJT98765432';

export interface GridCell {
  /** `AA`, `AKs`, `AKo`. */
  handClass: string;
  row: number;
  col: number;
  kind: 'pair' | 'suited' | 'offsuit';
  dealt: number;
  played: number;
  won: number;
  earnings: number;
}

/**
 * The 13×13 starting-hand grid (STAT-18): pairs on the diagonal, suited hands above it, offsuit below,
 * aces first. Each cell carries the player's counts for that class.
 */
export function handGrid(strengths: Analytics['startingHandStrengths'] | null | undefined): GridCell[] {
  const cells: GridCell[] = [];
  for (let row = 0; row < 13; row++) {
    for (let col = 0; col < 13; col++) {
      const hi = RANKS[Math.min(row, col)]!;
      const lo = RANKS[Math.max(row, col)]!;
      const kind = row === col ? 'pair' : row < col ? 'suited' : 'offsuit';
      const handClass = kind === 'pair' ? hi + lo : `${hi}${lo}${kind === 'suited' ? 's' : 'o'}`;
      const s = strengths?.[handClass];
      cells.push({
        handClass,
        row,
        col,
        kind,
        dealt: s?.dealt ?? 0,
        played: s?.played ?? 0,
        won: s?.won ?? 0,
        earnings: s?.earnings ?? 0,
      });
    }
  }
  return cells;
}

export interface StylePoint {
  seatIndex: number;
  name: string;
  /** VPIP %, 0–100. */
  vpip: number;
  /** Aggression frequency %, 0–100 (postflop bets and raises over bets, raises, calls and folds). */
  aggression: number;
  /** Hands behind the VPIP, and actions behind the aggression. */
  vpipSample: number;
  aggressionSample: number;
}

/**
 * Our thresholds for the quadrant's lines: VPIP 25% splits tight from loose, aggression frequency 40%
 * passive from aggressive (typical of full-ring and 6-max regulars in PT4's terms).
 */
export const LOOSE_VPIP = 25;
export const AGGRESSIVE_AFQ = 40;

/**
 * Every seated player on the playstyle quadrant: placed when both figures have a sample, listed as
 * "no sample yet" otherwise (a player is never put at a made-up 0%).
 */
export function playstyle(players: readonly Seated[]): { placed: StylePoint[]; unplaced: Seated[] } {
  const placed: StylePoint[] = [];
  const unplaced: Seated[] = [];
  for (const p of players) {
    const a = p.analytics;
    const vpip = ratioText(a?.vpip);
    const afq = ratioText(a?.afq);
    if (!a || vpip.percent === null || afq.percent === null) {
      unplaced.push(p);
      continue;
    }
    placed.push({
      seatIndex: p.seatIndex,
      name: p.displayName,
      vpip: (a.vpip.done / a.vpip.opportunities) * 100,
      aggression: (a.afq.done / a.afq.opportunities) * 100,
      vpipSample: vpip.sample,
      aggressionSample: afq.sample,
    });
  }
  return { placed, unplaced };
}

export function quadrantLabel(point: Pick<StylePoint, 'vpip' | 'aggression'>): string {
  const loose = point.vpip >= LOOSE_VPIP;
  const aggressive = point.aggression >= AGGRESSIVE_AFQ;
  return `${loose ? 'Loose' : 'Tight'}-${aggressive ? 'aggressive' : 'passive'}`;
}

export interface HandClassRow {
  handClass: string;
  dealt: number;
  played: number;
  won: number;
  earnings: number;
  /** Who won most with it. */
  topPlayer: string | null;
}

/**
 * The starting hands that have won the most at this table: every seated player's counts summed per
 * class, by net result (only classes that were played and made money).
 */
export function strongestHands(players: readonly Seated[], limit = 6): HandClassRow[] {
  const byClass = new Map<string, HandClassRow & { topEarnings: number }>();
  for (const p of players) {
    for (const [handClass, s] of Object.entries(p.analytics?.startingHandStrengths ?? {})) {
      const row = byClass.get(handClass) ?? {
        handClass,
        dealt: 0,
        played: 0,
        won: 0,
        earnings: 0,
        topPlayer: null,
        topEarnings: 0,
      };
      row.dealt += s.dealt;
      row.played += s.played;
      row.won += s.won;
      row.earnings += s.earnings;
      if (s.earnings > row.topEarnings) {
        row.topEarnings = s.earnings;
        row.topPlayer = p.displayName;
      }
      byClass.set(handClass, row);
    }
  }
  return [...byClass.values()]
    .filter((r) => r.played > 0 && r.earnings > 0)
    .sort((a, b) => b.earnings - a.earnings || b.won - a.won)
    .slice(0, limit)
    .map(({ topEarnings: _, ...row }) => row);
}

export interface Award {
  id: string;
  title: string;
  seatIndex: number;
  name: string;
  /** The figure, as shown. */
  value: number;
  kind: 'money' | 'percent' | 'duration' | 'bb';
  /** What the figure rests on: `412 hands`. */
  sample: number;
  sampleUnit: 'hand' | 'all-in';
}

/** Below this many hands a percentage award would say more about luck than about the player. */
export const MIN_AWARD_HANDS = 20;

function best<T>(items: readonly T[], score: (t: T) => number | null): T | null {
  let top: T | null = null;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const s = score(item);
    if (s !== null && s > topScore) {
      top = item;
      topScore = s;
    }
  }
  return top;
}

function pct(stat: RatioStat): number | null {
  return stat.opportunities === 0 ? null : (stat.done / stat.opportunities) * 100;
}

type WithStats = Seated & { analytics: Analytics };

/** An award of the notable-players view: who has the highest (or lowest) figure wins it. */
interface AwardRule {
  id: string;
  title: string;
  kind: Award['kind'];
  sampleUnit?: Award['sampleUnit'];
  /** The figure, shown as it is; null: the player is not in the running. */
  value: (a: Analytics) => number | null;
  /** The lowest figure wins instead of the highest. */
  lowest?: boolean;
  /** Only players with MIN_AWARD_HANDS VPIP chances compete (the percentage awards). */
  sampled?: boolean;
}

const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/** In the order the view shows them: most stream-worthy first. */
const AWARD_RULES: readonly AwardRule[] = [
  { id: 'biggestWinner', title: 'Biggest winner', kind: 'money', value: (a) => positive(a.earnings) },
  { id: 'biggestPot', title: 'Biggest pot won', kind: 'money', value: (a) => positive(a.largestPotWon) },
  { id: 'loosest', title: 'Loosest (VPIP)', kind: 'percent', sampled: true, value: (a) => pct(a.vpip) },
  {
    id: 'tightest',
    title: 'Tightest (VPIP)',
    kind: 'percent',
    sampled: true,
    lowest: true,
    value: (a) => pct(a.vpip),
  },
  { id: 'longestTank', title: 'Longest tank', kind: 'duration', value: (a) => positive(a.longestTank) },
  {
    id: 'luckiest',
    title: 'Luckiest (all-in EV)',
    kind: 'bb',
    sampleUnit: 'all-in',
    value: (a) => positive(a.luckScore),
  },
];

/** The table's notable players: biggest winner, biggest pot, loosest, tightest, longest tank, luckiest. */
export function notablePlayers(players: readonly Seated[]): Award[] {
  const withStats = players.filter((p): p is WithStats => p.analytics !== null);
  const sampled = withStats.filter((p) => p.analytics.vpip.opportunities >= MIN_AWARD_HANDS);
  const awards: Award[] = [];
  for (const rule of AWARD_RULES) {
    const p = best(rule.sampled ? sampled : withStats, (q) => {
      const v = rule.value(q.analytics);
      return v === null ? null : rule.lowest ? -v : v;
    });
    if (!p) continue;
    const sampleUnit = rule.sampleUnit ?? 'hand';
    awards.push({
      id: rule.id,
      title: rule.title,
      seatIndex: p.seatIndex,
      name: p.displayName,
      value: rule.value(p.analytics)!,
      kind: rule.kind,
      sample: sampleUnit === 'hand' ? p.analytics.handsPlayed : (p.analytics.luckHands ?? 0),
      sampleUnit,
    });
  }
  // One player may earn several awards; two awards never say the same about the same player.
  return awards.filter(
    (a, i) =>
      !(a.id === 'tightest' && awards[i - 1]?.id === 'loosest' && awards[i - 1]?.seatIndex === a.seatIndex),
  );
}
