import type { DbHandle } from '../adapters/db/open-database.ts';
import { withJobLock } from './with-job-lock.ts';

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs `work` at start-up and then every `everyMs` (a run still going is not started again), on one instance at a
 * time (the PostgreSQL advisory lock `lockId`; an instance that does not get it skips that round). A failure is logged
 * as `<name> job failed` and the next round tries again. Returns stop.
 */
export function scheduleRecurringJob(
  db: DbHandle,
  log: JobLog,
  job: { name: string; lockId: number; everyMs: number; work: () => Promise<void> },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await withJobLock(db, job.lockId, job.work);
    } catch (err) {
      log.error({ err }, `${job.name} job failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
