import { type PriceMark, valuePortfolio } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { PortfolioContext } from '../portfolio/index.ts';
import { competitionClosedReason, loadPortfolio } from '../portfolio/index.ts';

/** Cash taken out of one portfolio: after the commit its caches and screens are told (announcePortfolioChange). */
export interface PortfolioWithdrawal extends PortfolioContext {
  portfolioId: number;
  amountCents: number;
}

export interface WithdrawalRequest {
  userId: number;
  /** At most this much in all. */
  amountCents: number;
  /** Only money moved out of the bank by transfers after this bank row (the credit being taken back) is followed. */
  afterBankRowId: number;
  now: Date;
  /** The server's quotes for the user's positions: each portfolio's value before the withdrawal (ADR 011). */
  marks: ReadonlyMap<string, PriceMark>;
}

/**
 * Takes cash that bank transfers moved into the user's portfolios back out, inside the caller's transaction
 * (docs/decisions/019-reversals-take-back-goods.md): the portfolios whose last transfer is the latest first, from
 * each at most what the transfers since `afterBankRowId` put in net of earlier withdrawals, and at most its free cash
 * (the buying power: cash − open orders' reservations − 150 % of the shorts, so cash never goes negative and open
 * orders stay covered). Portfolios of a closed season or a completed league are final and left alone. Each withdrawal
 * is a transfer back (a positive bank `transfer` row with the portfolio's value just before it, a negative
 * `portfolio_transfers` row, cash and net deposits down by the same amount), so the ledger identity holds and returns
 * stay net of deposits. Answers what was taken, portfolio by portfolio.
 */
export async function withdrawFromPortfolios(
  trx: Transaction<Database>,
  kind: DbKind,
  request: WithdrawalRequest,
): Promise<PortfolioWithdrawal[]> {
  const t = request.now.getTime();
  const moved = await trx
    .selectFrom('bank_transactions')
    .select((eb) => [
      'competition_id',
      'season',
      eb.fn.sum<number>('amount_cents').as('net'),
      eb.fn.max<number>('id').as('last_id'),
    ])
    .where('user_id', '=', request.userId)
    .where('type', '=', 'transfer')
    .where('id', '>', request.afterBankRowId)
    .groupBy(['competition_id', 'season'])
    .orderBy('last_id', 'desc')
    .execute();
  const taken: PortfolioWithdrawal[] = [];
  let left = request.amountCents;
  for (const m of moved) {
    if (left <= 0) break;
    const into = -Number(m.net);
    if (into <= 0 || m.competition_id === null || m.season === null) continue;
    const context = { competitionId: Number(m.competition_id), season: Number(m.season) };
    if (context.competitionId !== 0) {
      const closed = await competitionClosedReason(trx, kind, context, t);
      if (closed && closed.code !== 'LEAGUE_PENDING') continue;
    }
    const locked = await lockRowForUpdate(
      kind,
      trx
        .selectFrom('portfolios')
        .select('id')
        .where('user_id', '=', request.userId)
        .where('competition_id', '=', context.competitionId)
        .where('season', '=', context.season),
    ).executeTakeFirst();
    if (!locked) continue;
    const portfolio = await loadPortfolio(trx, request.userId, context);
    if (!portfolio) continue;
    const valued = valuePortfolio(portfolio.ledger, portfolio.lots, request.marks, portfolio.reserved.cashCents);
    const amount = Math.min(left, into, valued.buyingPowerCents);
    if (amount <= 0) continue;
    const label = await trx
      .selectFrom('bank_transactions')
      .select('portfolio_label')
      .where('id', '=', Number(m.last_id))
      .executeTakeFirstOrThrow();
    const bankRow = await trx
      .insertInto('bank_transactions')
      .values({
        user_id: request.userId,
        type: 'transfer',
        amount_cents: amount,
        competition_id: context.competitionId,
        season: context.season,
        portfolio_label: label.portfolio_label,
        created_at: t,
        idempotency_key: null,
        value_before_cents: valued.totalValueCents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const debited = await trx
      .updateTable('portfolios')
      .set((eb) => ({
        cash_cents: eb('cash_cents', '-', amount),
        net_deposits_cents: eb('net_deposits_cents', '-', amount),
        updated_at: t,
      }))
      .where('id', '=', portfolio.id)
      .where('cash_cents', '>=', amount)
      .returning('cash_cents')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('portfolio_transfers')
      .values({
        portfolio_id: portfolio.id,
        bank_transaction_id: Number(bankRow.id),
        amount_cents: -amount,
        value_before_cents: valued.totalValueCents,
        cash_after_cents: Number(debited.cash_cents),
        created_at: t,
      })
      .execute();
    taken.push({ portfolioId: portfolio.id, ...context, amountCents: amount });
    left -= amount;
  }
  return taken;
}
