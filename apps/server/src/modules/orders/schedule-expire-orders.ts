import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import { expireOrders } from './expire-orders.ts';
import type { OrdersDeps } from './orders-deps.ts';

/**
 * The order expiry job (docs/product/trading.md#order-types), at start-up and then every `checkEveryMs` (default a minute) on one instance at a
 * time (advisory lock 727_280): day orders at their session's close (early closes included), GTC orders after 90
 * days, their reservations released. Returns stop.
 */
export function scheduleExpireOrders(
  deps: OrdersDeps,
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'expire orders',
    lockId: 727_280,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work() {
      const expired = await expireOrders(deps, deps.clock.now());
      if (expired.length) log.info({ orderIds: expired }, 'orders expired');
    },
  });
}
