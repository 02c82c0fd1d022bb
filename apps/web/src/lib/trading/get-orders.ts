import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import type { TradingContext } from './trading-context.ts';

export type OrdersFilter = 'open' | 'all';

export function ordersQueryKey(context: Pick<TradingContext, 'competitionId'>, status: OrdersFilter) {
  return ['/api/orders', { status, competitionId: context.competitionId ?? null }] as const;
}

/**
 * GET /api/orders?status=open|all[&competitionId=]: the caller's orders, newest first. Without a competition only
 * the personal portfolio's orders are kept.
 */
export async function getOrders(
  context: Pick<TradingContext, 'competitionId'>,
  status: OrdersFilter,
): Promise<Order[]> {
  const competitionId = context.competitionId;
  const query = competitionId === undefined ? '' : `&competitionId=${competitionId}`;
  const orders = await api.get<Order[]>(`/api/orders?status=${status}${query}`);
  return orders.filter((o) => (o.competitionId ?? undefined) === competitionId);
}

/** The context's open orders, polled every 15 s like the trade page's forced refresh (docs/product/trading.md#order-types). */
export function openOrdersQueryOptions(context: Pick<TradingContext, 'competitionId'>) {
  return queryOptions({
    queryKey: ordersQueryKey(context, 'open'),
    queryFn: () => getOrders(context, 'open'),
    refetchInterval: REFRESH_MS.tradePageForcedInvalidation,
  });
}

/**
 * All the context's orders (GET /api/orders?status=all), read on demand by the fill and margin-call announcer through
 * `queryClient.fetchQuery`: the reads of one fill (its trade counted, its order leaving the open list) share the
 * request while one is under way. Never fresh (staleTime 0): a read that starts later asks the server again, so a
 * second fill or margin call soon after the first is never read from an older list.
 */
export function allOrdersQueryOptions(context: Pick<TradingContext, 'competitionId'>) {
  return queryOptions({
    queryKey: ordersQueryKey(context, 'all'),
    queryFn: () => getOrders(context, 'all'),
    staleTime: 0,
    // One attempt, as before: the announcer's next trigger reads again.
    retry: false,
  });
}

export function useOpenOrders(context: Pick<TradingContext, 'competitionId'>) {
  return useQuery(openOrdersQueryOptions(context));
}
