import { PORTFOLIO_CHANGES_CHANNEL, type PortfolioChangedMessage, portfolioChannel } from '@tradearena/contracts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { PortfolioCache } from '../trading/portfolio-cache.ts';

/** Every instance's order book follows the open orders through this channel (`{ orderIds }`: re-read them). */
export const ORDERS_CHANNEL = 'orders:changed';

/**
 * After an order was placed, cancelled, expired or rejected (committed): this instance's cached portfolio is dropped
 * (its reservations changed), and the other instances (their caches and order books) and the user's other screens
 * are told. A lost message only delays them until their next poll, TTL or book reload.
 */
export function announceOrderChange(
  deps: { pubsub: PubSub; portfolios: PortfolioCache },
  order: { id: number; userId: number; portfolioId: number; competitionId: number; season: number },
  at: Date,
  tradeId: number | null = null,
): void {
  deps.portfolios.forget(order.userId);
  const message: PortfolioChangedMessage = {
    type: 'portfolio_changed',
    userId: order.userId,
    portfolioId: order.portfolioId,
    competitionId: order.competitionId,
    season: order.season,
    tradeId,
    at: at.toISOString(),
  };
  void deps.pubsub.publish(ORDERS_CHANNEL, { orderIds: [order.id] }).catch(() => undefined);
  void deps.pubsub.publish(portfolioChannel(order.userId), message).catch(() => undefined);
  void deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
}
