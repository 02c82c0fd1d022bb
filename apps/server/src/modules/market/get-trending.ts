import { TRENDING_COUNT, type TrendingResponse } from '@tradearena/contracts';
import type { MarketDeps } from './market-deps.ts';
import { toMoverJson } from './to-market-json.ts';

/** The top 20 gainers and losers of the day (docs/product/trading.md#trending-and-screener). */
export async function getTrending(deps: Pick<MarketDeps, 'marketFeed'>): Promise<TrendingResponse> {
  const { gainers, losers } = await deps.marketFeed.movers(TRENDING_COUNT);
  return { gainers: gainers.map(toMoverJson), losers: losers.map(toMoverJson) };
}
