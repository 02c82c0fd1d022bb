import { BILLING_MESSAGES, type InvoiceDetail } from '@tradearena/contracts';
import { ok, type Result } from '../../app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findOwnInvoice } from './find-own-invoice.ts';

const iso = (ms: number | null) => new Date(Number(ms ?? 0)).toISOString();

/** GET /api/billing/invoices/{id}: the printable invoice of ours (the caller's own only). */
export async function getInvoiceDetail(
  deps: Pick<BillingDeps, 'db'>,
  input: { userId: number; invoiceId: string },
): Promise<Result<InvoiceDetail>> {
  const found = await findOwnInvoice(deps, input.userId, input.invoiceId);
  if (!found.ok) return found;
  const { invoice, sub } = found.value;
  const cityLine = [sub.institution_city, [sub.institution_state, sub.institution_zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return ok({
    id: invoice.id,
    number: invoice.number,
    date: iso(invoice.paid_at ?? invoice.created_at),
    amount: Number(invoice.amount_cents),
    status: invoice.status,
    description: BILLING_MESSAGES.invoiceDescription,
    periodStart: iso(invoice.period_start ?? invoice.created_at),
    periodEnd: iso(invoice.period_end ?? invoice.created_at),
    customer: {
      name: `${sub.first_name} ${sub.last_name}`,
      email: sub.email,
      institutionName: sub.institution_name,
      addressLines: [sub.institution_address, cityLine].filter((l): l is string => Boolean(l)),
    },
  });
}
