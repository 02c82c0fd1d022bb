import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { rebuildSqliteCheck } from './rebuild-sqlite-check.ts';

const OLD_PURPOSES = "purpose in ('virtual_cash', 'league_extension', 'extra_participants')";
const NEW_PURPOSES = "purpose in ('virtual_cash', 'league_extension', 'extra_participants', 'educator_subscription')";

/**
 * Educator Pro (docs/product/educators.md#educator-pro-subscription): one subscription per user (the signup's institution fields, its status and
 * billing period, the provider's ids, and with the simulated provider the stored test card: brand, last 4 and the
 * test card's token, never the number) and its invoices (one per billing period: the unique key makes a renewal
 * charged once). Payment intents gain the purpose `educator_subscription`.
 */
export const m014EducatorSubscriptions: Migration = {
  name: '014-educator-subscriptions',
  async up(db, kit) {
    await db.schema
      .createTable('educator_subscriptions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('current_period_start', 'bigint')
      .addColumn('current_period_end', 'bigint')
      .addColumn('member_since', 'bigint')
      .addColumn('first_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(200)', (c) => c.notNull())
      .addColumn('phone', 'varchar(200)')
      .addColumn('job_title', 'varchar(200)', (c) => c.notNull())
      .addColumn('institution_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('institution_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('institution_address', 'varchar(200)')
      .addColumn('institution_city', 'varchar(200)')
      .addColumn('institution_state', 'varchar(200)')
      .addColumn('institution_zip', 'varchar(200)')
      .addColumn('estimated_students', 'integer', (c) => c.notNull())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('provider_customer_id', 'varchar(255)')
      .addColumn('provider_subscription_id', 'varchar(255)', (c) => c.unique())
      .addColumn('card_brand', 'varchar(32)')
      .addColumn('card_last4', 'varchar(4)')
      .addColumn('card_token', 'varchar(64)')
      .addColumn('past_due_since', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint(
        'educator_subscriptions_status',
        sql`status in ('incomplete', 'active', 'past_due', 'expired')`,
      )
      .execute();
    await db.schema
      .createIndex('educator_subscriptions_renewal')
      .on('educator_subscriptions')
      .columns(['status', 'current_period_end'])
      .execute();

    await db.schema
      .createTable('billing_invoices')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('number', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('subscription_id', 'varchar(64)', (c) =>
        c.notNull().references('educator_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('period_start', 'bigint')
      .addColumn('period_end', 'bigint')
      .addColumn('payment_intent_id', 'varchar(255)', (c) => c.unique())
      .addColumn('provider_invoice_id', 'varchar(255)', (c) => c.unique())
      .addColumn('hosted_invoice_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addCheckConstraint('billing_invoices_status', sql`status in ('open', 'paid', 'failed')`)
      .addCheckConstraint('billing_invoices_amount_positive', sql`amount_cents > 0`)
      .addUniqueConstraint('billing_invoices_one_per_period', ['subscription_id', 'period_start'])
      .execute();
    await db.schema
      .createIndex('billing_invoices_user')
      .on('billing_invoices')
      .columns(['user_id', 'created_at'])
      .execute();

    if (kit.kind === 'postgres') {
      await sql`alter table payment_intents drop constraint payment_intents_purpose`.execute(db);
      await sql`alter table payment_intents add constraint payment_intents_purpose check (${sql.raw(NEW_PURPOSES)})`.execute(
        db,
      );
    } else {
      await rebuildSqliteCheck(db, 'payment_intents', OLD_PURPOSES, NEW_PURPOSES);
    }
  },
};
