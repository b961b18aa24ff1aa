/**
 * The figures of the seven overlay views (spec §1), from the seated players' `analytics` (definitions in
 * docs/decisions/002-player-statistics.md). Pure; every figure keeps its sample size (UI.md "honest
 * numbers").
 */
import { formatNumber } from '@railbird/poker/format';
import type { Analytics, Player, RatioStat, TableState } from '@railbird/protocol';
import { MIN_BB100_HANDS, MIN_PERCENT_SAMPLE, money, plural, signedMoney } from '../../ui/figures.js';
import { overlayPlayers, ratioText } from '../../ui/poker-table/table-view.js';
import { type StatsSource, sourceOf, statsLabel } from './all-time.js';

/** A seat as the views read it; `statsSource` says whether its figures are all-time or this session's. */
type Seated = Pick<Player, 'seatIndex' | 'displayName' | 'analytics' | 'profileUrl'> & {
  statsSource?: StatsSource;
};

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
  /** All-time (a checked-in player the server answered for) or this session's. */
  source: StatsSource;
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
      source: sourceOf(p),
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
  source: StatsSource;
}

/** VPIP (and PFR beside it) per seated player, loosest first; players without a sample last. */
export function vpipRows(players: readonly Seated[]): RatioRow[] {
  return players
    .filter((p) => p.analytics && p.analytics.handsPlayed > 0)
    .map((p) => {
      const vpip = ratioFigure(p.analytics!.vpip, 'hand');
      const pfr = ratioFigure(p.analytics!.pfr, 'hand');
      return {
        seatIndex: p.seatIndex,
        name: p.displayName,
        percent: vpip.percent,
        text: vpip.value,
        sample: p.analytics!.vpip.opportunities,
        second: { percent: pfr.percent, text: pfr.value, sample: p.analytics!.pfr.opportunities },
        source: sourceOf(p),
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
  /** Whose figures these are: all-time (a checked-in player) or this session's (what `sourcesLine` reads). */
  statsSource: StatsSource;
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
      statsSource: sourceOf(p),
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
  /** `signedMoney`: a result (+832, −120); `money`: an amount (a pot). */
  kind: 'signedMoney' | 'money' | 'percent' | 'duration' | 'bb';
  /** What the figure rests on, its own sample: hands played, VPIP's hands with a decision, all-ins. */
  sample: number;
  sampleUnit: 'hand' | 'all-in';
  /** All-time or this session's figure. */
  source?: StatsSource;
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
  { id: 'biggestWinner', title: 'Biggest winner', kind: 'signedMoney', value: (a) => positive(a.earnings) },
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
      sample:
        sampleUnit === 'all-in'
          ? (p.analytics.luckHands ?? 0)
          : rule.sampled
            ? p.analytics.vpip.opportunities
            : p.analytics.handsPlayed,
      sampleUnit,
      source: sourceOf(p),
    });
  }
  // One player may earn several awards; two awards never say the same about the same player.
  return awards.filter(
    (a, i) =>
      !(a.id === 'tightest' && awards[i - 1]?.id === 'loosest' && awards[i - 1]?.seatIndex === a.seatIndex),
  );
}

/* ── Figures as the views write them (issue 15: nothing that looks like a bug on air) ─────────────── */

/** A figure as a view writes it, with what it rests on. */
export interface Figure {
  /** `34%`, `2/3`, `+12.5`, `—`. */
  value: string;
  /** `398 hands`, `17 of 100 hands`. */
  sample: string;
  /** False while the sample is below the figure's threshold (the view mutes it). */
  enough: boolean;
  /** The percentage for a bar; null without one. */
  percent: number | null;
}

/** bb/100 only past MIN_BB100_HANDS; before that `—` and how many hands of the threshold it has. */
export function bb100Figure(a: Pick<Analytics, 'bb100' | 'handsPlayed'>): Figure {
  if (a.handsPlayed < MIN_BB100_HANDS || a.bb100 === null || !Number.isFinite(a.bb100)) {
    return {
      value: '—',
      sample: `${formatNumber(a.handsPlayed)} of ${MIN_BB100_HANDS} hands`,
      enough: false,
      percent: null,
    };
  }
  const rounded = Math.round(a.bb100 * 10) / 10;
  const text = money(rounded);
  return {
    value: rounded > 0 && text !== '0' ? `+${text}` : text,
    sample: plural(a.handsPlayed, 'hand'),
    enough: true,
    percent: null,
  };
}

/**
 * A percentage statistic over its own chances, in the unit they are counted in (`hand`, `action`,
 * `flop seen`): `34%` from MIN_PERCENT_SAMPLE chances, the count `2/3` below, `—` with none.
 */
export function ratioFigure(stat: RatioStat | null | undefined, unit: string, units = `${unit}s`): Figure {
  const opportunities = stat?.opportunities ?? 0;
  const sample = plural(opportunities, unit, units);
  if (!stat || opportunities === 0) return { value: '—', sample, enough: false, percent: null };
  const percent = Math.round((stat.done / opportunities) * 100);
  if (opportunities < MIN_PERCENT_SAMPLE) {
    return { value: `${stat.done}/${opportunities}`, sample, enough: false, percent };
  }
  return { value: `${percent}%`, sample, enough: true, percent };
}

export interface ProfileTile {
  label: string;
  figure: Figure;
}

/**
 * The player profile's tiles, each with its own sample (VPIP over the hands with a preflop decision,
 * WTSD over the flops seen, aggression over postflop actions…), not one hand count repeated under each.
 */
