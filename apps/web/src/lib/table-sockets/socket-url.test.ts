import { describe, expect, it } from 'vitest';
import { databaseUiUrl, fallbackSocketUrls, withSocketQuery } from './socket-url.js';

describe('table socket addresses', () => {
  it('[SOCK-URL-1] the server URL gets the page; online tables also get the user id as apiKey', () => {
    const base = 'ws://engine.local:5001/?table=demo-1&token=abc';
    expect(withSocketQuery(base, { tableKey: 'demo-1', page: 'console', userId: 'u1' })).toBe(
      'ws://engine.local:5001/?table=demo-1&token=abc&page=console',
    );
    const online = withSocketQuery('wss://relay.example/ws', {
      tableKey: 'online-7',
      page: 'console',
      userId: 'u1',
    });
    expect(new URL(online).searchParams.get('apiKey')).toBe('u1');
    expect(new URL(online).searchParams.get('table')).toBe('online-7');
  });

  it('[SOCK-URL-2] fallback hosts are the table on ports 5000, 5001 and 5002', () => {
    expect(fallbackSocketUrls('t1', '192.168.1.50')).toEqual([
      'ws://192.168.1.50:5000/',
      'ws://192.168.1.50:5001/',
      'ws://192.168.1.50:5002/',
    ]);
    expect(fallbackSocketUrls('Main_Table', null)[0]).toBe('ws://main-table.local:5000/');
  });

  it('[SOCK-URL-3] the database UI is the dbUrl host on port 5656', () => {
    expect(databaseUiUrl('postgres://railbird:pw@db.internal:5432/railbird')).toBe(
      'http://db.internal:5656/',
    );
    expect(databaseUiUrl(null)).toBeNull();
    expect(databaseUiUrl('not a url')).toBeNull();
  });
});
