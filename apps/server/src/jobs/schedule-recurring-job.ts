import { performance } from 'node:perf_hooks';
import type { DbHandle } from '../adapters/db/open-database.ts';
import { appMetrics } from '../adapters/metrics/app-metrics.ts';
import { scheduleTicks } from './schedule-ticks.ts';
import { withJobLock } from './with-job-lock.ts';

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs `work` at start-up and then every `everyMs` (a run still going is not started again), on one instance at a
 * time (the PostgreSQL advisory lock `lockId`; an instance that does not get it skips that round). A failure is logged
 * as `<name> job failed` and the next round tries again. Returns stop: no round starts after it, the round under way
 * sees its `signal` aborted (a long round checks it between its batches, each one transaction, and returns: the next
 * round, on any instance, does the rest), and its promise settles when that round has returned, so a shutdown can
 * wait for it before closing the database; how long that took is logged at info as `job stopped`.
 * Each round is counted for /metrics (ok, failed, or skipped when another instance held the lock), with the duration
 * of those that ran.
 */
export function scheduleRecurringJob(
  db: DbHandle,
  log: JobLog,
  job: { name: string; lockId: number; everyMs: number; work: (signal: AbortSignal) => Promise<void> },
): () => Promise<void> {
  const stopping = new AbortController();
  const stopTicks = scheduleTicks(job.everyMs, async () => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const ran = await withJobLock(db, job.lockId, async () => {
        await job.work(stopping.signal);
        return true;
      });
      appMetrics.jobRuns.inc({ job: job.name, outcome: ran ? 'ok' : 'skipped' });
      if (ran) appMetrics.jobDuration.observe({ job: job.name }, seconds());
    } catch (err) {
      appMetrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
      appMetrics.jobDuration.observe({ job: job.name }, seconds());
      log.error({ err }, `${job.name} job failed`);
    }
  });
  return async () => {
    const started = performance.now();
    stopping.abort();
    await stopTicks();
    log.info({ job: job.name, ms: Math.round(performance.now() - started) }, 'job stopped');
  };
}