export function profileTiles(a: Analytics): ProfileTile[] {
  const whole = (value: string, sample: string): Figure => ({ value, sample, enough: true, percent: null });
  return [
    { label: 'Hands', figure: whole(formatNumber(a.handsPlayed), `${formatNumber(a.handsWon)} won`) },
    { label: 'Earnings', figure: whole(signedMoney(a.earnings), plural(a.handsPlayed, 'hand')) },
    { label: 'bb/100', figure: bb100Figure(a) },
    { label: 'VPIP', figure: ratioFigure(a.vpip, 'hand') },
    { label: 'PFR', figure: ratioFigure(a.pfr, 'hand') },
    { label: '3-bet+', figure: ratioFigure(a.threeBetPlus, 'chance') },
    { label: 'Aggression', figure: ratioFigure(a.afq, 'action') },
    { label: 'C-bet', figure: ratioFigure(a.cbet, 'chance') },
    { label: 'WTSD', figure: ratioFigure(a.wtsd, 'flop seen', 'flops seen') },
  ];
}

/** An award's figure as the notable-players view writes it: a result signed, a pot as an amount. */
export function awardText(award: Pick<Award, 'kind' | 'value'>): string {
  switch (award.kind) {
    case 'signedMoney':
      return signedMoney(award.value);
    case 'money':
      return money(award.value);
    case 'percent':
      return `${Math.round(award.value)}%`;
    case 'duration': {
      const seconds = Math.round(award.value / 1000);
      return seconds < 60
        ? `${seconds}s`
        : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
    }
    case 'bb': {
      const rounded = Math.round(award.value * 10) / 10;
      return `${rounded > 0 ? '+' : ''}${money(rounded)} BB`;
    }
  }
}

/** The sample under an award: `412 hands`, `180 hands with a preflop decision`… in its own unit. */
export function awardSample(award: Pick<Award, 'sample' | 'sampleUnit' | 'source'>): string {
  const sample = plural(award.sample, award.sampleUnit);
  return award.source === 'allTime' ? `All-time · ${sample}` : sample;
}

/** The hands column of a player row: "All-time · 412 hands" for all-time figures, "12 hands" otherwise. */
export function rowSample(row: { source: StatsSource }, hands: number): string {
  return row.source === 'allTime' ? statsLabel('allTime', hands) : plural(hands, 'hand');
}

/* ── Starting hands: the grid's colours and the corner panel's summary ──────────────────────────── */

/** What a cell of the 13×13 grid says, and so its colour. */
export type GridTone = 'always' | 'sometimes' | 'folded' | 'notDealt';

/**
 * The tone of a cell from its counts (`played` is VPIP: money put in voluntarily): played every time it
 * was dealt; played some of the times; dealt and always folded; never dealt.
 */
export function gridTone(cell: Pick<GridCell, 'dealt' | 'played'>): GridTone {
  if (cell.dealt === 0) return 'notDealt';
  if (cell.played === 0) return 'folded';
  return cell.played >= cell.dealt ? 'always' : 'sometimes';
}

/**
 * The colour (a CSS background) of each tone, used by the cells and by the legend's swatches alike, so the legend cannot
 * say something else than the grid shows. `currentColor` is the panel's text colour (legible on any
 * skin); played cells take the skin's accent.
 */
export const GRID_TONE_COLOURS: Record<GridTone, string> = {
  always: 'var(--skin-accent)',
  sometimes: 'color-mix(in srgb, var(--skin-accent) 50%, transparent)',
  // Hatched, so "folded" never reads as a paler "played" when the accent is close to the text colour.
  folded:
    'repeating-linear-gradient(135deg, color-mix(in srgb, currentColor 30%, transparent) 0 4px, color-mix(in srgb, currentColor 10%, transparent) 4px 8px)',
  notDealt: 'transparent',
};

/** The legend under the grid, tone by tone, in the words of the data, strongest first. */
export const GRID_LEGEND: readonly { tone: GridTone; text: string }[] = [
  { tone: 'always', text: 'played every time dealt' },
  { tone: 'sometimes', text: 'played some of the times' },
  { tone: 'folded', text: 'dealt, always folded' },
  { tone: 'notDealt', text: 'not dealt yet' },
];

/** A cell's background: its tone's colour. */
export function gridCellColour(cell: Pick<GridCell, 'dealt' | 'played'>): string {
  return GRID_TONE_COLOURS[gridTone(cell)];
}

export interface HandKindRow {
  kind: GridCell['kind'];
  label: string;
  dealt: number;
  played: number;
  figure: Figure;
}

export interface HandSummary {
  /** Hands with known cards. */
  dealt: number;
  played: number;
  /** Pairs, suited, offsuit: how often each was played when dealt. */
  kinds: HandKindRow[];
  /** The classes played most, then the most dealt: `AA played 2 of 2 · +240`. */
  top: GridCell[];
}

/** The corner panel's reading of the grid: shares by kind with their counts, and the hands played most. */
export function handSummary(cells: readonly GridCell[], limit = 5): HandSummary {
  const kinds: HandKindRow[] = (
    [
      ['pair', 'Pairs'],
      ['suited', 'Suited'],
      ['offsuit', 'Offsuit'],
    ] as const
  ).map(([kind, label]) => {
    const of = cells.filter((c) => c.kind === kind);
    const dealt = of.reduce((s, c) => s + c.dealt, 0);
    const played = of.reduce((s, c) => s + c.played, 0);
    const figure = ratioFigure({ done: played, opportunities: dealt }, 'dealt', 'dealt');
    return { kind, label, dealt, played, figure };
  });
  const top = cells
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.played > 0)
    .sort((a, b) => b.c.played - a.c.played || b.c.earnings - a.c.earnings || a.i - b.i)
    .slice(0, limit)
    .map(({ c }) => c);
  return {
    dealt: cells.reduce((s, c) => s + c.dealt, 0),
    played: cells.reduce((s, c) => s + c.played, 0),
    kinds,
    top,
  };
}
