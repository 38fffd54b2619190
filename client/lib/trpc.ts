import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpBatchStreamLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
// Registers JsonText (pre-serialised catalogue responses) with superjson.
import '../../shared/json-text';
import type { AppRouter } from '../../server/trpc/root';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** Product, product-list and brand data stay fresh for 5 minutes. */
export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Every write goes on a request of its own, never in a batch: the server refuses sign-in, the
 * public forms and the calls that carry a photo inside a batch (each procedure's policy in
 * server/trpc/policy.ts), and accepts a large body only for a request of one such call.
 */
export function createTrpcClient(): TrpcClient {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation',
        // The assistant's reply streams (JSON lines) as it is written, on a request of its own.
        true: splitLink({
          condition: (op) => op.path === 'assistant.send',
          true: httpBatchStreamLink({ url: '/trpc', transformer: superjson, maxItems: 1 }),
          false: httpLink({ url: '/trpc', transformer: superjson }),
        }),
        // The catalogue search goes alone: the server answers it past tRPC's HTTP adapter
        // (server/http/search-lane.ts), and a large answer never waits for a batch's slowest call.
        false: splitLink({
          condition: (op) => op.path === 'catalog.search',
          true: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 1 }),
          false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 10 }),
        }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof trpc.createClient>;

export function createUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof createUtils>;
