import type { PriceMark } from '@tradearena/domain';
import type { MarketData } from '../../ports/market-data.ts';

/** The server's current quotes for the given symbols as price marks (symbols without a quote are left out). */
export async function priceMarks(marketData: MarketData, symbols: readonly string[]): Promise<Map<string, PriceMark>> {
  const marks = new Map<string, PriceMark>();
  if (symbols.length === 0) return marks;
  const quotes = await marketData.quotes(symbols);
  for (const [symbol, q] of quotes)
    marks.set(symbol, { priceCents: q.priceCents, previousCloseCents: q.previousCloseCents });
  return marks;
}
