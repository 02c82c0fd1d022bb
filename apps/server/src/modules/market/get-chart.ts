import { type CandleResponse, TIMEFRAMES } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { Timeframe } from '../../ports/market-data.ts';
import type { MarketDeps } from './market-deps.ts';
import { toCandleJson } from './to-market-json.ts';

const isTimeframe = (s: string): s is Timeframe => (TIMEFRAMES as readonly string[]).includes(s);

/** Candles of a symbol: 5M (the current or last session), 1D (six months), 1W (two years). */
export async function getChart(
  deps: Pick<MarketDeps, 'marketData'>,
  input: { symbol: string; timeframe: string },
): Promise<Result<CandleResponse[]>> {
  const timeframe = input.timeframe.toUpperCase();
  if (!isTimeframe(timeframe)) {
    return fail('MARKET_BAD_TIMEFRAME', `Unknown timeframe: ${input.timeframe}. Use one of ${TIMEFRAMES.join(', ')}.`);
  }
  if (!(await deps.marketData.isKnownSymbol(input.symbol))) {
    return fail('MARKET_UNKNOWN_SYMBOL', `Unknown symbol: ${input.symbol}`);
  }
  const candles = await deps.marketData.candles(input.symbol, timeframe);
  if (!candles)
    return fail('MARKET_UNAVAILABLE', `No chart is available for ${input.symbol} right now. Please try again.`);
  return ok(candles.map(toCandleJson));
}
