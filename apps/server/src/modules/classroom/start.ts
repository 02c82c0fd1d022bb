import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { scheduleEraseManagedAccounts } from './schedule-erase-managed-accounts.ts';

/**
 * Starts what the classroom context runs besides its routes (docs/decisions/021-contexts-on-floors.md): with `jobLog`
 * (server.ts; tests leave it out), the hourly retention job of managed student accounts (docs/product/educators.md).
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  // The job logs through the app logger, which also warns (the deletion it reuses does).
  if (jobLog) stopJobsOnClose(app, [scheduleEraseManagedAccounts(app.deps, app.log)]);
}
