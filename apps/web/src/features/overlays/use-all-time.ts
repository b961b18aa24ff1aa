import type { TableState } from '@railbird/protocol';
import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_TIME_REFRESH_MS, type AllTimeAnswer, fetchAllTime, seatedUids } from './all-time.js';

/**
 * The all-time statistics and pictures of the checked-in players seated, refetched every minute and
 * when who is seated changes; `null` while the server does not answer (the page then shows session
 * figures, labelled so, and the pictures the table state has). Overlays boot without the console's providers, so the query has its own client.
 */
export function useAllTime(
  state: TableState | null,
  tableKey: string,
  token: string | null,
): AllTimeAnswer | null {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const uids = seatedUids(state);
  const query = useQuery(
    {
      queryKey: ['overlay.allTimeStats', tableKey, uids],
      queryFn: () => fetchAllTime({ key: token ?? '', tableKey, playerIds: uids }),
      enabled: token !== null && token !== '' && uids.length > 0,
      refetchInterval: ALL_TIME_REFRESH_MS,
      staleTime: ALL_TIME_REFRESH_MS - 5_000,
      placeholderData: keepPreviousData,
    },
    client,
  );
  if (query.isError || uids.length === 0) return null;
  return query.data ?? null;
}
