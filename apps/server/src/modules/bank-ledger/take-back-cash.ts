import { formatUsd, type PriceMark } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { type PortfolioWithdrawal, withdrawFromPortfolios } from './withdraw-from-portfolios.ts';

export interface CashTakeBack {
  userId: number;
  /** Virtual cash to take back (positive). */
  amountCents: number;
  /** The bank row that credited it: transfers after it may have moved it into portfolios. */
  creditRowId: number;
  /** The history's text, e.g. "Refund · Premium". */
  label: string;
  /** Unique: the same take-back is recorded once. */
  idempotencyKey: string;
  now: Date;
  marks: ReadonlyMap<string, PriceMark>;
}

export interface CashTakenBack {
  fromBankCents: number;
  withdrawals: PortfolioWithdrawal[];
  /** What could be taken from neither: now owed. */
  owedCents: number;
}

/**
 * Takes virtual cash back inside the caller's transaction (docs/decisions/019-reversals-take-back-goods.md): first
 * from the bank balance, then the free cash of the portfolios it was moved into (withdrawFromPortfolios), and the rest
 * becomes a debt that later credits settle first (creditBank). One `refund` row records it all: the amount taken out
 * and the debt it left (`owed_cents`), so balance and debt stay the sums of the ledger. The account is flagged.
 */
export async function takeBackCash(
  trx: Transaction<Database>,
  kind: DbKind,
  input: CashTakeBack,
): Promise<CashTakenBack> {
  const t = input.now.getTime();
  const account = await lockRowForUpdate(
    kind,
    trx.selectFrom('bank_accounts').select('balance_cents').where('user_id', '=', input.userId),
  ).executeTakeFirst();
  const fromBankCents = Math.min(input.amountCents, Math.max(0, Number(account?.balance_cents ?? 0)));
  const withdrawals =
    input.amountCents > fromBankCents
      ? await withdrawFromPortfolios(trx, kind, {
          userId: input.userId,
          amountCents: input.amountCents - fromBankCents,
          afterBankRowId: input.creditRowId,
          now: input.now,
          marks: input.marks,
        })
      : [];
  const withdrawn = withdrawals.reduce((sum, w) => sum + w.amountCents, 0);
  const owedCents = input.amountCents - fromBankCents - withdrawn;
  await trx
    .insertInto('bank_transactions')
    .values({
      user_id: input.userId,
      type: 'refund',
      amount_cents: -(fromBankCents + withdrawn),
      owed_cents: owedCents,
      competition_id: null,
      season: null,
      portfolio_label: owedCents > 0 ? `${input.label} · ${formatUsd(owedCents)} owed` : input.label,
      created_at: t,
      idempotency_key: input.idempotencyKey,
    })
    .execute();
  await flagAccount(trx, input.userId, input.now, { balanceCents: -fromBankCents, owedCents });
  return { fromBankCents, withdrawals, owedCents };
}

/**
 * Marks the account's payment as reversed now, adding `change` to its balance and debt (a bank account is created
 * for a user who never had one, e.g. a league purchase's payer).
 */
export async function flagAccount(
  trx: Transaction<Database>,
  userId: number,
  now: Date,
  change: { balanceCents: number; owedCents: number } = { balanceCents: 0, owedCents: 0 },
): Promise<void> {
  const t = now.getTime();
  await trx
    .insertInto('bank_accounts')
    // A new account has no balance to debit (both dialects check the inserted row before the conflict).
    .values({
      user_id: userId,
      balance_cents: 0,
      owed_cents: change.owedCents,
      payment_reversed_at: t,
      updated_at: t,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        balance_cents: eb('bank_accounts.balance_cents', '+', change.balanceCents),
        owed_cents: eb('bank_accounts.owed_cents', '+', change.owedCents),
        payment_reversed_at: t,
        updated_at: t,
      })),
    )
    .execute();
}
