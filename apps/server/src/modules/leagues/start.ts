import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { scheduleCompleteLeagues } from './schedule-complete-leagues.ts';

/**
 * Starts what the leagues context runs besides its routes (docs/decisions/021-contexts-on-floors.md): with `jobLog`
 * (server.ts; tests leave it out), the job that completes the leagues whose end has come.
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  if (jobLog) stopJobsOnClose(app, [scheduleCompleteLeagues(app.deps, jobLog)]);
}
