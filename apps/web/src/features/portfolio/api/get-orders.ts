import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, REFRESH_MS } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';
import type { TradingContext } from '../lib/trading-context.ts';

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

/** The context's open orders, polled every 15 s like the trade page's forced refresh (spec 02 §9). */
export function openOrdersQueryOptions(context: Pick<TradingContext, 'competitionId'>) {
  return queryOptions({
    queryKey: ordersQueryKey(context, 'open'),
    queryFn: () => getOrders(context, 'open'),
    refetchInterval: REFRESH_MS.tradePageForcedInvalidation,
  });
}

export function useOpenOrders(context: Pick<TradingContext, 'competitionId'>) {
  return useQuery(openOrdersQueryOptions(context));
}
