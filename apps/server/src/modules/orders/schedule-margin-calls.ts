import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { runMarginCalls } from './run-margin-calls.ts';

/**
 * The margin-call job (docs/product/trading.md#short-selling-and-margin, ADR 015), every `everyMs` (default 5 s) on one instance at a time (advisory lock
 * 727_282): while the market is open, short positions whose cash fell below the 130 % maintenance requirement are
 * covered automatically (orders/run-margin-calls.ts). Returns stop.
 */
export function scheduleMarginCalls(deps: OrdersDeps, log: JobLog, opts: { everyMs?: number } = {}) {
  return scheduleRecurringJob(deps.db, log, {
    name: 'margin calls',
    lockId: 727_282,
    everyMs: opts.everyMs ?? 5_000,
    async work() {
      const calls = await runMarginCalls(deps, deps.clock.now());
      for (const c of calls)
        log.info({ userId: c.userId, portfolioId: c.portfolioId, covers: c.coveredOrderIds }, 'margin call');
    },
  });
}
