import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createPersister, createQueryClient, retryDelay, shouldRetry } from './query-client.js';

describe('query retries', () => {
  it('[QUERY-1] failed queries retry up to 3 times, backing off from 1 s and capped at 30 s', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, new Error('network')))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('[QUERY-2] an answer a retry cannot change (UNAUTHORIZED) is not retried', () => {
    const unauthorized = new TRPCClientError('Sign in to do this.', {
      result: { error: { code: -32001, message: 'Sign in to do this.', data: { code: 'UNAUTHORIZED' } } },
    });
    expect(shouldRetry(0, unauthorized)).toBe(false);
  });
});

describe('query cache settings', () => {
  it('[QUERY-3] data never goes stale nor is collected, yet is refetched on focus and on mount; mutations never retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe('always');
    expect(queries?.refetchOnMount).toBe('always');
    expect(mutations?.retry).toBe(false);
  });
});

describe('the persisted cache', () => {
  it('[QUERY-4] what comes back after a reload is what the server sent: a date is a Date again', async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
    const persister = createPersister(storage);
    const createdAt = new Date('2026-11-25T18:00:00Z');
    await persister.persistClient({
      timestamp: 0,
      buster: '',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['location', 'members'],
            queryHash: '["location","members"]',
            dehydratedAt: 0,
            state: { data: [{ createdAt }] } as never,
          },
        ],
      },
    });
    // The write is throttled: wait for it, then read it back as a reload would.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const restored = await persister.restoreClient();
    const data = restored?.clientState.queries[0]?.state.data as { createdAt: unknown }[];
    const restoredAt = data[0]!.createdAt;
    expect(restoredAt).toBeInstanceOf(Date);
    expect((restoredAt as Date).toISOString()).toBe(createdAt.toISOString());
  });
});
