import type { BankTransaction } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { dollars } from '../portfolio/index.ts';

/** The user's trading-bank ledger, newest first (the last `limit` rows). */
export async function listBankTransactions(
  db: Kysely<Database>,
  input: { userId: number; limit?: number },
): Promise<BankTransaction[]> {
  const rows = await db
    .selectFrom('bank_transactions')
    .select(['id', 'type', 'amount_cents', 'portfolio_label', 'created_at'])
    .where('user_id', '=', input.userId)
    .orderBy('id', 'desc')
    .limit(input.limit ?? 200)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    amount: dollars(Number(r.amount_cents)),
    portfolio: r.portfolio_label,
    date: new Date(Number(r.created_at)).toISOString(),
  }));
}
