import { VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';
import type { Transaction } from 'kysely';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import { lockRowForUpdate } from '../leagues/lock-row-for-update.ts';

export interface Reversal {
  paymentIntentId: string;
  /**
   * Cents of the payment returned: for a refund, refunded so far (cumulative, as Stripe reports `amount_refunded`);
   * for a dispute (`additional`), this dispute's amount, which comes on top of what refunds already took back.
   */
  reversedPaymentCents: number;
  additional?: boolean;
  now: Date;
}

/**
 * Takes back the virtual cash of a refunded or disputed purchase, in proportion to the money returned, inside the
 * caller's transaction: only what the trading bank still holds (the rest was moved into portfolios or spent, and
 * stays), recorded as a `refund` row. Cumulative and idempotent: a purchase never gives back more than it credited.
 * Returns the cents debited. League purchases have no virtual cash to take back.
 */
export async function reversePurchase(trx: Transaction<Database>, kind: DbKind, input: Reversal): Promise<number> {
  const purchase = await lockRowForUpdate(
    kind,
    trx.selectFrom('purchases').selectAll().where('payment_intent_id', '=', input.paymentIntentId),
  ).executeTakeFirst();
  if (purchase?.kind !== 'virtual_cash' || purchase.virtual_cents === null) return 0;
  const paid = Number(purchase.amount_cents);
  const virtual = Number(purchase.virtual_cents);
  const returned = Math.min(Math.max(input.reversedPaymentCents, 0), paid);
  const already = Number(purchase.reversed_cents);
  const share = Math.floor((virtual * returned) / paid);
  const target = input.additional ? Math.min(virtual, already + share) : share;
  if (target <= already) return 0;
  const userId = Number(purchase.user_id);
  const account = await lockRowForUpdate(
    kind,
    trx.selectFrom('bank_accounts').select('balance_cents').where('user_id', '=', userId),
  ).executeTakeFirst();
  const debit = Math.min(target - already, Number(account?.balance_cents ?? 0));
  const t = input.now.getTime();
  await trx.updateTable('purchases').set({ reversed_cents: target }).where('id', '=', purchase.id).execute();
  if (debit <= 0) return 0;
  const pack = VIRTUAL_CASH_PACKAGES.find((p) => p.amountCents === virtual);
  await trx
    .insertInto('bank_transactions')
    .values({
      user_id: userId,
      type: 'refund',
      amount_cents: -debit,
      competition_id: null,
      season: null,
      portfolio_label: `Refund · ${pack?.name ?? 'Virtual cash'}`,
      created_at: t,
      idempotency_key: `refund:${input.paymentIntentId}:${target}`,
    })
    .execute();
  await trx
    .updateTable('bank_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', debit), updated_at: t }))
    .where('user_id', '=', userId)
    .where('balance_cents', '>=', debit)
    .execute();
  return debit;
}
