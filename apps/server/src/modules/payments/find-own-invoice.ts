import { BILLING_MESSAGES } from '@tradearena/contracts';
import { fail, ok } from '../../app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';

/** The caller's own invoice and subscription: a player is refused (403), anyone else's invoice is unknown (404). */
export async function findOwnInvoice(deps: Pick<BillingDeps, 'db'>, userId: number, invoiceId: string) {
  const found = await requireBillingCustomer(deps.db.db, userId);
  if (!found.ok) return found;
  const invoice = await deps.db.db
    .selectFrom('billing_invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!invoice) return fail('BILLING_INVOICE_NOT_FOUND', BILLING_MESSAGES.invoiceNotFound);
  return ok({ invoice, sub: found.value });
}
