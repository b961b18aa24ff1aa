import { emptyAnalytics, type Player, type TableState, transformer } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { fetchAllTime, seatedUids, sourcesLine, statsLabel, withAllTime } from './all-time.js';
import {
  awardSample,
  earningsRows,
  featuredPlayer,
  notablePlayers,
  rowSample,
  vpipRows,
} from './view-data.js';

const fixture = midHandNlhFixture as TableState;
const [first, second] = fixture.playerGroup.players as Player[];

/** The fixture with its first seat checked in as `p-ana` and a session of 3 hands each. */
function table(): TableState {
  const session = { ...emptyAnalytics(), handsPlayed: 3, earnings: 40, vpip: { done: 1, opportunities: 3 } };
  const players = (fixture.playerGroup.players as Player[]).map((p) => ({
    ...p,
    uid: p.seatIndex === first!.seatIndex ? 'p-ana' : null,
    analytics: session,
  }));
  return { ...fixture, playerGroup: { ...fixture.playerGroup, players } };
}

const allTimeAna = {
  ...emptyAnalytics(),
  handsPlayed: 412,
  earnings: -1200,
  vpip: { done: 103, opportunities: 400 },
  largestPotWon: 900,
};

describe('one identity everywhere on overlays (issue 16)', () => {
  it('[ALLTIME-1] a checked-in seat the server answered shows all-time figures, every other seat its session', () => {
    const state = withAllTime(table(), new Map([['p-ana', allTimeAna]]));
    const rows = earningsRows(state.playerGroup.players);
    const ana = rows.find((r) => r.seatIndex === first!.seatIndex)!;
    const other = rows.find((r) => r.seatIndex === second!.seatIndex)!;
    expect(ana).toMatchObject({ earnings: -1200, hands: 412, source: 'allTime' });
    expect(other).toMatchObject({ earnings: 40, hands: 3, source: 'session' });
    expect(rowSample(ana, ana.hands)).toBe('All-time · 412 hands');
    expect(rowSample(other, other.hands)).toBe('3 hands');
    const vpip = vpipRows(state.playerGroup.players).find((r) => r.seatIndex === first!.seatIndex)!;
    expect(vpip).toMatchObject({ text: '26%', sample: 400, source: 'allTime' });
    expect(sourcesLine(state.playerGroup.players)).toBe(
      'All-time for checked-in players, this session for others',
    );
  });

  it('[ALLTIME-2] without an answer (server unreachable, link refused) every seat shows its session, labelled so', () => {
    for (const answer of [null, new Map()]) {
      const state = withAllTime(table(), answer);
      expect(
        earningsRows(state.playerGroup.players).every((r) => r.source === 'session' && r.hands === 3),
      ).toBe(true);
      expect(sourcesLine(state.playerGroup.players)).toBe('This session');
    }
  });

  it('[ALLTIME-3] the labels: "All-time · N hands" for all-time figures, "This session" otherwise', () => {
    expect(statsLabel('allTime', 412)).toBe('All-time · 412 hands');
    expect(statsLabel('allTime', 1)).toBe('All-time · 1 hand');
    expect(statsLabel('session', 3)).toBe('This session');
    const state = withAllTime(table(), new Map([['p-ana', allTimeAna]]));
    expect(featuredPlayer(state, first!.seatIndex)).toMatchObject({ statsSource: 'allTime' });
    const pot = notablePlayers(state.playerGroup.players).find((a) => a.id === 'biggestPot')!;
    expect(pot.seatIndex).toBe(first!.seatIndex);
    expect(awardSample(pot)).toBe('All-time · 412 hands');
    expect(awardSample({ sample: 3, sampleUnit: 'hand', source: 'session' })).toBe('3 hands');
  });

  it('[ALLTIME-4] the question is the seated checked-in players, sorted, unique, at most ten', () => {
    expect(seatedUids(table())).toEqual(['p-ana']);
    expect(seatedUids(null)).toEqual([]);
    const many = table();
    const players = Array.from({ length: 12 }, (_, i) => ({
      ...(many.playerGroup.players[0] as Player),
      seatIndex: i,
      uid: `p${String(i).padStart(2, '0')}`,
    }));
    expect(seatedUids({ ...many, playerGroup: { ...many.playerGroup, players } })).toHaveLength(10);
  });

  it('[ALLTIME-5] the page asks its own origin with a tRPC GET and reads the superjson answer; a failure throws', async () => {
    let asked = '';
    const answer = transformer.serialize({ players: [{ playerId: 'p-ana', analytics: allTimeAna }] });
    const ok = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ result: { data: answer } }), { status: 200 });
    }) as typeof fetch;
    const map = await fetchAllTime({ key: 'k.s', tableKey: 'demo-1', playerIds: ['p-ana'] }, ok);
    expect(map.get('p-ana')?.handsPlayed).toBe(412);
    expect(asked.startsWith('/api/trpc/overlay.allTimeStats?input=')).toBe(true);
    const input = transformer.deserialize(JSON.parse(decodeURIComponent(asked.split('input=')[1]!)));
    expect(input).toEqual({ key: 'k.s', tableKey: 'demo-1', playerIds: ['p-ana'] });
    const down = (async () => new Response('', { status: 401 })) as typeof fetch;
    await expect(
      fetchAllTime({ key: 'k', tableKey: 'demo-1', playerIds: ['p-ana'] }, down),
    ).rejects.toThrow();
  });
});
