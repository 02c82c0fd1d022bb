import type { DbHandle } from '../adapters/db/open-database.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import { completeDueLeagues } from '../modules/leagues/complete-due-leagues.ts';
import type { Clock } from '../ports/clock.ts';
import type { MarketData } from '../ports/market-data.ts';
import { withJobLock } from './with-job-lock.ts';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LOCK_ID = 727_277;

/**
 * Completes friend leagues whose end instant has passed (standings frozen, League Champion, history) at start-up —
 * also those that ended while the server was down — and then every `checkEveryMs` (default a minute). One instance
 * runs it at a time (advisory lock); each completion happens once anyway. Reads complete a due league lazily too.
 * Returns stop.
 */
export function scheduleCompleteLeagues(
  deps: { db: DbHandle; clock: Clock; marketData: MarketData; sessionCache?: SessionCache },
  log: Log,
  opts: { checkEveryMs?: number } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const finished = await withJobLock(deps.db, LOCK_ID, () => completeDueLeagues(deps, deps.clock.now()));
      if (finished?.length) log.info({ leagueIds: finished }, 'friend leagues completed');
    } catch (err) {
      log.error({ err }, 'league completion job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? 60_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
