import { sql } from 'kysely';
import type { Migration } from '../src/adapters/db/migrate.ts';
import { rebuildSqliteCheck } from './rebuild-sqlite-check.ts';

const OLD_STATUSES = "status in ('incomplete', 'active', 'past_due', 'expired')";
const NEW_STATUSES = "status in ('incomplete', 'active', 'past_due', 'expired', 'canceled')";

/**
 * Deleting an account ends its Educator Pro subscription at once (ADR 018): the status `canceled` is final — no
 * renewal, no payment or provider event makes it active again. Subscriptions of accounts deleted before this lose
 * their billing contact and stored card now; the simulated ones are canceled too (ours to renew), while a Stripe one
 * keeps its status until the operators cancel it at Stripe (docs/decisions/018-account-deletion-and-subscriptions.md).
 */
export const m022SubscriptionCanceledOnDeletion: Migration = {
  name: '022-subscription-canceled-on-deletion',
  async up(db, kit) {
    if (kit.kind === 'postgres') {
      await sql`alter table educator_subscriptions drop constraint educator_subscriptions_status`.execute(db);
      await sql`alter table educator_subscriptions add constraint educator_subscriptions_status check (${sql.raw(NEW_STATUSES)})`.execute(
        db,
      );
    } else {
      await rebuildSqliteCheck(db, 'educator_subscriptions', OLD_STATUSES, NEW_STATUSES);
    }
    // The same erasure as modules/billing/end-billing-of-deleted-account.ts, frozen here: a migration runs against
    // the schema as it was, so it does not follow later changes to that list.
    const deleted = db.selectFrom('users').select('id').where('deleted_at', 'is not', null);
    await db
      .updateTable('educator_subscriptions')
      .set({
        first_name: '',
        last_name: '',
        email: '',
        phone: null,
        job_title: '',
        institution_name: '',
        institution_address: null,
        institution_city: null,
        institution_state: null,
        institution_zip: null,
        card_brand: null,
        card_last4: null,
        card_token: null,
      })
      .where('user_id', 'in', deleted)
      .execute();
    await db
      .updateTable('educator_subscriptions')
      .set({ status: 'canceled', cancel_at_period_end: 0 })
      .where('provider', '=', 'simulated')
      .where('user_id', 'in', deleted)
      .execute();
  },
};
