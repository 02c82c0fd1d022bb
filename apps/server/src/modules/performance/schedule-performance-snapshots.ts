import type { DbHandle } from '../../adapters/db/open-database.ts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { MarketFeed } from '../../ports/market-feed.ts';
import type { MarketHours } from '../../ports/market-hours.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import { snapshotPortfolioPerformance } from './snapshot-portfolio-performance.ts';

/**
 * The performance history job (ADR 023), at start-up and then every `checkEveryMs` (default a minute) on one
 * instance at a time (advisory lock): records the value of every live portfolio with SPY's price at the same instant,
 * once per 15-minute bucket of the session and at its close. Returns stop (a round under way stops between pages).
 */
export function schedulePerformanceSnapshots(
  deps: {
    db: DbHandle;
    clock: Clock;
    marketData: MarketData;
    marketFeed: MarketFeed;
    marketHours: MarketHours;
    pubsub: PubSub;
  },
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'performance snapshots',
    lockId: 727_284,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work(signal) {
      await snapshotPortfolioPerformance(deps, deps.clock.now(), signal);
    },
  });
}
