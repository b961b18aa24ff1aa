import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.js';

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
