import { BILLING_MESSAGES } from '@tradearena/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters/db/schema.ts';
import { fail, ok, type Result } from '../../app-error.ts';
import { findSubscription, type SubscriptionRow } from './subscription-row.ts';

/**
 * The role check of billing management (docs/product/educators.md#billing): the caller's own subscription, once paid (an educator, or one
 * whose subscription has ended and who still reads their invoices). Players: 403 "Billing management is only
 * available for educators".
 */
export async function requireBillingCustomer(db: Kysely<Database>, userId: number): Promise<Result<SubscriptionRow>> {
  const row = await findSubscription(db, userId);
  if (!row || row.member_since === null) return fail('BILLING_EDUCATOR_REQUIRED', BILLING_MESSAGES.educatorsOnly);
  return ok(row);
}
