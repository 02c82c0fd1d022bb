import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { schedulePerformanceSnapshots } from './schedule-performance-snapshots.ts';

/**
 * Starts what the performance context runs besides its routes (docs/decisions/021-contexts-on-floors.md): with
 * `jobLog` (server.ts; tests leave it out), the value-history job of every live portfolio (ADR 023).
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  if (jobLog) stopJobsOnClose(app, [schedulePerformanceSnapshots(app.deps, jobLog)]);
}
