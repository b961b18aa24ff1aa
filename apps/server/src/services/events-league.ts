/**
 * League standings (issue 17): the points of every finished event of a league at the location, added
 * up by @railbird/poker/tournament `leagueStandings` (points, then wins, then best finish).
 */
import type { LeagueStanding } from '@railbird/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { event, player } from '../db/schema.js';
import { leagueStandings } from './events-maths.js';

export async function standingsOf(
  db: Database,
  locationId: string,
  league: string,
): Promise<LeagueStanding[]> {
  const events = await db
    .select({ results: event.results })
    .from(event)
    .where(and(eq(event.locationId, locationId), eq(event.league, league), eq(event.status, 'FINISHED')));
  const results = events.flatMap((e) => e.results ?? []);
  if (results.length === 0) return [];
  const money = new Map<string, { cashes: number; winnings: number }>();
  for (const r of results) {
    const m = money.get(r.playerId) ?? { cashes: 0, winnings: 0 };
    if (r.payout > 0) {
      m.cashes++;
      m.winnings += r.payout;
    }
    money.set(r.playerId, m);
  }
  const ids = [...money.keys()];
  const people = await db
    .select({ id: player.id, displayName: player.displayName, handle: player.handle })
    .from(player)
    .where(inArray(player.id, ids));
  const who = new Map(people.map((p) => [p.id, p]));
  return leagueStandings(results.map((r) => ({ player: r.playerId, place: r.place, points: r.points }))).map(
    (s) => ({
      rank: s.rank,
      playerId: s.player,
      displayName: who.get(s.player)?.displayName ?? 'Unknown player',
      handle: who.get(s.player)?.handle ?? null,
      points: Math.round(s.points * 100) / 100,
      events: s.events,
      wins: s.wins,
      bestFinish: s.bestFinish,
      cashes: money.get(s.player)?.cashes ?? 0,
      winnings: money.get(s.player)?.winnings ?? 0,
    }),
  );
}
