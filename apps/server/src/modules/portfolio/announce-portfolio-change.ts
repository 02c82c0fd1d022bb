import { PORTFOLIO_CHANGES_CHANNEL, type PortfolioChangedMessage, portfolioChannel } from '@tradearena/contracts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { PortfolioCache } from './portfolio-cache.ts';
import { isPersonal, type PortfolioContext } from './trading-deps.ts';

/**
 * After money moved into or out of a portfolio (committed; ADR 009): this instance's cached personal portfolio is
 * dropped, and the other instances, the user's other screens, the leaderboard and standings are told. Answered
 * without waiting for pub/sub: a lost message only delays them to their next poll. `notice`: what the player is told
 * (a dividend credited, a split: docs/decisions/029-corporate-actions-accounting.md).
 */
export function announcePortfolioChange(
  deps: { pubsub: PubSub; portfolios: Pick<PortfolioCache, 'forget'> },
  change: PortfolioContext & { userId: number; portfolioId: number },
  at: Date,
  notice?: string,
): void {
  if (isPersonal(change)) deps.portfolios.forget(change.userId);
  const message: PortfolioChangedMessage = {
    type: 'portfolio_changed',
    userId: change.userId,
    portfolioId: change.portfolioId,
    competitionId: change.competitionId,
    season: change.season,
    tradeId: null,
    at: at.toISOString(),
    ...(notice === undefined ? {} : { notice }),
  };
  void deps.pubsub.publish(portfolioChannel(change.userId), message).catch(() => undefined);
  void deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
}
