import type { Card } from '../cards/cards.js';
import {
  emptyCounts,
  type HandFacts,
  type PlayerHandFacts,
  type RatioStatName,
  type StatCount,
  type StatCounts,
} from './facts.js';
import { HAND_CLASSES, type HandClass } from './hand-class.js';
import { rankPrimeProduct } from './hand-match.js';
import type { Position } from './positions.js';

/**
 * A player's statistics as sums of hand facts: plain JSON (numbers, records), so the server can store
 * one per grouping (all time, per session, per variation, per event) and merge them. Adding a hand is
 * a constant amount of work; merging two aggregates gives the aggregate of their hands, whatever the
 * grouping. Percentages are computed only when shown, from the two counts.
 */
export interface PlayerStats {
  handsPlayed: number;
  handsWon: number;
  handsLost: number;
  /** Σ net, in the units of the facts added. */
  earnings: number;
  /** Σ net / big blind of each hand (bb100 = 100 × this / handsPlayed). */
  bigBlindsWon: number;
  counts: StatCounts;
  /** RFI split by position (button games). */
  rfiByPosition: Partial<Record<Position, StatCount>>;
  /** Two-card hold'em classes (`AA`, `AKs`, `AKo`); only classes dealt at least once appear. */
  startingHandStrengths: Record<HandClass, StartingHandCell>;
  /** Hand matching: per spec §5 rank-prime product (as a decimal string). */
  handMatches: Record<string, HandMatchCell>;
  /** Largest amount collected in one hand (gross, the pot or the share of it taken). */
  largestPotWon: number;
  /** Largest net gain in one hand. */
  largestNetWon: number;
  /** Milliseconds. */
  longestTank: number;
  totalTank: number;
  timedDecisions: number;
  /** All-in equity adjusted luck over the qualifying hands. */
  luckHands: number;
  luckBigBlinds: number;
  luckAmount: number;
}

export interface StartingHandCell {
  dealt: number;
  /** Played voluntarily (VPIP). */
  played: number;
  won: number;
  earnings: number;
}

export interface HandMatchCell {
  dealt: number;
  won: number;
  lost: number;
  earnings: number;
}

export function emptyPlayerStats(): PlayerStats {
  return {
    handsPlayed: 0,
    handsWon: 0,
    handsLost: 0,
    earnings: 0,
    bigBlindsWon: 0,
    counts: emptyCounts(),
    rfiByPosition: {},
    startingHandStrengths: {},
    handMatches: {},
    largestPotWon: 0,
    largestNetWon: 0,
    longestTank: 0,
    totalTank: 0,
    timedDecisions: 0,
    luckHands: 0,
    luckBigBlinds: 0,
    luckAmount: 0,
  };
}

/** Adds one hand's facts for one player to `stats` (in place: the caller owns the aggregate). */
export function addPlayerHand(stats: PlayerStats, facts: PlayerHandFacts): void {
  stats.handsPlayed++;
  if (facts.won) stats.handsWon++;
  if (facts.lost) stats.handsLost++;
  stats.earnings += facts.net;
  stats.bigBlindsWon += facts.netBigBlinds;
  addCounts(stats.counts, facts.counts);
  const rfi = facts.counts.rfi;
  if (rfi.opportunities > 0 && facts.position) {
    const cell = (stats.rfiByPosition[facts.position] ??= { done: 0, opportunities: 0 });
    cell.done += rfi.done;
    cell.opportunities += rfi.opportunities;
  }
  if (facts.handClass) {
    const cell = (stats.startingHandStrengths[facts.handClass] ??= {
      dealt: 0,
      played: 0,
      won: 0,
      earnings: 0,
    });
    cell.dealt++;
    cell.played += facts.counts.vpip.done;
    if (facts.won) cell.won++;
    cell.earnings += facts.net;
  }
  if (facts.primeProduct !== null) {
    const cell = (stats.handMatches[String(facts.primeProduct)] ??= {
      dealt: 0,
      won: 0,
      lost: 0,
      earnings: 0,
    });
    cell.dealt++;
    if (facts.won) cell.won++;
    if (facts.lost) cell.lost++;
    cell.earnings += facts.net;
  }
  if (facts.collected > stats.largestPotWon) stats.largestPotWon = facts.collected;
  if (facts.net > stats.largestNetWon) stats.largestNetWon = facts.net;
  if (facts.tank.longest > stats.longestTank) stats.longestTank = facts.tank.longest;
  stats.totalTank += facts.tank.total;
  stats.timedDecisions += facts.tank.decisions;
  if (facts.luck !== null && facts.luckBigBlinds !== null) {
    stats.luckHands++;
    stats.luckAmount += facts.luck;
    stats.luckBigBlinds += facts.luckBigBlinds;
  }
}

