import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';

/** Errors that a retry cannot fix: the answer will be the same, so show it at once. */
const FINAL_CODES = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST']);

export const MAX_QUERY_RETRIES = 3;

/** Exponential backoff from 1 s, capped at 30 s (spec §8). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError && FINAL_CODES.has(error.data?.code)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * The query cache of spec §9: data never goes stale and is never garbage-collected, refetched on
 * window focus and on mount; failed queries retry 3 times, mutations never.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/** Spec §4/§9: the cache is kept in local storage, written at most once a second, kept 24 hours. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function createPersister() {
  return createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: 'railbird-query-cache',
    throttleTime: 1000,
  });
}
