import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioSummary, Position, TradeActionResponse } from '@tradearena/contracts';
import { toast } from '@/components/ui/use-toast.ts';
import { api } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/format.ts';
import { applyTradeToPortfolio, applyTradeToPositions, type TradeIntent } from '../lib/apply-optimistic-trade.ts';
import { filledTradeText } from '../lib/describe-order.ts';
import { tradeErrorMessage } from '../lib/trade-error-message.ts';
import type { TradingContext } from '../lib/trading-context.ts';

/** Refetches after a successful trade: at once, then after 50 ms and 200 ms (docs/product/trading.md#placing-a-trade). */
export const TRADE_REFETCH_DELAYS_MS = [0, 50, 200] as const;

/**
 * POST /api/trade-action: the client's price goes as text; the server fills at its own quote. With a league id the
 * order goes to the user's portfolio in that league (`portfolioType: "league"`, docs/product/trading.md#placing-a-trade).
 */
export function placeTrade(t: TradeIntent, leagueId?: number): Promise<TradeActionResponse> {
  return api.post<TradeActionResponse>('/api/trade-action', {
    symbol: t.symbol,
    action: t.action,
    shares: t.shares,
    currentPrice: t.price.toFixed(2),
    ...(t.note?.trim() ? { note: t.note } : {}),
    ...(leagueId === undefined ? {} : { portfolioType: 'league', competitionId: leagueId }),
  });
}

interface Snapshot {
  portfolio: PortfolioSummary | undefined;
  positions: Position[] | undefined;
}

/**
 * A trade in the context's portfolio with the optimistic update of docs/product/trading.md#trading-screens: portfolio and positions change at
 * submit (a buy at a weighted average price, cash less price × shares) and roll back on failure. Success: a toast,
 * then portfolio and positions are refetched at 0, 50 and 200 ms. Failure: the docs/product/trading.md#portfolios title and text in a red
 * toast.
 */
export function usePlaceTrade(
  context: TradingContext,
  { onSuccess }: { onSuccess?: (r: TradeActionResponse) => void } = {},
) {
  const queryClient = useQueryClient();
  const portfolioQueryKey = context.portfolio.queryKey;
  const positionsQueryKey = context.positions.queryKey;
  const refetchTradeQueries = () => {
    for (const delay of TRADE_REFETCH_DELAYS_MS) {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: portfolioQueryKey });
        void queryClient.invalidateQueries({ queryKey: positionsQueryKey });
      }, delay);
    }
  };
  return useMutation<TradeActionResponse, unknown, TradeIntent, Snapshot>({
    mutationFn: context.placeTrade,
    onMutate: async (t) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: portfolioQueryKey }),
        queryClient.cancelQueries({ queryKey: positionsQueryKey }),
      ]);
      const snapshot: Snapshot = {
        portfolio: queryClient.getQueryData<PortfolioSummary>(portfolioQueryKey),
        positions: queryClient.getQueryData<Position[]>(positionsQueryKey),
      };
      if (snapshot.portfolio) queryClient.setQueryData(portfolioQueryKey, applyTradeToPortfolio(snapshot.portfolio, t));
      if (snapshot.positions) queryClient.setQueryData(positionsQueryKey, applyTradeToPositions(snapshot.positions, t));
      return snapshot;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(portfolioQueryKey, result.portfolio);
      queryClient.setQueryData(positionsQueryKey, result.portfolio.positions);
      const { trade } = result;
      toast({
        variant: 'success',
        title: filledTradeText(trade.action, trade.shares, trade.symbol, null),
        description: `${trade.shares.toLocaleString('en-US')} × ${formatCurrency(trade.price)} = ${formatCurrency(trade.total)}. Cash now ${formatCurrency(trade.cashAfter)}.`,
      });
      refetchTradeQueries();
      for (const key of context.relatedKeys) void queryClient.invalidateQueries({ queryKey: key });
      onSuccess?.(result);
    },
    onError: (error, _t, snapshot) => {
      if (snapshot?.portfolio) queryClient.setQueryData(portfolioQueryKey, snapshot.portfolio);
      if (snapshot?.positions) queryClient.setQueryData(positionsQueryKey, snapshot.positions);
      const message = tradeErrorMessage(error);
      toast({ variant: 'destructive', title: message.title, description: message.description });
      void queryClient.invalidateQueries({ queryKey: portfolioQueryKey });
      void queryClient.invalidateQueries({ queryKey: positionsQueryKey });
    },
  });
}
