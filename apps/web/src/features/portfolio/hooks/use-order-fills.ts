import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tradearena/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast.ts';
import { describeOrder, orderFilledText } from '@/lib/trading/describe-order.ts';
import { allOrdersQueryOptions, ordersQueryKey } from '@/lib/trading/get-orders.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { announceMarginCalls, type KnownMarginCalls } from '../lib/announce-margin-calls.ts';

/** GET /api/orders?status=all, shared with a read of the same context already under way. */
const readAllOrders = (queryClient: QueryClient, ctx: TradingContext) =>
  queryClient.fetchQuery(allOrdersQueryOptions(ctx));

/**
 * All orders as read after `gone` left the open list: a shared read that began before they left and still shows one
 * of them open is followed by a read of its own.
 */
async function readAllOrdersAfter(queryClient: QueryClient, ctx: TradingContext, gone: readonly number[]) {
  const all = await readAllOrders(queryClient, ctx);
  return all.some((o) => gone.includes(o.id) && o.status === 'open') ? readAllOrders(queryClient, ctx) : all;
}

function refreshPortfolio(queryClient: QueryClient, ctx: TradingContext) {
  for (const key of [ctx.portfolio.queryKey, ctx.positions.queryKey, ...ctx.relatedKeys])
    void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Announces fills of the context's open orders (docs/product/trading.md#order-types), also of orders placed on another screen: when an order
 * leaves the open list (refetched at once when the server pushes a portfolio change — useAccountEvents, mounted by
 * AppShell, on GET /api/user/events — and as soon as the portfolio's trade count moves; polled every 15 s as the
 * fallback while that stream is down), its fate is read from GET /api/orders?status=all (the two triggers of one fill
 * share the request while it is under way); a fill gets the toast 'Order filled: Bought 5 AAPL at $180.00' and the
 * portfolio, positions and related queries are refreshed. Cancelled and expired orders pass silently.
 *
 * Margin calls (ADR 015) place covers that are never open and cancel open orders: the list of all orders is read
 * when the page opens (history, never announced), whenever the trade count moves and whenever an order leaves the
 * open list; orders newly marked `marginCall` get one red 'Margin call' toast with their explanation, once each.
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
  const marginCalls = useRef<KnownMarginCalls>(Promise.resolve(null));

  // The first read: the margin calls there were before the page opened (history, never announced).
  useEffect(() => {
    marginCalls.current = readAllOrders(queryClient, contextRef.current)
      .then((all) => new Set(all.filter((o) => o.marginCall).map((o) => o.id)))
      .catch(() => null);
  }, [queryClient]);

  const noteMarginCalls = useCallback(
    (all: readonly Order[]) => {
      const next = announceMarginCalls(marginCalls.current, all);
      marginCalls.current = next.then((r) => r.known);
      void next.then((r) => r.announced && refreshPortfolio(queryClient, contextRef.current));
    },
    [queryClient],
  );

  useEffect(() => {
    const before = lastTradeCount.current;
    lastTradeCount.current = tradeCount;
    if (before === undefined || tradeCount === undefined || tradeCount === before) return;
    const ctx = contextRef.current;
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey(ctx, 'open') });
    readAllOrders(queryClient, ctx)
      .then(noteMarginCalls)
      .catch(() => {
        // The next trade or poll reads the orders again.
      });
  }, [queryClient, tradeCount, noteMarginCalls]);

  useEffect(() => {
    if (!openOrders) return;
    const previous = seen.current;
    const current = new Set(openOrders.map((o) => o.id));
    seen.current = current;
    const gone = previous ? [...previous].filter((id) => !current.has(id)) : [];
    if (gone.length === 0) return;
    const ctx = contextRef.current;
    readAllOrdersAfter(queryClient, ctx, gone)
      .then((all) => {
        noteMarginCalls(all);
        const filled = all.filter((o) => gone.includes(o.id) && o.status === 'filled' && !o.marginCall);
        for (const o of filled) toast({ variant: 'success', title: orderFilledText(o), description: describeOrder(o) });
        if (filled.length > 0) refreshPortfolio(queryClient, ctx);
      })
      .catch(() => {
        // The next poll tries again only for orders still open; a missed toast leaves the portfolio right anyway.
      });
  }, [queryClient, openOrders, noteMarginCalls]);
}
