import { type PortfolioValuation, valuePortfolio } from '@tradearena/domain';
import { withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { type LoadedPortfolio, loadPortfolio } from './load-portfolio.ts';
import { openPersonalPortfolio } from './open-personal-portfolio.ts';
import type { CachedPortfolio, PortfolioCache } from './portfolio-cache.ts';
import { priceMarks } from './price-marks.ts';
import { todaysFills, todaysFillsOfKnown } from './todays-fills.ts';
import { isPersonal, type PortfolioContext, type TradingDeps } from './trading-deps.ts';

/**
 * The user's personal portfolio valued at the server's current quotes: the portfolio from memory when known
 * (portfolio-cache.ts; every trade updates or drops it), so a read is quote lookups and arithmetic. A user who has
 * none yet (an account from before trading existed) gets it opened with the starting cash on first read.
 * With a competition `context` (a championship season or a league), that portfolio is read from the database; one
 * that does not exist is PORTFOLIO_NOT_FOUND (callers check participation first).
 */
export async function getPortfolioValuation(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'> & { portfolios: PortfolioCache },
  input: { userId: number; context?: PortfolioContext | undefined },
): Promise<Result<PortfolioValuation>> {
  const db = deps.db.db;
  if (input.context && !isPersonal(input.context)) {
    const found = await loadPortfolio(db, input.userId, input.context);
    if (!found) return fail('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
    return ok(await valueLoaded(await withCompetitionMarket(deps, input.context.competitionId), found));
  }
  return ok(await valueLoaded(deps, await personalPortfolio(deps, input.userId), true));
}

/**
 * The user's personal portfolio as portfolio-cache.ts knows it (from memory without a promise when it is known),
 * opened with the starting cash on first read.
 */
export async function personalPortfolio(
  deps: Pick<TradingDeps, 'db' | 'clock'> & { portfolios: PortfolioCache },
  userId: number,
): Promise<CachedPortfolio> {
  const known = deps.portfolios.known(userId);
  if (known) return known;
  const db = deps.db.db;
  let loaded = await deps.portfolios.get(db, userId);
  if (!loaded) {
    await openPersonalPortfolio(db, userId, deps.clock.now());
    loaded = await deps.portfolios.get(db, userId);
    if (!loaded) throw new Error(`personal portfolio of user ${userId} could not be opened`);
  }
  return loaded;
}

/** `known`: `loaded` is the portfolio cache's state object, whose day's fills are read once (todays-fills.ts). */
async function valueLoaded(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData'>,
  loaded: LoadedPortfolio,
  known = false,
): Promise<PortfolioValuation> {
  const marks = await priceMarks(
    deps.marketData,
    loaded.lots.map((l) => l.symbol),
  );
  const now = deps.clock.now();
  const fills =
    loaded.lots.length === 0
      ? new Map()
      : known
        ? await todaysFillsOfKnown(deps.db.db, loaded, now)
        : await todaysFills(deps.db.db, loaded.id, now);
  return valuePortfolio(loaded.ledger, loaded.lots, marks, loaded.reserved.cashCents, fills);
}
