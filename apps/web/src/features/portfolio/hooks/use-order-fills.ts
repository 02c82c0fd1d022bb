import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tradearena/contracts';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { getOrders, ordersQueryKey } from '../api/get-orders.ts';
import { describeOrder, orderFilledText } from '../lib/describe-order.ts';
import type { TradingContext } from '../lib/trading-context.ts';

/**
 * Announces fills of the context's open orders (issue 17), also of orders placed on another screen: when an order
 * leaves the open list (polled every 15 s, and refetched as soon as the portfolio's trade count moves), its fate is
 * read from GET /api/orders?status=all; a fill gets the toast 'Order filled: Bought 5 AAPL at $180.00' and the
 * portfolio, positions and related queries are refreshed. Cancelled and expired orders pass silently.
 */
export function useOrderFills(
  context: TradingContext,
  openOrders: readonly Order[] | undefined,
  tradeCount: number | undefined,
) {
  const queryClient = useQueryClient();
  const contextRef = useRef(context);
  contextRef.current = context;
  const seen = useRef<ReadonlySet<number> | null>(null);
  const lastTradeCount = useRef(tradeCount);

  useEffect(() => {
    const before = lastTradeCount.current;
    lastTradeCount.current = tradeCount;
    if (before === undefined || tradeCount === undefined || tradeCount === before) return;
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey(contextRef.current, 'open') });
  }, [queryClient, tradeCount]);

  useEffect(() => {
    if (!openOrders) return;
    const previous = seen.current;
    const current = new Set(openOrders.map((o) => o.id));
    seen.current = current;
    const gone = previous ? [...previous].filter((id) => !current.has(id)) : [];
    if (gone.length === 0) return;
    const ctx = contextRef.current;
    getOrders(ctx, 'all')
      .then((all) => {
        const filled = all.filter((o) => gone.includes(o.id) && o.status === 'filled');
        for (const o of filled) toast({ variant: 'success', title: orderFilledText(o), description: describeOrder(o) });
        if (filled.length === 0) return;
        for (const key of [ctx.portfolio.queryKey, ctx.positions.queryKey, ...ctx.relatedKeys])
          void queryClient.invalidateQueries({ queryKey: key });
      })
      .catch(() => {
        // The next poll tries again only for orders still open; a missed toast leaves the portfolio right anyway.
      });
  }, [queryClient, openOrders]);
}
