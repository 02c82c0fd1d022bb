import { BILLING_MESSAGES, type BillingHistoryItem } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireBillingCustomer } from './require-billing-customer.ts';

/** GET /api/billing/history: the caller's invoices, newest first; amounts in cents. */
export async function listBillingHistory(
  deps: Pick<BillingDeps, 'db'>,
  input: { userId: number },
): Promise<Result<BillingHistoryItem[]>> {
  const found = await requireBillingCustomer(deps.db.db, input.userId);
  if (!found.ok) return found;
  const rows = await deps.db.db
    .selectFrom('billing_invoices')
    .select(['id', 'amount_cents', 'status', 'created_at', 'paid_at', 'reason'])
    .where('user_id', '=', input.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return ok(
    rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount_cents),
      date: new Date(Number(r.paid_at ?? r.created_at)).toISOString(),
      status: r.status,
      description:
        r.reason === 'subscription_create'
          ? BILLING_MESSAGES.invoiceDescription
          : `${BILLING_MESSAGES.invoiceDescription} (renewal)`,
    })),
  );
}
