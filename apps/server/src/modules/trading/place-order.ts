import { createHash } from 'node:crypto';
import {
  PORTFOLIO_CHANGES_CHANNEL,
  type PortfolioChangedMessage,
  portfolioChannel,
  type TradeActionResponse,
} from '@tradearena/contracts';
import { type OrderSide, type PriceMark, parseShareQuantity } from '@tradearena/domain';
import { isUniqueViolation } from '../../adapters/db/unique-violation.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { fillOrder, OrderRejected } from './fill-order.ts';
import { findIdempotentResult } from './idempotent-result.ts';
import { loadPortfolio } from './load-portfolio.ts';
import { openPersonalPortfolio } from './open-personal-portfolio.ts';
import { INVALID_QUANTITY_MESSAGE, marketClosedMessage } from './order-messages.ts';
import { priceMarks } from './price-marks.ts';
import type { PortfolioContext, TradingDeps } from './trading-deps.ts';

export interface PlaceOrderInput {
  userId: number;
  context: PortfolioContext;
  symbol: string;
  side: OrderSide;
  /** As sent: checked here to be a whole number from 1 to 999,999. */
  shares: unknown;
  idempotencyKey?: string | undefined;
}

const SYMBOL_FORMAT = /^[A-Z][A-Z0-9.-]{0,15}$/;

/**
 * The one trading use-case (ARCHITECTURE §4), for every portfolio context: validate → market open → price at the
 * server's own quote (the client's price is never used) → one transaction that fills, records and evaluates
 * achievements → publish after commit. With an Idempotency-Key, a retry returns the first result and trades once.
 */
export async function placeOrder(deps: TradingDeps, input: PlaceOrderInput): Promise<Result<TradeActionResponse>> {
  const quantity = parseShareQuantity(input.shares);
  if (quantity === null) return fail('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
  const symbol = input.symbol.trim().toUpperCase();
  const key = input.idempotencyKey;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([input.context.competitionId, input.context.season, symbol, input.side, quantity]))
    .digest('hex');
  const db = deps.db.db;
  if (key) {
    const prior = await replay(deps, input.userId, key, fingerprint);
    if (prior) return prior;
  }

  const now = deps.clock.now();
  const status = deps.marketHours.status(now);
  if (!status.isOpen) return fail('ORDER_MARKET_CLOSED', marketClosedMessage(status));
  const quote = SYMBOL_FORMAT.test(symbol) ? await deps.marketData.quote(symbol) : null;
  if (!quote || quote.priceCents <= 0) {
    if (SYMBOL_FORMAT.test(symbol) && (await deps.marketData.isKnownSymbol(symbol))) {
      return fail(
        'ORDER_NO_PRICE',
        'Price Data Unavailable: Unable to get current price for this stock. Please try again.',
      );
    }
    return fail('ORDER_UNKNOWN_SYMBOL', `Unknown symbol: ${symbol}`);
  }

  // Quotes are fetched before the transaction so no I/O happens while it holds locks.
  let before = await loadPortfolio(db, input.userId, input.context);
  if (!before && input.context.competitionId === 0) {
    await openPersonalPortfolio(db, input.userId, now);
    before = await loadPortfolio(db, input.userId, input.context);
  }
  if (!before) return fail('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
  const marks: Map<string, PriceMark> = await priceMarks(
    deps.marketData,
    before.lots.map((l) => l.symbol).filter((s) => s !== symbol),
  );
  marks.set(symbol, { priceCents: quote.priceCents, previousCloseCents: quote.previousCloseCents });

  let response: TradeActionResponse;
  let portfolioId: number;
  try {
    ({ response, portfolioId } = await db.transaction().execute((trx) =>
      fillOrder(trx, {
        userId: input.userId,
        context: input.context,
        symbol,
        side: input.side,
        quantity,
        priceCents: quote.priceCents,
        marks,
        now,
        idempotency: key ? { key, fingerprint } : null,
      }),
    ));
  } catch (err) {
    if (err instanceof OrderRejected) return fail(err.code, err.message);
    if (key && isUniqueViolation(err)) {
      const prior = await replay(deps, input.userId, key, fingerprint);
      if (prior) return prior;
    }
    throw err;
  }

  const message: PortfolioChangedMessage = {
    type: 'portfolio_changed',
    userId: input.userId,
    portfolioId,
    competitionId: input.context.competitionId,
    season: input.context.season,
    tradeId: response.trade.id,
    at: response.trade.executedAt,
  };
  // The trade is committed; a failed publish only means other screens wait for their next poll.
  if (response.achievementsUnlocked.length > 0) await deps.sessionCache.forgetUser(input.userId);
  await Promise.all([
    deps.pubsub.publish(portfolioChannel(input.userId), message).catch(() => undefined),
    deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined),
  ]);
  return ok(response);
}

async function replay(
  deps: TradingDeps,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<Result<TradeActionResponse> | null> {
  const prior = await findIdempotentResult(deps.db.db, userId, key);
  if (!prior) return null;
  if (prior.fingerprint !== fingerprint) {
    return fail('ORDER_IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different order');
  }
  return ok(prior.response);
}
