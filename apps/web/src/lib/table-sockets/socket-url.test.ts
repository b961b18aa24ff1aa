import { describe, expect, it } from 'vitest';
import {
  addressMemory,
  databaseUiUrl,
  fallbackSocketUrls,
  socketCandidates,
  withSocketQuery,
} from './socket-url.js';

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

  it('[SOCK-URL-4] the server address first; nothing while it has not answered; once it failed, the last address that worked, then the fallbacks', () => {
    const known = {
      tableKey: 'demo-1',
      ip: null,
      remembered: 'ws://10.0.0.5:5001/?table=demo-1',
      localEngineUrl: null,
    };
    const server = 'ws://localhost:5001/?table=demo-1&token=abc';
    // The server's answer is the address known to work: it alone is tried, never a guess beside it.
    expect(socketCandidates({ ...known, socketUrl: server, addressFailed: false })).toEqual([server]);
    // A page load before the server answered dials nothing (no ws://demo-1.local errors).
    expect(socketCandidates({ ...known, socketUrl: null, addressFailed: false })).toEqual([]);
    // The server is unreachable: what worked last time, then the spec's fallback ports.
    expect(socketCandidates({ ...known, socketUrl: null, addressFailed: true })).toEqual([
      'ws://10.0.0.5:5001/?table=demo-1',
      'ws://demo-1.local:5000/',
      'ws://demo-1.local:5001/',
      'ws://demo-1.local:5002/',
    ]);
    // A remembered fallback is not tried twice in a round.
    expect(
      socketCandidates({
        ...known,
        remembered: 'ws://demo-1.local:5001/',
        socketUrl: null,
        addressFailed: true,
      }),
    ).toEqual(['ws://demo-1.local:5001/', 'ws://demo-1.local:5000/', 'ws://demo-1.local:5002/']);
    // The toolbar's local engine overrides everything.
    expect(
      socketCandidates({
        ...known,
        socketUrl: server,
        addressFailed: false,
        localEngineUrl: 'ws://localhost:5001',
      }),
    ).toEqual(['ws://localhost:5001']);
  });

  it('[SOCK-URL-5] the remembered address survives a reload and keeps no token, page or apiKey', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    addressMemory(storage).set(
      'demo-1',
      'ws://localhost:5001/?table=demo-1&token=secret&page=console&apiKey=u1',
    );
    expect(addressMemory(storage).get('demo-1')).toBe('ws://localhost:5001/?table=demo-1');
    expect(addressMemory(storage).get('demo-2')).toBeNull();
    expect(addressMemory(null).get('demo-1')).toBeNull();
  });
});
