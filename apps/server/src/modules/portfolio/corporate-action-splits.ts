import { splitPosition } from '@tradearena/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { type LedgerEntryResult, lockPortfolioRow } from './corporate-action-ledger.ts';

/**
 * A split's part of the portfolio ledger (docs/decisions/029-corporate-actions-accounting.md): which portfolios it
 * changes, and one portfolio's split entry with its position, in the caller's transaction. Entries and their unique
 * key are corporate-action-ledger.ts's.
 */

/**
 * The portfolios a split changes that it has not changed yet: those holding `symbol` now or with an open order on it
 * and no entry of `actionKey`.
 */
export async function selectPortfoliosToSplit(
  db: Kysely<Database>,
  symbol: string,
  actionKey: string,
  skip: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const done = (
    await db
      .selectFrom('corporate_action_entries')
      .select('portfolio_id')
      .where('action_key', '=', actionKey)
      .where('kind', '=', 'split')
      .execute()
  ).map((r) => Number(r.portfolio_id));
  const held = await db.selectFrom('positions').select('portfolio_id').where('symbol', '=', symbol).execute();
  const ordered = await db
    .selectFrom('orders')
    .select('portfolio_id')
    .where('symbol', '=', symbol)
    .where('status', '=', 'open')
    .execute();
  const splitAlready = new Set(done);
  return [...new Set([...held, ...ordered].map((r) => Number(r.portfolio_id)))]
    .filter((id) => !splitAlready.has(id) && !skip.has(id))
    .sort((a, b) => a - b);
}

export interface SplitOfPortfolio extends LedgerEntryResult {
  quantity: number;
  quantityAfter: number;
  realizedPnlCents: number;
}

/**
 * Splits one portfolio's position at the open, in the caller's transaction (docs/decisions/029-corporate-actions-accounting.md):
 * the split entry first (the unique key decides; a portfolio with only open orders on the symbol gets an entry of 0
 * shares, so its orders are adjusted once too), then the quantity × to ÷ from with the basis kept, the fraction's
 * cash in lieu at the previous close and its realized P&L. The portfolio's order version is bumped (a fill planned
 * on the old quantity matches nothing). Null when it was already split or the portfolio is gone.
 */
export async function splitPortfolioPosition(
  trx: Kysely<Database>,
  input: {
    portfolioId: number;
    actionKey: string;
    symbol: string;
    from: number;
    to: number;
    previousCloseCents: number;
  },
  now: number,
): Promise<SplitOfPortfolio | null> {
  const portfolio = await lockPortfolioRow(trx, input.portfolioId, now, true);
  if (!portfolio) return null;
  const position = await trx
    .selectFrom('positions')
    .select(['quantity', 'cost_basis_cents'])
    .where('portfolio_id', '=', input.portfolioId)
    .where('symbol', '=', input.symbol)
    .executeTakeFirst();
  const quantity = Number(position?.quantity ?? 0);
  const split =
    quantity === 0
      ? { quantityAfter: 0, costBasisAfterCents: 0, cashCents: 0, realizedPnlCents: 0 }
      : splitPosition(
          { quantity, costBasisCents: Number(position!.cost_basis_cents) },
          input,
          input.previousCloseCents,
        );
  const cashBefore = Number(portfolio.cash_cents);
  const inserted = await trx
    .insertInto('corporate_action_entries')
    .values({
      portfolio_id: input.portfolioId,
      user_id: Number(portfolio.user_id),
      action_key: input.actionKey,
      kind: 'split',
      symbol: input.symbol,
      quantity,
      quantity_after: split.quantityAfter,
      split_from: input.from,
      split_to: input.to,
      cash_cents: split.cashCents,
      realized_pnl_cents: split.realizedPnlCents,
      cash_after_cents: cashBefore + split.cashCents,
      effective_at: now,
      pay_date: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['action_key', 'kind', 'portfolio_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return null;
  if (quantity !== 0) {
    if (split.quantityAfter === 0)
      await trx
        .deleteFrom('positions')
        .where('portfolio_id', '=', input.portfolioId)
        .where('symbol', '=', input.symbol)
        .execute();
    else
      await trx
        .updateTable('positions')
        .set({ quantity: split.quantityAfter, cost_basis_cents: split.costBasisAfterCents, updated_at: now })
        .where('portfolio_id', '=', input.portfolioId)
        .where('symbol', '=', input.symbol)
        .execute();
    if (split.cashCents !== 0 || split.realizedPnlCents !== 0)
      await trx
        .updateTable('portfolios')
        .set((eb) => ({
          cash_cents: eb('cash_cents', '+', split.cashCents),
          realized_pnl_cents: eb('realized_pnl_cents', '+', split.realizedPnlCents),
        }))
        .where('id', '=', input.portfolioId)
        .execute();
  }
  return {
    portfolioId: input.portfolioId,
    userId: Number(portfolio.user_id),
    competitionId: Number(portfolio.competition_id),
    season: Number(portfolio.season),
    cashCents: split.cashCents,
    quantity,
    quantityAfter: split.quantityAfter,
    realizedPnlCents: split.realizedPnlCents,
  };
}
