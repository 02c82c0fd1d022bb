import { createHash } from 'node:crypto';
import {
  PORTFOLIO_CHANGES_CHANNEL,
  type PortfolioChangedMessage,
  portfolioChannel,
  type TradeActionResponse,
} from '@tradearena/contracts';
import { type PriceMark, parseShareQuantity, type TradeSide } from '@tradearena/domain';
import { isUniqueViolation } from '../../adapters/db/unique-violation.ts';
import { withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import type { CachedPortfolio } from '../portfolio/index.ts';
import {
  findIdempotentResult,
  isPersonal,
  type LoadedPortfolio,
  loadPortfolio,
  openPersonalPortfolio,
  type PortfolioContext,
  priceMarks,
  type TradingDeps,
} from '../portfolio/index.ts';
import { fillFromMemory } from './fill-from-memory.ts';
import { type FilledOrder, type FillOrderInput, fillOrder, OrderRejected, PortfolioMoved } from './fill-order.ts';
import { INVALID_QUANTITY_MESSAGE, marketClosedMessage } from './order-messages.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { tradableQuote } from './tradable-quote.ts';

export interface PlaceOrderInput {
  userId: number;
  context: PortfolioContext;
  symbol: string;
  side: TradeSide;
  /** As sent: checked here to be a whole number from 1 to 999,999. */
  shares: unknown;
  idempotencyKey?: string | undefined;
  /** ADR 026: why the player trades (stored on the trade; a league's rules may require it). */
  note?: string | null | undefined;
}

/**
 * The one trading use-case (docs/product/trading.md#placing-a-trade), for every portfolio context: validate → market open → price at the
 * server's own quote (the client's price is never used) → one transaction that fills, records and evaluates
 * achievements → publish after commit. With an Idempotency-Key, a retry returns the first result and trades once.
 */
export async function placeOrder(deps: OrdersDeps, input: PlaceOrderInput): Promise<Result<TradeActionResponse>> {
  const quantity = parseShareQuantity(input.shares);
  if (quantity === null) return fail('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
  const symbol = input.symbol.trim().toUpperCase();
  const key = input.idempotencyKey;
  // What a retry with the same key must repeat (only orders with a key need it).
  const fingerprint = key
    ? createHash('sha256')
        .update(JSON.stringify([input.context.competitionId, input.context.season, symbol, input.side, quantity]))
        .digest('hex')
    : '';
  if (key) {
    const prior = await replay(deps, input.userId, key, fingerprint);
    if (prior) return prior;
  }

  // A replay event trades at its own prices and clock (ADR 025); every other context at the market's.
  deps = await withCompetitionMarket(deps, input.context.competitionId);
  const now = deps.clock.now();
  const status = deps.marketHours.status(now);
  if (!status.isOpen) return fail('ORDER_MARKET_CLOSED', marketClosedMessage(status));
  const tradable = await tradableQuote(deps, symbol);
  if (!tradable.ok) return tradable;
  const quote = tradable.value;

  const personal = isPersonal(input.context);
  const order = {
    userId: input.userId,
    context: input.context,
    symbol,
    side: input.side,
    quantity,
    priceCents: quote.priceCents,
    now,
    idempotency: key ? { key, fingerprint } : null,
    dbKind: deps.db.kind,
    note: input.note ?? null,
  };
  // A personal portfolio's orders one at a time on this instance, each decided on the state the previous one left
  // (portfolio-lanes.ts); other contexts are decided under their row lock.
  let filled: Result<FilledOrder>;
  try {
    filled = await (personal
      ? deps.lanes.run(input.userId, () => fillAndRemember(deps, order, quote))
      : fillAndRemember(deps, order, quote));
  } catch (err) {
    if (key && isUniqueViolation(err)) {
      const prior = await replay(deps, input.userId, key, fingerprint);
      if (prior) return prior;
    }
    throw err;
  }
  if (!filled.ok) return filled;
  const { response, portfolioId } = filled.value;

  const message: PortfolioChangedMessage = {
    type: 'portfolio_changed',
    userId: input.userId,
    portfolioId,
    competitionId: input.context.competitionId,
    season: input.context.season,
    tradeId: response.trade.id,
    at: response.trade.executedAt,
  };
  // The trade is committed: it is answered without waiting for pub/sub (a Redis outage would hold every answer for
  // its reconnect); a lost message only means other screens and instances catch up at their next poll or TTL.
  // This instance's caches are already right: forgetUser drops the session here synchronously.
  if (response.achievementsUnlocked.length > 0) void deps.sessionCache.forgetUser(input.userId);
  void deps.pubsub.publish(portfolioChannel(input.userId), message).catch(() => undefined);
  void deps.pubsub.publish(PORTFOLIO_CHANGES_CHANNEL, message).catch(() => undefined);
  return ok(response);
}

type OrderToFill = Omit<FillOrderInput, 'marks' | 'known'>;

/**
 * Fills the order against the portfolio as known (personal: from memory) or under its row lock, with its quotes
 * fetched before any transaction so no I/O happens while it holds locks; a personal portfolio's cache is left with
 * the state after the trade.
 */
async function fillAndRemember(
  deps: OrdersDeps,
  order: OrderToFill,
  quote: { priceCents: number; previousCloseCents: number },
): Promise<Result<FilledOrder>> {
  const db = deps.db.db;
  const { userId, context, symbol, now } = order;
  const key = order.idempotency?.key;
  const personal = isPersonal(context);
  const read = () => (personal ? deps.portfolios.get(db, userId) : loadPortfolio(db, userId, context));
  let before: LoadedPortfolio | null = await read();
  if (!before && context.competitionId === 0) {
    await openPersonalPortfolio(db, userId, now);
    before = await read();
  }
  if (!before) return fail('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');

  let filled: FilledOrder;
  try {
    try {
      const known = personal ? (before as CachedPortfolio) : null;
      const marks = await marksFor(deps, before, symbol, quote);
      // Known in memory and without a key: decided here and written in one statement (PostgreSQL) or group commit.
      filled =
        (known && !key && !order.note ? await fillFromMemory(deps.fills, known, { ...order, marks }) : null) ??
        (await deps.transactions.run((trx) => fillOrder(trx, { ...order, marks, known })));
    } catch (err) {
      if (!(err instanceof PortfolioMoved)) throw err;
      // The known state was stale (a trade elsewhere) or would refuse the order: decide under the row lock.
      deps.portfolios.forget(userId);
      const fresh = (await loadPortfolio(db, userId, context)) ?? before;
      const marks = await marksFor(deps, fresh, symbol, quote);
      filled = await deps.transactions.run((trx) => fillOrder(trx, { ...order, marks, known: null }));
    }
  } catch (err) {
    if (err instanceof OrderRejected) return fail(err.code, err.message);
    throw err;
  }
  // The state after the trade when it is known; else what this instance holds is dropped now rather than by the
  // published message (which a pub/sub outage would lose, leaving a read cached meanwhile to answer until the TTL).
  if (personal && filled.after) deps.portfolios.applyTrade(filled.after, filled.response.trade.id);
  else if (personal) deps.portfolios.forget(userId);
  return ok(filled);
}

/** The quotes to value the portfolio after the order: its other symbols now, the traded one at the fill price. */
async function marksFor(
  deps: TradingDeps,
  portfolio: LoadedPortfolio,
  symbol: string,
  quote: { priceCents: number; previousCloseCents: number },
): Promise<Map<string, PriceMark>> {
  const marks = await priceMarks(
    deps.marketData,
    portfolio.lots.map((l) => l.symbol).filter((s) => s !== symbol),
  );
  marks.set(symbol, { priceCents: quote.priceCents, previousCloseCents: quote.previousCloseCents });
  return marks;
}

async function replay(
  deps: TradingDeps,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<Result<TradeActionResponse> | null> {
  const prior = await findIdempotentResult<TradeActionResponse>(deps.db.db, userId, key);
  if (!prior) return null;
  if (prior.fingerprint !== fingerprint) {
    return fail('ORDER_IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different order');
  }
  return ok(prior.response);
}
