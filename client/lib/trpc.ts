import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** Product, product-list and brand data stay fresh for 5 minutes (SPEC.md §9). */
export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 10 })],
  });
}

export function createUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof createUtils>;
