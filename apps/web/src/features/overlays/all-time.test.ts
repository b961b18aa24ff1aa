import { emptyAnalytics, type Player, type TableState, transformer } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  fetchAllTime,
  type OverlayPlayer,
  seatedUids,
  sourcesLine,
  statsLabel,
  withAllTime,
  withPictures,
} from './all-time.js';
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

/** A check-in photo as the kiosk stores it. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('one identity everywhere on overlays (issue 16)', () => {
  it('[ALLTIME-1] a checked-in seat the server answered shows all-time figures, every other seat its session', () => {
    const state = withAllTime(table(), new Map([['p-ana', { analytics: allTimeAna, profileUrl: null }]]));
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
    const state = withAllTime(table(), new Map([['p-ana', { analytics: allTimeAna, profileUrl: null }]]));
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
    const answer = transformer.serialize({
      players: [
        { playerId: 'p-ana', analytics: allTimeAna, profileUrl: PHOTO },
        { playerId: 'p-new', analytics: null, profileUrl: null },
      ],
    });
    const ok = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ result: { data: answer } }), { status: 200 });
    }) as typeof fetch;
    const map = await fetchAllTime({ key: 'k.s', tableKey: 'demo-1', playerIds: ['p-ana'] }, ok);
    expect(map.get('p-ana')?.analytics?.handsPlayed).toBe(412);
    expect(map.get('p-ana')?.profileUrl).toBe(PHOTO);
    expect(map.get('p-new')).toEqual({ analytics: null, profileUrl: null });
    expect(asked.startsWith('/api/trpc/overlay.allTimeStats?input=')).toBe(true);
    const input = transformer.deserialize(JSON.parse(decodeURIComponent(asked.split('input=')[1]!)));
    expect(input).toEqual({ key: 'k.s', tableKey: 'demo-1', playerIds: ['p-ana'] });
    const down = (async () => new Response('', { status: 401 })) as typeof fetch;
    await expect(
      fetchAllTime({ key: 'k', tableKey: 'demo-1', playerIds: ['p-ana'] }, down),
    ).rejects.toThrow();
  });
  it('[ALLTIME-6] a checked-in seat takes the server’s picture when the table state has none, and all-time figures only when it has some', () => {
    const base = table();
    const players = base.playerGroup.players.map((p) =>
      p.seatIndex === second!.seatIndex ? { ...p, uid: 'p-new' } : p,
    );
    const state = { ...base, playerGroup: { ...base.playerGroup, players } };
    const answer = new Map([
      ['p-ana', { analytics: allTimeAna, profileUrl: PHOTO }],
      // Checked in with a photo, no hand played yet: the picture, and the session's figures.
      ['p-new', { analytics: null, profileUrl: 'data:image/png;base64,TkVX' }],
    ]);
    const shown = withAllTime(state, answer).playerGroup.players as OverlayPlayer[];
    const ana = shown.find((p) => p.seatIndex === first!.seatIndex)!;
    const fresh = shown.find((p) => p.seatIndex === second!.seatIndex)!;
    expect(ana).toMatchObject({ profileUrl: PHOTO, statsSource: 'allTime' });
    expect(ana.analytics?.handsPlayed).toBe(412);
    expect(fresh).toMatchObject({ profileUrl: 'data:image/png;base64,TkVX', statsSource: 'session' });
    expect(fresh.analytics?.handsPlayed).toBe(3);
    // Every other seat is as the table state has it.
    for (const p of shown.filter((q) => !q.uid)) {
      const before = state.playerGroup.players.find((q) => q.seatIndex === p.seatIndex)!;
      expect(p.profileUrl).toBe(before.profileUrl);
    }
    // A picture the table state already carries wins over the server's.
    const own = {
      ...state,
      playerGroup: {
        ...state.playerGroup,
        players: state.playerGroup.players.map((p) => ({ ...p, profileUrl: '/pictures/own.png' })),
      },
    };
    expect(withAllTime(own, answer).playerGroup.players.map((p) => p.profileUrl)).toEqual(
      own.playerGroup.players.map(() => '/pictures/own.png'),
    );
    // The strip takes the pictures only: its figures stay the table state's, unlabelled.
    const strip = withPictures(state, answer).playerGroup.players as OverlayPlayer[];
    const stripAna = strip.find((p) => p.seatIndex === first!.seatIndex)!;
    expect(stripAna.profileUrl).toBe(PHOTO);
    expect(stripAna.analytics?.handsPlayed).toBe(3);
    expect(stripAna.statsSource).toBeUndefined();
    expect(withPictures(state, null)).toBe(state);
    // Without an answer nobody gains a picture.
    const offline = withAllTime(state, null).playerGroup.players;
    expect(offline.map((p) => p.profileUrl)).toEqual(state.playerGroup.players.map((p) => p.profileUrl));
  });
});
