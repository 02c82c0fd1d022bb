import { QUICK_TRADE_MAX_SHARES } from '@tradearena/contracts';
import { placeTrade } from '@/lib/trading/place-trade.ts';
import type { TradingContext } from '@/lib/trading/trading-context.ts';
import { getPortfolio, portfolioQueryKey } from './get-portfolio.ts';
import { getPositions, positionsQueryKey } from './get-positions.ts';

/**
 * The personal portfolio (/portfolio): GET /api/portfolio, GET /api/positions, POST /api/trade-action. A trade also
 * changes achievements (unlock toasts), the global leaderboard and the trade history.
 */
export const personalTradingContext: TradingContext = {
  portfolio: { queryKey: portfolioQueryKey, queryFn: getPortfolio },
  positions: { queryKey: positionsQueryKey, queryFn: getPositions },
  placeTrade: (t, key) => placeTrade(t, key),
  maxBuyShares: QUICK_TRADE_MAX_SHARES,
  quickTradeAction: 'buy',
  relatedKeys: [['/api/user/achievements'], ['/api/leaderboard'], ['/api/trades']],
  shortSellingAllowed: true,
};
