import type { DbHandle } from '../../adapters/db/open-database.ts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { SessionCache } from '../accounts/index.ts';
import { completeDueLeagues } from './complete-due-leagues.ts';

/**
 * Completes friend leagues whose end instant has passed (standings frozen, League Champion, history) at start-up —
 * also those that ended while the server was down — and then every `checkEveryMs` (default a minute). One instance
 * runs it at a time (advisory lock); each completion happens once anyway. Reads complete a due league lazily too.
 * Returns stop.
 */
export function scheduleCompleteLeagues(
  deps: { db: DbHandle; clock: Clock; marketData: MarketData; sessionCache?: SessionCache; pubsub?: PubSub },
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'league completion',
    lockId: 727_277,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work() {
      const finished = await completeDueLeagues(deps, deps.clock.now());
      if (finished.length) log.info({ leagueIds: finished }, 'friend leagues completed');
    },
  });
}
