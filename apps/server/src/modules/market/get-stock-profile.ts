import { ETF_TOP_HOLDINGS, STOCK_NEWS_LIMIT, type StockProfile } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { toScreenerStock } from './get-screener.ts';
import type { MarketDeps } from './market-deps.ts';
import { stockKeyFiguresJson } from './stock-key-figures-json.ts';
import { toNewsJson } from './to-market-json.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A stock page: the symbol's screener row (the same figures the screener shows), its description for students, its
 * key figures computed from the source's fundamentals at the quote's price (all null without fundamentals), an ETF's
 * expense ratio and top holdings in our universe (docs/decisions/027-etfs-baskets-and-expense-ratios.md), and the
 * recent stories that name it.
 */
export async function getStockProfile(
  deps: Pick<MarketDeps, 'marketData' | 'marketFeed'>,
  input: { symbol: string },
): Promise<Result<StockProfile>> {
  const profile = (await deps.marketFeed.profiles()).find((p) => p.symbol === input.symbol);
  if (!profile) return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${input.symbol}`);
  const quote = await deps.marketData.quote(input.symbol);
  if (!quote)
    return fail('MARKET_UNAVAILABLE', `No price is available for ${input.symbol} right now. Please try again.`);
  const news = (await deps.marketFeed.news()).filter((n) => n.tickers.includes(input.symbol));
  return ok({
    ...toScreenerStock(profile, quote),
    description: profile.description,
    ...stockKeyFiguresJson(quote.priceCents, profile.fundamentals),
    expenseRatioPct: profile.expenseRatio === null ? null : Math.round(profile.expenseRatio * 1e6) / 1e4,
    topHoldings: profile.holdings.slice(0, ETF_TOP_HOLDINGS).map((h) => ({
      symbol: h.symbol,
      name: h.name,
      weightPct: round2(h.weight * 100),
    })),
    news: news.slice(0, STOCK_NEWS_LIMIT).map(toNewsJson),
  });
}