/** The aggregate of both inputs' hands (neither input is changed). */
export function mergePlayerStats(a: PlayerStats, b: PlayerStats): PlayerStats {
  const out = clonePlayerStats(a);
  out.handsPlayed += b.handsPlayed;
  out.handsWon += b.handsWon;
  out.handsLost += b.handsLost;
  out.earnings += b.earnings;
  out.bigBlindsWon += b.bigBlindsWon;
  addCounts(out.counts, b.counts);
  for (const [position, count] of Object.entries(b.rfiByPosition) as [Position, StatCount][]) {
    addCount((out.rfiByPosition[position] ??= { done: 0, opportunities: 0 }), count);
  }
  mergeCells(out.startingHandStrengths, b.startingHandStrengths, ['dealt', 'played', 'won', 'earnings']);
  mergeCells(out.handMatches, b.handMatches, ['dealt', 'won', 'lost', 'earnings']);
  out.largestPotWon = Math.max(out.largestPotWon, b.largestPotWon);
  out.largestNetWon = Math.max(out.largestNetWon, b.largestNetWon);
  out.longestTank = Math.max(out.longestTank, b.longestTank);
  out.totalTank += b.totalTank;
  out.timedDecisions += b.timedDecisions;
  out.luckHands += b.luckHands;
  out.luckBigBlinds += b.luckBigBlinds;
  out.luckAmount += b.luckAmount;
  return out;
}

/** A deep copy (aggregates are plain JSON of numbers and records). */
export function clonePlayerStats(stats: PlayerStats): PlayerStats {
  const counts = emptyCounts();
  addCounts(counts, stats.counts);
  return {
    ...stats,
    counts,
    rfiByPosition: cloneRecord(stats.rfiByPosition),
    startingHandStrengths: cloneRecord(stats.startingHandStrengths),
    handMatches: cloneRecord(stats.handMatches),
  };
}

function cloneRecord<T extends object>(record: Partial<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (value) out[key] = { ...value };
  return out;
}

/** Adds every count of `from` to `to`, written out name by name: adding a hand is the hot path. */
function addCounts(to: StatCounts, from: StatCounts): void {
  addCount(to.vpip, from.vpip);
  addCount(to.pfr, from.pfr);
  addCount(to.rfi, from.rfi);
  addCount(to.steal, from.steal);
  addCount(to.threeBet, from.threeBet);
  addCount(to.threeBetPlus, from.threeBetPlus);
  addCount(to.fourBet, from.fourBet);
  addCount(to.afq, from.afq);
  addCount(to.cbet, from.cbet);
  addCount(to.cbetTurn, from.cbetTurn);
  addCount(to.cbetRiver, from.cbetRiver);
  addCount(to.foldToCbet, from.foldToCbet);
  addCount(to.foldToCbetTurn, from.foldToCbetTurn);
  addCount(to.foldToCbetRiver, from.foldToCbetRiver);
  addCount(to.wtsd, from.wtsd);
  addCount(to.wsd, from.wsd);
}

/** Adds each cell of `from` into the cell of `into` under the same key (from zeros if it has none). */
function mergeCells<F extends string>(
  into: Partial<Record<string, Record<F, number>>>,
  from: Partial<Record<string, Record<F, number>>>,
  fields: readonly F[],
): void {
  for (const [key, cell] of Object.entries(from)) {
    if (!cell) continue;
    const to = (into[key] ??= Object.fromEntries(fields.map((f) => [f, 0])) as Record<F, number>);
    for (const field of fields) to[field] += cell[field];
  }
}

function addCount(to: StatCount, from: StatCount): void {
  to.done += from.done;
  to.opportunities += from.opportunities;
}

/**
 * Adds every player of a hand to the aggregates of `book`, keyed by what `keyOf` returns (the
 * player's name for all-time stats; name + session, name + variation, … for other groupings).
 */
