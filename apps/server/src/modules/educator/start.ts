import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { scheduleClassAssignments } from './schedule-class-assignments.ts';

/**
 * Starts what the educator context runs besides its routes (docs/decisions/021-contexts-on-floors.md): with `jobLog`
 * (server.ts; tests leave it out), the job that snapshots class values and grades the assignments due.
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  if (jobLog) stopJobsOnClose(app, [scheduleClassAssignments(app.deps, jobLog)]);
}
