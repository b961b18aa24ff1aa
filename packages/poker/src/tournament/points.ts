/**
 * League points per finishing place, and league standings.
 *
 * The formula is the one known as the PokerStars (or CardPlayer) leader-board formula, used by many
 * rooms and home leagues (http://www.davidspokerparlor.com/ "The PokerStars Method"):
 *
 *     points = 10 · √n / √k · (1 + log10(b + 0.25))
 *
 * n = entries, k = finishing place (1 = winner), b = buy-in in whole currency units without the fee
 * (the source writes "log"; we read it as the base-10 logarithm of spreadsheets). Every finisher
 * scores; a freeroll (b = 0) still scores, with a buy-in factor of 1 + log10(0.25) ≈ 0.398.
 * Points are rounded to `decimals` (2 by default) so a table of results reads the same everywhere.
 *
 * A fixed table (points per place, places beyond it score 0) is the other rule leagues use.
 */

/** How an event awards league points. */
export type PointsRule =
  | { kind: 'formula'; decimals?: number }
  | { kind: 'table'; points: readonly number[] };

/** [PTS-1] The formula's points for `place` of `entries` with this buy-in (whole currency units). */
export function formulaPoints(entries: number, place: number, buyIn: number, decimals = 2): number {
  if (!Number.isSafeInteger(entries) || entries < 1) {
    throw new RangeError(`The number of entries must be a whole number of at least 1, not ${entries}.`);
  }
  if (!Number.isSafeInteger(place) || place < 1 || place > entries) {
    throw new RangeError(`The place must be a whole number from 1 to ${entries}, not ${place}.`);
  }
  if (!Number.isFinite(buyIn) || buyIn < 0)
    throw new RangeError(`The buy-in must be at least 0, not ${buyIn}.`);
  const points = ((10 * Math.sqrt(entries)) / Math.sqrt(place)) * (1 + Math.log10(buyIn + 0.25));
  return roundTo(points, decimals);
}

/** [PTS-2] Points for `place` from a fixed table (index 0 = winner); places beyond it score 0. */
export function tablePoints(table: readonly number[], place: number): number {
  if (!Number.isSafeInteger(place) || place < 1) {
    throw new RangeError(`The place must be a whole number of at least 1, not ${place}.`);
  }
  return table[place - 1] ?? 0;
}

/** One row of a points table, the shape of the protocol's `Event['points']`. */
export interface PlacePoints {
  place: number;
  points: number;
}

/** [PTS-3] The points of every place 1…entries of an event under `rule` (the Event.points shape). */
export function pointsTable(rule: PointsRule, entries: number, buyIn: number): PlacePoints[] {
  if (rule.kind === 'table') {
    const problem = pointsTableProblem(rule.points);
    if (problem) throw new RangeError(problem);
  }
  return Array.from({ length: entries }, (_, k) => ({
    place: k + 1,
    points:
      rule.kind === 'formula'
        ? formulaPoints(entries, k + 1, buyIn, rule.decimals ?? 2)
        : tablePoints(rule.points, k + 1),
  }));
}

/** [PTS-2] Why a fixed points table cannot be used, or null: finite, not negative, no place above the one before. */
export function pointsTableProblem(table: readonly number[]): string | null {
  for (let k = 0; k < table.length; k++) {
    const points = table[k]!;
    if (!Number.isFinite(points) || points < 0)
      return `Place ${k + 1} scores ${points}; points must be 0 or more.`;
    if (k > 0 && points > table[k - 1]!) {
      return `Place ${k + 1} scores ${points}, more than place ${k} (${table[k - 1]}); a place never scores more than the one above it.`;
    }
  }
  return null;
}

/** One player's finish in one event of a league. */
export interface LeagueResult {
  player: string;
  place: number;
  points: number;
}

export interface LeagueStanding {
  /** 1 = leader; players tied on points, wins and best finish share a rank (1, 2, 2, 4). */
  rank: number;
  player: string;
  points: number;
  events: number;
  wins: number;
  bestFinish: number;
}

/**
 * [PTS-4] League standings from every result of the season: points added up per player, ordered by
 * points, then wins, then best finish; players still tied share a rank and are listed by name.
 */
export function leagueStandings(results: readonly LeagueResult[]): LeagueStanding[] {
  const byPlayer = new Map<string, Omit<LeagueStanding, 'rank'>>();
  for (const { player, place, points } of results) {
    if (!Number.isSafeInteger(place) || place < 1) {
      throw new RangeError(`${player} has a place of ${place}; places are whole numbers from 1.`);
    }
    if (!Number.isFinite(points) || points < 0)
      throw new RangeError(`${player} has ${points} points; points must be 0 or more.`);
    const row = byPlayer.get(player) ?? { player, points: 0, events: 0, wins: 0, bestFinish: place };
    row.points += points;
    row.events += 1;
    if (place === 1) row.wins += 1;
    row.bestFinish = Math.min(row.bestFinish, place);
    byPlayer.set(player, row);
  }
  const rows = [...byPlayer.values()].map((row) => ({ ...row, points: roundTo(row.points, 9) }));
  const ahead = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.points - a.points || b.wins - a.wins || a.bestFinish - b.bestFinish;
  rows.sort((a, b) => ahead(a, b) || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  return rows.map((row, i) => {
    let rank = i + 1;
    while (rank > 1 && ahead(rows[rank - 2]!, row) === 0) rank--;
    return { rank, ...row };
  });
}

function roundTo(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
}
