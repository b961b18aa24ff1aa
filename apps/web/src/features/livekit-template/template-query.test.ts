import { describe, expect, it } from 'vitest';
import {
  gridShape,
  parseLayout,
  parseTemplateQuery,
  speakerOrder,
  validateOverlay,
} from './template-query.js';

const ORIGIN = 'https://rail.example';
const query = (q: string) => parseTemplateQuery(new URLSearchParams(q), ORIGIN);

describe('the egress query', () => {
  it('[LIVEKIT-1] reads the room LiveKit’s egress passes: url, token, layout', () => {
    const q = query('url=wss%3A%2F%2Flk.example&token=abc.def.ghi&layout=speaker-dark');
    expect(q.room).toEqual({ url: 'wss://lk.example', token: 'abc.def.ghi' });
    expect(q.noRoom).toBeNull();
    expect(q.layout).toBe('speaker');
    expect(q.overlay).toEqual({ kind: 'none' });
  });

  it('[LIVEKIT-2] says why there is no room: nothing, no url, no token, a url that is no server', () => {
    expect(query('').room).toBeNull();
    expect(query('').noRoom).toBe('The address has neither url nor token: LiveKit’s egress passes both.');
    expect(query('token=t').noRoom).toBe('The address has a token but no url.');
    expect(query('url=wss://lk.example').noRoom).toBe('The address has a url but no token.');
    expect(query('url=ftp://lk.example&token=t').noRoom).toMatch(/is not a LiveKit server address/);
    expect(query('url=not a url&token=t').room).toBeNull();
  });

  it('[LIVEKIT-3] layouts: LiveKit’s names and their light/dark variants; grid otherwise', () => {
    expect(parseLayout('grid-light')).toBe('grid');
    expect(parseLayout('speaker')).toBe('speaker');
    expect(parseLayout('single-speaker-dark')).toBe('single-speaker');
    expect(parseLayout(null)).toBe('grid');
    expect(parseLayout('mosaic')).toBe('grid');
  });
});

describe('our overlay on top', () => {
  it('[LIVEKIT-4] accepts a same-origin path to one of our overlay routes, query kept', () => {
    expect(validateOverlay('/stream-hidden/demo-1?key=k1&engine=wss%3A%2F%2Fe.example%2F', ORIGIN)).toEqual({
      kind: 'ok',
      path: '/stream-hidden/demo-1?key=k1&engine=wss%3A%2F%2Fe.example%2F',
    });
    expect(validateOverlay('/overlays/demo-1?key=k&view=vpip', ORIGIN)).toMatchObject({ kind: 'ok' });
    expect(validateOverlay('/countdown?to=2030-01-01T00:00:00Z', ORIGIN)).toMatchObject({ kind: 'ok' });
    expect(validateOverlay(null, ORIGIN)).toEqual({ kind: 'none' });
    expect(validateOverlay('  ', ORIGIN)).toEqual({ kind: 'none' });
  });

  it('[LIVEKIT-5] refuses anything else with a reason: other sites, tricks, pages that are no overlay', () => {
    for (const bad of [
      'https://evil.example/stream/demo-1',
      '//evil.example/stream/demo-1',
      '/\\evil.example/stream/demo-1',
      'javascript:alert(1)',
      'stream/demo-1',
      '/stream/demo-1\n',
      '/login',
      '/table/demo-1',
      '/stream',
      '/stream/demo-1/extra',
      '/stream/../settings',
      '/livekit/template',
    ]) {
      const result = validateOverlay(bad, ORIGIN);
      expect(result.kind, bad).toBe('refused');
      if (result.kind === 'refused') expect(result.reason.length).toBeGreaterThan(20);
    }
    expect(query('overlay=https%3A%2F%2Fevil.example%2Fx').overlay).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/must be a path on this site/),
    });
    expect(validateOverlay('/login', ORIGIN)).toMatchObject({
      reason: expect.stringMatching(/is not one of our overlays/),
    });
  });
});

describe('the cameras', () => {
  it('[LIVEKIT-6] a grid as square as the count allows', () => {
    expect(gridShape(0)).toEqual({ columns: 1, rows: 1 });
    expect(gridShape(1)).toEqual({ columns: 1, rows: 1 });
    expect(gridShape(2)).toEqual({ columns: 2, rows: 1 });
    expect(gridShape(4)).toEqual({ columns: 2, rows: 2 });
    expect(gridShape(5)).toEqual({ columns: 3, rows: 2 });
    expect(gridShape(10)).toEqual({ columns: 4, rows: 3 });
  });

  it('[LIVEKIT-7] the speaker layouts put whoever speaks (else spoke last) large', () => {
    const tiles = [
      { id: 'a', lastSpokeAt: 0, speaking: false },
      { id: 'b', lastSpokeAt: 500, speaking: false },
      { id: 'c', lastSpokeAt: 100, speaking: true },
    ];
    expect(speakerOrder(tiles, 'speaker').main?.id).toBe('c');
    expect(speakerOrder(tiles, 'speaker').others.map((t) => t.id)).toEqual(['a', 'b']);
    expect(speakerOrder(tiles.slice(0, 2), 'speaker').main?.id).toBe('b');
    expect(speakerOrder(tiles, 'single-speaker').others).toEqual([]);
    expect(speakerOrder([], 'speaker').main).toBeNull();
  });
});
