import { STREAM_TICK_MS } from '@tradearena/contracts';
import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import { createOrderMatcher } from './match-orders.ts';
import type { OrdersDeps } from './orders-deps.ts';

/**
 * The matcher of open limit and stop orders (docs/product/trading.md#order-types, orders/match-orders.ts): a round per tick period
 * (STREAM_TICK_MS, the prices' own cadence) on one instance at a time (advisory lock 727_281). Returns stop.
 */
export function scheduleMatchOrders(deps: OrdersDeps, log: JobLog, opts: { everyMs?: number } = {}) {
  const matcher = createOrderMatcher(deps);
  return scheduleRecurringJob(deps.db, log, {
    name: 'match orders',
    lockId: 727_281,
    everyMs: opts.everyMs ?? STREAM_TICK_MS,
    async work() {
      await matcher.runOnce();
    },
  });
}
