import type { DbHandle } from '../../adapters/db/open-database.ts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { MarketData } from '../../ports/market-data.ts';
import { gradeDueAssignments } from './grade-due-assignments.ts';
import { snapshotClassValues } from './snapshot-class-values.ts';

/**
 * The classes job (docs/product/educators.md#due-status, ADR 012), at start-up and then every `checkEveryMs` (default a minute) on one instance
 * at a time (advisory lock): records the value snapshots of running class portfolios (one per 15-minute bucket),
 * then grades every assignment whose due time has passed (each once, also those due while the server was down).
 * Returns stop.
 */
export function scheduleClassAssignments(
  deps: { db: DbHandle; clock: Clock; marketData: MarketData },
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'class assignments',
    lockId: 727_279,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work() {
      const now = deps.clock.now();
      await snapshotClassValues(deps, now);
      const graded = await gradeDueAssignments(deps, now);
      if (graded.length) log.info({ assignmentIds: graded }, 'assignments graded');
    },
  });
}
