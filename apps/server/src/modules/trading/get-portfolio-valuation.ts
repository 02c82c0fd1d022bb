import { type PortfolioValuation, valuePortfolio } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import type { LoadedPortfolio } from './load-portfolio.ts';
import { openPersonalPortfolio } from './open-personal-portfolio.ts';
import type { PortfolioCache } from './portfolio-cache.ts';
import { priceMarks } from './price-marks.ts';
import type { TradingDeps } from './trading-deps.ts';

/**
 * The user's personal portfolio valued at the server's current quotes: the portfolio from memory when known
 * (portfolio-cache.ts; every trade updates or drops it), so a read is quote lookups and arithmetic. A user who has
 * none yet (an account from before trading existed) gets it opened with the starting cash on first read.
 */
export async function getPortfolioValuation(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'> & { portfolios: PortfolioCache },
  input: { userId: number },
): Promise<Result<PortfolioValuation>> {
  const db = deps.db.db;
  let loaded: LoadedPortfolio | null = await deps.portfolios.get(db, input.userId);
  if (!loaded) {
    await openPersonalPortfolio(db, input.userId, deps.clock.now());
    loaded = await deps.portfolios.get(db, input.userId);
    if (!loaded) throw new Error(`personal portfolio of user ${input.userId} could not be opened`);
  }
  const marks = await priceMarks(
    deps.marketData,
    loaded.lots.map((l) => l.symbol),
  );
  return ok(valuePortfolio(loaded.ledger, loaded.lots, marks));
}
