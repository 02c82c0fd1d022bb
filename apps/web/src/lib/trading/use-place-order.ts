import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderBody, PortfolioSummary, Position, TradeActionResponse } from '@tradearena/contracts';
import type { OrderType, TimeInForce, TradeSide } from '@tradearena/domain';
import { toast } from '@/components/ui/use-toast.ts';
import { api } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/format.ts';
import { applyTradeToPortfolio, applyTradeToPositions, type TradeIntent } from './apply-optimistic-trade.ts';
import { announcePlacedOrder, closedMarketNote, filledTradeText } from './describe-order.ts';
import { newIdempotencyKey } from './new-idempotency-key.ts';
import { tradeErrorMessage } from './trade-error-message.ts';
import type { TradingContext } from './trading-context.ts';

/** Refetches after a successful trade: at once, then after 50 ms and 200 ms (docs/product/trading.md#trading-screens). */
export const TRADE_REFETCH_DELAYS_MS = [0, 50, 200] as const;

/** An order as the web sends it, of any type and side; prices in dollars, only those its type takes. */
export interface OrderIntent {
  symbol: string;
  side: TradeSide;
  quantity: number;
  type: OrderType;
  limitPrice?: number;
  stopPrice?: number;
  timeInForce: TimeInForce;
  /** Why the player trades (ADR 026); sent only when not blank. */
  note?: string;
}

/** What the player confirmed: the order, the price they saw (for a market order) and whether the market is open. */
export interface PlaceOrderInput {
  order: OrderIntent;
  price: number | undefined;
  marketOpen: boolean;
}

/** A plain trade's answer, or the order POST /api/orders took (filled, open or rejected). */
export type PlacedOrder = { via: 'trade'; result: TradeActionResponse } | { via: 'order'; order: Order };

/** POST /api/orders in the context's portfolio: a league's or championship's names its `competitionId`. */
export function postOrder(
  context: Pick<TradingContext, 'competitionId'>,
  order: OrderIntent,
  idempotencyKey: string,
): Promise<Order> {
  const { competitionId } = context;
  const { note, ...terms } = order;
  const body: PlaceOrderBody = {
    ...terms,
    ...(note?.trim() ? { note } : {}),
    ...(competitionId === undefined ? {} : { competitionId }),
  };
  return api.post<Order>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A market buy or sell while the market is open is a plain trade (the context's trade call); the rest are orders. */
function asPlainTrade({ order, price, marketOpen }: PlaceOrderInput): TradeIntent | null {
  if (order.type !== 'market' || !marketOpen || price === undefined) return null;
  if (order.side !== 'buy' && order.side !== 'sell') return null;
  return { symbol: order.symbol, action: order.side, shares: order.quantity, price, note: order.note };
}

/** True when the player's order went through (filled, or placed to wait): a dialog may close. */
export function isAccepted(placed: PlacedOrder): boolean {
  return placed.via === 'trade' || placed.order.status !== 'rejected';
}

interface Snapshot {
  portfolio: PortfolioSummary | undefined;
  positions: Position[] | undefined;
}

/**
 * Every order the web places (the trade ticket, Quick Trade, on the personal, league and championship pages) goes
 * through this hook, each with a fresh Idempotency-Key (POST /api/trade-action and a championship's trade route answer
 * a repeat with the first result).
 *
 * A plain trade (asPlainTrade) has the optimistic update of docs/product/trading.md#trading-screens: portfolio and positions change at submit and
 * roll back on failure; on success a toast, then portfolio and positions are refetched at 0, 50 and 200 ms. Any other
 * order goes to POST /api/orders and is announced by its fate (announcePlacedOrder); whatever it is, the open orders,
 * portfolio and positions are refreshed. A failure shows the title and text of docs/product/trading.md#trade-errors in a red toast. After a fill,
 * the context's related queries (standings, achievements) are refreshed.
 */
export function usePlaceOrder(context: TradingContext) {
  const queryClient = useQueryClient();
  const portfolioQueryKey = context.portfolio.queryKey;
  const positionsQueryKey = context.positions.queryKey;
  const invalidate = (...keys: (typeof portfolioQueryKey)[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation<PlacedOrder, unknown, PlaceOrderInput, Snapshot | undefined>({
    mutationFn: async (input) => {
      const idempotencyKey = newIdempotencyKey();
      const trade = asPlainTrade(input);
      if (trade) return { via: 'trade', result: await context.placeTrade(trade, idempotencyKey) };
      return { via: 'order', order: await postOrder(context, input.order, idempotencyKey) };
    },
    onMutate: async (input) => {
      const trade = asPlainTrade(input);
      if (!trade) return undefined;
      await Promise.all([
        queryClient.cancelQueries({ queryKey: portfolioQueryKey }),
        queryClient.cancelQueries({ queryKey: positionsQueryKey }),
      ]);
      const snapshot: Snapshot = {
        portfolio: queryClient.getQueryData<PortfolioSummary>(portfolioQueryKey),
        positions: queryClient.getQueryData<Position[]>(positionsQueryKey),
      };
      if (snapshot.portfolio)
        queryClient.setQueryData(portfolioQueryKey, applyTradeToPortfolio(snapshot.portfolio, trade));
      if (snapshot.positions)
        queryClient.setQueryData(positionsQueryKey, applyTradeToPositions(snapshot.positions, trade));
      return snapshot;
    },
    onSuccess: (placed, input) => {
      if (placed.via === 'order') {
        announcePlacedOrder(placed.order, closedMarketNote(input.order.type, input.marketOpen));
        if (placed.order.status === 'filled') invalidate(...context.relatedKeys);
        return;
      }
      const { portfolio, trade } = placed.result;
      queryClient.setQueryData(portfolioQueryKey, portfolio);
      queryClient.setQueryData(positionsQueryKey, portfolio.positions);
      toast({
        variant: 'success',
        title: filledTradeText(trade.action, trade.shares, trade.symbol, null),
        description: `${trade.shares.toLocaleString('en-US')} × ${formatCurrency(trade.price)} = ${formatCurrency(trade.total)}. Cash now ${formatCurrency(trade.cashAfter)}.`,
      });
      for (const delay of TRADE_REFETCH_DELAYS_MS)
        setTimeout(() => invalidate(portfolioQueryKey, positionsQueryKey), delay);
      invalidate(...context.relatedKeys);
    },
    onError: (error, _input, snapshot) => {
      if (snapshot?.portfolio) queryClient.setQueryData(portfolioQueryKey, snapshot.portfolio);
      if (snapshot?.positions) queryClient.setQueryData(positionsQueryKey, snapshot.positions);
      toast({ variant: 'destructive', ...tradeErrorMessage(error) });
      invalidate(portfolioQueryKey, positionsQueryKey);
    },
    onSettled: (_placed, _error, input) => {
      if (!asPlainTrade(input)) invalidate(['/api/orders'], portfolioQueryKey, positionsQueryKey);
    },
  });
}
