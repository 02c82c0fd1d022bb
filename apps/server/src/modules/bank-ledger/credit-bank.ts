import type { BankTransactionType } from '@tradearena/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';

export interface BankCredit {
  userId: number;
  /** Positive: money into the bank. */
  amountCents: number;
  type: BankTransactionType;
  competitionId: number | null;
  season: number | null;
  /** What the history shows as the transaction's portfolio. */
  label: string;
  /** Unique: the same key credits once however often it is tried (e.g. `prize:1:5:42`). */
  idempotencyKey: string;
  now: Date;
}

/**
 * Credits the user's trading bank inside the caller's transaction: the ledger row first (its unique key decides),
 * then the balance, so a retried or concurrent credit with the same key adds nothing. A debt left by a reversed
 * payment is settled first (docs/decisions/019-reversals-take-back-goods.md): as much of the credit as is owed goes
 * straight back out in a `refund` row that lowers the debt. Returns false when the key was already used.
 */
export async function creditBank(trx: Transaction<Database> | Kysely<Database>, credit: BankCredit): Promise<boolean> {
  const t = credit.now.getTime();
  const inserted = await trx
    .insertInto('bank_transactions')
    .values({
      user_id: credit.userId,
      type: credit.type,
      amount_cents: credit.amountCents,
      competition_id: credit.competitionId,
      season: credit.season,
      portfolio_label: credit.label,
      created_at: t,
      idempotency_key: credit.idempotencyKey,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
  // The upsert locks the account row (PostgreSQL) until the commit, so the debt read here is the one settled.
  const account = await trx
    .insertInto('bank_accounts')
    .values({ user_id: credit.userId, balance_cents: credit.amountCents, updated_at: t })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        balance_cents: eb('bank_accounts.balance_cents', '+', credit.amountCents),
        updated_at: t,
      })),
    )
    .returning('owed_cents')
    .executeTakeFirstOrThrow();
  const settled = Math.min(Number(account.owed_cents), credit.amountCents);
  if (settled <= 0) return true;
  await trx
    .insertInto('bank_transactions')
    .values({
      user_id: credit.userId,
      type: 'refund',
      amount_cents: -settled,
      owed_cents: -settled,
      competition_id: null,
      season: null,
      portfolio_label: `Owed repaid · ${credit.label}`,
      created_at: t,
      idempotency_key: `${credit.idempotencyKey}:owed`,
    })
    .execute();
  await trx
    .updateTable('bank_accounts')
    .set((eb) => ({
      balance_cents: eb('balance_cents', '-', settled),
      owed_cents: eb('owed_cents', '-', settled),
      updated_at: t,
    }))
    .where('user_id', '=', credit.userId)
    .execute();
  return true;
}
