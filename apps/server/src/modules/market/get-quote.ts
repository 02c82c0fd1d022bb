import type { QuoteResponse } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { MarketDeps } from './market-deps.ts';
import { toQuoteJson } from './to-market-json.ts';

/** The latest quote of a symbol of the universe. */
export async function getQuote(
  deps: Pick<MarketDeps, 'clock' | 'marketData' | 'marketHours'>,
  input: { symbol: string },
): Promise<Result<QuoteResponse>> {
  if (!(await deps.marketData.isKnownSymbol(input.symbol))) {
    return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${input.symbol}`);
  }
  const quote = await deps.marketData.quote(input.symbol);
  if (!quote)
    return fail('MARKET_UNAVAILABLE', `No price is available for ${input.symbol} right now. Please try again.`);
  return ok(toQuoteJson(quote, deps.marketHours.status(deps.clock.now()).isOpen));
}
