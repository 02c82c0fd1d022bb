import { type JobLog, scheduleRecurringJob } from '../../jobs/schedule-recurring-job.ts';
import type { Clock } from '../../ports/clock.ts';
import type { SeasonCloseDeps } from './close-competition-season.ts';
import { closeSeasons } from './close-seasons.ts';

/**
 * Closes ended championship seasons at start-up and then every `checkEveryMs` (default a minute, so prizes land
 * within a minute of the close). One instance runs it at a time (advisory lock); each close pays once anyway.
 * Returns stop.
 */
export function scheduleCloseSeasons(
  deps: SeasonCloseDeps & { clock: Clock },
  log: JobLog,
  opts: { checkEveryMs?: number } = {},
): () => Promise<void> {
  return scheduleRecurringJob(deps.db, log, {
    name: 'season close',
    lockId: 727_276,
    everyMs: opts.checkEveryMs ?? 60_000,
    async work() {
      for (const r of await closeSeasons(deps, deps.clock.now()))
        if (r.closed)
          log.info(
            { competitionId: r.competitionId, season: r.season, participants: r.participants, prizes: r.prizes.length },
            'championship season closed',
          );
    },
  });
}
