import { PORTFOLIO_CHANGES_CHANNEL } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import { readPortfolioChange } from '../portfolio/index.ts';
import { createLeaderboardIndex } from '../standings/index.ts';

/** The global leaderboard index this instance keeps, as app.ts hands it to the routes that read or poke it. */
export type GlobalLeaderboard = ReturnType<typeof createLeaderboardIndex>;

/**
 * Starts the global leaderboard (docs/decisions/021-contexts-on-floors.md: routes are HTTP only): builds the index,
 * re-reads the players whose portfolio changed on any instance, loads it in the background once the app is ready and
 * stops it when the app closes.
 */
export async function start(app: FastifyInstance): Promise<GlobalLeaderboard> {
  const deps = app.deps;
  const leaderboard = createLeaderboardIndex({
    db: deps.db.db,
    marketData: deps.marketData,
    operatorEmails: app.config.ADMIN_EMAILS,
    now: () => deps.clock.now().getTime(),
  });
  const unsubscribe = await deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (raw) => {
    const change = readPortfolioChange(raw);
    if (change) leaderboard.markChanged([change.userId]);
  });
  // The index loads at start, in the background: no request waits for 100,000 players to be read.
  app.addHook('onReady', async () => {
    leaderboard.warm().catch((err: unknown) => app.log.error({ err }, 'leaderboard index did not load'));
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
    await leaderboard.close();
  });
  return leaderboard;
}
