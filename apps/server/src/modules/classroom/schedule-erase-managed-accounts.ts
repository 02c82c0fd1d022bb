import type { DbHandle } from '../../adapters/db/open-database.ts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Payments } from '../../ports/payments.ts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { SessionCache } from '../accounts/index.ts';
import { eraseLapsedManagedAccounts } from './erase-lapsed-managed-accounts.ts';

/**
 * The retention rule of managed student accounts (docs/product/educators.md) at start-up and then hourly, on one
 * instance at a time. Returns stop.
 */
export function scheduleEraseManagedAccounts(
  deps: { db: DbHandle; clock: Clock; sessionCache: SessionCache; payments: Payments; pubsub?: PubSub },
  log: JobLog & { warn(obj: object, msg: string): void },
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'managed account retention',
    lockId: 727_283,
    everyMs: opts.checkEveryMs ?? 60 * 60_000,
    async work() {
      const erased = await eraseLapsedManagedAccounts({ ...deps, db: deps.db.db, log }, deps.clock.now());
      if (erased.length) log.info({ userIds: erased }, 'managed student accounts erased (retention rule)');
    },
  });
}
