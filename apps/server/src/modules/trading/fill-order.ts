import type { ErrorCode, TradeActionResponse } from '@tradearena/contracts';
import {
  evaluateTradeAchievements,
  executeOrder,
  type OrderOutcome,
  type OrderSide,
  type PositionLot,
  type PriceMark,
  valuePortfolio,
} from '@tradearena/domain';
import type { Transaction } from 'kysely';
import { preparedQuery } from '../../adapters/db/prepared-query.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { ledgerOf } from './load-portfolio.ts';
import {
  formatUsd,
  INVALID_QUANTITY_MESSAGE,
  insufficientCashMessage,
  insufficientSharesMessage,
} from './order-messages.ts';
import { dollars, toPortfolioSummaryJson } from './to-portfolio-json.ts';
import type { PortfolioContext } from './trading-deps.ts';
import { unlockAchievements } from './unlock-achievements.ts';

/** An order the rules refuse: thrown inside the transaction to roll it back, returned as a failure outside. */
export class OrderRejected extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FillOrderInput {
  userId: number;
  context: PortfolioContext;
  symbol: string;
  side: OrderSide;
  quantity: number;
  priceCents: number;
  /** Quotes of the portfolio's symbols, fetched before the transaction. */
  marks: ReadonlyMap<string, PriceMark>;
  now: Date;
  idempotency: { key: string; fingerprint: string } | null;
}

const ACHIEVEMENTS_BY_TRADE = [1, 2, 3, 4, 6, 8, 10];

const lockPortfolio = preparedQuery(4, (db, t: number, userId: number, competitionId: number, season: number) =>
  db
    .updateTable('portfolios')
    .set({ updated_at: t })
    .where('user_id', '=', userId)
    .where('competition_id', '=', competitionId)
    .where('season', '=', season)
    .returningAll(),
);

const selectPositions = preparedQuery(1, (db, portfolioId: number) =>
  db.selectFrom('positions').select(['symbol', 'quantity', 'cost_basis_cents']).where('portfolio_id', '=', portfolioId),
);

const updateLedger = preparedQuery(
  6,
  (db, cash: number, realized: number, sells: number, wins: number, portfolioId: number, cashBefore: number) =>
    db
      .updateTable('portfolios')
      .set((eb) => ({
        cash_cents: cash,
        realized_pnl_cents: eb('realized_pnl_cents', '+', realized),
        total_trades: eb('total_trades', '+', 1),
        total_sells: eb('total_sells', '+', sells),
        winning_sells: eb('winning_sells', '+', wins),
      }))
      .where('id', '=', portfolioId)
      .where('cash_cents', '=', cashBefore),
);

const insertTrade = preparedQuery(
  10,
  (
    db,
    portfolio_id: number,
    user_id: number,
    symbol: string,
    side: string,
    quantity: number,
    price_cents: number,
    amount_cents: number,
    realized_pnl_cents: number,
    cash_after_cents: number,
    executed_at: number,
  ) =>
    db
      .insertInto('trades')
      .values({
        portfolio_id,
        user_id,
        symbol,
        side: side as 'buy' | 'sell',
        quantity,
        price_cents,
        amount_cents,
        realized_pnl_cents,
        cash_after_cents,
        executed_at,
      })
      .returning('id'),
);

const selectAchievementIds = preparedQuery(1, (db, userId: number) =>
  db.selectFrom('user_achievements').select('achievement_id').where('user_id', '=', userId),
);

/**
 * Step 4 of ARCHITECTURE §4, inside one transaction: lock the portfolio row, fill against the locked cash and
 * position, write cash (compare-and-set on the locked value), position, trade row, and unlock achievements.
 */
