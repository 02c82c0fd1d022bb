import { newYorkDateOf, newYorkInstant } from '@tradearena/domain';
import type { TradingDeps } from '../modules/trading/trading-deps.ts';
import { evaluateDailyAchievements } from './evaluate-daily-achievements.ts';
import { withJobLock } from './with-job-lock.ts';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LOCK_ID = 727_275;

/**
 * Runs the daily achievements job once per New York date, after 16:30 ET (past every close), checking every
 * `checkEveryMs`. One instance runs it (advisory lock); a missed day is caught up at the next check. Returns stop,
 * whose promise settles once a run under way has finished.
 */
export function scheduleDailyAchievements(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'marketData' | 'marketHours' | 'pubsub' | 'sessionCache'>,
  log: Log,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  let lastRunDate: string | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
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
  const tick = async () => {
    const now = deps.clock.now();
    const today = newYorkDateOf(now);
    if (running || stopped || lastRunDate === today || now < newYorkInstant(today, 16, 30)) return;
    running = run(now, today);
    await running;
    running = null;
  };
  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? 15 * 60_000);
  timer.unref();
  void tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
