import { transformer } from '@railbird/protocol';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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

/** The tRPC error code of an error (`UNAUTHORIZED`…), or null for anything else. */
export function errorCode(error: unknown): string | null {
  return error instanceof TRPCClientError && typeof error.data?.code === 'string' ? error.data.code : null;
}

/**
 * Spec §8: only errors reach the console. A signed-out visitor's UNAUTHORIZED is an answer, not an
 * error, so it is not logged.
 */
function logError(error: unknown): void {
  if (errorCode(error) === 'UNAUTHORIZED') return;
  console.error(error);
}

/**
 * The query cache of spec §9: data never goes stale and is never garbage-collected, refetched on
 * window focus and on mount; failed queries retry 3 times, mutations never.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logError }),
    mutationCache: new MutationCache({ onError: logError }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        // 'always': with data that never goes stale, `true` would never refetch at all.
        refetchOnWindowFocus: 'always',
        refetchOnMount: 'always',
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/** Spec §4/§9: the cache is kept in local storage, written at most once a second, kept 24 hours. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CACHE_STORAGE_KEY = 'railbird-query-cache';
export const CACHE_THROTTLE_MS = 1000;

/**
 * The cache is written with the wire's transformer, so what comes back after a reload is what the
 * server sent: a date is a Date again (plain JSON would hand every screen a string instead).
 */
export function createPersister(storage: Storage | undefined = globalThis.localStorage) {
  return createSyncStoragePersister({
    storage,
    key: CACHE_STORAGE_KEY,
    throttleTime: CACHE_THROTTLE_MS,
    serialize: (client) => transformer.stringify(client),
    deserialize: (text) => transformer.parse(text),
  });
}
