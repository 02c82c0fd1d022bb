import { type DefaultOptions, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@tradearena/contracts';
import { isApiError } from './api-client.ts';

/**
 * Default call behaviour (docs/product/accounts.md#refresh-and-stale-times), in one place: stale 5 min, kept 10 min, one retry, no refetch on window
 * focus, no interval unless a query says so; mutations are not retried.
 */
export const queryDefaults = {
  queries: {
    staleTime: QUERY_DEFAULTS.staleMs,
    gcTime: QUERY_DEFAULTS.gcMs,
    retry: QUERY_DEFAULTS.retry,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export interface QueryClientOptions {
  /** Called when a query answers 401 although the browser thinks it is signed in (the session ended). */
  onUnauthorized?: () => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: queryDefaults,
    queryCache: new QueryCache({
      onError(error) {
        if (isApiError(error, 401)) options.onUnauthorized?.();
      },
    }),
  });
}

/** The null-on-401 mode (docs/product/accounts.md#refresh-and-stale-times): a 401 answer resolves to null instead of raising. */
export async function nullOn401<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}
