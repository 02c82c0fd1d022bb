import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import type { CorporateActionsSource } from '../../ports/corporate-actions.ts';
import { scheduleCorporateActions } from './schedule-corporate-actions.ts';

/**
 * Starts what the corporate-actions context runs (docs/decisions/021-contexts-on-floors.md): with `jobLog`
 * (server.ts; tests leave it out), the job that applies the market data's dividends and splits to every portfolio
 * (docs/decisions/029-corporate-actions-accounting.md).
 */
export async function startCorporateActions(
  app: FastifyInstance,
  source: CorporateActionsSource,
  jobLog?: JobLog,
): Promise<void> {
  if (jobLog)
    stopJobsOnClose(app, [
      scheduleCorporateActions({ ...app.deps, portfolios: app.orders.portfolios }, source, jobLog),
    ]);
}
