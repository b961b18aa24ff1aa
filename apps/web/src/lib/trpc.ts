import type { AppRouter } from '@railbird/server/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

/** Typed procedures of the server; the web app imports only its router's type (STYLE.md habit 7). */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Same origin, calls made together batched into one request, superjson like the server. */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })],
  });
}
