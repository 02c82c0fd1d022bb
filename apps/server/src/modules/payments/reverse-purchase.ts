import { VIRTUAL_CASH_PACKAGES } from '@tradearena/contracts';
import type { PriceMark } from '@tradearena/domain';
import type { Transaction } from 'kysely';
import { lockRowForUpdate } from '../../adapters/db/lock-row-for-update.ts';
import type { DbKind } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';
import type { PortfolioWithdrawal } from '../bank-ledger/index.ts';
import { flagAccount, takeBackCash } from '../bank-ledger/index.ts';
import { revokeLeaguePurchase } from './revoke-league-purchase.ts';

export interface Reversal {
  paymentIntentId: string;
  /**
   * Cents of the payment returned: for a refund, refunded so far (cumulative, as Stripe reports `amount_refunded`);
   * for a dispute (`additional`), this dispute's amount, which comes on top of what refunds already took back.
   */
  reversedPaymentCents: number;
  additional?: boolean;
  now: Date;
  /** The server's quotes for the payer's positions (portfolios are valued before cash is withdrawn from them). */
  marks: ReadonlyMap<string, PriceMark>;
}

export interface ReversalOutcome {
  /** The payer, when this call took anything back. */
  userId: number | null;
  fromBankCents: number;
  withdrawals: PortfolioWithdrawal[];
  owedCents: number;
  /** A league purchase revoked by this call. */
  revoked: boolean;
}

const NOTHING: ReversalOutcome = Object.freeze({
  userId: null,
  fromBankCents: 0,
  withdrawals: [],
  owedCents: 0,
  revoked: false,
});

/**
 * Takes back what a refunded or disputed store purchase bought, inside the caller's transaction
 * (docs/decisions/019-reversals-take-back-goods.md). Virtual cash in proportion to the money returned, cumulative and
 * idempotent (a purchase never gives back more than it credited): from the bank, then from the portfolios it was
 * moved into, the rest owed (bank/take-back-cash.ts). A league extension or extra slots are revoked once the whole
 * payment is returned (a full refund, or any dispute); a partial refund leaves them. Either flags the account.
 */
export async function reversePurchase(
  trx: Transaction<Database>,
  kind: DbKind,
  input: Reversal,
): Promise<ReversalOutcome> {
  const purchase = await lockRowForUpdate(
    kind,
    trx.selectFrom('purchases').selectAll().where('payment_intent_id', '=', input.paymentIntentId),
  ).executeTakeFirst();
  if (!purchase) return NOTHING;
  const userId = Number(purchase.user_id);
  const paid = Number(purchase.amount_cents);
  if (purchase.kind === 'league_extension' || purchase.kind === 'extra_participants') {
    if (!input.additional && input.reversedPaymentCents < paid) return NOTHING;
    if (!(await revokeLeaguePurchase(trx, kind, purchase, input.now))) return NOTHING;
    await flagAccount(trx, userId, input.now);
    return { ...NOTHING, userId, revoked: true };
  }
  if (purchase.kind !== 'virtual_cash' || purchase.virtual_cents === null) return NOTHING;
  const virtual = Number(purchase.virtual_cents);
  const returned = Math.min(Math.max(input.reversedPaymentCents, 0), paid);
  const already = Number(purchase.reversed_cents);
  const share = Math.floor((virtual * returned) / paid);
  // A dispute comes on top of what was taken back so far; a refund (cumulative) on top of what disputes took back,
  // whichever of them Stripe delivers first.
  const target = Math.min(
    virtual,
    input.additional ? already + share : share + (await disputedSoFar(trx, userId, input.paymentIntentId)),
  );
  if (target <= already) return NOTHING;
  await trx.updateTable('purchases').set({ reversed_cents: target }).where('id', '=', purchase.id).execute();
  const credit = await trx
    .selectFrom('bank_transactions')
    .select('id')
    .where('idempotency_key', '=', `purchase:${input.paymentIntentId}`)
    .executeTakeFirst();
  const pack = VIRTUAL_CASH_PACKAGES.find((p) => p.amountCents === virtual);
  const taken = await takeBackCash(trx, kind, {
    userId,
    amountCents: target - already,
    creditRowId: Number(credit?.id ?? 0),
    label: `Refund · ${pack?.name ?? 'Virtual cash'}`,
    idempotencyKey: `${input.additional ? 'dispute' : 'refund'}:${input.paymentIntentId}:${target}`,
    now: input.now,
    marks: input.marks,
  });
  return { userId, ...taken, revoked: false };
}

/** Virtual cash the disputes of this payment took back so far: their `refund` rows' debit and debt (takeBackCash). */
async function disputedSoFar(trx: Transaction<Database>, userId: number, paymentIntentId: string): Promise<number> {
  const row = await trx
    .selectFrom('bank_transactions')
    .select((eb) => eb.fn.sum<number>(eb('owed_cents', '-', eb.ref('amount_cents'))).as('taken'))
    .where('user_id', '=', userId)
    .where('type', '=', 'refund')
    .where('idempotency_key', 'like', `dispute:${paymentIntentId}:%`)
    .executeTakeFirst();
  return Number(row?.taken ?? 0);
}
