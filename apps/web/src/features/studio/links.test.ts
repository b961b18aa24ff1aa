import { describe, expect, it } from 'vitest';
import {
  checkDays,
  engineBaseOf,
  linkStatus,
  linkUrl,
  loadSessionLinks,
  SESSION_LINKS_KEY,
  saveSessionLink,
  toggleView,
  viewsOf,
  withViews,
} from './links.js';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('overlay link URLs', () => {
  it('[STUDIO-UI-1] the copied URL is the full link on this origin, naming the engine only when an overlay would not find it', () => {
    const path = '/overlays/demo-1?key=abc.def';
    // npm start: the engine on this host, port 5001, where an overlay looks by default.
    expect(linkUrl('http://studio.local:3000', path, 'ws://studio.local:5001/')).toBe(
      'http://studio.local:3000/overlays/demo-1?key=abc.def',
    );
    // The engine elsewhere (another port, another host): the link names it.
    expect(linkUrl('http://127.0.0.1:40100', path, 'ws://127.0.0.1:40200/')).toBe(
      'http://127.0.0.1:40100/overlays/demo-1?key=abc.def&engine=ws%3A%2F%2F127.0.0.1%3A40200%2F',
    );
    // A link the server already named its engine in is left as it is.
    const named = '/stream/t1?key=k&engine=ws%3A%2F%2F10.0.0.7%3A5000';
    expect(linkUrl('https://console.example', named, 'ws://10.0.0.7:5000/')).toBe(
      'https://console.example/stream/t1?key=k&engine=ws%3A%2F%2F10.0.0.7%3A5000',
    );
    expect(engineBaseOf('ws://127.0.0.1:40200/?table=demo-1&token=x')).toBe('ws://127.0.0.1:40200/');
    expect(engineBaseOf('not a url')).toBeNull();
  });

  it('[STUDIO-UI-2] the view picker writes view= into the link and reads it back', () => {
    const url = 'http://h:3000/overlays/demo-1?key=abc';
    const two = withViews(url, { kind: 'views', views: ['vpip', 'earnings'] });
    expect(two).toBe('http://h:3000/overlays/demo-1?key=abc&view=vpip,earnings');
    expect(viewsOf(two)).toEqual({ kind: 'views', views: ['vpip', 'earnings'] });
    expect(withViews(two, { kind: 'none' })).toBe('http://h:3000/overlays/demo-1?key=abc&view=none');
    expect(viewsOf(withViews(two, { kind: 'none' }))).toEqual({ kind: 'none' });
    // Studio's choice: no view in the URL, the overlay follows streamDataManager.
    expect(withViews(two, { kind: 'studio' })).toBe(url);
    expect(viewsOf(url)).toEqual({ kind: 'studio' });
    // Toggling keeps the spec's order; the last view off goes back to Studio's choice.
    let choice = toggleView({ kind: 'studio' }, 'notablePlayers');
    choice = toggleView(choice, 'earnings');
    expect(choice).toEqual({ kind: 'views', views: ['earnings', 'notablePlayers'] });
    choice = toggleView(toggleView(choice, 'earnings'), 'notablePlayers');
    expect(choice).toEqual({ kind: 'studio' });
  });

  it('[STUDIO-UI-3] links made this session are kept in session storage, newest first, and bad entries ignored', () => {
    const storage = memory();
    const link = (id: string) => ({
      id,
      tableKey: 'demo-1',
      route: 'overlays',
      label: null,
      url: `http://h/overlays/demo-1?key=${id}`,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    saveSessionLink(storage, link('a'));
    saveSessionLink(storage, link('b'));
    expect(loadSessionLinks(storage).map((l) => l.id)).toEqual(['b', 'a']);
    storage.setItem(SESSION_LINKS_KEY, '[{"id":1},"x"]');
    expect(loadSessionLinks(storage)).toEqual([]);
    storage.setItem(SESSION_LINKS_KEY, '{not json');
    expect(loadSessionLinks(storage)).toEqual([]);
    expect(loadSessionLinks(null)).toEqual([]);
  });

  it('[STUDIO-UI-4] a link is active, expired or revoked; its days are whole, 1 to 365', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(linkStatus({ revokedAt: null, expiresAt: '2026-05-02T00:00:00Z' }, now)).toBe('active');
    expect(linkStatus({ revokedAt: null, expiresAt: new Date(now) }, now)).toBe('expired');
    expect(linkStatus({ revokedAt: new Date(now - 1), expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(
      'revoked',
    );
    expect(checkDays('30')).toEqual({ ok: true, days: 30 });
    expect(checkDays('0').ok).toBe(false);
    expect(checkDays('366').ok).toBe(false);
    expect(checkDays('1.5').ok).toBe(false);
    expect(checkDays('').ok).toBe(false);
  });
});