export async function fillOrder(
  trx: Transaction<Database>,
  input: FillOrderInput,
): Promise<{ response: TradeActionResponse; portfolioId: number }> {
  const { userId, symbol, side, quantity, priceCents, now } = input;
  const t = now.getTime();
  if (input.idempotency) {
    // Claims the key first: a concurrent retry with the same key waits here and then fails on the primary key.
    await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        idem_key: input.idempotency.key,
        fingerprint: input.idempotency.fingerprint,
        response_json: '',
        created_at: t,
      })
      .execute();
  }
  const row = (await lockPortfolio(trx, t, userId, input.context.competitionId, input.context.season)).rows[0];
  if (!row) throw new OrderRejected('PORTFOLIO_NOT_FOUND', 'You have no portfolio in this competition');
  const portfolioId = Number(row.id);
  const lots: PositionLot[] = (await selectPositions(trx, portfolioId)).rows.map((p) => ({
    symbol: p.symbol,
    quantity: Number(p.quantity),
    costBasisCents: Number(p.cost_basis_cents),
  }));
  const holding = lots.find((l) => l.symbol === symbol) ?? null;
  const cashBefore = Number(row.cash_cents);

  const outcome = executeOrder({ cashCents: cashBefore, holding, side, quantity, priceCents });
  if (!outcome.ok) throw rejectionOf(outcome, symbol, quantity);
  const fill = outcome.fill;
  const won = side === 'sell' && fill.realizedPnlCents > 0;

  const updated = await updateLedger(
    trx,
    fill.cashAfterCents,
    fill.realizedPnlCents,
    side === 'sell' ? 1 : 0,
    won ? 1 : 0,
    portfolioId,
    cashBefore,
  );
  if (Number(updated.numAffectedRows) !== 1) throw new Error(`portfolio ${portfolioId} changed under its row lock`);

  const after = fill.holdingAfter;
  if (!after) {
    await trx.deleteFrom('positions').where('portfolio_id', '=', portfolioId).where('symbol', '=', symbol).execute();
  } else if (holding) {
    await trx
      .updateTable('positions')
      .set({ quantity: after.quantity, cost_basis_cents: after.costBasisCents, updated_at: t })
      .where('portfolio_id', '=', portfolioId)
      .where('symbol', '=', symbol)
      .execute();
  } else {
    await trx
      .insertInto('positions')
      .values({
        portfolio_id: portfolioId,
        symbol,
        quantity: after.quantity,
        cost_basis_cents: after.costBasisCents,
        opened_at: t,
        updated_at: t,
      })
      .execute();
  }
  const trade = (
    await insertTrade(
      trx,
      portfolioId,
      userId,
      symbol,
      side,
      quantity,
      priceCents,
      fill.amountCents,
      fill.realizedPnlCents,
      fill.cashAfterCents,
      t,
    )
  ).rows[0]!;
  const lotsAfter = lots.filter((l) => l.symbol !== symbol);
  if (after) lotsAfter.push({ symbol, ...after });
  const ledgerAfter = ledgerOf({
    ...row,
    cash_cents: fill.cashAfterCents,
    realized_pnl_cents: Number(row.realized_pnl_cents) + fill.realizedPnlCents,
    total_trades: Number(row.total_trades) + 1,
    total_sells: Number(row.total_sells) + (side === 'sell' ? 1 : 0),
    winning_sells: Number(row.winning_sells) + (won ? 1 : 0),
  });
  const valuation = valuePortfolio(ledgerAfter, lotsAfter, input.marks);

  const have = new Set((await selectAchievementIds(trx, userId)).rows.map((r) => Number(r.achievement_id)));
  let achievementsUnlocked: TradeActionResponse['achievementsUnlocked'] = [];
  if (ACHIEVEMENTS_BY_TRADE.some((id) => !have.has(id))) {
    const userTradeCount =
      have.has(1) && have.has(2) ? Number.POSITIVE_INFINITY : await countTradesUpTo(trx, userId, 100);
    const met = evaluateTradeAchievements({
      userTradeCount,
      tradeAmountCents: fill.amountCents,
      symbolsHeld: lotsAfter.length,
      portfolioProfitCents: valuation.profitCents,
    }).filter((id) => !have.has(id));
    achievementsUnlocked = await unlockAchievements(trx, userId, met, now);
  }

  const verb = side === 'buy' ? 'Bought' : 'Sold';
  const response: TradeActionResponse = {
    success: true,
    message: `${verb} ${quantity.toLocaleString('en-US')} share${quantity === 1 ? '' : 's'} of ${symbol} at ${formatUsd(priceCents)}`,
    trade: {
      id: Number(trade.id),
      symbol,
      action: side,
      shares: quantity,
      price: dollars(priceCents),
      total: dollars(fill.amountCents),
      realizedProfitLoss: dollars(fill.realizedPnlCents),
      cashAfter: dollars(fill.cashAfterCents),
      executedAt: now.toISOString(),
    },
    portfolio: toPortfolioSummaryJson(valuation),
    achievementsUnlocked,
  };
  if (input.idempotency) {
    await trx
      .updateTable('idempotency_keys')
      .set({ response_json: JSON.stringify(response) })
      .where('user_id', '=', userId)
      .where('idem_key', '=', input.idempotency.key)
      .execute();
  }
  return { response, portfolioId };
}

/** The user's trades in every portfolio, counted up to `cap` (enough to decide the count achievements). */
async function countTradesUpTo(trx: Transaction<Database>, userId: number, cap: number): Promise<number> {
  const rows = await trx.selectFrom('trades').select('id').where('user_id', '=', userId).limit(cap).execute();
  return rows.length;
}

function rejectionOf(outcome: Extract<OrderOutcome, { ok: false }>, symbol: string, quantity: number): OrderRejected {
  switch (outcome.reason) {
    case 'insufficient-cash':
      return new OrderRejected(
        'ORDER_INSUFFICIENT_CASH',
        insufficientCashMessage(outcome.costCents, outcome.cashCents),
      );
    case 'insufficient-shares':
      return new OrderRejected(
        'ORDER_INSUFFICIENT_SHARES',
        insufficientSharesMessage(symbol, outcome.heldQuantity, quantity),
      );
    case 'invalid-quantity':
      return new OrderRejected('ORDER_INVALID_QUANTITY', INVALID_QUANTITY_MESSAGE);
    case 'invalid-price':
      return new OrderRejected(
        'ORDER_NO_PRICE',
        'Price Data Unavailable: Unable to get current price for this stock. Please try again.',
      );
  }
}