export function addHand(
  book: Map<string, PlayerStats>,
  hand: HandFacts,
  keyOf: (player: PlayerHandFacts, hand: HandFacts) => string = (p) => p.name,
): void {
  for (const p of hand.players) {
    const key = keyOf(p, hand);
    let stats = book.get(key);
    if (!stats) book.set(key, (stats = emptyPlayerStats()));
    addPlayerHand(stats, p);
  }
}

/** Spec §5 hand matching: how this hand of the player's did before (call before adding the hand). */
export interface HandMatch {
  readonly primeProduct: number;
  readonly timesDealt: number;
  readonly wins: number;
  readonly losses: number;
  readonly earnings: number;
}

export function matchHand(stats: PlayerStats, cards: readonly Card[]): HandMatch {
  const primeProduct = rankPrimeProduct(cards);
  const cell = stats.handMatches[String(primeProduct)];
  return {
    primeProduct,
    timesDealt: cell?.dealt ?? 0,
    wins: cell?.won ?? 0,
    losses: cell?.lost ?? 0,
    earnings: cell?.earnings ?? 0,
  };
}

/**
 * The analytics of the table state message (packages/protocol `analyticsSchema`), plus the stats it
 * does not name yet (extra keys are stripped by its parser, so they are compatible). Tank times are
 * rounded to whole milliseconds; `bb100` and `luckScore` are `null` without a sample.
 */
export interface AnalyticsView {
  handsPlayed: number;
  handsWon: number;
  handsLost: number;
  earnings: number;
  vpip: StatCount;
  pfr: StatCount;
  rfi: StatCount;
  afq: StatCount;
  wtsd: StatCount;
  cbet: StatCount;
  threeBetPlus: StatCount;
  wsd: StatCount;
  bb100: number | null;
  startingHandStrengths: Record<HandClass, StartingHandCell>;
  largestPotWon: number;
  longestTank: number;
  totalTank: number;
  luckScore: number | null;
  threeBet: StatCount;
  fourBet: StatCount;
  steal: StatCount;
  cbetTurn: StatCount;
  cbetRiver: StatCount;
  foldToCbet: StatCount;
  foldToCbetTurn: StatCount;
  foldToCbetRiver: StatCount;
  rfiByPosition: Partial<Record<Position, StatCount>>;
  largestNetWon: number;
  luckHands: number;
}

export function toAnalytics(stats: PlayerStats): AnalyticsView {
  const count = (name: RatioStatName): StatCount => ({ ...stats.counts[name] });
  const grid: Record<HandClass, StartingHandCell> = {};
  // Grid order, so that consumers and JSON lines list classes the same way every time.
  for (const c of HAND_CLASSES) {
    const cell = stats.startingHandStrengths[c];
    if (cell) grid[c] = { ...cell };
  }
  return {
    handsPlayed: stats.handsPlayed,
    handsWon: stats.handsWon,
    handsLost: stats.handsLost,
    earnings: stats.earnings,
    vpip: count('vpip'),
    pfr: count('pfr'),
    rfi: count('rfi'),
    afq: count('afq'),
    wtsd: count('wtsd'),
    cbet: count('cbet'),
    threeBetPlus: count('threeBetPlus'),
    wsd: count('wsd'),
    bb100: stats.handsPlayed === 0 ? null : (100 * stats.bigBlindsWon) / stats.handsPlayed,
    startingHandStrengths: grid,
    largestPotWon: stats.largestPotWon,
    longestTank: Math.round(stats.longestTank),
    totalTank: Math.round(stats.totalTank),
    luckScore: stats.luckHands === 0 ? null : stats.luckBigBlinds,
    threeBet: count('threeBet'),
    fourBet: count('fourBet'),
    steal: count('steal'),
    cbetTurn: count('cbetTurn'),
    cbetRiver: count('cbetRiver'),
    foldToCbet: count('foldToCbet'),
    foldToCbetTurn: count('foldToCbetTurn'),
    foldToCbetRiver: count('foldToCbetRiver'),
    rfiByPosition: cloneRecord(stats.rfiByPosition),
    largestNetWon: stats.largestNetWon,
    luckHands: stats.luckHands,
  };
}

/** "VPIP 34% (41 hands)": the spec's rounded percentage, `null` ("—") without an opportunity. */
export function percentage(stat: StatCount): number | null {
  return stat.opportunities === 0 ? null : Math.round((stat.done / stat.opportunities) * 100);
}
