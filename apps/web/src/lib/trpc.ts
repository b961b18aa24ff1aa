import { transformer } from '@railbird/protocol';
import type { AppRouter } from '@railbird/server/router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/** Typed procedures of the server; the web app imports only its router's type (STYLE.md habit 7). */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** What each procedure answers and takes, read from the server's router: web types derive from these, not copies. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export interface TrpcClientOptions {
  /** Default `/api/trpc` on the page's own origin (spec §7). */
  url?: string;
  /** For tests: a fetch that answers without a server. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Spec §7: same origin, queries as GET and mutations as POST, calls made together batched into one
 * request (`batch=1`, paths joined by commas) with no limit on the URL's length, superjson like the
 * server. A response that is neither a result nor an error is refused by tRPC with "Unable to
 * transform response from server".
 */
export function createTrpcClient(options: TrpcClientOptions = {}) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: options.url ?? '/api/trpc',
        transformer,
        maxURLLength: Number.POSITIVE_INFINITY,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
