import { PORTFOLIO_CHANGES_CHANNEL } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import type { JobLog } from '../../jobs/schedule-recurring-job.ts';
import { stopJobsOnClose } from '../../jobs/stop-jobs-on-close.ts';
import { logShutdownStep } from '../../log-shutdown-step.ts';
import { readPortfolioChange } from '../portfolio/index.ts';
import type { PlayerScorer } from '../standings/index.ts';
import { scheduleCloseSeasons } from './schedule-close-seasons.ts';
import { createStandingsRegistry, type StandingsRegistry } from './standings-registry.ts';

/**
 * Starts the championship and league standings (docs/decisions/021-contexts-on-floors.md: routes are HTTP only):
 * the registry of in-memory standings, fed by the portfolio changes of every instance, stopped when the app closes.
 * With `jobLog` (server.ts; tests leave it out) also the job that closes the championship seasons that ended, ranked
 * by their official mode (`scorePlayers`, the performance context's, from app.ts).
 */
export async function start(
  app: FastifyInstance,
  jobLog: JobLog | undefined,
  scorePlayers: PlayerScorer,
): Promise<StandingsRegistry> {
  const deps = app.deps;
  const standings = createStandingsRegistry({
    db: deps.db.db,
    marketData: deps.marketData,
    now: () => deps.clock.now().getTime(),
    scorer: scorePlayers,
  });
  // Trades and joins on any instance re-read those players in the standings of that competition season.
  const unsubscribe = await deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (raw) => {
    const change = readPortfolioChange(raw);
    if (!change || change.competitionId === 0) return;
    standings.markChanged(change.competitionId, change.season, [change.userId]);
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
    await logShutdownStep(app.log, 'standings', () => standings.close());
  });
  if (jobLog) stopJobsOnClose(app, [scheduleCloseSeasons({ ...deps, scorePlayers }, jobLog)]);
  return standings;
}
