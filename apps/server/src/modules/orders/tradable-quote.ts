import { isWellFormedSymbol } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { MarketData, Quote } from '../../ports/market-data.ts';

export const NO_PRICE_MESSAGE = 'Price Data Unavailable: Unable to get current price for this stock. Please try again.';

/**
 * Whether a quote may be traded at: fresh and above zero. A stale quote (the provider failing) is never traded at:
 * whoever sees the real price could trade against it.
 */
export function isTradable(quote: Quote): boolean {
  return quote.priceCents > 0 && !quote.stale;
}

/**
 * The server's own quote an order may trade at (isTradable). Without one: ORDER_NO_PRICE for a known symbol, else
 * ORDER_UNKNOWN_SYMBOL.
 */
export async function tradableQuote(deps: { marketData: MarketData }, symbol: string): Promise<Result<Quote>> {
  const wellFormed = isWellFormedSymbol(symbol);
  const quote = wellFormed ? await deps.marketData.quote(symbol) : null;
  if (quote && isTradable(quote)) return ok(quote);
  if (wellFormed && (await deps.marketData.isKnownSymbol(symbol))) return fail('ORDER_NO_PRICE', NO_PRICE_MESSAGE);
  return fail('ORDER_UNKNOWN_SYMBOL', `Unknown symbol: ${symbol}`);
}
