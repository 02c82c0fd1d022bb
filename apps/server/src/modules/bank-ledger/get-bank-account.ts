import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

export interface BankAccountState {
  balanceCents: number;
  /** Open debt of reversed payments (docs/decisions/019-reversals-take-back-goods.md). */
  owedCents: number;
  /** When a payment of the account was last refunded or disputed; null when never. */
  paymentReversedAt: number | null;
}

/** The user's trading bank: balance, debt and reversal flag (all empty before the first credit). */
export async function getBankAccount(db: Kysely<Database>, userId: number): Promise<BankAccountState> {
  const row = await db
    .selectFrom('bank_accounts')
    .select(['balance_cents', 'owed_cents', 'payment_reversed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    balanceCents: Number(row?.balance_cents ?? 0),
    owedCents: Number(row?.owed_cents ?? 0),
    paymentReversedAt: row?.payment_reversed_at == null ? null : Number(row.payment_reversed_at),
  };
}
