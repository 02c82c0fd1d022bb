import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { ORDERS_CHANNEL } from './announce-order-change.ts';
import { selectOpenBookOrders } from './order-rows.ts';
import { scheduleDailyAchievements } from './schedule-daily-achievements.ts';
import { scheduleExpireOrders } from './schedule-expire-orders.ts';
import { scheduleMarginCalls } from './schedule-margin-calls.ts';
import { scheduleMatchOrders } from './schedule-match-orders.ts';

/**
 * Starts this instance's order book listener (docs/decisions/021-contexts-on-floors.md: routes are HTTP only): the
 * book follows the orders placed, cancelled and closed on every instance. With `jobLog` (server.ts; tests leave it
 * out) also the recurring jobs: daily achievements, the matcher, the expiry of orders and margin calls.
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  const { book } = app.orders;
  const db = app.deps.db.db;
  const unsubscribe = await app.deps.pubsub.subscribe(ORDERS_CHANNEL, (raw) => {
    const ids = (raw as { orderIds?: unknown })?.orderIds;
    if (!Array.isArray(ids)) return;
    const wanted = ids.filter((id): id is number => Number.isSafeInteger(id));
    selectOpenBookOrders(db, wanted)
      .then((open) => {
        const stillOpen = new Set(open.map((o) => o.id));
        for (const id of wanted) if (!stillOpen.has(id)) book.remove(id);
        for (const o of open) book.put(o);
      })
      .catch((err: unknown) => app.log.error({ err }, 'order book update failed'));
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
  });
  if (!jobLog) return;
  const deps = { ...app.deps, ...app.orders };
  stopJobsOnClose(app, [
    scheduleDailyAchievements(app.deps, jobLog),
    scheduleMatchOrders(deps, jobLog),
    scheduleExpireOrders(deps, jobLog),
    scheduleMarginCalls(deps, jobLog),
  ]);
}
