import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderBody } from '@tradearena/contracts';
import type { OrderType, TimeInForce, TradeSide } from '@tradearena/domain';
import { api } from '@/lib/api-client.ts';
import type { TradingContext } from '../lib/trading-context.ts';

/**
 * An order as the ticket sends it: a limit, stop or stop-limit order of any side, or a market short or cover (market
 * buys and sells keep the trade call of docs/product/trading.md#placing-a-trade); prices in dollars, only those its type takes.
 */
export interface OrderIntent {
  symbol: string;
  side: TradeSide;
  quantity: number;
  type: OrderType;
  limitPrice?: number;
  stopPrice?: number;
  timeInForce: TimeInForce;
  /** ADR 026: why the player trades; sent only when not blank. */
  note?: string;
}

/** POST /api/orders in the context's portfolio: a league's or championship's names its `competitionId`. */
export function placeOrder(context: Pick<TradingContext, 'competitionId'>, order: OrderIntent): Promise<Order> {
  const { competitionId } = context;
  const { note, ...terms } = order;
  const body: PlaceOrderBody = {
    ...terms,
    ...(note?.trim() ? { note } : {}),
    ...(competitionId === undefined ? {} : { competitionId }),
  };
  return api.post<Order>('/api/orders', body);
}

/**
 * Places an order; whatever its fate (open, filled at once, rejected), the open orders, portfolio, positions and
 * the context's related queries are refreshed. The caller tells the user.
 */
export function usePlaceOrder(context: TradingContext) {
  const queryClient = useQueryClient();
  return useMutation<Order, unknown, OrderIntent>({
    mutationFn: (order) => placeOrder(context, order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
      void queryClient.invalidateQueries({ queryKey: context.portfolio.queryKey });
      void queryClient.invalidateQueries({ queryKey: context.positions.queryKey });
    },
    onSuccess: (order) => {
      if (order.status !== 'filled') return;
      for (const key of context.relatedKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
