import { PORTFOLIO_CHANGES_CHANNEL, PortfolioChangedMessageSchema } from '@tradearena/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Starts the personal-portfolio cache's listener (docs/decisions/021-contexts-on-floors.md: routes are HTTP only):
 * a portfolio changed on any instance is dropped from or updated in this instance's cache (portfolio-cache.ts).
 */
export async function start(app: FastifyInstance): Promise<void> {
  const { portfolios } = app.orders;
  const unsubscribe = await app.deps.pubsub.subscribe(PORTFOLIO_CHANGES_CHANNEL, (raw) => {
    const parsed = PortfolioChangedMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    portfolios.onChanged(parsed.data);
  });
  app.addHook('onClose', async () => {
    await unsubscribe();
  });
}
