import { PORTFOLIO_CHANGES_CHANNEL } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';
import { readPortfolioChange } from './read-portfolio-change.ts';

/**
 * Starts the personal-portfolio cache's listener (docs/decisions/021-contexts-on-floors.md: routes are HTTP only):
 * a portfolio changed on any instance is dropped from or updated in this instance's cache (portfolio-cache.ts).
 */
export async function start(app: FastifyInstance): Promise<void> {
  const { portfolios } = app.orders;
  const unsubscribe = await app.deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (raw) => {
    const change = readPortfolioChange(raw);
    if (change) portfolios.onChanged(change);
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
  });
}
