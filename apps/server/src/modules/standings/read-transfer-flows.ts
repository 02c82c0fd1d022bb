import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import type { PortfolioContext } from '../portfolio/index.ts';

/** Money moved from the bank into a portfolio: what the time-weighted return needs of each transfer (ADR 011). */
export interface TransferFlow {
  amountCents: number;
  at: number;
  /** The portfolio's value just before the transfer; null on rows written before it was recorded. */
  valueBeforeCents: number | null;
}

/**
 * The bank transfers of `userIds` into their portfolios of one context, oldest first, per user. A transfer is negative
 * in the bank (money out of it) and positive as a flow (money into the portfolio); cash a reversal withdrew from the
 * portfolio is the other way round (docs/decisions/019-reversals-take-back-goods.md). One query; none for no users;
 * `null`: every user of the context.
 */
export async function readTransferFlows(
  db: Kysely<Database>,
  userIds: number[] | null,
  context: PortfolioContext,
): Promise<Map<number, TransferFlow[]>> {
  const flows = new Map<number, TransferFlow[]>();
  if (userIds?.length === 0) return flows;
  const rows = await db
    .selectFrom('bank_transactions')
    .select(['user_id', 'amount_cents', 'created_at', 'value_before_cents'])
    .$if(userIds !== null, (q) => q.where('user_id', 'in', userIds!))
    .where('type', '=', 'transfer')
    .where('competition_id', '=', context.competitionId)
    .where('season', '=', context.season)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const userId = Number(r.user_id);
    const list = flows.get(userId) ?? [];
    list.push({
      amountCents: -Number(r.amount_cents),
      at: Number(r.created_at),
      valueBeforeCents: r.value_before_cents === null ? null : Number(r.value_before_cents),
    });
    flows.set(userId, list);
  }
  return flows;
}
