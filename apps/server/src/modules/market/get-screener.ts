import type { InstrumentType, ScreenerResponse, ScreenerStock } from '@tradearena/contracts';
import { toDollars } from '@tradearena/domain';
import type { Quote } from '../../ports/market-data.ts';
import type { SymbolProfile } from '../../ports/market-feed.ts';
import type { MarketDeps } from './market-deps.ts';
import { changeOf } from './to-market-json.ts';

/** The 52-week range widened by the current session's own low and high, so that it always holds today's price. */
function yearRange(p: SymbolProfile, q: Quote): Pick<ScreenerStock, 'week52Low' | 'week52High'> {
  if (p.yearLowCents === null || p.yearHighCents === null) return { week52Low: null, week52High: null };
  return {
    week52Low: toDollars(Math.min(p.yearLowCents, q.lowCents, q.priceCents)),
    week52High: toDollars(Math.max(p.yearHighCents, q.highCents, q.priceCents)),
  };
}

/** The screener row of a symbol: its latest quote with the profile's sector, beta and 52-week range. */
export function toScreenerStock(p: SymbolProfile, q: Quote): ScreenerStock {
  return {
    symbol: p.symbol,
    name: p.name,
    type: p.type,
    sector: p.sector,
    price: toDollars(q.priceCents),
    ...changeOf(q),
    volume: q.volume,
    beta: p.beta,
    ...yearRange(p, q),
  };
}

/**
 * Every symbol of the universe for the stock screener, or only the stocks or only the ETFs: the latest quote (the
 * path trades are priced on) with the symbol's sector, beta and 52-week range. A symbol without a quote right now is
 * left out.
 */
export async function getScreener(
  deps: Pick<MarketDeps, 'marketData' | 'marketFeed'>,
  input: { type?: InstrumentType | undefined } = {},
): Promise<ScreenerResponse> {
  const all = await deps.marketFeed.profiles();
  const profiles = input.type ? all.filter((p) => p.type === input.type) : all;
  const quotes = await deps.marketData.quotes(profiles.map((p) => p.symbol));
  const stocks: ScreenerStock[] = [];
  for (const p of profiles) {
    const q = quotes.get(p.symbol);
    if (!q) continue;
    stocks.push(toScreenerStock(p, q));
  }
  return { stocks };
}
