import type { DbHandle } from '../adapters/db/open-database.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import type { Clock } from '../ports/clock.ts';
import type { MarketData } from '../ports/market-data.ts';
import { closeSeasons } from './close-seasons.ts';
import { withJobLock } from './with-job-lock.ts';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LOCK_ID = 727_276;

/**
 * Closes ended championship seasons at start-up and then every `checkEveryMs` (default a minute, so prizes land
 * within a minute of the close). One instance runs it at a time (advisory lock); each close pays once anyway.
 * Returns stop.
 */
export function scheduleCloseSeasons(
  deps: { db: DbHandle; clock: Clock; marketData: MarketData; sessionCache?: SessionCache },
  log: Log,
  opts: { checkEveryMs?: number } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const reports = await withJobLock(deps.db, LOCK_ID, () => closeSeasons(deps, deps.clock.now()));
      for (const r of reports ?? [])
        if (r.closed)
          log.info(
            { competitionId: r.competitionId, season: r.season, participants: r.participants, prizes: r.prizes.length },
            'championship season closed',
          );
    } catch (err) {
      log.error({ err }, 'season close job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.checkEveryMs ?? 60_000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
