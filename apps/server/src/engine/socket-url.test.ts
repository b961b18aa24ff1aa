import { describe, expect, it } from 'vitest';
import { engineBaseUrl, socketUrlFor } from './socket-url.js';

describe('where a browser reaches a table’s engine', () => {
  const local = { publicUrl: undefined, port: 5001 };

  it('[SOCK-TOKEN-4] a venue table with an ip is its own engine on port 5000 (spec §9)', () => {
    expect(engineBaseUrl({ ip: '192.168.0.12' }, local, 'localhost')).toBe('ws://192.168.0.12:5000');
  });

  it('[SOCK-TOKEN-5] a local table is on the local engine: ENGINE_PUBLIC_URL, else the host the browser used', () => {
    expect(engineBaseUrl({ ip: null }, local, 'localhost')).toBe('ws://localhost:5001');
    expect(engineBaseUrl({ ip: null }, local, '10.1.2.3')).toBe('ws://10.1.2.3:5001');
    expect(engineBaseUrl({ ip: null }, local, '[::1]')).toBe('ws://[::1]:5001');
    expect(engineBaseUrl({ ip: null }, { publicUrl: 'wss://t.example.com', port: 5001 }, 'x')).toBe(
      'wss://t.example.com',
    );
  });

  it('[SOCK-TOKEN-6] the URL carries the table and the token as query parameters, ready for &page=', () => {
    const url = socketUrlFor('ws://localhost:5001', 'demo-1', 'abc.def');
    expect(url).toBe('ws://localhost:5001/?table=demo-1&token=abc.def');
    expect(`${url}&page=dealer`).toBe('ws://localhost:5001/?table=demo-1&token=abc.def&page=dealer');
  });
});
