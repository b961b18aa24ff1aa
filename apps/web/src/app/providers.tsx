import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { cacheLabel } from '../lib/build-info.js';
import { CACHE_MAX_AGE_MS, createPersister, createQueryClient } from '../lib/query-client.js';
import { useTheme } from '../lib/theme.js';
import { createTrpcClient, TRPCProvider } from '../lib/trpc.js';

/**
 * Query cache (persisted, dropped when older than 24 h or made by another build: spec §4), tRPC and
 * toasts (4 s, 3 visible, errors in red: spec §8/§9).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => createTrpcClient());
  const [persister] = useState(() => createPersister());
  const { theme } = useTheme();
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: CACHE_MAX_AGE_MS, buster: cacheLabel() }}
    >
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        <Toaster
          theme={theme}
          position="top-right"
          // Below the developer toolbar's 8 units when it is open.
          offset={{ top: 44, right: 16 }}
          duration={4000}
          visibleToasts={3}
          closeButton
          toastOptions={{
            classNames: {
              error: '!bg-red-700 !text-white !border-red-800 dark:!bg-red-800 dark:!border-red-900',
            },
          }}
        />
      </TRPCProvider>
    </PersistQueryClientProvider>
  );
}
