import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../adapters/db/open-database.ts';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { logShutdownStep } from '../../log-shutdown-step.ts';
import { rankingModeOf } from '../competition-core/index.ts';
import { schedulePerformanceSnapshots } from './schedule-performance-snapshots.ts';
import { stopSeasonRiskBooks, warmSeasonRiskBook } from './season-risk-book.ts';
import { followSeasonSnapshots } from './season-snapshots-channel.ts';
import { liveContexts } from './snapshot-portfolio-performance.ts';

/**
 * Starts what the performance context runs besides its routes (docs/decisions/021-contexts-on-floors.md): this
 * instance's season caches follow the snapshots every instance records; once the app is ready, the risk books of the
 * running risk-adjusted seasons are read in the background (warmRiskBooks); with `jobLog` (server.ts; tests leave it
 * out), the value-history job of every live portfolio (ADR 023).
 */
export async function start(app: FastifyInstance, jobLog?: JobLog): Promise<void> {
  const deps = app.deps;
  const unsubscribe = await followSeasonSnapshots(deps);
  let warming: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    warming = warmRiskBooks(deps.db, deps.clock.now()).catch((err: unknown) =>
      app.log.error({ err }, 'risk books did not load'),
    );
  });
  // Shutting down: a book still being read stops at its next chunk as the close begins, with the jobs (not after
  // their rounds: it would compete with them), and is waited for before the database closes.
  const stopBooks = async () => stopSeasonRiskBooks(deps.db);
  app.addHook('onClose', async () => {
    await logShutdownStep(app.log, 'season snapshots subscription', unsubscribe);
    await logShutdownStep(app.log, 'risk books', () => warming);
  });
  stopJobsOnClose(app, jobLog ? [stopBooks, schedulePerformanceSnapshots(deps, jobLog)] : [stopBooks]);
}

/**
 * Reads the risk book of every running season ranked `risk_adjusted` (at start, in the background): without it the
 * first risk-adjusted read would wait for the whole book (~100 s at 100,000 players on PostgreSQL). A read before a
 * book is read waits for it at most BOOK_WAIT_AT_MOST_MS (score-players.ts), then answers from what is read so far.
 */
export async function warmRiskBooks(db: DbHandle, now: Date): Promise<void> {
  const seasons = await liveContexts(db, now, (c) => rankingModeOf(c) === 'risk_adjusted');
  for (const context of seasons) await warmSeasonRiskBook(db, context, now.getTime());
}
