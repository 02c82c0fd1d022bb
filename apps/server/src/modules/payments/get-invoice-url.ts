import { type BillingUrlResponse, PAYMENT_MESSAGES } from '@tradearena/contracts';
import { fail, ok, type Result } from '../../app-error.ts';
import { PaymentProviderError } from '../../ports/payments.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findOwnInvoice } from './find-own-invoice.ts';

/**
 * GET /api/billing/invoice/{id}: where to read the invoice — Stripe's hosted page, or our printable page
 * (/billing/invoices/{id}). Another user's invoice is unknown (404).
 */
export async function getInvoiceUrl(
  deps: BillingDeps,
  input: { userId: number; invoiceId: string },
): Promise<Result<BillingUrlResponse>> {
  const found = await findOwnInvoice(deps, input.userId, input.invoiceId);
  if (!found.ok) return found;
  const { invoice } = found.value;
  if (invoice.hosted_invoice_url) return ok({ url: invoice.hosted_invoice_url });
  if (invoice.provider_invoice_id && deps.payments.subscriptions) {
    try {
      const url = await deps.payments.subscriptions.invoiceUrl(invoice.provider_invoice_id);
      if (url) return ok({ url });
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      return fail('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
  }
  return ok({ url: `/billing/invoices/${encodeURIComponent(invoice.id)}` });
}
