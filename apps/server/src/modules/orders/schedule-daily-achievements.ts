import { newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import type { AppDeps } from '../../deps.ts';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { scheduleTicks } from '../../jobs/schedule-ticks.ts';
import { withJobLock } from '../../jobs/with-job-lock.ts';
import { evaluateDailyAchievements } from './evaluate-daily-achievements.ts';

const LOCK_ID = 727_275;

/**
 * Runs the daily achievements job once per New York date, after 16:30 ET (past every close), checking every
 * `checkEveryMs`. One instance runs it (advisory lock); a missed day is caught up at the next check. Returns stop,
 * whose promise settles once a run under way has finished.
 */
export function scheduleDailyAchievements(
  deps: Pick<AppDeps, 'db' | 'clock' | 'marketData' | 'marketHours' | 'pubsub' | 'sessionCache'>,
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  let lastRunDate: string | null = null;
  const run = async (now: Date, today: string) => {
    try {
      const report = await withJobLock(deps.db, LOCK_ID, () => evaluateDailyAchievements(deps, now));
      lastRunDate = today;
      if (report)
        log.info(
          { unlocked: report.unlocked.length, expiredKeys: report.expiredIdempotencyKeys },
          'daily achievements evaluated',
        );
    } catch (err) {
      log.error({ err }, 'daily achievements job failed');
    }
  };
  return scheduleTicks(opts.checkEveryMs ?? 15 * 60_000, () => {
    const now = deps.clock.now();
    const today = newYorkDateOf(now);
    if (lastRunDate === today || now < newYorkInstant(today, 16, 30)) return null;
    return run(now, today);
  });
}
