import type { Migration } from '../src/adapters/db/migrate.ts';

/**
 * Reversals take back what they paid for (docs/decisions/019-reversals-take-back-goods.md): the trading bank keeps
 * the account's open debt (`owed_cents`, what a refund or dispute could not debit) and when a payment of the account
 * was last reversed (`payment_reversed_at`, the flag operators and the user see); every bank row says how it changed
 * the debt (`owed_cents`: + owed by a reversal, − settled from a credit), so the debt is the sum of the ledger like
 * the balance; a league purchase taken back is marked `revoked_at`.
 */
export const m023PaymentReversals: Migration = {
  name: '023-payment-reversals',
  async up(db) {
    await db.schema
      .alterTable('bank_accounts')
      .addColumn('owed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('bank_accounts').addColumn('payment_reversed_at', 'bigint').execute();
    await db.schema
      .alterTable('bank_transactions')
      .addColumn('owed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('purchases').addColumn('revoked_at', 'bigint').execute();
  },
};
