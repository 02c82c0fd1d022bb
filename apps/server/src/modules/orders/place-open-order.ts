import {
  CHAMPIONSHIP_MAX_SHARES,
  COMPETITION_MESSAGES,
  type ErrorCode,
  ORDER_MESSAGES,
  type Order,
  type PlaceOrderBody,
  type PortfolioType,
  type TradeActionResponse,
} from '@tradearena/contracts';
import {
  evaluateOrder,
  type OrderFundsRejection,
  type OrderTerms,
  orderLifetime,
  parseShareQuantity,
  reserveOrder,
  validateOrder,
} from '@tradearena/domain';
import { withCompetitionMarket } from '../../adapters/market-data/replay/replay-markets.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { resolveCompetitionContext, shortSellingAllowed, toJournalText } from '../competition-core/index.ts';
import {
  competitionClosedReason,
  fundsSnapshot,
  openPersonalPortfolio,
  PERSONAL,
  type PortfolioContext,
  priceMarks,
  readLockedPortfolio,
  selectPositionsOf,
} from '../portfolio/index.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { exitReasonOf } from './cancel-exit-orders.ts';
import { checkHouseRulesAtPlacing } from './check-house-rules-at-placing.ts';
import { fillOpenOrder } from './fill-open-order.ts';
import { OrderRejected } from './fill-order.ts';
import { INVALID_QUANTITY_MESSAGE } from './order-messages.ts';
import { bumpOrderVersion, insertMarketOrder, type OrderRow, toBookOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { parseOrderPrice } from './parse-order-price.ts';
import { placeTrade } from './place-trade.ts';
import { toOrderJson } from './to-order-json.ts';
import { tradableQuote } from './tradable-quote.ts';

export interface PlaceOpenOrderInput extends Omit<PlaceOrderBody, 'portfolioType' | 'competitionId'> {
  userId: number;
  /** The competition the order trades in (a championship or league portfolio); null: the personal portfolio. */
  competitionId: number | null;
  portfolioType?: PortfolioType | undefined;
}

const FUNDS_CODES: Record<OrderFundsRejection['reason'], ErrorCode> = {
  'insufficient-buying-power': 'ORDER_INSUFFICIENT_CASH',
  'insufficient-cash': 'ORDER_INSUFFICIENT_CASH',
  'insufficient-shares': 'ORDER_INSUFFICIENT_SHARES',
  'insufficient-short-shares': 'ORDER_INSUFFICIENT_SHARES',
  'sell-before-short': 'ORDER_OPPOSITE_POSITION',
  'cover-before-buy': 'ORDER_OPPOSITE_POSITION',
};

/**
 * POST /api/orders (docs/product/trading.md#order-types). Checks the order's terms (validateOrder), then:
 * - market while the market is open: the existing engine path at once (placeOrder, or placeCompetitionOrder),
 *   recorded as filled; a refusal is recorded as rejected and answered with the engine's error.
 * - market while it is closed (ADR 020), limit, stop, stop_limit: under the portfolio's row lock, reserves its cash (buy, cover, short's 50 %) or shares
 *   (sell, cover) against what
 *   other open orders have not reserved (reserveOrder), records it open and bumps the portfolio's order version, in
 *   one transaction. Placed while the market is closed, it waits for the next open; otherwise a marketable order
 *   fills at once at the current quote. Day orders expire at the close of the session they trade in, GTC after 90 days.
 *   A queued market order reserves as a market order (the current quote + 5 %) and fills at the open's first price.
 * A short where the league or class switched short selling off is ORDER_SHORT_SELLING_UNAVAILABLE.
 */
export async function placeOpenOrder(deps: OrdersDeps, input: PlaceOpenOrderInput): Promise<Result<Order>> {
  const side = String(input.side ?? '');
  const quantity = parseShareQuantity(input.quantity);
  const competitionId = input.competitionId ?? 0;
  const checked = validateOrder({
    side,
    type: String(input.type ?? 'market'),
    quantity: quantity ?? Number.NaN,
    limitPriceCents: parseOrderPrice(input.limitPrice),
    stopPriceCents: parseOrderPrice(input.stopPrice),
    timeInForce: String(input.timeInForce ?? 'day'),
    // Asked only for a new short (covering is always allowed): the league's or class's switch.
    shortSellingAllowed: side !== 'short' || (await shortSellingAllowed(deps.db.db, competitionId)),
  });
  if (!checked.ok) {
    if (checked.reason === 'invalid-quantity') return fail('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
    if (checked.reason === 'short-selling-disabled') return fail('ORDER_SHORT_SELLING_UNAVAILABLE', checked.message);
    return fail('ORDER_INVALID_TERMS', checked.message);
  }
  const terms = checked.order;
  const symbol = input.symbol.trim().toUpperCase();
  const now = deps.clock.now();

  // The portfolio: personal, or the caller's in a running competition (404/403/409 as the trade routes answer).
  let context: PortfolioContext = PERSONAL;
  if (input.competitionId !== null) {
    const resolved = await resolveCompetitionContext(deps, input.userId, input.competitionId, now, 'trade');
    if (!resolved.ok) return resolved;
    context = resolved.value.context;
    if (resolved.value.competition.kind === 'championship' && terms.quantity > CHAMPIONSHIP_MAX_SHARES)
      return fail('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
    // A replay event trades at its own prices and clock (ADR 025): a day order expires at its end, its close cancels
    // any other order still open.
    deps = await withCompetitionMarket(deps, context.competitionId);
  }
  const status = deps.marketHours.status(now);
  if (terms.type === 'market' && status.isOpen) return placeMarketOrder(deps, input, context, terms, symbol, now);

  const tradable = await tradableQuote(deps, symbol);
  if (!tradable.ok) return tradable;
  const quote = tradable.value;
  const price = terms.limitPriceCents ?? terms.stopPriceCents ?? quote.priceCents;
  const ruled = await checkHouseRulesAtPlacing(deps, { ...input, context, symbol, ...terms, priceCents: price, now });
  if (ruled) return fail(ruled.code, ruled.message);
  const nextOpenAt = new Date(status.nextOpenAt);
  const sessionClose = status.isOpen ? status.closesAt : deps.marketHours.status(nextOpenAt).closesAt;
  if (!sessionClose) throw new Error(`no session close for the session opening at ${status.nextOpenAt}`);
  const lifetime = orderLifetime({
    timeInForce: terms.timeInForce,
    placedAt: now,
    marketOpen: status.isOpen,
    nextOpenAt,
    sessionCloseAt: new Date(sessionClose),
  });

  // The quotes of its short positions, fetched before the transaction (no I/O under the row lock): they back the
  // short requirement in the buying power. A short opened meanwhile is valued at its proceeds.
  const held = await selectPositionsOf(deps.db.db, input.userId, context.competitionId, context.season);
  const marks = await priceMarks(
    deps.marketData,
    held.rows.filter((l) => Number(l.quantity) < 0).map((l) => l.symbol),
  );
  const t = now.getTime();
  let row: OrderRow;
  try {
    row = await deps.transactions.run(async (trx) => {
      if (context.competitionId !== 0) {
        const closed = await competitionClosedReason(trx, deps.db.kind, context, t);
        if (closed) throw new OrderRejected(closed.code, closed.message);
      }
      const lock = () => readLockedPortfolio(trx, input.userId, context, t);
      let locked = await lock();
      if (!locked && context.competitionId === 0) {
        await openPersonalPortfolio(trx, input.userId, now);
        locked = await lock();
      }
      if (!locked) throw new OrderRejected('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
      // An exit that committed while this waited for the portfolio's lock (it cancelled the orders it found then):
      // the player can no longer trade here, so no order is left open (cancel-exit-orders.ts).
      if (await exitReasonOf(trx, { userId: input.userId, ...context }))
        throw new OrderRejected('COMPETITION_NOT_PARTICIPANT', COMPETITION_MESSAGES.notParticipant);
      const portfolioId = locked.id;
      const funds = reserveOrder(fundsSnapshot(symbol, locked, marks), terms, quote.priceCents);
      if (!funds.ok) throw new OrderRejected(FUNDS_CODES[funds.reason], funds.message);
      const inserted = await trx
        .insertInto('orders')
        .values({
          user_id: input.userId,
          portfolio_id: portfolioId,
          competition_id: context.competitionId,
          symbol,
          side: terms.side,
          quantity: terms.quantity,
          order_type: terms.type,
          limit_price_cents: terms.limitPriceCents,
          stop_price_cents: terms.stopPriceCents,
          time_in_force: terms.timeInForce,
          status: 'open',
          // A market order placed while closed waits for the open (ADR 020): it says so while it waits.
          reason: terms.type === 'market' ? ORDER_MESSAGES.queuedForOpen : null,
          reserved_cash_cents: funds.reservation.cashCents,
          reserved_shares: funds.reservation.shares,
          created_at: t,
          active_from: lifetime.activeFrom.getTime(),
          expires_at: lifetime.expiresAt.getTime(),
          closed_at: null,
          fill_price_cents: null,
          trade_id: null,
          note: toJournalText(input.note),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await bumpOrderVersion(trx, portfolioId, t);
      return inserted;
    });
  } catch (err) {
    if (err instanceof OrderRejected) return fail(err.code, err.message);
    throw err;
  }
  const order = toBookOrder(row, context.season);
  deps.book.put(order);
  announceOrderChange(deps, order, now);

  // Placed while the market is open: a marketable order (a buy limit at or above the price...) fills at once.
  if (!lifetime.queuedForOpen) {
    const evaluation = evaluateOrder(order, { priceCents: quote.priceCents, kind: 'tick' });
    if (evaluation.outcome === 'fill') await fillOpenOrder(deps, order, evaluation.priceCents, now);
  }
  return ok(toOrderJson(await readOrder(deps, Number(row.id))));
}

async function readOrder(deps: OrdersDeps, id: number): Promise<OrderRow> {
  return deps.db.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A market order through POST /api/orders: the engine at once; the outcome is recorded as an order row. */
async function placeMarketOrder(
  deps: OrdersDeps,
  input: PlaceOpenOrderInput,
  context: PortfolioContext,
  terms: OrderTerms,
  symbol: string,
  now: Date,
): Promise<Result<Order>> {
  const side = terms.side;
  const result: Result<TradeActionResponse> = await placeTrade(deps, {
    userId: input.userId,
    competitionId: input.competitionId,
    portfolioType: input.portfolioType,
    symbol,
    side,
    shares: terms.quantity,
    note: input.note,
  });
  const t = now.getTime();
  const portfolio = await deps.db.db
    .selectFrom('portfolios')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .executeTakeFirst();
  // Refused before it reached the engine's funds check (unknown symbol, market closed...): nothing to record.
  if (!result.ok && (!portfolio || !isEngineRefusal(result.error.code))) return result;
  if (!portfolio) throw new Error('a filled order without a portfolio');
  const row = await insertMarketOrder(
    deps.db.db,
    {
      userId: input.userId,
      portfolioId: Number(portfolio.id),
      competitionId: context.competitionId,
      symbol,
      side,
      quantity: terms.quantity,
      timeInForce: terms.timeInForce,
      status: result.ok ? 'filled' : 'rejected',
      reason: result.ok ? null : result.error.message,
      fillPriceCents: result.ok ? Math.round(result.value.trade.price * 100) : null,
      tradeId: result.ok ? result.value.trade.id : null,
      note: input.note,
    },
    t,
  );
  if (!result.ok) return result;
  return ok(toOrderJson(row));
}

function isEngineRefusal(code: string): boolean {
  return (
    code === 'ORDER_INSUFFICIENT_CASH' || code === 'ORDER_INSUFFICIENT_SHARES' || code === 'ORDER_OPPOSITE_POSITION'
  );
}
