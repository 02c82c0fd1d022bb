import { type MarginShort, marginCall, type PriceMark } from '@tradearena/domain';
import { fillOrder, OrderRejected } from '../trading/fill-order.ts';
import { lockPortfolio, selectPositions } from '../trading/order-statements.ts';
import { announceOrderChange } from './announce-order-change.ts';
import { closeOrder } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';

/** Portfolios looked at per round, those with short positions only (the job runs again a few seconds later). */
const MARGIN_CALL_BATCH = 5_000;

export interface MarginCallOutcome {
  userId: number;
  portfolioId: number;
  coveredOrderIds: number[];
  cancelledOrderIds: number[];
  message: string;
}

/**
 * The margin-call job's round (issue 17, ADR 015): while the market is open, every portfolio with short positions
 * whose cash fell below 130 % of their value at the current quotes gets the domain's `marginCall`, decided again
 * under its row lock and carried out in one transaction: its open buy, short and cover orders are cancelled (their
 * reservations released), and shorts are bought back through the one engine (fill-order.ts: the same ledger,
 * position, trade and achievement writes as any order), each recorded as a filled market cover order whose reason
 * is the call's explanation (the student sees it in the orders list and as a toast). A portfolio whose quotes are
 * missing or stale, or whose competition has closed, is left for a later round. Returns the calls made.
 */
export async function runMarginCalls(deps: OrdersDeps, now: Date): Promise<MarginCallOutcome[]> {
  if (!deps.marketHours.status(now).isOpen) return [];
  const db = deps.db.db;
  const shorts = await db
    .selectFrom('positions as x')
    .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
    .select(['p.id', 'p.user_id', 'p.competition_id', 'p.season', 'p.cash_cents', 'x.symbol', 'x.quantity'])
    .where('x.quantity', '<', 0)
    .orderBy('p.id')
    .limit(MARGIN_CALL_BATCH)
    .execute();
  const quotes = await deps.marketData.quotes([...new Set(shorts.map((s) => s.symbol))]);
  const byPortfolio = new Map<number, { row: (typeof shorts)[number]; shorts: MarginShort[]; priced: boolean }>();
  for (const s of shorts) {
    const entry = byPortfolio.get(Number(s.id)) ?? { row: s, shorts: [], priced: true };
    const quote = quotes.get(s.symbol);
    if (!quote || quote.stale || quote.priceCents <= 0) entry.priced = false;
    else
      entry.shorts.push({
        symbol: s.symbol,
        quantity: -Number(s.quantity),
        costBasisCents: 0,
        priceCents: quote.priceCents,
      });
    byPortfolio.set(Number(s.id), entry);
  }
  const outcomes: MarginCallOutcome[] = [];
  for (const { row, shorts: priced, priced: allPriced } of byPortfolio.values()) {
    // A first look without a lock: most portfolios are nowhere near a call.
    if (!allPriced || !marginCall({ cashCents: Number(row.cash_cents), shorts: priced, openOrders: [] })) continue;
    const outcome = await callPortfolio(deps, now, {
      userId: Number(row.user_id),
      competitionId: Number(row.competition_id),
      season: Number(row.season),
    });
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

async function callPortfolio(
  deps: OrdersDeps,
  now: Date,
  owner: { userId: number; competitionId: number; season: number },
): Promise<MarginCallOutcome | null> {
  const t = now.getTime();
  const context = { competitionId: owner.competitionId, season: owner.season };
  // The quotes, fetched before the transaction (no I/O under the row lock); a position opened meanwhile without
  // one leaves the call to the next round.
  const symbols = await deps.db.db
    .selectFrom('positions as x')
    .innerJoin('portfolios as p', 'p.id', 'x.portfolio_id')
    .select('x.symbol')
    .where('p.user_id', '=', owner.userId)
    .where('p.competition_id', '=', owner.competitionId)
    .where('p.season', '=', owner.season)
    .execute();
  const marks = new Map<string, PriceMark>();
  for (const [symbol, q] of await deps.marketData.quotes(symbols.map((s) => s.symbol)))
    if (!q.stale && q.priceCents > 0)
      marks.set(symbol, { priceCents: q.priceCents, previousCloseCents: q.previousCloseCents });
  let outcome: MarginCallOutcome | null = null;
  try {
    outcome = await deps.transactions.run(async (trx) => {
      const locked = (await lockPortfolio(trx, t, owner.userId, owner.competitionId, owner.season)).rows[0];
      if (!locked) return null;
      const portfolioId = Number(locked.id);
      const lots = (await selectPositions(trx, portfolioId)).rows.map((l) => ({
        symbol: l.symbol,
        quantity: Number(l.quantity),
        costBasisCents: Number(l.cost_basis_cents),
      }));
      const shorts: MarginShort[] = [];
      for (const l of lots) {
        if (l.quantity >= 0) continue;
        const mark = marks.get(l.symbol);
        if (!mark) return null;
        shorts.push({
          symbol: l.symbol,
          quantity: -l.quantity,
          costBasisCents: -l.costBasisCents,
          priceCents: mark.priceCents,
        });
      }
      const open = (
        await trx
          .selectFrom('orders')
          .select(['id', 'side'])
          .where('portfolio_id', '=', portfolioId)
          .where('status', '=', 'open')
          .execute()
      ).map((o) => ({ id: Number(o.id), side: o.side }));
      const call = marginCall({ cashCents: Number(locked.cash_cents), shorts, openOrders: open });
      if (!call) return null;
      for (const id of call.cancelOrderIds) await closeOrder(trx, { id, portfolioId }, 'cancelled', call.message, t);
      const coveredOrderIds: number[] = [];
      for (const cover of call.covers) {
        const filled = await fillOrder(trx, {
          userId: owner.userId,
          context,
          symbol: cover.symbol,
          side: 'cover',
          quantity: cover.quantity,
          priceCents: cover.priceCents,
          marks,
          now,
          idempotency: null,
          known: null,
          dbKind: deps.db.kind,
        });
        const order = await trx
          .insertInto('orders')
          .values({
            user_id: owner.userId,
            portfolio_id: portfolioId,
            competition_id: owner.competitionId,
            symbol: cover.symbol,
            side: 'cover',
            quantity: cover.quantity,
            order_type: 'market',
            limit_price_cents: null,
            stop_price_cents: null,
            time_in_force: 'day',
            status: 'filled',
            reason: call.message,
            created_at: t,
            active_from: t,
            expires_at: t,
            closed_at: t,
            fill_price_cents: cover.priceCents,
            trade_id: filled.response.trade.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        coveredOrderIds.push(Number(order.id));
      }
      return {
        userId: owner.userId,
        portfolioId,
        coveredOrderIds,
        cancelledOrderIds: call.cancelOrderIds,
        message: call.message,
      };
    });
  } catch (err) {
    // A closed competition season (or one refusing trades) is not called: its standings are final.
    if (err instanceof OrderRejected) return null;
    throw err;
  }
  if (!outcome) return null;
  for (const id of outcome.cancelledOrderIds) deps.book.remove(id);
  const announced = { userId: owner.userId, portfolioId: outcome.portfolioId, ...context };
  for (const id of [...outcome.cancelledOrderIds, ...outcome.coveredOrderIds])
    announceOrderChange(deps, { id, ...announced }, now);
  return outcome;
}
