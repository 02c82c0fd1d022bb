import type { DbHandle } from '../../adapters/db/open-database.ts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { SessionCache } from '../accounts/index.ts';
import { renewDueSubscriptions } from './renew-due-subscriptions.ts';

/**
 * Educator Pro renewals with the simulated provider (Stripe renews on its own): at start-up and then every
 * `checkEveryMs` (default a minute), subscriptions whose period ended are renewed, failed or expired, once per
 * period. One instance at a time (advisory lock 727_278). Returns stop.
 */
export function scheduleRenewSubscriptions(
  deps: { db: DbHandle; clock: Clock; sessionCache?: SessionCache },
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'subscription renewal',
    lockId: 727_278,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work() {
      const outcome = await renewDueSubscriptions(deps, deps.clock.now());
      const changed = [...outcome.renewed, ...outcome.failed, ...outcome.expired];
      for (const userId of changed) await deps.sessionCache?.forgetUser(userId);
      if (changed.length) log.info(outcome, 'educator subscriptions renewed, failed or expired');
    },
  });
}
