import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { scheduleRenewSubscriptions } from './schedule-renew-subscriptions.ts';

/**
 * Starts what the payments context runs besides its routes (docs/decisions/021-contexts-on-floors.md): with `jobLog`
 * (server.ts; tests leave it out), the job that renews the Educator Pro subscriptions due.
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  if (jobLog) stopJobsOnClose(app, [scheduleRenewSubscriptions(app.deps, jobLog)]);
}
