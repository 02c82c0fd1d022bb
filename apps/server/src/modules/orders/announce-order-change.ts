import { PORTFOLIO_CHANGES_CHANNEL, type PortfolioChangedMessage, portfolioChannel } from '@tradearena/contracts';
import type { PubSub } from '../../ports/pubsub.ts';
import type { PortfolioCache } from '../portfolio/index.ts';

/** Every instance's order book follows the open orders through this channel (`{ orderIds }`: re-read them). */
export const ORDERS_CHANNEL = 'orders:changed';

interface ChangedOrder {
  id: number;
  userId: number;
  portfolioId: number;
  competitionId: number;
  season: number;
}

/**
 * After an order was placed, cancelled, expired or rejected (committed): this instance's cached portfolio is dropped
 * (its reservations changed), and the other instances (their caches and order books) and the user's other screens
 * are told. A lost message only delays them until their next poll, TTL or book reload.
 */
export function announceOrderChange(
  deps: { pubsub: PubSub; portfolios: PortfolioCache },
  order: ChangedOrder,
  at: Date,
  tradeId: number | null = null,
): void {
  deps.portfolios.forget(order.userId);
  publishOrderChanges(deps.pubsub, [order], at, tradeId);
}

/**
 * Publishes orders that changed: their ids once on ORDERS_CHANNEL (every instance's book re-reads them), and one
 * portfolio_changed per portfolio (every instance's cache, the users' screens; this instance's too, on delivery).
 */
export function publishOrderChanges(
  pubsub: PubSub,
  orders: readonly ChangedOrder[],
  at: Date,
  tradeId: number | null = null,
): void {
  void pubsub.publish(ORDERS_CHANNEL, { orderIds: orders.map((o) => o.id) }).catch(() => undefined);
  const portfolios = new Map(orders.map((o) => [o.portfolioId, o]));
  for (const order of portfolios.values()) {
    const message: PortfolioChangedMessage = {
      type: 'portfolio_changed',
      userId: order.userId,
      portfolioId: order.portfolioId,
      competitionId: order.competitionId,
      season: order.season,
      tradeId,
      at: at.toISOString(),
    };
    void pubsub.publish(portfolioChannel(order.userId), message).catch(() => undefined);
    void pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
  }
}
