import type { QueryKey } from '@tanstack/react-query';
import { CHAMPIONSHIP_MAX_SHARES, type HouseRules, QUICK_TRADE_MAX_SHARES } from '@tradearena/contracts';
import { competitionPortfolioQueryKey, getCompetitionPortfolio } from './get-competition-portfolio.ts';
import { competitionPositionsQueryKey, getCompetitionPositions } from './get-competition-positions.ts';
import { placeCompetitionTrade } from './place-competition-trade.ts';
import { placeTrade } from './place-trade.ts';
import type { TradingContext } from './trading-context.ts';

/**
 * The user's portfolio in a friend league or a championship (docs/product/competitions.md#friend-leagues): read through
 * /api/competition/{id}/portfolio|positions. League orders go through POST /api/trade-action (portfolioType league,
 * up to 999,999 shares); championship orders through POST /api/competition/{id}/trade (up to 9,999). Quick Trade
 * opens on Sell. `relatedKeys`: the standings the caller shows, refreshed after each trade. `shortSellingAllowed`: the
 * competition's own setting (championships always allow it).
 */
export function competitionTradingContext(
  competitionId: number,
  kind: 'league' | 'championship',
  relatedKeys: readonly QueryKey[] = [],
  shortSellingAllowed = true,
  rules: HouseRules | null = null,
): TradingContext {
  return {
    portfolio: {
      queryKey: competitionPortfolioQueryKey(competitionId),
      queryFn: () => getCompetitionPortfolio(competitionId),
    },
    positions: {
      queryKey: competitionPositionsQueryKey(competitionId),
      queryFn: () => getCompetitionPositions(competitionId),
    },
    placeTrade: (t, key) =>
      kind === 'league' ? placeTrade(t, key, competitionId) : placeCompetitionTrade(competitionId, t, key),
    maxBuyShares: kind === 'league' ? QUICK_TRADE_MAX_SHARES : CHAMPIONSHIP_MAX_SHARES,
    quickTradeAction: 'sell',
    relatedKeys: [['/api/user/achievements'], ...relatedKeys],
    competitionId,
    shortSellingAllowed,
    rules,
  };
}
