import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { cacheLabel } from './build-info.js';
import { CACHE_MAX_AGE_MS, CACHE_STORAGE_KEY, createPersister, createQueryClient } from './query-client.js';
import { createTrpcClient } from './trpc.js';

class MemoryStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe('tRPC client', () => {
  it("[TRPC-CLIENT-1] a response that is neither a result nor an error raises 'Unable to transform response from server'", async () => {
    const client = createTrpcClient({
      url: 'http://railbird.test/api/trpc',
      fetch: async () =>
        new Response(JSON.stringify([{ surprise: true }]), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    await expect(client.admin.userId.query()).rejects.toThrow('Unable to transform response from server');
  });

  it('[TRPC-CLIENT-2] calls made together go in one request, batch=1, paths joined by commas, queries as GET', async () => {
    const seen: { url: string; method: string }[] = [];
    const client = createTrpcClient({
      url: 'http://railbird.test/api/trpc',
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method ?? 'GET' });
        return new Response(
          JSON.stringify([{ result: { data: { json: 'u1' } } }, { result: { data: { json: 3 } } }]),
        );
      },
    });
    await Promise.all([client.admin.userId.query(), client.notification.unreadCount.query()]);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/trpc/admin.userId,notification.unreadCount');
    expect(url.searchParams.get('batch')).toBe('1');
    expect(seen[0]!.method).toBe('GET');
  });
});

describe('persisted query cache', () => {
  async function saved(storage: Storage, label: string) {
    const client = createQueryClient();
    client.setQueryData(['admin', 'current'], { displayName: 'Dana' });
    await persistQueryClientSave({ queryClient: client, persister: createPersister(storage), buster: label });
    // The persister throttles its writes to one a second (spec §9).
    await new Promise((r) => setTimeout(r, 1100));
  }

  it('[CACHE-1] a cache of this build is restored; one labelled by another commit is dropped', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    await saved(storage, 'commit-a');
    expect(storage.getItem(CACHE_STORAGE_KEY)).toContain('Dana');

    const same = createQueryClient();
    await persistQueryClientRestore({
      queryClient: same,
      persister: createPersister(storage),
      buster: 'commit-a',
      maxAge: CACHE_MAX_AGE_MS,
    });
    expect(same.getQueryData(['admin', 'current'])).toEqual({ displayName: 'Dana' });

    const other = createQueryClient();
    await persistQueryClientRestore({
      queryClient: other,
      persister: createPersister(storage),
      buster: 'commit-b',
      maxAge: CACHE_MAX_AGE_MS,
    });
    expect(other.getQueryData(['admin', 'current'])).toBeUndefined();
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
  });

  it('[CACHE-2] the label is the commit, 1.0.0 without one', () => {
    expect(cacheLabel('0123456789abcdef')).toBe('0123456789abcdef');
    expect(cacheLabel('')).toBe('1.0.0');
    expect(cacheLabel('unknown')).toBe('1.0.0');
  });
});
