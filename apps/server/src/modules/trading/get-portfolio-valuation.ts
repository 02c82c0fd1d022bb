import { type PortfolioValuation, valuePortfolio } from '@tradearena/domain';
import { ok, type Result } from '../../app-error.ts';
import { type LoadedPortfolio, loadPortfolio } from './load-portfolio.ts';
import { openPersonalPortfolio } from './open-personal-portfolio.ts';
import { priceMarks } from './price-marks.ts';
import { PERSONAL, type TradingDeps } from './trading-deps.ts';

/**
 * The user's personal portfolio valued at the server's current quotes. A user who has none yet (an account from
 * before trading existed) gets it opened with the starting cash on first read.
 */
export async function getPortfolioValuation(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'>,
  input: { userId: number },
): Promise<Result<PortfolioValuation>> {
  const db = deps.db.db;
  let loaded: LoadedPortfolio | null = await loadPortfolio(db, input.userId, PERSONAL);
  if (!loaded) {
    await openPersonalPortfolio(db, input.userId, deps.clock.now());
    loaded = await loadPortfolio(db, input.userId, PERSONAL);
    if (!loaded) throw new Error(`personal portfolio of user ${input.userId} could not be opened`);
  }
  const marks = await priceMarks(
    deps.marketData,
    loaded.lots.map((l) => l.symbol),
  );
  return ok(valuePortfolio(loaded.ledger, loaded.lots, marks));
}
