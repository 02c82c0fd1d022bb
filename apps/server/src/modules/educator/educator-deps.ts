import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { SessionCache } from '../accounts/index.ts';

/** What the educator use-cases need: a subset of AppDeps. */
export interface EducatorDeps {
  db: DbHandle;
  clock: Clock;
}

/** What the class figures need besides: quotes and sectors (analytics, export, grading) and league completion. */
export interface ClassDeps extends EducatorDeps {
  marketData: MarketData;
  sessionCache?: SessionCache;
}
